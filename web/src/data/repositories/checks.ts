import {
  businessDate as businessDateOf,
  CHECK_CLOSED_MESSAGE,
  CLOSE_REASON_MESSAGE,
  CLOSE_ROLE_MESSAGE,
  type Check,
  checkSchema,
  checkUpdateProblem,
  DEFAULT_TIME_ZONE,
  type DiningTable,
  docId,
  idPart,
  isLiveCheck,
  isManagerRole,
  type LineRef,
  newCheckProblem,
  newId,
  type Order,
  tableTakenMessage,
  type Transfer,
  transferProblem,
  transferSchema,
} from '@restaurantpro/schema';
import { allOfType, getOrNull, type StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { editStamp, newDocFields, putOver, requireDoc } from './doc-writes.ts';
import { createOrder, prepareOrder, storedAfterConflict, type OrderDraft } from './orders.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Checks (cuentas) on the local replica: one sitting at one table. The check document holds who,
 * where and how many; its lines and totals are always read from its rounds (schema's checkView), so
 * these writes only ever touch the check's own fields, a transfer, or the round being sent.
 */

export type StoredCheck = Check & StoredDoc;
type StoredTable = DiningTable & StoredDoc;


/** The live check of a table on this replica, if any (the oldest when a merge has not arrived yet). */
export function liveCheckOf<T extends Pick<Check, 'tableId' | 'status' | 'createdAt'> & { _id: string }>(
  checks: readonly T[],
  tableId: string,
): T | undefined {
  return checks
    .filter((check) => check.tableId === tableId && isLiveCheck(check))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id))[0];
}

const getCheck = (db: PouchDB.Database, checkId: string): Promise<StoredCheck> =>
  requireDoc<Check>(db, docId('check', checkId), 'La cuenta ya no existe', 'not-found');

const getTable = (db: PouchDB.Database, tableId: string): Promise<StoredTable> =>
  requireDoc<DiningTable>(db, docId('table', tableId), 'La mesa ya no existe');

/** Writes `change` over the latest stored revision of the check, stamped with the writer and time. */
async function updateCheck(
  db: PouchDB.Database,
  current: StoredCheck,
  change: Partial<Check>,
  ctx: WriteContext,
): Promise<StoredCheck> {
  const next = checkSchema.parse({ ...current, ...change, ...editStamp(ctx) });
  // The schema's rule, as the gateway applies it: refused here, on the device, with the same words.
  const problem = checkUpdateProblem(current, next, ctx.actor.role);
  if (problem) throw new WriteError('refused', problem);
  return putOver(db, current, next);
}

function requireLive(check: Check): void {
  if (!isLiveCheck(check)) throw new WriteError('refused', CHECK_CLOSED_MESSAGE);
}

/** The check `checkId` as stored, refused unless it is still live (open or with its bill asked for). */
async function getLiveCheck(db: PouchDB.Database, checkId: string): Promise<StoredCheck> {
  const check = await getCheck(db, checkId);
  requireLive(check);
  return check;
}

/** A round as a screen sends it, with the guests asked when it opens the table's check. */
export interface RoundDraft extends OrderDraft {
  /** Comensales for a new check; the table's capacity when not given. Ignored for a later round. */
  guests?: number;
}

export interface SentRound {
  order: Order;
  check: Check;
  /** Whether this round opened the check. */
  opened: boolean;
}

/**
 * Sends a round to the table's check: the live check when there is one (moved back to open if its
 * bill was asked for: the guest wanted a coffee after all), otherwise a new check written before
 * the order, so replication pushes the check first. A retried draft already stored is returned as
 * is: the same tap never opens a second check or a second round.
 */
