import { businessDate as businessDateOf, DEFAULT_TIME_ZONE, docId, idPart, lineSubtotal, makeOrderNumber, newDeviceCode, nextDailySeq, type Order, orderMove, orderMoveProblem, orderSchema, type OrderStatus, orderTotals, parseOrderNumber } from '@restaurantpro/schema';
import type { ChosenModifier, Course } from '@restaurantpro/schema';
import { allOfType, getOrNull } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Orders on the local replica: the point of sale creates them, the kitchen moves them. Every write is
 * validated with the same schema the gateway uses, so a refused write fails here, on the device.
 */

export type StoredOrder = Order & { _rev: string };

export interface NewOrderLine {
  productId: string;
  productName: string;
  quantity: number;
  /** The product's price plus its modifiers' price changes (see the cart). */
  unitPrice: string;
  notes?: string;
  /** The options chosen in the product's modifier groups, copied as they were when chosen. */
  modifiers?: readonly ChosenModifier[];
  course?: Course;
  held?: true;
}

export interface NewOrder {
  /** Generated once per draft (see the POS cart): sending the same draft twice writes one order. */
  id: string;
  tableId: string;
  /** The check this order is a round of (see `sendRound`, which opens one when the table has none). */
  checkId?: string;
  waiterId: string;
  lines: readonly NewOrderLine[];
  /** Line ids, one per line, generated with the draft so a retried send is byte-for-byte the same. */
  lineIds: readonly string[];
  notes?: string;
  now: Date;
  timeZone?: string;
}

/** What a screen sends: the draft without its writer and time, which come from the write context. */
export type OrderDraft = Omit<NewOrder, 'waiterId' | 'now'>;

const DEVICE_DOC = '_local/device';

/**
 * This replica's order-number state, in a local (never replicated) doc: its device code, chosen once,
 * and the last number it gave out on `day`. Older replicas stored the code alone.
 */
interface DeviceDoc {
  _id: string;
  _rev?: string;
  code: string;
  day?: string;
  seq?: number;
}

function readDevice(db: PouchDB.Database): Promise<DeviceDoc | null> {
  return getOrNull<DeviceDoc>(db, DEVICE_DOC);
}

function getOrder(db: PouchDB.Database, _id: string): Promise<StoredOrder | null> {
  return getOrNull<StoredOrder>(db, _id);
}

/**
 * Claims the next order number of `day` for this replica. The counter makes it one small read and
 * write instead of a read of every order; the orders are read once a day (and on a replica without a
 * counter) to pick the device code and continue its sequence. Two sends racing for a number both
 * write the counter with the revision they read: the loser gets a conflict and claims again, so no
 * number is given twice. A draft refused after its claim leaves a gap: numbers are unique, not
 * contiguous. `deviceRead` is the device doc when the caller has just read it.
 */
export async function claimOrderNumber(
  db: PouchDB.Database,
  day: string,
  deviceRead?: DeviceDoc | null,
): Promise<string> {
  let known = deviceRead;
  for (;;) {
    const device = known === undefined ? await readDevice(db) : known;
    known = undefined;
    let code: string;
    let seq: number;
    if (device?.day === day && device.seq !== undefined) {
      code = device.code;
      seq = device.seq + 1;
    } else {
      const orders = await allOfType(db, 'order');
      code = device?.code ?? newDeviceCode(orders.map((order) => parseOrderNumber(order.orderNumber)?.deviceCode ?? ''));
      const sameDay = orders.filter((order) => order.businessDate === day).map((order) => order.orderNumber);
      seq = nextDailySeq(sameDay, code);
    }
    try {
      await db.put({ _id: DEVICE_DOC, ...(device?._rev ? { _rev: device._rev } : {}), code, day, seq } satisfies DeviceDoc);
      return makeOrderNumber(code, seq);
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
    }
  }
}

