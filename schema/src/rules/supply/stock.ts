import { divRound, fromMilli, toCents, toMilli } from '../../money.ts';

/**
 * The arithmetic of ingredient stock (DESIGN.md §10, decision 1): what a delivery does to the cost
 * per unit, what a sold dish takes from each ingredient, what a count adjusts. The gateway's
 * projection folds these into each ingredient's ledger; the screens show the same figures.
 */

/**
 * The cost per unit after receiving `qtyMilli` at `unitCostCents` (both in the ingredient's unit)
 * onto `stockMilli` valued at `costCents`: (max(stock, 0) × cost + qty × unitCost) ÷ (max(stock, 0)
 * + qty), rounded half up to the cent. Stock below zero (sold before it was received) carries no
 * value, so the delivery's cost is then the new cost. Nothing received leaves the cost as it was.
 */
export function weightedAverageCost(
  stockMilli: number,
  costCents: number,
  qtyMilli: number,
  unitCostCents: number,
): number {
  for (const value of [stockMilli, costCents, qtyMilli, unitCostCents]) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Expected an integer: ${value}`);
  }
  const held = BigInt(Math.max(stockMilli, 0));
  const received = BigInt(Math.max(qtyMilli, 0));
  if (received === 0n) return costCents;
  const value = held * BigInt(costCents) + received * BigInt(unitCostCents);
  return Number(divRound(value, held + received));
}

export interface ConsumedIngredient {
  ingredientId: string;
  /** Milli-units of the ingredient's own unit taken by the line. */
  milli: number;
}

/**
 * What an order line of `quantity` portions takes from each ingredient of its recipe: quantity ×
 * ingredient quantity ÷ servings, rounded half up to the milli-unit (servings 0, "not set", counts
 * the whole recipe as one portion, as its cost does). An ingredient listed twice is taken once, summed
 * before rounding. In the recipe's order.
 */
export function consumptionOf(
  quantity: number,
  ingredients: ReadonlyArray<{ ingredientId: string; quantity: string }>,
  servings: number,
): ConsumedIngredient[] {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`Invalid quantity: ${quantity}`);
  if (!Number.isSafeInteger(servings) || servings < 0) throw new RangeError(`Invalid servings: ${servings}`);
  const perRecipe = new Map<string, bigint>();
  for (const line of ingredients) {
    perRecipe.set(
      line.ingredientId,
      (perRecipe.get(line.ingredientId) ?? 0n) + BigInt(toMilli(line.quantity)),
    );
  }
  const divisor = BigInt(servings === 0 ? 1 : servings);
  return [...perRecipe].map(([ingredientId, milli]) => ({
    ingredientId,
    milli: Number(divRound(BigInt(quantity) * milli, divisor)),
  }));
}

/** A signed quantity string ("-1.250", as a count's `expected`) in milli-units. */
export function signedMilli(quantity: string): number {
  return quantity.startsWith('-') ? -toMilli(quantity.slice(1)) : toMilli(quantity);
}

/** What a count adjusts, in milli-units: counted − expected (negative when stock went missing). */
export function countDelta(expected: string, counted: string): number {
  return toMilli(counted) - signedMilli(expected);
}

export interface Variance {
  /** counted − expected as a signed quantity string ("-1.000"). */
  units: string;
  /** The same in milli-units. */
  milli: number;
  /** Its value: the difference × the cost per unit when counted, in cents rounded half away from zero (a loss is negative). */
  cents: number;
}

/** The variance view of one count line: expected against counted, in units and in euros. */
export function varianceOf(line: { expected: string; counted: string; unitCost: string }): Variance {
  const milli = countDelta(line.expected, line.counted);
  const cents = Number(divRound(BigInt(milli) * BigInt(toCents(line.unitCost)), 1000n));
  return { units: fromMilli(milli), milli, cents };
}
