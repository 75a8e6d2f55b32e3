import { CASH_DENOMINATIONS, countedCash, fromCents, signedCents } from '@restaurantpro/schema';
import { formatEuro } from '../../lib/format.ts';

/**
 * The arqueo as typed: how many of each euro note and coin (CASH_DENOMINATIONS), as the inputs hold
 * them. The figures are schema's countedCash against the expected cash of the day.
 */
export type CountForm = Record<number, string>;

export function emptyCount(): CountForm {
  return Object.fromEntries(CASH_DENOMINATIONS.map((cents) => [cents, '']));
}

/** '50 €' for a note, '0,20 €' for a coin: how the drawer's tray names them. */
export function denominationLabel(cents: number): string {
  return cents >= 100 && cents % 100 === 0 ? `${cents / 100} €` : formatEuro(fromCents(cents));
}

/** Notes from 5 € up; the rest are coins (for the input's accessible name). */
export function denominationKind(cents: number): 'Billetes' | 'Monedas' {
  return cents >= 500 ? 'Billetes' : 'Monedas';
}

/** A count typed into an input: a whole number ≥ 0, or null when it is not one ('' counts as 0). */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

export interface ArqueoFigures {
  counted: { cents: number; count: number }[];
  /** Σ cents × count, money. */
  countedCash: string;
  expected: string;
  /** counted − expected: negative when cash is missing. */
  difference: string;
  /** Denominations whose input is not a whole number. */
  invalid: number[];
}

export function arqueoFigures(form: CountForm, expected: string): ArqueoFigures {
  const counted: { cents: number; count: number }[] = [];
  const invalid: number[] = [];
  for (const cents of CASH_DENOMINATIONS) {
    const count = parseCount(form[cents] ?? '');
    if (count === null) invalid.push(cents);
    else counted.push({ cents, count });
  }
  const cash = countedCash(counted);
  return {
    counted,
    countedCash: cash,
    expected,
    difference: fromCents(signedCents(cash) - signedCents(expected)),
    invalid,
  };
}
