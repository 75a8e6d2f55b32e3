import { useCallback, useState } from 'react';
import type { OrderStatus } from '@restaurantpro/schema';
import type { ToastText } from '../../lib/toasts.ts';
import { moveOrder } from '../repositories/orders.ts';
import { reportFailure, showToast, useWriteTarget } from './write.ts';

export interface MoveOrderToasts<S extends OrderStatus = OrderStatus> {
  /** The task screen whose single toast shows the outcome ('kitchen', 'staff'). */
  scope: string;
  /** The confirmation for the new status, worded by whether the device is online. */
  moved: (to: S, online: boolean) => ToastText;
  failed: ToastText;
}

export interface MoveOrder<S extends OrderStatus = OrderStatus> {
  /** Moves the order `_id` to `to`; resolves to whether the change was stored. */
  move: (orderId: string, to: S) => Promise<boolean>;
  /** The order being moved, if any. */
  busy: string | null;
}

/**
 * Moves an order along the kitchen lifecycle (kitchen queue, staff screen) as the signed-in user.
 * `toasts` should be a constant: `move` is stable while it is, so memoised cards do not re-render.
 */
export function useMoveOrder<S extends OrderStatus>(toasts: MoveOrderToasts<S>): MoveOrder<S> {
  const target = useWriteTarget('floor');
  const [busy, setBusy] = useState<string | null>(null);

  const move = useCallback(
    async (orderId: string, to: S) => {
      if (!target) return false;
      setBusy(orderId);
      try {
        await moveOrder(target.replica.db, { id: orderId, to }, target.context());
        showToast({ scope: toasts.scope }, toasts.moved(to, target.replica.pushes.online));
        return true;
      } catch (error) {
        reportFailure({ channel: { scope: toasts.scope }, failed: toasts.failed, refusal: 'none' }, error);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [target, toasts],
  );

  return { move, busy };
}
