import type { Order } from '../docs/order.ts';
import type { ActiveOrderStatus, OrderStatus } from '../enums.ts';

// Only types come from enums.ts: enums.ts re-exports the actions below, so a value imported from it
// here would make the two modules wait on each other when they load.

/** What one tap on an order in the kitchen does: the status it moves to and the buttons' Spanish text. */
interface KitchenMove {
  readonly to: OrderStatus;
  /** The kitchen screen's button (/kitchen). */
  readonly label: string;
  /** The staff screen's cook view button; absent where that view has no step (serving is the waiter's). */
  readonly staffLabel?: string;
}

/**
 * The kitchen's one-tap move per status (spec §4: Comenzar, Listo, Servido), each one step along
 * ORDER_TRANSITIONS. The statuses listed here are the ones the kitchen works on: the queue shows an
 * order exactly while it has a move (pending, preparing, ready: ACTIVE_ORDER_STATUSES).
 */
export const KITCHEN_MOVES = {
  pending: { to: 'preparing', label: 'Comenzar', staffLabel: 'Comenzar Preparación' },
  preparing: { to: 'ready', label: 'Listo', staffLabel: 'Marcar Como Listo' },
  ready: { to: 'served', label: 'Servido' },
} as const satisfies Record<ActiveOrderStatus, KitchenMove>;

type Move = (typeof KITCHEN_MOVES)[ActiveOrderStatus];
/** A status the kitchen screen's tap moves an order to. */
export type KitchenStep = Move['to'];
/** A status the staff screen's cook view moves an order to. */
export type StaffKitchenStep = Extract<Move, { staffLabel: string }>['to'];

/** An order the kitchen works on. */
export type ActiveOrder<T extends Pick<Order, 'status'>> = T & { status: ActiveOrderStatus };

/** True for a status the kitchen works on: one with a move. */
function inKitchen(status: string): status is ActiveOrderStatus {
  return Object.hasOwn(KITCHEN_MOVES, status);
}

/** Orders the kitchen queue shows: pending, preparing and ready, oldest first (first in, first out). */
export function kitchenQueue<T extends Pick<Order, 'status' | 'createdAt'>>(
  orders: readonly T[],
): Array<ActiveOrder<T>> {
  return orders
    .filter((order): order is ActiveOrder<T> => inKitchen(order.status))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The kitchen screen's button per queue status. */
export const KITCHEN_ACTIONS: Readonly<Record<ActiveOrderStatus, { label: string; to: KitchenStep }>> =
  KITCHEN_MOVES;

/** The staff screen's cook view button per status; ready has none there. */
export const STAFF_KITCHEN_ACTIONS: Readonly<
  Partial<Record<ActiveOrderStatus, { label: string; to: StaffKitchenStep }>>
> = staffActions();

function staffActions(): Partial<Record<ActiveOrderStatus, { label: string; to: StaffKitchenStep }>> {
  const actions: Partial<Record<ActiveOrderStatus, { label: string; to: StaffKitchenStep }>> = {};
  for (const [status, move] of Object.entries(KITCHEN_MOVES)) {
    if (inKitchen(status) && 'staffLabel' in move) actions[status] = { label: move.staffLabel, to: move.to };
  }
  return actions;
}
