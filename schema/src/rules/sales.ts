import type { OrderStatus } from '../enums.ts';

/**
 * What counts as sold, for the stock projection, the dashboard and the reports alike: an order sent
 * to the kitchen (not a draft) and not cancelled; of it, each line not cancelled or voided on its
 * own (a voided portion goes back to the day's stock, even one the kitchen had made).
 * Statuses are taken as strings so stored documents can be judged before they are parsed.
 */
export const SALE_STATUSES: readonly OrderStatus[] = ['pending', 'preparing', 'ready', 'served'];

export function isSale(order: { status: string; _deleted?: boolean }): boolean {
  return order._deleted !== true && (SALE_STATUSES as readonly string[]).includes(order.status);
}

/** Portions of `line` sold by `order`: its quantity while both count as sold, else 0. */
export function soldQuantity(
  order: { status: string; _deleted?: boolean },
  line: { status: string; quantity: number; void?: unknown },
): number {
  return isSale(order) && line.status !== 'cancelled' && line.void === undefined ? line.quantity : 0;
}
