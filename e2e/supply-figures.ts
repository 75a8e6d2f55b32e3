/**
 * The stock figures of the supply spec worked out here, from the demo's opening stock and the rules
 * of the issue written out again (never read from the app): quantities in milli-units of the
 * ingredient's unit, money in cents, rounding half up to the cent.
 */

/** An ingredient's stock and average cost: milli-units and cents per unit. */
export interface Stock {
  milli: number;
  cents: number;
}

/** "12.000" → 12000, "3.20" → 320: the API's and the demo's decimal strings as whole numbers. */
export const milliOf = (quantity: string): number => Math.round(Number(quantity) * 1000);
export const centsOf = (amount: string): number => Math.round(Number(amount) * 100);

/** a / b rounded half up, away from zero for a negative a (b > 0). */
export function divHalfUp(a: number, b: number): number {
  const sign = a < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(a) + b) / (2 * b));
}

/**
 * A delivery of `milli` at `cents` per unit: the stock grows by it and the cost becomes the weighted
 * average of what was there (a negative stock counts as none) and what came, to the cent.
 */
export function receive(stock: Stock, milli: number, cents: number): Stock {
  const before = Math.max(stock.milli, 0);
  return {
    milli: stock.milli + milli,
    cents: divHalfUp(before * stock.cents + milli * cents, before + milli),
  };
}

/** What `portions` of a recipe take of one ingredient: portions × quantity ÷ servings, in milli-units. */
export const consumed = (portions: number, recipeMilli: number, servings: number): number =>
  divHalfUp(portions * recipeMilli, servings);

/** A count's difference (counted − expected) and its value at the count's cost per unit, in cents. */
export function variance(expectedMilli: number, countedMilli: number, cents: number) {
  const milli = countedMilli - expectedMilli;
  return { milli, cents: divHalfUp(milli * cents, 1000) };
}

const quantityFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });
/** Milli-units as the inventory shows them: 21400 → '21,4'. */
export const shown = (milli: number): string => quantityFormat.format(milli / 1000);
/** Milli-units as a Spanish keyboard types them: 9000 → '9,000'. */
export const typedQuantity = (milli: number): string => (milli / 1000).toFixed(3).replace('.', ',');
