import { IVA_RATE } from '../../constants.ts';
import type { TaxLine } from '../../docs/ticket.ts';
import { IVA_RATES, type IvaRate } from '../../enums.ts';
import { divRound, fromCents, toCents } from '../../money.ts';

/** The rate a line is taxed at when neither its product nor the settings say (spec §9: 10 %). */
export const DEFAULT_IVA_RATE: IvaRate = IVA_RATE as IvaRate;

const isIvaRate = (rate: number | undefined): rate is IvaRate =>
  rate !== undefined && (IVA_RATES as readonly number[]).includes(rate);

/**
 * A product's IVA rate: its own (drinks at 21 %), else the restaurant's default, else 10 %. Read at
 * billing time; the ticket freezes it, so a later change of rate never edits a printed ticket.
 */
export function ivaRateOf(
  product: { ivaRate?: number | undefined } | undefined,
  settings?: { defaultIvaRate: number } | null,
): IvaRate {
  if (isIvaRate(product?.ivaRate)) return product.ivaRate;
  if (isIvaRate(settings?.defaultIvaRate)) return settings.defaultIvaRate;
  return DEFAULT_IVA_RATE;
}

/** IVA of a base at a rate, in cents, rounded half away from zero (a refund mirrors its sale). */
export function taxCents(baseCents: number, rate: number): number {
  return Number(divRound(BigInt(baseCents) * BigInt(rate), 100n));
}

/**
 * Shares of `total` in proportion to `weights`, adding up to `total` exactly: each share is rounded
 * down, and the cents left over go to the largest remainders (ties to the earliest). Used to spread
 * a check discount over the IVA rates and a refund over the rates of its ticket. All weights zero:
 * equal shares. Works for a negative total (shares mirror the positive case).
 */
export function spreadCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (total < 0) return spreadCents(-total, weights).map((share) => -share);
  const sum = weights.reduce((acc, weight) => acc + Math.abs(weight), 0);
  const used = sum === 0 ? weights.map(() => 1) : weights.map(Math.abs);
  const usedSum = sum === 0 ? weights.length : sum;
  const exact = used.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(usedSum)));
  const remainders = exact.map((value, index) => ({ index, rest: value % BigInt(usedSum) }));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Base per rate, in cents, rates ascending (only the rates that appear). */
export function basesByRate(items: readonly { cents: number; rate: number }[]): Map<number, number> {
  const bases = new Map<number, number>();
  for (const item of [...items].sort((a, b) => a.rate - b.rate)) {
    bases.set(item.rate, (bases.get(item.rate) ?? 0) + item.cents);
  }
  return bases;
}

/**
 * Base and IVA per rate, sorted by rate (decision 1): the bases of a rate are added first and the
 * tax is rounded ONCE per rate, never per line, so the ticket's figures add up as printed.
 */
export function taxBreakdown(items: readonly { cents: number; rate: number }[]): TaxLine[] {
  return [...basesByRate(items)].map(([rate, base]) => ({
    rate,
    base: fromCents(base),
    amount: fromCents(taxCents(base, rate)),
  }));
}

/**
 * Subtotal, IVA and total in cents of a breakdown per rate: the sum of its bases, the sum of its
 * taxes as each rate rounded them, and their sum (spec §9: total = subtotal + tax).
 */
export function taxTotals(taxes: readonly TaxLine[]): { subtotal: number; tax: number; total: number } {
  const subtotal = taxes.reduce((sum, line) => sum + toCents(line.base), 0);
  const tax = taxes.reduce((sum, line) => sum + toCents(line.amount), 0);
  return { subtotal, tax, total: subtotal + tax };
}
