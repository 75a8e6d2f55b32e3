import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';

/**
 * Each ingredient's stock ledger (DESIGN.md §10, decision 1), kept by the gateway alone in a `_local`
 * document (never replicated): the reactions write it (reactions/ingredient-stock.ts); the API reads
 * it for an ingredient's movements. Entries are keyed by their source, so setting one twice is
 * harmless: `delivery:<deliveryId>:<lineId>`, `consume:<orderId>:<lineId>`, `count:<countId>:<ingredientId>`.
 */

/**
 * One movement's part in an ingredient's stock, in milli-units of the ingredient's unit; a
 * delivery's carries its cost per ingredient unit in cents, which it folded into the average.
 */
export interface StockEntry {
  milli: number;
  cents?: number;
  /** For a consumption: the revision of the order it was last confirmed by (source-version.ts). */
  v?: string;
}

export interface IngredientLedger {
  /** The ingredient's currentStock when its ledger was made: the stock typed before movements. */
  base: number;
  /** The cost per unit in cents: the ingredient's when the ledger was made, then each delivery's average. */
  cost: number;
  /** In the order they were first recorded (string keys keep it). */
  entries: Record<string, StockEntry>;
  /**
   * Consumptions given back (a void, a cancellation), by key: the revision of the order that gave
   * them back, so an older revision applied late by another reactor cannot take them again.
   */
  dropped: Record<string, string>;
}

export function ingredientLedgerId(ingredientId: string): string {
  return `_local/reactions-ledger-ingredient-${ingredientId}`;
}

const isEntry = (value: unknown): value is StockEntry =>
  typeof value === 'object' &&
  value !== null &&
  'milli' in value &&
  typeof value.milli === 'number' &&
  (!('cents' in value) || value.cents === undefined || typeof value.cents === 'number') &&
  (!('v' in value) || value.v === undefined || typeof value.v === 'string');

/** The ledger a stored `_local` document holds (only the reactions write one), read field by field rather than cast. */
export function storedLedger(doc: StoredDoc): IngredientLedger {
  const entries: Record<string, StockEntry> = {};
  if (typeof doc.entries === 'object' && doc.entries !== null) {
    for (const [key, entry] of Object.entries(doc.entries)) if (isEntry(entry)) entries[key] = entry;
  }
  const dropped: Record<string, string> = {};
  if (typeof doc.dropped === 'object' && doc.dropped !== null) {
    for (const [key, v] of Object.entries(doc.dropped)) if (typeof v === 'string') dropped[key] = v;
  }
  return { base: Number(doc.base), cost: Number(doc.cost), entries, dropped };
}

/** The ingredient's ledger, or null while nothing has moved its stock. */
export async function readIngredientLedger(
  db: StoreDb,
  ingredientId: string,
): Promise<IngredientLedger | null> {
  try {
    return storedLedger(await db.get(ingredientLedgerId(ingredientId)));
  } catch (err) {
    if (err instanceof StoreError && err.status === 404) return null;
    throw err;
  }
}

/** The stock a ledger says, in milli-units: base + Σ entries. */
export function ledgerStock(ledger: IngredientLedger): number {
  return Object.values(ledger.entries).reduce((sum, entry) => sum + entry.milli, ledger.base);
}