export const sendRound = repositoryWrite(async function sendRound(
  db: PouchDB.Database,
  { guests, ...draft }: RoundDraft,
  ctx: WriteContext,
): Promise<SentRound> {
  const existing = await getOrNull<Order & StoredDoc>(db, docId('order', draft.id));
  const checks = await allOfType(db, 'check');
  if (existing?.checkId !== undefined) {
    const check = checks.find((candidate) => idPart(candidate._id) === existing.checkId);
    if (check) return { order: existing, check, opened: false };
  }
  let check = liveCheckOf(checks, draft.tableId);
  if (check?.status === 'bill_requested') {
    const { billRequestedAt: _asked, ...rest } = check;
    check = await updateCheck(db, { ...rest, _rev: check._rev } as StoredCheck, { status: 'open' }, ctx);
  }
  if (!check) {
    const table = await getTable(db, draft.tableId);
    const doc = checkSchema.parse({
      ...newDocFields('check', docId('check', newId()), ctx),
      tableId: draft.tableId,
      guests: guests ?? table.capacity,
      status: 'open',
      openedBy: ctx.actor.id,
      businessDate: businessDateOf(ctx.now, draft.timeZone ?? DEFAULT_TIME_ZONE),
    });
    const problem = newCheckProblem(doc, ctx.actor);
    if (problem) throw new WriteError('refused', problem);
    return openWithRound(db, doc, { ...draft, checkId: idPart(doc._id) }, ctx);
  }
  const order = await createOrder(db, { ...draft, checkId: idPart(check._id) }, ctx);
  return { order, check, opened: false };
});

/**
 * A new check and its first round in one write, the round first: the replica's push carries both in
 * one batch, and the kitchen's pull meets the round before the check, rather than the check alone
 * and the round a round trip later. The first order of a table is the most common order there is;
 * the kitchen should see it as soon as any other (e2e/kitchen-latency.spec.ts measures both). The
 * order is numbered and validated before anything is written, so a refused round opens no check.
 */
async function openWithRound(
  db: PouchDB.Database,
  check: Check,
  draft: OrderDraft,
  ctx: WriteContext,
): Promise<SentRound> {
  const prepared = await prepareOrder(db, draft, ctx);
  if ('stored' in prepared) {
    const { rev } = await db.put(check);
    return { order: prepared.stored, check: { ...check, _rev: rev } as StoredCheck, opened: true };
  }
  const [orderResult, checkResult] = await db.bulkDocs([prepared.fresh, check]);
  if (checkResult === undefined || 'error' in checkResult) throw checkResult;
  const stored = { ...check, _rev: checkResult.rev } as StoredCheck;
  // As createOrder: a concurrent send of the same draft that stored it first is the order.
  const order =
    orderResult !== undefined && 'error' in orderResult
      ? await storedAfterConflict(db, prepared.fresh, orderResult)
      : prepared.fresh;
  return { order, check: stored, opened: true };
}

/** 'Pedir cuenta': open → bill_requested. */
export const requestBill = repositoryWrite(async function requestBill(
  db: PouchDB.Database,
  checkId: string,
  ctx: WriteContext,
): Promise<StoredCheck> {
  const check = await getLiveCheck(db, checkId);
  if (check.status === 'bill_requested') return check;
  return updateCheck(db, check, { status: 'bill_requested', billRequestedAt: ctx.now.toISOString() }, ctx);
});

/** Takes the bill request back: bill_requested → open. */
export const reopenCheck = repositoryWrite(async function reopenCheck(
  db: PouchDB.Database,
  checkId: string,
  ctx: WriteContext,
): Promise<StoredCheck> {
  const check = await getLiveCheck(db, checkId);
  if (check.status === 'open') return check;
  const { billRequestedAt: _asked, ...rest } = check;
  return updateCheck(db, rest as StoredCheck, { status: 'open' }, ctx);
});

/** Comensales of a live check (≥ 1; the schema words a bad number). */
export const setGuests = repositoryWrite(async function setGuests(
  db: PouchDB.Database,
  { checkId, guests }: { checkId: string; guests: number },
  ctx: WriteContext,
): Promise<StoredCheck> {
  const check = await getLiveCheck(db, checkId);
  return updateCheck(db, check, { guests }, ctx);
});

