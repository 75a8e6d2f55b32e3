import { allOfType, type StoredDoc } from './queries.ts';

/** Document types tied to one business day; older days are dropped from a device once synced. */
const DAILY_TYPES = ['order', 'stock_movement', 'daily_stock'] as const;
const CLOSED_ORDER = new Set(['served', 'cancelled']);

export interface DailyDoc extends StoredDoc {
  businessDate?: string;
  date?: string;
  status?: string;
}

interface Purgeable {
  purge(docId: string, rev: string): Promise<unknown>;
}

function canPurge(db: PouchDB.Database): db is PouchDB.Database & Purgeable {
  // Only adapters implementing `_purge` (the IndexedDB one) can drop documents without a tombstone.
  return typeof (db as unknown as { _purge?: unknown })._purge === 'function';
}

/**
 * Removes documents of business days before `oldestKept` (YYYY-MM-DD) from the local replica only:
 * closed orders (an order still open is kept whatever its day), stock events and daily stock.
 * Purging is local (never replicated), so the server keeps the history. Call it only when the
 * replica has nothing pending, so no unsynced change is lost. Returns how many were dropped.
 */
export async function purgeOldBusinessDays(db: PouchDB.Database, oldestKept: string): Promise<number> {
  if (!canPurge(db)) return 0;
  let purged = 0;
  for (const type of DAILY_TYPES) {
    for (const doc of selectPurgeable(await allOfType<DailyDoc>(db, type), oldestKept)) {
      await db.purge(doc._id, doc._rev);
      purged += 1;
    }
  }
  return purged;
}

/** The documents of days before `oldestKept` that may go: never an order that is still open. */
export function selectPurgeable<T extends DailyDoc>(docs: readonly T[], oldestKept: string): T[] {
  return docs.filter((doc) => {
    const day = doc.businessDate ?? doc.date;
    if (!day || day >= oldestKept) return false;
    return doc.type !== 'order' || CLOSED_ORDER.has(doc.status ?? '');
  });
}

/** The YYYY-MM-DD `days` before `businessDate` (calendar arithmetic, no time zones involved). */
export function daysBefore(businessDate: string, days: number): string {
  const date = new Date(`${businessDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
