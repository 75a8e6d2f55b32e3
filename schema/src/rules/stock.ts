import type { StockStatus } from '../enums.ts';
import { toMilli } from '../money.ts';
import { signedMilli } from './supply/stock.ts';

/**
 * Ingredient stock status in the spec's rule order (§ Inventory): 'low' when current ≤ minimum;
 * otherwise 'out' when current is 0 (a projected stock below 0 is low); otherwise 'ok'. With non-negative minimums 'out' is never
 * reached (0 ≤ min is always low), which the spec states; the order is kept so both read alike.
 */
export function ingredientStockStatus(currentStock: string, minStock: string): StockStatus {
  const current = signedMilli(currentStock);
  if (current <= toMilli(minStock)) return 'low';
  if (current === 0) return 'out';
  return 'ok';
}

/** Ingredients the low-stock alert lists (GET /api/ingredients/low-stock). */
export function isLowStock(ingredient: { currentStock: string; minStock: string }): boolean {
  return ingredientStockStatus(ingredient.currentStock, ingredient.minStock) === 'low';
}

/**
 * A daily stock row limits sales only once the kitchen set a figure for the day (an adjustment, or an
 * initial stock). A row that merely counts the sales of an uncontrolled product (its current stock
 * then goes negative) must not stop the point of sale from selling it.
 */
export function isStockTracked(row: { tracked?: boolean | undefined; initialStock: number }): boolean {
  return row.tracked === true || row.initialStock > 0;
}