/** Why the sitting cannot move to `tableId`, or null: only to another table without a live check. */
async function moveProblem(db: PouchDB.Database, check: Check, tableId: string): Promise<string | null> {
  if (check.tableId === tableId) return 'La cuenta ya está en esa mesa';
  const table = await getTable(db, tableId);
  const occupied = liveCheckOf(await allOfType(db, 'check'), tableId);
  return occupied ? tableTakenMessage(table.number) : null;
}

/** Moves the whole sitting to a free table; its rounds follow the check. */
export const moveCheck = repositoryWrite(async function moveCheck(
  db: PouchDB.Database,
  { checkId, tableId }: { checkId: string; tableId: string },
  ctx: WriteContext,
): Promise<StoredCheck> {
  const check = await getLiveCheck(db, checkId);
  const problem = await moveProblem(db, check, tableId);
  if (problem) throw new WriteError('refused', problem);
  return updateCheck(db, check, { tableId }, ctx);
});

/** Joins two tables: `checkId` is merged into `intoCheckId`, which then shows every round of both. */
export const mergeCheck = repositoryWrite(async function mergeCheck(
  db: PouchDB.Database,
  { checkId, intoCheckId }: { checkId: string; intoCheckId: string },
  ctx: WriteContext,
): Promise<StoredCheck> {
  if (checkId === intoCheckId) throw new WriteError('refused', 'No se puede unir una cuenta consigo misma');
  const [check, into] = await Promise.all([getCheck(db, checkId), getCheck(db, intoCheckId)]);
  requireLive(check);
  requireLive(into);
  return updateCheck(db, check, { status: 'merged', mergedInto: intoCheckId }, ctx);
});

/**
 * Moves chosen lines to another live check as one transfer document: all of them or none. Each line
 * must belong to `fromCheckId` now (schema's lineOwners) and still be charged.
 */
export const transferLines = repositoryWrite(async function transferLines(
  db: PouchDB.Database,
  { fromCheckId, toCheckId, lines }: { fromCheckId: string; toCheckId: string; lines: readonly LineRef[] },
  ctx: WriteContext,
): Promise<Transfer> {
  if (fromCheckId === toCheckId) throw new WriteError('refused', 'Elige otra mesa');
  const [from, to] = await Promise.all([getCheck(db, fromCheckId), getCheck(db, toCheckId)]);
  requireLive(from);
  requireLive(to);
  const [checks, orders, transfers] = await Promise.all([
    allOfType(db, 'check'),
    allOfType(db, 'order'),
    allOfType(db, 'transfer'),
  ]);
  const transfer = transferSchema.parse({
    ...newDocFields('transfer', docId('transfer', newId()), ctx),
    fromCheckId,
    toCheckId,
    lines,
    businessDate: businessDateOf(ctx.now, DEFAULT_TIME_ZONE),
  });
  const problem = transferProblem(transfer, { checks, orders, transfers });
  if (problem) throw new WriteError('refused', problem);
  await db.put(transfer);
  return transfer;
});

/** How a manager ends a check without payment: closed (mistakes, until payments) or voided. */
export type CheckEnding = 'closed' | 'voided';

/** Closes or voids a live check without payment: managers only, with a reason. */
export const endCheck = repositoryWrite(async function endCheck(
  db: PouchDB.Database,
  { checkId, to, reason }: { checkId: string; to: CheckEnding; reason: string },
  ctx: WriteContext,
): Promise<StoredCheck> {
  if (!isManagerRole(ctx.actor.role)) throw new WriteError('refused', CLOSE_ROLE_MESSAGE);
  const closeReason = reason.trim();
  if (!closeReason) throw new WriteError('refused', CLOSE_REASON_MESSAGE);
  const check = await getLiveCheck(db, checkId);
  const at = ctx.now.toISOString();
  return updateCheck(db, check, { status: to, closeReason, closedAt: at, closedBy: ctx.actor.id }, ctx);
});
