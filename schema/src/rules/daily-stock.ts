import { isStockTracked } from './stock.ts';

/**
 * The day's stock of a product as the kitchen reads and edits it, for the kitchen screen and
 * `/api/daily-stock` alike. A product not under daily control shows 0, not the negative count of its
 * sales (it sells freely); typing the figure shown changes nothing, and any other figure becomes an
 * adjustment from the stored value, which is what puts the product under control.
 */
interface StockRow {
  currentStock: number;
  initialStock: number;
  tracked?: boolean | undefined;
}

/** The figure shown for a row (0 while untracked). */
export function shownStock(row: StockRow): number {
  return isStockTracked(row) ? row.currentStock : 0;
}

/** The adjustment (a signed delta) that makes the row show `wanted`, or null when it already does. */
export function stockAdjustment(row: StockRow, wanted: number): number | null {
  const delta = wanted - row.currentStock;
  return wanted === shownStock(row) || delta === 0 ? null : delta;
}
