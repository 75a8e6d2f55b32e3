import { aggregateDay, reportDayId, type ReportDay } from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import {
  dateRuns,
  hasDocuments,
  readDaysIndexed,
  readDaysScanning,
  type DayDocuments,
} from './day-documents.ts';
import { dayContext, daySources, type DayContext } from './sources.ts';

/** What writing a business day's aggregates needs: where from, where to, and the local hours. */
export interface ReportWriter {
  floor: StoreDb;
  reports: StoreDb;
  /** The restaurant's time zone: hours of the day are local hours. */
  timezone: string;
  /** Whether the floor's `type` + `businessDate` index can be read now (else the days are scanned). */
  indexed: () => Promise<boolean>;
}

export interface RecomputeResult {
  /** Days whose aggregate was written (new, changed, or of an older version). */
  written: number;
  /** Day aggregates removed: their day has no document left. */
  deleted: number;
  unchanged: number;
}

/** Tries of a day whose aggregate another writer changed meanwhile (a rebuild beside the reaction). */
const MAX_CONFLICT_TRIES = 3;

/** JSON with object keys sorted: two aggregates are the same whatever order their maps were filled in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Whether the stored aggregate already says what was computed (its revision aside). */
export function sameAggregate(stored: StoredDoc | undefined, computed: ReportDay): boolean {
  if (stored === undefined) return false;
  const { _rev: _stored, ...storedBody } = stored;
  const { _rev: _computed, ...computedBody } = computed;
  return canonical(storedBody) === canonical(computedBody);
}

/** Reads the documents of `dates`, through the index when it is ready. */
export async function readDays(
  writer: ReportWriter,
  dates: readonly string[],
): Promise<Map<string, DayDocuments>> {
  if (!(await writer.indexed())) return readDaysScanning(writer.floor, new Set(dates));
  const days = new Map<string, DayDocuments>();
  for (const run of dateRuns(dates))
    for (const [date, docs] of await readDaysIndexed(writer.floor, run.from, run.to)) days.set(date, docs);
  return days;
}

/**
 * Writes the aggregates of `dates` from documents already read (`days`; a date absent from it has
 * none): each day's is computed whole by the schema's `aggregateDay` and written only when it
 * differs from the stored one; a stored day without documents left is deleted. Returns the dates
 * whose write conflicted with another writer's, to be read and computed again.
 */
async function writeDays(
  writer: ReportWriter,
  dates: readonly string[],
  days: ReadonlyMap<string, DayDocuments>,
  context: DayContext,
  result: RecomputeResult,
): Promise<string[]> {
  const ids = dates.map(reportDayId);
  const { rows } = await writer.reports.allDocs({ keys: ids, include_docs: true });
  const stored = new Map(rows.flatMap((row) => (row.doc ? [[row.id, row.doc] as const] : [])));
  const writes: StoredDoc[] = [];
  for (const date of dates) {
    const id = reportDayId(date);
    const current = stored.get(id);
    const docs = days.get(date);
    if (docs === undefined || !hasDocuments(docs)) {
      if (current === undefined) continue;
      writes.push({ _id: id, _rev: current._rev, _deleted: true });
      continue;
    }
    const computed: ReportDay = { ...aggregateDay(daySources(date, docs, context)), _id: id };
    if (sameAggregate(current, computed)) {
      result.unchanged += 1;
      continue;
    }
    writes.push({ ...computed, ...(current?._rev === undefined ? {} : { _rev: current._rev }) });
  }
  if (writes.length === 0) return [];
  const conflicted: string[] = [];
  const results = await writer.reports.bulkDocs(writes);
  results.forEach((written, index) => {
    const doc = writes[index];
    if (doc === undefined) return;
    if (written.error === 'conflict') conflicted.push(doc._id.slice('day:'.length));
    else if (written.error !== undefined)
      throw new Error(`report day not written: ${doc._id} ${written.error}`);
    else if (doc._deleted === true) result.deleted += 1;
    else result.written += 1;
  });
  return conflicted;
}

/**
 * Recomputes the aggregates of `dates` whole from their documents (never a delta: a void or a late
 * payment can never make a day drift from what a rebuild writes). `days` may hand over documents
 * the caller read already; otherwise they are read here.
 */
export async function recomputeDays(
  writer: ReportWriter,
  dates: Iterable<string>,
  preread?: ReadonlyMap<string, DayDocuments>,
): Promise<RecomputeResult> {
  const result: RecomputeResult = { written: 0, deleted: 0, unchanged: 0 };
  let pending = [...new Set(dates)].sort();
  if (pending.length === 0) return result;
  const context = await dayContext(writer.floor, writer.timezone);
  let days = preread ?? (await readDays(writer, pending));
  for (let attempt = 1; pending.length > 0; attempt++) {
    pending = await writeDays(writer, pending, days, context, result);
    if (pending.length > 0 && attempt >= MAX_CONFLICT_TRIES)
      throw new Error(`report days kept conflicting: ${pending.join(', ')}`);
    if (pending.length > 0) days = await readDays(writer, pending);
  }
  return result;
}
