import type { DocType } from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { readOrUndefined } from '../store/update.ts';

/**
 * Each ingredient's stock ledger (DESIGN.md §10, decision 1), kept by the gateway alone in `_local`
 * documents (never replicated): the reactions write it (reactions/ingredient-stock.ts); the API reads
 * it for an ingredient's movements. Entries are keyed by their source, so setting one twice is
 * harmless: `delivery:<deliveryId>:<lineId>`, `consume:<orderId>:<lineId>`, `count:<countId>:<ingredientId>`.
 *
 * A ledger is a head and one document per business day. Every sale adds an entry, and a ledger held
 * in one document grew with the restaurant's whole history: each order rewrote the ledgers of its
 * ingredients whole (a year of sales, megabytes each), and a new site hub replaying that year did so
 * for every batch. The day documents hold the consumptions and counts of their business day; the
 * head holds the stock typed at the start, the average cost, each day's total and the deliveries
 * (few, and each folds into the cost once: the fold and its key are written together).
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

/** A business day's consumptions and counts. */
export interface LedgerDay {
  /** In the order they were first recorded (string keys keep it). */
  entries: Record<string, StockEntry>;
  /**
   * Consumptions given back (a void, a cancellation), by key: the revision of the order that gave
   * them back, so an older revision applied late by another reactor cannot take them again.
   */
  dropped: Record<string, string>;
}

/** A day's total as the head last summed it, and the day document's generation it was summed from. */
export interface DayTotal {
  milli: number;
  gen: number;
}

export interface IngredientLedger {
  /** The ingredient's currentStock when its ledger was made: the stock typed before movements. */
  base: number;
  /** The cost per unit in cents: the ingredient's when the ledger was made, then each delivery's average. */
  cost: number;
  /** The deliveries' entries. */
  entries: Record<string, StockEntry>;
  /** Each business day's total (its LedgerDay's entries summed), by day. */
  days: Record<string, DayTotal>;
}

/** The type of the document each ledger key names, by the key's first part (`consume:<orderId>:…`). */
export const LEDGER_SOURCE_TYPES = {
  delivery: 'delivery',
  consume: 'order',
  count: 'stock_count',
} as const satisfies Record<string, DocType>;

/** The id of the document a ledger key's movement comes from, or undefined for a key of no known kind. */
export function ledgerSourceId(key: string): string | undefined {
  const [prefix = '', id] = key.split(':');
  const type: string | undefined = LEDGER_SOURCE_TYPES[prefix as keyof typeof LEDGER_SOURCE_TYPES];
  return type === undefined || id === undefined ? undefined : `${type}:${id}`;
}

/** The day of a movement whose source has none (every source has one; a safe place if not). */
export const UNDATED = 'undated';

export function ingredientLedgerId(ingredientId: string): string {
  return `_local/reactions-ledger-ingredient-${ingredientId}`;
}

export function ledgerDayId(ingredientId: string, day: string): string {
  return `${ingredientLedgerId(ingredientId)}@${day}`;
}

/** The generation of a revision (`0-N` for `_local` documents), 0 for none. */
export function generationOf(rev: string | undefined): number {
  const gen = Number.parseInt(rev ?? '0', 10);
  return Number.isFinite(gen) ? gen : 0;
}

const isEntry = (value: unknown): value is StockEntry =>
  typeof value === 'object' &&
  value !== null &&
  'milli' in value &&
  typeof value.milli === 'number' &&
  (!('cents' in value) || value.cents === undefined || typeof value.cents === 'number') &&
  (!('v' in value) || value.v === undefined || typeof value.v === 'string');

const isDayTotal = (value: unknown): value is DayTotal =>
  typeof value === 'object' &&
  value !== null &&
  'milli' in value &&
  typeof value.milli === 'number' &&
  'gen' in value &&
  typeof value.gen === 'number';

function entriesOf(value: unknown): Record<string, StockEntry> {
  const entries: Record<string, StockEntry> = {};
  if (typeof value === 'object' && value !== null)
    for (const [key, entry] of Object.entries(value)) if (isEntry(entry)) entries[key] = entry;
  return entries;
}

/** Whether a stored head is of the single-document ledger, every entry in it (see legacy-ledger.ts). */
export const isSingleDocument = (doc: StoredDoc): boolean =>
  typeof doc.days !== 'object' || doc.days === null;

/** The head a stored `_local` document holds (only the reactions write one), read field by field rather than cast. */
export function storedLedger(doc: StoredDoc): IngredientLedger {
  const days: Record<string, DayTotal> = {};
  if (typeof doc.days === 'object' && doc.days !== null)
    for (const [day, total] of Object.entries(doc.days)) if (isDayTotal(total)) days[day] = total;
  return { base: Number(doc.base), cost: Number(doc.cost), entries: entriesOf(doc.entries), days };
}

/** A day document's content, read field by field. */
export function storedDay(doc: StoredDoc | undefined): LedgerDay {
  const dropped: Record<string, string> = {};
  if (typeof doc?.dropped === 'object' && doc.dropped !== null) {
    for (const [key, v] of Object.entries(doc.dropped)) if (typeof v === 'string') dropped[key] = v;
  }
  return { entries: entriesOf(doc?.entries), dropped };
}

const sumOf = (entries: Record<string, StockEntry>): number =>
  Object.values(entries).reduce((sum, entry) => sum + entry.milli, 0);

/** A day's total: its entries summed. */
export const dayTotal = (day: LedgerDay): number => sumOf(day.entries);

/** The stock a ledger says, in milli-units: base + deliveries + each day's total. */
export function ledgerStock(ledger: IngredientLedger): number {
  const days = Object.values(ledger.days).reduce((sum, day) => sum + day.milli, 0);
  return ledger.base + sumOf(ledger.entries) + days;
}

/**
 * An ingredient's whole ledger, every entry of every day (the deliveries first, then day by day),
 * or null while nothing has moved its stock.
 */
export async function readIngredientLedger(
  db: StoreDb,
  ingredientId: string,
): Promise<{ base: number; entries: Record<string, StockEntry> } | null> {
  const head = await readOrUndefined(db, ingredientLedgerId(ingredientId));
  if (head === undefined) return null;
  const ledger = storedLedger(head);
  // A ledger not yet split keeps every entry in its head (legacy-ledger.ts splits it at its next write).
  if (isSingleDocument(head)) return { base: ledger.base, entries: ledger.entries };
  const days = await Promise.all(
    Object.keys(ledger.days)
      .sort()
      .map(async (day) => storedDay(await readOrUndefined(db, ledgerDayId(ingredientId, day)))),
  );
  const entries = { ...ledger.entries };
  for (const day of days) Object.assign(entries, day.entries);
  return { base: ledger.base, entries };
}
