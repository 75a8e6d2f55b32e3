import {
  ACTIVE_ORDER_STATUSES,
  addDays,
  businessDate,
  checkWrite,
  DOC_SCHEMAS,
  fieldIssues,
  floorDocSchema,
  officeDocSchema,
  orderItemSchema,
  orderStatusFromLines,
  orderTotals,
  parseKind,
  type OrderItem,
  type AnyDoc,
  type WriteContext,
  type Actor,
  type Role,
  typePart,
  unknownFieldPath,
  validationReason,
} from '@restaurantpro/schema';
import type { z } from 'zod';
import { isStoredAnyKind } from '../store/docs.ts';
import type { StoredDoc } from '../store/types.ts';
import type { ReplicatedDb } from './replicated-dbs.ts';

/**
 * The shared rules replication needs from `@restaurantpro/schema`, gathered in one place so the
 * protocol code does not care where each lives.
 */
export { ACTIVE_ORDER_STATUSES, businessDate };

let cached: { minute: number; timezone: string; date: string } | null = null;

/**
 * The business day before the one `now` falls in. Every `/db` request needs it for its read filter,
 * and computing it builds an `Intl.DateTimeFormat` (measured: the largest single cost of a
 * replication request), so it is kept for the current minute: time zones are offset by whole
 * minutes, so a business day always starts on a minute boundary and the cached value is exact.
 */
export function previousBusinessDate(now: Date, timezone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (cached === null || cached.minute !== minute || cached.timezone !== timezone) {
    cached = { minute, timezone, date: addDays(businessDate(now, timezone), -1) };
  }
  return cached.date;
}

/** A device's writer: one account, never the gateway itself (a user role, not 'system'). */
export type DeviceActor = Actor & { role: Role };

/** A refusal is `invalid` when the document does not even match its schema (no rule was judged). */
export type WriteVerdict = { ok: true; doc: StoredDoc } | { ok: false; reason: string; invalid?: true };

const SCHEMAS = { floor: floorDocSchema, office: officeDocSchema } as const;

/** The schema of the document's own type (one parse, with the field-level Spanish reasons), else the database's. */
function schemaOf(db: ReplicatedDb, doc: StoredDoc): z.ZodType {
  const type = typePart(doc._id);
  return type in DOC_SCHEMAS ? DOC_SCHEMAS[type as keyof typeof DOC_SCHEMAS] : SCHEMAS[db];
}

/** The protocol's fields of `doc`, to carry over onto what the schema kept of it. */
function metaOf(doc: StoredDoc): Partial<StoredDoc> {
  const meta: Partial<StoredDoc> = {};
  if (doc._rev !== undefined) meta._rev = doc._rev;
  if (doc._revisions !== undefined) meta._revisions = doc._revisions;
  if (doc._deleted === true) meta._deleted = true;
  return meta;
}

/** What the schema makes of an incoming document: the document to judge and store, or why its form is refused. */
export type IncomingForm =
  { ok: true; doc: StoredDoc; data: AnyDoc | null } | { ok: false; reason: string; invalid: true };

/**
 * Parses one incoming document of database `db` with its schema (known type, valid shape, ids and
 * amounts). `doc` is what the schema parsed plus the protocol's fields, never the raw body; `data`
 * is null for a deletion, which keeps its fields when they parse (filters that select by type pass
 * it on) and is stored bare otherwise. The guard parses before it reads the store for the rules:
 * what those lookups read of the document (a new line's price against the menu) is then well formed.
 */
export function parseIncoming(db: ReplicatedDb, next: StoredDoc): IncomingForm {
  const parsed = schemaOf(db, next).safeParse(next);
  if (next._deleted === true) {
    const fields = parsed.success ? (parsed.data as AnyDoc) : {};
    return { ok: true, data: null, doc: { ...fields, _id: next._id, ...metaOf(next) } };
  }
  if (!parsed.success) {
    // The schema's words for it (the field, then why), as the API sends them.
    return { ok: false, reason: validationReason(fieldIssues(parsed.error.issues)), invalid: true };
  }
  const data = parsed.data as AnyDoc;
  return { ok: true, data, doc: { ...data, _id: next._id, ...metaOf(next) } };
}

/**
 * Validates one incoming document of database `db` against the revision it was made from (`null`
 * when new): the document's schema first (parseIncoming, unless `form` brings its result; no field
 * the schema does not know), then the shared write rules (role per type and fields, immutable
 * fields, legal status moves, order arithmetic). The verdict carries the document to store.
 */
export function judgeIncoming(
  db: ReplicatedDb,
  actor: DeviceActor,
  prev: StoredDoc | null,
  next: StoredDoc,
  context?: WriteContext,
  form: IncomingForm = parseIncoming(db, next),
): WriteVerdict {
  if (!form.ok) return form;
  const previous = prev === null ? null : previousOf(prev);
  if (form.data === null) {
    if (previous === null) return { ok: true, doc: form.doc };
    // With the context: a product's deletion asks whether it was ever sold.
    const verdict = checkWrite(actor, previous, null, context);
    return verdict.ok ? { ok: true, doc: form.doc } : verdict;
  }
  const unknown = unknownFieldPath(next, form.data);
  if (unknown !== null) return { ok: false, reason: `Campo no permitido: ${unknown}` };
  const verdict = checkWrite(actor, previous, form.data, context);
  return verdict.ok ? { ok: true, doc: form.doc } : verdict;
}

