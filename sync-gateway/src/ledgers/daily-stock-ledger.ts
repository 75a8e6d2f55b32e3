import { dailyStockId } from '@restaurantpro/schema';
import type { StoreDb } from '../store/types.ts';
import { readOrUndefined, update } from '../store/update.ts';
import { supersedes } from './source-version.ts';

/**
 * One movement's part in a product's day: portions sold, or the kitchen's signed adjustment. `v` is
 * the revision of the document it was taken from (source-version.ts); a line that no longer sells
 * keeps a `{ sold: 0 }` entry with its version, so an older revision applied late cannot bring the
 * sale back.
 */
export type Contribution = ({ sold: number } | { delta: number }) & { v?: string };

/** A product-day's ledger as stored: its entries, and the `_local` revision they are at. */
export interface DayLedger {
  entries: Record<string, Contribution>;
  rev: string | undefined;
}

/** The `_local` ledger of one product's day (kept by the gateway alone, never replicated). */
export function dayLedgerId(businessDate: string, productId: string): string {
  return `_local/reactions-ledger-${dailyStockId(businessDate, productId).replace(':', '-')}`;
}

const asLedger = (doc: { entries?: unknown; _rev?: string } | undefined): DayLedger => ({
  entries: (doc?.entries ?? {}) as Record<string, Contribution>,
  rev: doc?._rev,
});

export async function readDayLedger(db: StoreDb, id: string): Promise<DayLedger> {
  return asLedger(await readOrUndefined(db, id));
}

/**
 * Sets entries in a product-day's ledger, each only over an entry from an older revision of its
 * source. Another gateway may write the same ledger at the same moment: on a conflict it is read
 * again and the entries set on top, rather than failing the change and stalling the reactions for a
 * retry delay.
 */
export async function updateDayLedger(
  db: StoreDb,
  id: string,
  entries: Record<string, Contribution>,
): Promise<DayLedger> {
  const stored = await update(
    db,
    id,
    (current) => {
      const ledger = { ...asLedger(current).entries };
      let changed = false;
      for (const [key, entry] of Object.entries(entries)) {
        const held = ledger[key];
        if (held !== undefined && !supersedes(entry.v, held.v)) continue;
        if (JSON.stringify(held ?? null) === JSON.stringify(entry)) continue;
        ledger[key] = entry;
        changed = true;
      }
      return changed ? { _id: id, entries: ledger } : null;
    },
    { attempts: 6 },
  );
  return asLedger(stored);
}
