import { fromCents } from '../../money.ts';

/**
 * Cents as a Spanish reader writes euros in a message: 1210 → "12,10 €", 123456 → "1.234,56 €",
 * -690 → "-6,90 €". Messages are built in schema, so every door says the same figure the same way.
 */
export function euros(cents: number): string {
  const [whole = '0', fraction = '00'] = fromCents(cents).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${fraction} €`;
}

/** A business date as it is printed and said: "2026-11-24" → "24/11/2026". */
export function spanishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
