import {
  businessDate,
  canTransition,
  isReachable,
  lineSubtotal,
  makeOrderNumber,
  newId,
  newOrderProblem,
  orderSchema,
  orderTotals,
  orderUpdateProblem,
  type Order,
  type OrderStatus,
} from '@restaurantpro/schema';

/** What a waiter's device needs of a product to put it on an order. */
export interface CatalogueProduct {
  id: string;
  name: string;
  price: string;
}

export interface NewOrderInput {
  waiterId: string;
  code: string;
  seq: number;
  products: readonly CatalogueProduct[];
  tables: readonly string[];
  timezone: string;
  random: () => number;
  now: Date;
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('nothing to pick from');
  return item;
}

/** A pending order of one to three lines for a random table, valid for the schema (parsed to prove it). */
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
    updatedBy: input.waiterId,
    orderNumber: makeOrderNumber(input.code, input.seq),
    tableId: pick(input.tables, random),
    waiterId: input.waiterId,
    status: 'pending',
    items,
    ...orderTotals(items),
    businessDate: businessDate(now, input.timezone),
  });
  // The soak only writes what the shared rules accept, so a refusal by the gateway is the gateway's.
  const problem = newOrderProblem(order);
  if (problem !== null) throw new Error(`the soak built an invalid order: ${problem}`);
  return order;
}

/**
 * The order moved to `to` by `userId`, its lines moved along where the move is reachable for them
 * (as the kitchen screen does) and its totals those of its non-cancelled lines (a cancelled line is
 * not charged); null when `to` is no longer a legal move from the order's status.
 */
export function moveOrder(order: Order, to: OrderStatus, userId: string, now: Date): Order | null {
  if (!canTransition(order.status, to)) return null;
  const updatedAt = now.toISOString();
  const items = order.items.map((item) =>
    item.status !== to && isReachable(item.status, to) ? { ...item, status: to, updatedAt } : item,
  );
  const next = orderSchema.parse({
    ...order,
    status: to,
    updatedAt,
    updatedBy: userId,
    items,
    ...orderTotals(items),
  });
  const problem = orderUpdateProblem(order, next);
  if (problem !== null) throw new Error(`the soak built an illegal move of ${order._id}: ${problem}`);
  return next;
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

/** Whether a waiter cancels one of its `pending` orders this time rather than taking a new one. */
export function waiterMove(pending: number, random: () => number): boolean {
  return pending > 0 && random() < 0.12;
}