/**
 * The revision a write was made from, as the rules read it: parsed by its kind's schema, else as
 * stored when an earlier, looser version of that schema let it in (its `type` still names its kind:
 * judging it as absent would turn an edit into a creation). A stored document of no known kind,
 * which no door ever accepted, is judged as absent.
 */
function previousOf(prev: StoredDoc): AnyDoc | null {
  if (!isStoredAnyKind(prev)) return null;
  return parseKind(prev.type, prev) ?? prev;
}

/** Where every order and line status starts: a draft stays a draft, anything else was sent pending. */
const startOf = (status: unknown): 'draft' | 'pending' => (status === 'draft' ? 'draft' : 'pending');

/**
 * The creation a device must have made for an order or a check it then edited offline. Replication
 * sends only a document's latest revision, so an order taken and then cancelled (or a line voided)
 * before the device reconnects reaches the gateway as a new document that is already cancelled.
 * Judging its creation (this document with every status at its start, no voids or recalls, totals
 * recomputed; a check open, without its close or merge) and then the move from there (through its
 * recalls, judgeOfflineEdit) keeps every creation rule — the waiter's own name, lines that add up —
 * without refusing the normal result of working offline. `null` for other types, whose creation is
 * their latest revision.
 */
export function offlineCreation(doc: StoredDoc): StoredDoc | null {
  if (doc.type === 'check') {
    const {
      billRequestedAt: _b,
      closedAt: _c,
      closedBy: _w,
      closeReason: _r,
      mergedInto: _m,
      ...opened
    } = doc;
    return { ...opened, status: 'open' };
  }
  // Only lines that parse can be re-totalled: a negative quantity would make the arithmetic throw.
  const lines = doc.type === 'order' ? orderItemSchema.array().safeParse(doc.items) : null;
  if (lines === null || !lines.success) return null;
  const items = (lines.data as OrderItem[]).map(({ void: _void, recalls: _recalls, ...item }) => ({
    ...item,
    status: startOf(item.status),
  }));
  return { ...doc, status: startOf(doc.status), items, ...(items.length > 0 ? orderTotals(items) : {}) };
}

/**
 * The bumps and recalls a device must have made offline for `next`'s recalled lines, as revisions
 * to judge between `prev` and `next`. A recall is the one move back a line makes, judged as one
 * step (ready → preparing, one more recall), and replication sends only the latest revision: a line
 * bumped and recalled before the device reconnects reaches the gateway as pending → preparing with a
 * recall, which no single step explains. Each recall since `prev` becomes a bump and then the recall,
 * the line otherwise as `next` has it, every other line as `prev` had it, so every rule still judges
 * each step (a held line is not bumped, a served one not recalled). Empty when no line of `next` was
 * recalled since `prev` (or either is not an order).
 */
export function offlineRecalls(prev: StoredDoc, next: StoredDoc): StoredDoc[] {
  if (prev.type !== 'order' || next.type !== 'order') return [];
  const before = orderItemSchema.array().safeParse(prev.items);
  const after = orderItemSchema.array().safeParse(next.items);
  if (!before.success || !after.success) return [];
  const latest = new Map(after.data.map((line) => [line.id, line]));
  const recallsOf = (line: OrderItem | undefined) => line?.recalls ?? 0;
  const owed = (line: OrderItem) => recallsOf(latest.get(line.id)) - recallsOf(line);
  const rounds = Math.max(0, ...before.data.map(owed));
  const steps: StoredDoc[] = [];
  let items: OrderItem[] = before.data;
  // Round r moves the lines recalled more than r times: bumped, then recalled once more.
  const stepTo = (round: number, status: 'ready' | 'preparing', recalled: 0 | 1) => {
    items = before.data.map((start, index) => {
      const head = latest.get(start.id);
      if (head === undefined || owed(start) <= round) return items[index] as OrderItem;
      return withRecalls({ ...head, status }, recallsOf(start) + round + recalled);
    });
    steps.push({
      ...prev,
      items,
      status: orderStatusFromLines(items),
      ...orderTotals(items),
      updatedAt: next.updatedAt,
      updatedBy: next.updatedBy,
    });
  };
  for (let round = 0; round < rounds; round++) {
    stepTo(round, 'ready', 0);
    stepTo(round, 'preparing', 1);
  }
  return steps;
}

function withRecalls(line: OrderItem, recalls: number): OrderItem {
  const { recalls: _recalls, ...rest } = line;
  return recalls === 0 ? rest : { ...rest, recalls };
}

/**
 * Judges `prev → next` through the steps a device made offline (offlineRecalls), each by the same
 * rules: the first refusal, or `next`'s verdict. For an edit several revisions past the one the
 * store holds; a single revision is judged as it is.
 */
export function judgeOfflineEdit(
  db: ReplicatedDb,
  actor: DeviceActor,
  prev: StoredDoc,
  next: StoredDoc,
  context?: WriteContext,
): WriteVerdict {
  let from = prev;
  for (const step of offlineRecalls(prev, next)) {
    const verdict = judgeIncoming(db, actor, from, step, context);
    if (!verdict.ok) return verdict;
    from = step;
  }
  return judgeIncoming(db, actor, from, next, context);
}
