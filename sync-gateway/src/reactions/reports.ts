import { reportDatesOf, reportTypes, typePart } from '@restaurantpro/schema';
import { DayCache } from '../reports/day-cache.ts';
import { recomputeDays, type ReportWriter } from '../reports/recompute.ts';
import { StoreError, type Change, type StoreDb, type StoredDoc } from '../store/types.ts';

/**
 * A deleted document arrives as a stub without its fields: its business day is read from the
 * revision before the deletion (kept by the store until compaction). Null when it is gone.
 */
/** A revision the store no longer has (compacted) is no failure: the day is then left to a rebuild. */
function missing(err: unknown): null {
  if (err instanceof StoreError && err.status === 404) return null;
  throw err;
}

async function beforeDeletion(db: StoreDb, doc: StoredDoc): Promise<StoredDoc | null> {
  if (doc._rev === undefined) return null;
  const stub = await db.get(doc._id, { rev: doc._rev, revs: true }).catch(missing);
  const history = stub?._revisions;
  const previous = history?.ids[1];
  if (history === undefined || previous === undefined) return null;
  const rev = `${history.start - 1}-${previous}`;
  return db.get(doc._id, { rev }).catch(missing);
}

/** The business days a change touches: those of the document as it is now, or as it was before its deletion. */
async function datesOf(db: StoreDb, change: Change): Promise<string[]> {
  const doc = change.doc;
  if (doc === undefined || !reportTypes.includes(typePart(change.id))) return [];
  if (doc._deleted !== true) return reportDatesOf(doc);
  return reportDatesOf(doc, await beforeDeletion(db, doc));
}

/**
 * The reports reaction (DESIGN.md §10): each batch of floor changes marks the business days of the
 * orders, checks, payments, refunds, adjustments and tickets it holds dirty, and each
 * dirty day is recomputed whole from that day's documents and written only when it changed. The
 * days being recomputed are held in memory (DayCache), kept current from this same feed. Its own
 * writes go to the `reports` database, so they never come back through this feed.
 */
export function reportsHandler(writer: ReportWriter) {
  const days = new DayCache();
  return async (changes: readonly Change[]) => {
    const latest = [...new Map(changes.map((item) => [item.id, item])).values()];
    const dates = new Set<string>();
    for (const change of latest) for (const date of await datesOf(writer.floor, change)) dates.add(date);
    days.apply(latest);
    if (dates.size === 0) return;
    await recomputeDays(writer, dates, await days.documents(writer, [...dates].sort()));
  };
}
