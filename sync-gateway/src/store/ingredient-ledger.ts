/**
 * Where an ingredient's stock ledger lives and what it holds (DESIGN.md §10): the reactions write it,
 * the API reads its entries for the movements view. Kept here, under both, so neither door imports a
 * reaction to find it.
 */

/**
 * One movement's part in an ingredient's stock, in milli-units of the ingredient's unit; a
 * delivery's carries its cost per ingredient unit in cents, which it folded into the average.
 */
export interface StockEntry {
  milli: number;
  cents?: number;
}

/** An ingredient's `_local` ledger (DESIGN.md §10): stock = base + Σ entries; cost as last folded. */
export interface IngredientLedger {
  /** The ingredient's currentStock when its ledger was made: the stock typed before movements. */
  base: number;
  /** The cost per unit in cents: the ingredient's when the ledger was made, then each delivery's average. */
  cost: number;
  /**
   * Keyed by source: `delivery:<deliveryId>:<lineId>`, `consume:<orderId>:<lineId>`,
   * `count:<countId>:<ingredientId>`; a void removes its consumption's entry.
   */
  entries: Record<string, StockEntry>;
}

export function ingredientLedgerId(ingredientId: string): string {
  return `_local/reactions-ledger-ingredient-${ingredientId}`;
}
