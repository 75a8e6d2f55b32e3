import { parseKind, typePart } from '@restaurantpro/schema';
import type { Change, StoredDoc } from '../store/types.ts';
import { DAY_DOCUMENT_TYPES, emptyDay, type DayDocuments, type DayDocumentType } from './day-documents.ts';
import { readDays, type ReportWriter } from './recompute.ts';

/** A parsed document of a day, with the revision it was parsed from. */
interface Held {
  type: DayDocumentType;
  rev: string;
  doc: DayDocuments[DayDocumentType][number];
}

const DAY_TYPES: ReadonlySet<string> = new Set(DAY_DOCUMENT_TYPES);

/** A revision's generation (the number before the dash): a later edit of a document has a higher one. */
function generation(rev: string | undefined): number {
  return Number.parseInt(rev ?? '0', 10) || 0;
}

/**
 * The documents of the few business days the reports reaction is recomputing, held in memory and
 * kept current from the floor feed it follows, so a recompute costs that day's aggregate and not a
 * read of the whole day after every sale (on a busy day that read grew with every order, about
 * 600 ms of store work each time on a day of a thousand orders). A day is read from the store the
 * first time it is asked for; later changes are applied as the feed brings them. A change older than
 * what is held (a feed entry read before the day was) is skipped: the later one follows in the feed.
 * Lives as long as its follower, so a gateway that loses and regains the reactor starts afresh.
 */
export class DayCache {
  private readonly days = new Map<string, Map<string, Held>>();

  constructor(private readonly limit = 3) {}

  /** Applies a batch of floor changes to the days held. */
  apply(changes: readonly Change[]): void {
    for (const change of changes) {
      if (!DAY_TYPES.has(typePart(change.id))) continue;
      const doc = change.doc;
      // A change without its document cannot be applied: what is held may be wrong now, so it goes.
      if (doc === undefined) {
        this.days.clear();
        return;
      }
      this.place(change.id, doc);
    }
  }

  private place(id: string, doc: StoredDoc): void {
    let newest = generation(doc._rev);
    for (const day of this.days.values()) newest = Math.max(newest, generation(day.get(id)?.rev));
    if (generation(doc._rev) < newest) return;
    for (const day of this.days.values()) day.delete(id);
    const date = doc.businessDate;
    const day = typeof date === 'string' && doc._deleted !== true ? this.days.get(date) : undefined;
    if (day === undefined) return;
    const type = typePart(id) as DayDocumentType;
    // One that does not match its schema is left out, as the store's read leaves it.
    const parsed = parseKind(type, doc);
    if (parsed !== null) day.set(id, { type, rev: doc._rev ?? '', doc: parsed });
  }

  /** The documents of `dates`, each day read from the store the first time it is asked for. */
  async documents(writer: ReportWriter, dates: readonly string[]): Promise<Map<string, DayDocuments>> {
    const missing = dates.filter((date) => !this.days.has(date));
    if (missing.length > 0) {
      const read = await readDays(writer, missing);
      for (const date of missing) {
        const day = new Map<string, Held>();
        for (const type of DAY_DOCUMENT_TYPES)
          for (const doc of read.get(date)?.[type] ?? [])
            day.set(doc._id, { type, rev: doc._rev ?? '', doc });
        this.days.set(date, day);
      }
    }
    const out = new Map<string, DayDocuments>();
    for (const date of dates) {
      const held = this.days.get(date);
      if (held === undefined) continue;
      // The most recently asked for last: the oldest day goes when there are too many.
      this.days.delete(date);
      this.days.set(date, held);
      out.set(date, asDay(held));
    }
    while (this.days.size > this.limit) {
      const oldest = this.days.keys().next().value;
      if (oldest === undefined || dates.includes(oldest)) break;
      this.days.delete(oldest);
    }
    return out;
  }
}

/** A held day as the store's read gives it: each type's documents in id order. */
function asDay(held: ReadonlyMap<string, Held>): DayDocuments {
  const day = emptyDay();
  const ids = [...held.keys()].sort();
  for (const id of ids) {
    const entry = held.get(id);
    if (entry !== undefined) (day[entry.type] as Array<Held['doc']>).push(entry.doc);
  }
  return day;
}
