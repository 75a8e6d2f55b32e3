import {
  businessDate,
  canTransition,
  checkSchema,
  checkWrite,
  isLiveCheck,
  isReachable,
  lineSubtotal,
  makeOrderNumber,
  newId,
  orderSchema,
  orderTotals,
  type Actor,
  type AnyDoc,
  type Check,
  type Order,
  type OrderStatus,
} from '@restaurantpro/schema';

/** What a waiter's device needs of a product to put it on an order. */
export interface CatalogueProduct {
  id: string;
  name: string;
  price: string;
}

/**
 * The schema's write rules as a device applies them before saving (no store context: what needs the
 * store is the gateway's). The soak only writes what they accept, so a refusal by the gateway is the
 * gateway's.
 */
function judged<T extends AnyDoc>(writer: Actor, prev: T | null, next: T): T {
  const verdict = checkWrite(writer, prev, next);
  if (!verdict.ok)
    throw new Error(`the soak built a write the rules refuse (${next._id}): ${verdict.reason}`);
  return next;
}

export interface NewCheckInput {
  writer: Actor;
  tableId: string;
  guests: number;
  timezone: string;
  now: Date;
}

/** A table's new check, opened by `writer` before its first round (as the app's sendRound does). */
export function newCheck(input: NewCheckInput): Check {
  const at = input.now.toISOString();
  const check = checkSchema.parse({
    _id: `check:${newId()}`,
    type: 'check',
    createdAt: at,
    updatedAt: at,
    updatedBy: input.writer.id,
    tableId: input.tableId,
    guests: input.guests,
    status: 'open',
    openedBy: input.writer.id,
    businessDate: businessDate(input.now, input.timezone),
  });
  return judged(input.writer, null, check);
}

/**
 * The live check of a table on one replica, if any: the oldest, as the app picks it while the
 * gateway's merge of two checks opened apart has not arrived yet.
 */
export function liveCheckOf<T extends Pick<Check, '_id' | 'tableId' | 'status' | 'createdAt'>>(
  checks: Iterable<T>,
  tableId: string,
): T | undefined {
  return [...checks]
    .filter((check) => check.tableId === tableId && isLiveCheck(check))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id))[0];
}

/** 'Pedir la cuenta' (open → bill_requested), or null when the check is not open. */
export function requestBill(check: Check, writer: Actor, now: Date): Check | null {
  if (check.status !== 'open') return null;
  const at = now.toISOString();
  const next = checkSchema.parse({
    ...check,
    status: 'bill_requested',
    billRequestedAt: at,
    updatedAt: at,
    updatedBy: writer.id,
  });
  return judged(writer, check, next);
}

/** A round for a check whose bill was asked for opens it again first (the guest wanted a coffee). */
export function reopenCheck(check: Check, writer: Actor, now: Date): Check | null {
  if (check.status !== 'bill_requested') return null;
  const { billRequestedAt: _asked, ...rest } = check;
  const next = checkSchema.parse({
    ...rest,
    status: 'open',
    updatedAt: now.toISOString(),
    updatedBy: writer.id,
  });
  return judged(writer, check, next);
}

export interface NewOrderInput {
  writer: Actor;
  code: string;
  seq: number;
  products: readonly CatalogueProduct[];
  tableId: string;
  /** The table's live check (id part), which this order is a round of. */
  checkId: string;
  timezone: string;
  random: () => number;
  now: Date;
}

export function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('nothing to pick from');
  return item;
}

/** A pending round of one to three lines for a check, valid for the schema and its write rules. */
export function newOrder(input: NewOrderInput): Order {
  const { random, now } = input;
  const at = now.toISOString();
  const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const product = pick(input.products, random);
    const quantity = 1 + Math.floor(random() * 3);
    return {
      id: newId(),
      productId: product.id,
      productName: product.name,
      quantity,
      unitPrice: product.price,
      subtotal: lineSubtotal(quantity, product.price),
      status: 'pending' as const,
      createdAt: at,
    };
  });
  const order = orderSchema.parse({
    _id: `order:${newId()}`,
    type: 'order',
    createdAt: at,
    updatedAt: at,
    updatedBy: input.writer.id,
    orderNumber: makeOrderNumber(input.code, input.seq),
    tableId: input.tableId,
    checkId: input.checkId,
    waiterId: input.writer.id,
    status: 'pending',
    items,
    ...orderTotals(items),
    businessDate: businessDate(now, input.timezone),
  });
  return judged(input.writer, null, order);
}

/**
 * The order moved to `to` by `writer`, its lines moved along where the move is reachable for them
 * (as the kitchen screen does) and its totals those of its non-cancelled lines (a cancelled line is
 * not charged); null when `to` is no longer a legal move from the order's status.
 */
export function moveOrder(order: Order, to: OrderStatus, writer: Actor, now: Date): Order | null {
  if (!canTransition(order.status, to)) return null;
  const updatedAt = now.toISOString();
  const items = order.items.map((item) =>
    item.status !== to && isReachable(item.status, to) ? { ...item, status: to, updatedAt } : item,
  );
  const next = orderSchema.parse({
    ...order,
    status: to,
    updatedAt,
    updatedBy: writer.id,
    items,
    ...orderTotals(items),
  });
  return judged(writer, order, next);
}

/** A cook's next move of an open order: one step forward, or now and then a cancellation. */
export function cookMove(status: OrderStatus, random: () => number): OrderStatus {
  switch (status) {
    case 'pending':
      return random() < 0.1 ? 'cancelled' : 'preparing';
    case 'preparing':
      return random() < 0.08 ? 'cancelled' : 'ready';
    default:
      return 'served';
  }
}

/** A waiter's next action: cancel one of its `pending` orders, ask for a bill, or send a round. */
export type WaiterAction = 'cancel' | 'bill' | 'round';

export function waiterMove(pending: number, random: () => number): WaiterAction {
  const r = random();
  if (pending > 0 && r < 0.12) return 'cancel';
  return r > 0.93 ? 'bill' : 'round';
}
