import type { StockAdjustment } from '../../data/repositories/stock.ts';

/**
 * The kitchen's daily stock edits: what the cook typed per product, compared with the stored
 * projection. Only differences become adjustments (deltas), never absolute values.
 */

/** Spec §5: a number, minimum 0; anything non-numeric counts as 0. Portions are whole. */
export function parseStockInput(text: string): number {
  const value = Math.trunc(Number(text.trim()));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * A product's stored stock as the kitchen sees it: `shown` is the figure in the input (0 while the
 * product is not under daily control), `current` the projection's value the delta is taken from
 * (negative when untracked sales were counted).
 */
export interface StoredStock {
  shown: number;
  current: number;
}

/** The adjustment that turns the stored stock into what was typed, or null when nothing was changed. */
export function adjustmentFor(productId: string, typed: string, stored: StoredStock): StockAdjustment | null {
  const wanted = parseStockInput(typed);
  if (wanted === stored.shown) return null;
  return { productId, delta: wanted - stored.current };
}

/** Every edited row that differs from its stored value, as adjustments. */
export function pendingAdjustments(
  edits: ReadonlyMap<string, string>,
  stored: (productId: string) => StoredStock,
): StockAdjustment[] {
  const result: StockAdjustment[] = [];
  for (const [productId, typed] of edits) {
    const adjustment = adjustmentFor(productId, typed, stored(productId));
    if (adjustment) result.push(adjustment);
  }
  return result;
}
