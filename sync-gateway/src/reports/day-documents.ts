import {
  addDays,
  DOC_SCHEMAS,
  type Adjustment,
  type Annulment,
  type Check,
  type Order,
  type Payment,
  type Refund,
  type Ticket,
  type Transfer,
} from '@restaurantpro/schema';
import { BY_TYPE_DATE, docsByIds, idsFound, typeRange } from '../store/current.ts';
import type { StoreDb, StoredDoc } from '../store/types.ts';

/**
 * The floor types a business day's report is computed from: the schema's report sources, and the
 * transfers that say which check holds a line now (a check-wide discount covers those lines).
 */
export const DAY_DOCUMENT_TYPES = [
  'order',
  'check',
  'payment',
  'refund',
  'adjustment',
  'ticket',
  'annulment',
  'transfer',
] as const;
export type DayDocumentType = (typeof DAY_DOCUMENT_TYPES)[number];

/** One business day's documents of every source type, parsed by their schemas. */
export interface DayDocuments {
  order: Order[];
  check: Check[];
  payment: Payment[];
  refund: Refund[];
  adjustment: Adjustment[];
  ticket: Ticket[];
  annulment: Annulment[];
  transfer: Transfer[];
}

/** Documents read per page when scanning a type without the indexes. */
const SCAN_PAGE = 500;

export function emptyDay(): DayDocuments {
  return {
    order: [],
    check: [],
    payment: [],
    refund: [],
    adjustment: [],
    ticket: [],
    annulment: [],
    transfer: [],
  };
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
function place(days: Map<string, DayDocuments>, type: DayDocumentType, doc: StoredDoc): void {
  const date = doc.businessDate;
  if (typeof date !== 'string' || doc._deleted === true) return;
  let day = days.get(date);
  if (day === undefined) {
    day = emptyDay();
    days.set(date, day);
  }
  const parsed = DOC_SCHEMAS[type].safeParse(doc);
  if (!parsed.success) return;
  // DOC_SCHEMAS[type] parses the document of that type: the union's member is the one filed.
  (day[type] as unknown[]).push(parsed.data);
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
    const range = typeRange(type);
    let startkey = range.startkey;
    for (;;) {
      const { rows } = await db.allDocs({
        startkey,
        endkey: range.endkey,
        limit: SCAN_PAGE,
        include_docs: true,
      });
      for (const { doc } of rows)
        if (doc && typeof doc.businessDate === 'string' && dates.has(doc.businessDate))
          place(days, type, doc);
      const last = rows[rows.length - 1];
      if (rows.length < SCAN_PAGE || last === undefined) break;
      startkey = `${last.id}\u0000`;
    }
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
