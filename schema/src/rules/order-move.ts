import type { Order } from '../docs/order.ts';
import type { OrderStatus } from '../enums.ts';
import { isReachable } from './order-status.ts';
import { orderTotals } from './totals.ts';

/**
 * What moving an order to `to` changes, at both doors alike: its status; each line's where the
 * line's own lifecycle allows it (a line cancelled or already further along keeps its status); and
 * the amounts, which count only lines that were not cancelled. An order entered without lines (the
 * point of sale's REST call sends a subtotal only) keeps its amounts. Legality of the move itself
 * is checked by the caller.
 */
export function orderMove(
  order: Pick<Order, 'items' | 'subtotal' | 'tax' | 'total'>,
  to: OrderStatus,
  at: string,
): Pick<Order, 'status' | 'items' | 'subtotal' | 'tax' | 'total'> {
  const items = order.items.map((item) =>
    item.status !== to && isReachable(item.status, to) ? { ...item, status: to, updatedAt: at } : item,
  );
  const amounts =
    items.length > 0 ? orderTotals(items) : { subtotal: order.subtotal, tax: order.tax, total: order.total };
  return { status: to, items, ...amounts };
}
