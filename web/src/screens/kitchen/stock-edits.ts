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

/** The adjustment that turns `stored` into what was typed, or null when nothing changes. */
export function adjustmentFor(productId: string, typed: string, stored: number): StockAdjustment | null {
  const delta = parseStockInput(typed) - stored;
  return delta === 0 ? null : { productId, delta };
}

/** Every edited row that differs from its stored value, as adjustments. */
export function pendingAdjustments(edits: ReadonlyMap<string, string>, stored: (productId: string) => number): StockAdjustment[] {
  const result: StockAdjustment[] = [];
  for (const [productId, typed] of edits) {
    const adjustment = adjustmentFor(productId, typed, stored(productId));
    if (adjustment) result.push(adjustment);
  }
  return result;
}
