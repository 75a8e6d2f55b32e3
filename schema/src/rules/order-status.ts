import type { OrderStatus } from '../enums.ts';

/**
 * Legal moves of an order (and of an order line): draft → pending → preparing → ready → served,
 * and cancel from draft, pending or preparing. Once ready, the food exists: it is served, not
 * cancelled. Served and cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  draft: ['pending', 'cancelled'],
  pending: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['served'],
  served: [],
  cancelled: [],
};

/** True when `from → to` is a legal move; staying in the same status is not a move. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/**
 * Position on the lifecycle used by merges: the furthest status wins. Cancelled sits between
 * preparing and ready because a cancel is only legal before ready: if one device cancelled while
 * another already marked the dish ready (or served), the dish was made and the later state wins;
 * a cancel beats anything earlier.
 */
export const ORDER_STATUS_RANK: Readonly<Record<OrderStatus, number>> = {
  draft: 0,
  pending: 1,
  preparing: 2,
  cancelled: 3,
  ready: 4,
  served: 5,
};

/** The further of two statuses on the lifecycle (see ORDER_STATUS_RANK). */
export function furthestStatus(a: OrderStatus, b: OrderStatus): OrderStatus {
  return ORDER_STATUS_RANK[a] >= ORDER_STATUS_RANK[b] ? a : b;
}

/** Statuses reachable from `from` by any number of legal moves (a status reaches itself). */
export function isReachable(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return true;
  return ORDER_TRANSITIONS[from].some((next) => isReachable(next, to));
}
