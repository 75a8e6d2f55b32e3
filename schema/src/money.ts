/**
 * Money is a decimal string with exactly 2 decimals ("12.10"), quantities a decimal string with up
 * to 3 ("0.250"). Arithmetic goes through integer cents / milli-units, never floats, so 0.1 + 0.2
 * is 0.30 and totals match to the cent on every device.
 */

/** Precision 10,2 and 10,3 (spec §9): at most 8 / 7 integer digits. */
export const MAX_CENTS = 9_999_999_999;
export const MAX_MILLI = 9_999_999_999;

const DECIMAL = /^(\d+)(?:[.,](\d*))?$/;

/** Money and quantities are the same arithmetic at two scales; only the names in errors differ. */
interface Scale {
  decimals: number;
  max: number;
  /** How an error names a malformed value, and an integer that is not one. */
  invalid: string;
  units: string;
}

const CENTS: Scale = { decimals: 2, max: MAX_CENTS, invalid: 'Invalid money amount', units: 'Cents' };
const MILLI: Scale = { decimals: 3, max: MAX_MILLI, invalid: 'Invalid quantity', units: 'Milli-units' };

/**
 * Parses a non-negative decimal string into an integer scaled by 10^decimals. Accepts a comma as the
 * decimal separator because Spanish keyboards type one. Returns null when malformed, negative,
 * more precise than the scale or out of range.
 */
function parseScaled(input: string, { decimals, max }: Scale): number | null {
  const match = DECIMAL.exec(input.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const value = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(value) && value <= max ? value : null;
}

/**
 * Rounds a finite non-negative number to the scale's decimals, half up, on its shortest decimal
 * representation (so 1.005 rounds to 1.01 as a person would, not to 1.00 as toFixed does).
 */
function roundNumber(input: number, { decimals, max }: Scale): number | null {
  if (!Number.isFinite(input) || input < 0) return null;
  const text = input >= 1e21 ? null : input < 1e-6 && input > 0 ? input.toFixed(20) : String(input);
  if (text === null) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept =
    Number(whole) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, '0') || '0');
  const roundUp = (fraction[decimals] ?? '0') >= '5' ? 1 : 0;
  const value = kept + roundUp;
  return Number.isSafeInteger(value) && value <= max ? value : null;
}

/** Negative values are formatted with a sign (differences, margins). */
function format(scaled: number, { decimals, units }: Scale): string {
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${units} must be an integer: ${scaled}`);
  const sign = scaled < 0 ? '-' : '';
  const abs = Math.abs(scaled);
  const unit = 10 ** decimals;
  const whole = Math.floor(abs / unit);
  const fraction = String(abs % unit).padStart(decimals, '0');
  return `${sign}${whole}.${fraction}`;
}

function toScaled(input: string, scale: Scale): number {
  const scaled = parseScaled(input, scale);
  if (scaled === null) throw new RangeError(`${scale.invalid}: ${JSON.stringify(input)}`);
  return scaled;
}

/** Canonical form, or null. Strings must not be more precise than the scale; numbers are rounded (spec §5). */
function tryNormalize(input: string | number, scale: Scale): string | null {
  const scaled = typeof input === 'number' ? roundNumber(input, scale) : parseScaled(input, scale);
  return scaled === null ? null : format(scaled, scale);
}

function normalize(input: string | number, scale: Scale): string {
  const normal = tryNormalize(input, scale);
  if (normal === null) throw new RangeError(`${scale.invalid}: ${JSON.stringify(input)}`);
  return normal;
}

/** True for a stored money value: digits, a dot, exactly 2 decimals. */
export function isMoney(value: string): boolean {
  return /^\d+\.\d{2}$/.test(value) && parseScaled(value, CENTS) !== null;
}

/** True for a stored quantity: digits with up to 3 decimals. */
export function isQuantity(value: string): boolean {
  return /^\d+(?:\.\d{1,3})?$/.test(value) && parseScaled(value, MILLI) !== null;
}

/** "12.10" → 1210. Throws RangeError on anything that is not a valid amount with ≤ 2 decimals. */
export const toCents = (money: string): number => toScaled(money, CENTS);

/** 1210 → "12.10". Negative cents are formatted with a sign (differences, margins). */
export const fromCents = (cents: number): string => format(cents, CENTS);

/** "0.25" → 250. Throws RangeError on anything that is not a valid quantity with ≤ 3 decimals. */
export const toMilli = (quantity: string): number => toScaled(quantity, MILLI);

/** 250 → "0.250". */
export const fromMilli = (milli: number): string => format(milli, MILLI);

/** Money in canonical form, or null. Strings must have ≤ 2 decimals; numbers are rounded (spec §5). */
export const tryNormalizeMoney = (input: string | number): string | null => tryNormalize(input, CENTS);

/** Money in canonical form ("12.1" → "12.10", 3 → "3.00"); throws RangeError when invalid. */
export const normalizeMoney = (input: string | number): string => normalize(input, CENTS);

/** Quantity in canonical 3-decimal form, or null. Strings ≤ 3 decimals; numbers rounded to 3. */
export const tryNormalizeQuantity = (input: string | number): string | null => tryNormalize(input, MILLI);

/** Quantity in canonical form ("0.25" → "0.250"); throws RangeError when invalid. */
export const normalizeQuantity = (input: string | number): string => normalize(input, MILLI);

/** Sum of money strings. */
export function addMoney(...amounts: string[]): string {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

/**
 * Integer division rounding half away from zero, on bigints so products of cents and milli-units
 * never lose precision.
 */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}
