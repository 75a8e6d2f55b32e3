/**
 * Money is a decimal string with exactly 2 decimals ("12.10"), quantities a decimal string with up
 * to 3 ("0.250"). Arithmetic goes through integer cents / milli-units, never floats, so 0.1 + 0.2
 * is 0.30 and totals match to the cent on every device.
 */

/** Precision 10,2 and 10,3 (spec §9): at most 8 / 7 integer digits. */
export const MAX_CENTS = 9_999_999_999;
export const MAX_MILLI = 9_999_999_999;

const DECIMAL = /^(\d+)(?:[.,](\d*))?$/;

/**
 * Parses a non-negative decimal string into an integer scaled by 10^scale. Accepts a comma as the
 * decimal separator because Spanish keyboards type one. Returns null when malformed, negative,
 * more precise than `scale` or out of range.
 */
function parseScaled(input: string, scale: number, max: number): number | null {
  const match = DECIMAL.exec(input.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return null;
  const value = Number(whole) * 10 ** scale + Number(fraction.padEnd(scale, '0') || '0');
  return Number.isSafeInteger(value) && value <= max ? value : null;
}

/**
 * Rounds a finite non-negative number to `scale` decimals, half up, on its shortest decimal
 * representation (so 1.005 rounds to 1.01 as a person would, not to 1.00 as toFixed does).
 */
function roundNumber(input: number, scale: number, max: number): number | null {
  if (!Number.isFinite(input) || input < 0) return null;
  const text = input >= 1e21 ? null : input < 1e-6 && input > 0 ? input.toFixed(20) : String(input);
  if (text === null) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = Number(whole) * 10 ** scale + Number(fraction.slice(0, scale).padEnd(scale, '0') || '0');
  const roundUp = (fraction[scale] ?? '0') >= '5' ? 1 : 0;
  const value = kept + roundUp;
  return Number.isSafeInteger(value) && value <= max ? value : null;
}

function format(scaled: number, scale: number): string {
  const sign = scaled < 0 ? '-' : '';
  const abs = Math.abs(scaled);
  const unit = 10 ** scale;
  const whole = Math.floor(abs / unit);
  const fraction = String(abs % unit).padStart(scale, '0');
  return `${sign}${whole}.${fraction}`;
}

/** True for a stored money value: digits, a dot, exactly 2 decimals. */
export function isMoney(value: string): boolean {
  return /^\d+\.\d{2}$/.test(value) && parseScaled(value, 2, MAX_CENTS) !== null;
}

/** True for a stored quantity: digits with up to 3 decimals. */
export function isQuantity(value: string): boolean {
  return /^\d+(?:\.\d{1,3})?$/.test(value) && parseScaled(value, 3, MAX_MILLI) !== null;
}

/** "12.10" → 1210. Throws RangeError on anything that is not a valid amount with ≤ 2 decimals. */
export function toCents(money: string): number {
  const cents = parseScaled(money, 2, MAX_CENTS);
  if (cents === null) throw new RangeError(`Invalid money amount: ${JSON.stringify(money)}`);
  return cents;
}

/** 1210 → "12.10". Negative cents are formatted with a sign (differences, margins). */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  return format(cents, 2);
}

/** "0.25" → 250. Throws RangeError on anything that is not a valid quantity with ≤ 3 decimals. */
export function toMilli(quantity: string): number {
  const milli = parseScaled(quantity, 3, MAX_MILLI);
  if (milli === null) throw new RangeError(`Invalid quantity: ${JSON.stringify(quantity)}`);
  return milli;
}

/** 250 → "0.250". */
export function fromMilli(milli: number): string {
  if (!Number.isSafeInteger(milli)) throw new RangeError(`Milli-units must be an integer: ${milli}`);
  return format(milli, 3);
}

/** Money in canonical form, or null. Strings must have ≤ 2 decimals; numbers are rounded (spec §5). */
export function tryNormalizeMoney(input: string | number): string | null {
  const cents =
    typeof input === 'number' ? roundNumber(input, 2, MAX_CENTS) : parseScaled(input, 2, MAX_CENTS);
  return cents === null ? null : format(cents, 2);
}

/** Money in canonical form ("12.1" → "12.10", 3 → "3.00"); throws RangeError when invalid. */
export function normalizeMoney(input: string | number): string {
  const money = tryNormalizeMoney(input);
  if (money === null) throw new RangeError(`Invalid money amount: ${JSON.stringify(input)}`);
  return money;
}

/** Quantity in canonical 3-decimal form, or null. Strings ≤ 3 decimals; numbers rounded to 3. */
export function tryNormalizeQuantity(input: string | number): string | null {
  const milli =
    typeof input === 'number' ? roundNumber(input, 3, MAX_MILLI) : parseScaled(input, 3, MAX_MILLI);
  return milli === null ? null : format(milli, 3);
}

/** Quantity in canonical form ("0.25" → "0.250"); throws RangeError when invalid. */
export function normalizeQuantity(input: string | number): string {
  const quantity = tryNormalizeQuantity(input);
  if (quantity === null) throw new RangeError(`Invalid quantity: ${JSON.stringify(input)}`);
  return quantity;
}

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
