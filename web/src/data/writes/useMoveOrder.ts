import type { OrderStatus } from '@restaurantpro/schema';
import { moveOrder } from '../repositories/orders.ts';
import type { WriteContext } from '../repositories/context.ts';
import { useRoundMove, type RoundMove, type RoundMoveToasts } from './useRoundMove.ts';

export type MoveOrderToasts<S extends OrderStatus = OrderStatus> = RoundMoveToasts<S>;
export type MoveOrder<S extends OrderStatus = OrderStatus> = RoundMove<S>;

const writeStatus = (db: PouchDB.Database, id: string, to: OrderStatus, ctx: WriteContext) =>
  moveOrder(db, { id, to }, ctx);

/**
 * Moves an order along the kitchen lifecycle (kitchen queue, staff screen) as the signed-in user.
 * `toasts` should be a constant (see useRoundMove).
 */
export function useMoveOrder<S extends OrderStatus>(toasts: MoveOrderToasts<S>): MoveOrder<S> {
  return useRoundMove<S>(writeStatus, toasts);
}
