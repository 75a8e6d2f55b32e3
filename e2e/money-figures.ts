/**
 * The money of the money spec worked out here, from the demo menu's prices and the IVA rules of the
 * issue (prices without IVA; IVA per rate rounded half up to the cent once per rate), never read
 * from the app: the spec compares what the screens and the API show with these figures.
 */

/** A dish or drink of the demo menu: its name on the POS, price in cents, IVA rate. */
export interface Dish {
  name: string;
  category: 'Entradas' | 'Postres' | 'Vinos' | 'Bebidas';
  cents: number;
  rate: number;
}

export interface BillLine {
  dish: Dish;
  quantity: number;
  /** A line discount in percent (1..100), rounded half up to the cent. */
  percentOff?: number;
}

export interface TaxRow {
  rate: number;
  base: number;
  amount: number;
}

export interface Figures {
  taxes: TaxRow[];
  subtotal: number;
  total: number;
  /** What the line discounts took off. */
  discount: number;
}

/** a × b / c rounded half up, in whole cents (non-negative values). */
export function halfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export const lineCents = (line: BillLine): number => line.quantity * line.dish.cents;
export const lineDiscount = (line: BillLine): number =>
  line.percentOff === undefined ? 0 : halfUp(lineCents(line) * line.percentOff, 100);

/** The bill of some lines: base per rate after line discounts, IVA per rate, total. */
export function billOf(lines: readonly BillLine[]): Figures {
  const bases = new Map<number, number>();
  for (const line of lines) {
    bases.set(line.dish.rate, (bases.get(line.dish.rate) ?? 0) + lineCents(line) - lineDiscount(line));
  }
  const taxes = [...bases]
    .sort(([a], [b]) => a - b)
    .map(([rate, base]) => ({ rate, base, amount: halfUp(base * rate, 100) }));
  const subtotal = taxes.reduce((sum, tax) => sum + tax.base, 0);
  const total = subtotal + taxes.reduce((sum, tax) => sum + tax.amount, 0);
  const discount = lines.reduce((sum, line) => sum + lineDiscount(line), 0);
  return { taxes, subtotal, total, discount };
}

/** A refund of `gross` cents on a ticket of one rate: its base and IVA at that rate. */
export function refundTax(gross: number, rate: number): TaxRow {
  const base = halfUp(gross * 100, 100 + rate);
  return { rate, base, amount: gross - base };
}

/** Σ of tax rows per rate, signed (a rectifying ticket's rows count negative). */
export function sumTaxes(rows: ReadonlyArray<TaxRow & { sign?: 1 | -1 }>): TaxRow[] {
  const byRate = new Map<number, { base: number; amount: number }>();
  for (const row of rows) {
    const sign = row.sign ?? 1;
    const now = byRate.get(row.rate) ?? { base: 0, amount: 0 };
    byRate.set(row.rate, { base: now.base + sign * row.base, amount: now.amount + sign * row.amount });
  }
  return [...byRate].sort(([a], [b]) => a - b).map(([rate, row]) => ({ rate, ...row }));
}

const euroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
/** Cents as the app shows money: 4310 → '43,10 €'. */
export const euro = (cents: number): string => euroFormat.format(cents / 100);
/** Cents as a Spanish keyboard types them: 4310 → '43,10'. */
export const typed = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');
/** Cents as the API writes money: 4310 → '43.10'. */
export const money = (cents: number): string => (cents / 100).toFixed(2);

/** The euro notes and coins (in cents) that make `cents`, largest first: the drawer's count. */
export function countOf(cents: number): Map<number, number> {
  const denominations = [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1];
  const count = new Map<number, number>();
  let left = cents;
  for (const value of denominations) {
    const units = Math.floor(left / value);
    if (units > 0) count.set(value, units);
    left -= units * value;
  }
  return count;
}

/** How the arqueo names a note or coin's input: 'Billetes de 50 €', 'Monedas de 0,05 €'. */
export function denominationInput(cents: number): string {
  const label = cents % 100 === 0 ? `${cents / 100} €` : euro(cents);
  return `${cents >= 500 ? 'Billetes' : 'Monedas'} de ${label}`;
}
