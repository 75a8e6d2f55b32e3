import { isActiveOrderStatus, type ActiveOrderStatus, type Order } from '@restaurantpro/schema';

/** Orders the kitchen queue shows: pending, preparing and ready, oldest first (first in, first out). */
export function kitchenQueue<T extends Pick<Order, 'status' | 'createdAt'>>(
  orders: readonly T[],
): Array<T & { status: ActiveOrderStatus }> {
  return orders
    .filter((order): order is T & { status: ActiveOrderStatus } => isActiveOrderStatus(order.status))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Whole minutes an order has been waiting, never negative (device clocks differ a little). */
export function minutesWaiting(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
}

/** "5 min", "1 h 12 min". */
export function formatWaiting(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The status each queue column's one-tap action moves to (spec §4: Comenzar, Listo, Servido). */
export const NEXT_STATUS = {
  pending: 'preparing',
  preparing: 'ready',
  ready: 'served',
} as const satisfies Record<ActiveOrderStatus, string>;
