import type { Order } from '../docs/order.ts';
import type { OrderStatus } from '../enums.ts';
import { isReachable } from './order-status.ts';
import { orderTotals } from './totals.ts';
import { isHeld } from './pass/courses.ts';
import { orderStatusFromLines } from './pass/line-status.ts';

/**
 * What moving an order to `to` changes, at both doors alike: its status; each line's where the
 * line's own lifecycle allows it (a line cancelled or already further along keeps its status); and
 * the amounts, which count only lines that were not cancelled. Held lines stay held, and the order's
 * status is then its lines' (orderStatusFromLines). An order entered without lines (the
 * point of sale's REST call sends a subtotal only) keeps its amounts. Legality of the move itself
 * is checked by the caller.
 */
export function orderMove(
  order: Pick<Order, 'items' | 'subtotal' | 'tax' | 'total'>,
  to: OrderStatus,
  at: string,
): Pick<Order, 'status' | 'items' | 'subtotal' | 'tax' | 'total'> {
  // A held course waits for 'Marchar' (a cancel takes it too); the order's status then follows its
  // lines, so a round with its mains held stays pending while its starters are made.
  const moves = (item: Order['items'][number]) =>
    item.status !== to && isReachable(item.status, to) && (to === 'cancelled' || !isHeld(item));
  const items = order.items.map((item) => (moves(item) ? { ...item, status: to, updatedAt: at } : item));
  if (items.length === 0)
    return { status: to, items, subtotal: order.subtotal, tax: order.tax, total: order.total };
  return { status: orderStatusFromLines(items), items, ...orderTotals(items) };
}
