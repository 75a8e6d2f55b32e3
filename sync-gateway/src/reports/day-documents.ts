import {
  addDays,
  parseKind,
  REPORT_SOURCE_TYPES,
  type DocOf,
  type ReportSourceType,
} from '@restaurantpro/schema';
import { BY_TYPE_DATE, docsByIds, idsFound } from '../store/current.ts';
import { scan } from '../store/scan.ts';
import type { StoreDb, StoredDoc } from '../store/types.ts';

/**
 * The floor types a business day's report is computed from: the schema's report sources, and the
 * transfers that say which check holds a line now (a check-wide discount covers those lines).
 */
export const DAY_DOCUMENT_TYPES = REPORT_SOURCE_TYPES;
export type DayDocumentType = ReportSourceType;

/** One business day's documents of every source type, parsed by their schemas. */
export type DayDocuments = { [K in DayDocumentType]: Array<DocOf<K>> };

/** Documents read per page when scanning a type without the indexes. */
const SCAN_PAGE = 500;

export function emptyDay(): DayDocuments {
  const day: Partial<DayDocuments> = {};
  for (const type of DAY_DOCUMENT_TYPES) day[type] = [];
  // Every source type was given its list just above.
  return day as DayDocuments;
}

/** Whether a day has any document at all: a day without one has no report. */
export function hasDocuments(day: DayDocuments): boolean {
  return DAY_DOCUMENT_TYPES.some((type) => day[type].length > 0);
}

/**
 * Consecutive runs of `dates` (sorted, each once) as inclusive ranges, so a set of dirty days
 * that sit together is read with one index query per type instead of one per day.
 */
export function dateRuns(dates: Iterable<string>): Array<{ from: string; to: string }> {
  const runs: Array<{ from: string; to: string }> = [];
  for (const date of [...new Set(dates)].sort()) {
    const last = runs[runs.length - 1];
    if (last !== undefined && addDays(last.to, 1) === date) last.to = date;
    else runs.push({ from: date, to: date });
  }
  return runs;
}

/** Files a document under its day, parsed; one that does not match its schema is left out, as the read model leaves it. */
function place<K extends DayDocumentType>(days: Map<string, DayDocuments>, type: K, doc: StoredDoc): void {
  const date = doc.businessDate;
  if (typeof date !== 'string' || doc._deleted === true) return;
  let day = days.get(date);
  if (day === undefined) {
    day = emptyDay();
    days.set(date, day);
  }
  const parsed = parseKind(type, doc);
  if (parsed !== null) day[type].push(parsed);
}

/**
 * The documents of every business day from `from` to `to` (inclusive), by day; days without any
 * are absent. Read through the floor's `type` + `businessDate` index, one query per type, so a
 * day costs its own documents whatever the history holds.
 */
export async function readDaysIndexed(
  db: StoreDb,
  from: string,
  to: string,
): Promise<Map<string, DayDocuments>> {
  const days = new Map<string, DayDocuments>();
  for (const type of DAY_DOCUMENT_TYPES) {
    const selector = { type, businessDate: from === to ? from : { $gte: from, $lte: to } };
    const ids = await idsFound(db, { index: BY_TYPE_DATE, selector });
    for (const doc of await docsByIds(db, ids)) place(days, type, doc);
  }
  return days;
}

/**
 * The same without the index (a start on a history whose indexes are still being built): every id
 * of each type is read, a page at a time, keeping the days asked for. Costs the whole history, so
 * only a fallback.
 */
export async function readDaysScanning(
  db: StoreDb,
  dates: ReadonlySet<string>,
): Promise<Map<string, DayDocuments>> {
  const days = new Map<string, DayDocuments>();
  for (const type of DAY_DOCUMENT_TYPES) {
    for await (const doc of scan(db, { type, batch: SCAN_PAGE }))
      if (typeof doc.businessDate === 'string' && dates.has(doc.businessDate)) place(days, type, doc);
  }
  return days;
}

/** The earliest and latest business day any source document has, or null when there is none. */
export async function dateSpan(db: StoreDb): Promise<{ from: string; to: string } | null> {
  let from: string | undefined;
  let to: string | undefined;
  for (const type of DAY_DOCUMENT_TYPES) {
    for (const direction of ['asc', 'desc'] as const) {
      const { docs } = await db.find({
        selector: { type, businessDate: { $gt: null } },
        fields: ['businessDate'],
        sort: [{ type: direction }, { businessDate: direction }],
        use_index: [BY_TYPE_DATE.name, BY_TYPE_DATE.name],
        limit: 1,
      });
      const date = docs[0]?.businessDate;
      if (typeof date !== 'string') continue;
      if (from === undefined || date < from) from = date;
      if (to === undefined || date > to) to = date;
    }
  }
  return from === undefined || to === undefined ? null : { from, to };
}
