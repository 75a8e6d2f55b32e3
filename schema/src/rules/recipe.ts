import { divRound, fromCents, toCents, toMilli } from '../money.ts';

export interface CostedLine {
  /** Ingredient quantity in its unit, up to 3 decimals. */
  quantity: string;
  /** Ingredient cost per unit, money. */
  costPerUnit: string;
}

/**
 * Cost of one portion: Σ(quantity × cost per unit) / servings, rounded half up to the cent; the
 * whole recipe's cost when servings is 0 (spec §9). Computed in milli-cents on bigints so long
 * ingredient lists never drift.
 */
export function recipeCostPerPortion(lines: readonly CostedLine[], servings: number): string {
  if (!Number.isSafeInteger(servings) || servings < 0) throw new RangeError(`Invalid servings: ${servings}`);
  const milliCents = lines.reduce(
    (sum, line) => sum + BigInt(toMilli(line.quantity)) * BigInt(toCents(line.costPerUnit)),
    0n,
  );
  const divisor = 1000n * BigInt(servings === 0 ? 1 : servings);
  return fromCents(Number(divRound(milliCents, divisor)));
}

/**
 * Margin % = (price − cost per portion) / price × 100, with 1 decimal (half away from zero); 0 when
 * the price is not positive (spec §9). Negative when the dish sells below cost.
 */
export function marginPercent(price: string, costPerPortion: string): number {
  const priceCents = BigInt(toCents(price));
  if (priceCents <= 0n) return 0;
  const tenths = divRound((priceCents - BigInt(toCents(costPerPortion))) * 1000n, priceCents);
  return Number(tenths) / 10;
}