/** The order document a draft becomes, validated; throws a ZodError when it would be refused. */
export function buildOrder(input: NewOrder, orderNumber: string, day: string): Order {
  const createdAt = input.now.toISOString();
  const items = input.lines.map((line, index) => ({
    id: input.lineIds[index] ?? `${input.id}-${index}`,
    productId: line.productId,
    productName: line.productName,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    subtotal: lineSubtotal(line.quantity, line.unitPrice),
    status: 'pending' as const,
    createdAt,
    ...(line.notes ? { notes: line.notes } : {}),
    ...(line.modifiers && line.modifiers.length > 0 ? { modifiers: [...line.modifiers] } : {}),
    ...(line.course ? { course: line.course } : {}),
    ...(line.held ? { held: line.held } : {}),
  }));
  return orderSchema.parse({
    _id: docId('order', input.id),
    type: 'order',
    createdAt,
    updatedAt: createdAt,
    updatedBy: input.waiterId,
    orderNumber,
    tableId: input.tableId,
    ...(input.checkId ? { checkId: input.checkId } : {}),
    waiterId: input.waiterId,
    status: 'pending',
    items,
    ...orderTotals(items),
    ...(input.notes ? { notes: input.notes } : {}),
    businessDate: day,
  });
}

/**
 * The order a draft becomes, numbered and validated but not yet stored, or `stored`: the draft
 * already was (a double tap, a retry after an unclear failure).
 */
export async function prepareOrder(
  db: PouchDB.Database,
  draft: OrderDraft,
  ctx: WriteContext,
): Promise<{ stored: Order } | { fresh: Order }> {
  const input: NewOrder = { ...draft, waiterId: ctx.actor.id, now: ctx.now };
  const day = businessDateOf(input.now, input.timeZone ?? DEFAULT_TIME_ZONE);
  // Both reads at once: a send waits for one IndexedDB round trip less.
  const [existing, device] = await Promise.all([getOrder(db, docId('order', input.id)), readDevice(db)]);
  if (existing) return { stored: existing };
  return { fresh: buildOrder(input, await claimOrderNumber(db, day, device), day) };
}

/** After a write of `order` answered 409: a concurrent send of the same draft stored it first, and that one is the order. */
export async function storedAfterConflict(db: PouchDB.Database, order: Order, error: unknown): Promise<Order> {
  if ((error as { status?: number }).status === 409) {
    const stored = await getOrder(db, order._id);
    if (stored) return stored;
  }
  throw error;
}

/**
 * Writes a new pending order to the local replica; replication takes it to the kitchen (now or when
 * the connection returns). Idempotent per draft id: if the order is already stored, it is returned
 * as is, so a double tap or a retry after an unclear failure never creates a second order.
 */
export const createOrder = repositoryWrite(async function createOrder(
  db: PouchDB.Database,
  draft: OrderDraft,
  ctx: WriteContext,
): Promise<Order> {
  const prepared = await prepareOrder(db, draft, ctx);
  if ('stored' in prepared) return prepared.stored;
  try {
    await db.put(prepared.fresh);
    return prepared.fresh;
  } catch (error) {
    return storedAfterConflict(db, prepared.fresh, error);
  }
});

/** The order with its status (and its lines' statuses, where reachable) moved to `to`. */
export function withStatus(order: Order, to: OrderStatus, userId: string, now: Date): Order {
  const problem = order.status === to ? 'El pedido ya está en ese estado' : orderMoveProblem(order.status, to);
  if (problem !== null) throw new WriteError('refused', problem);
  const updatedAt = now.toISOString();
  return orderSchema.parse({ ...order, ...orderMove(order, to, updatedAt), updatedAt, updatedBy: userId });
}

/**
 * Moves a stored order one step along the kitchen lifecycle. Reads the latest revision first so a
 * change replicated a moment ago is not overwritten by the screen's older copy.
 */
export const moveOrder = repositoryWrite(async function moveOrder(
  db: PouchDB.Database,
  { id, to }: { id: string; to: OrderStatus },
  { actor, now }: WriteContext,
): Promise<Order> {
  const current = await getOrder(db, id);
  if (!current) throw new WriteError('not-found', `Pedido no encontrado: ${id}`);
  if (current.status === to) return current;
  const next = { ...withStatus(current, to, actor.id, now), _rev: current._rev };
  await db.put(next);
  return next;
});

/** The reference other documents use for a document: its `_id` without the `<type>:` prefix. */
export function refOf(doc: { _id: string }): string {
  return idPart(doc._id);
}
