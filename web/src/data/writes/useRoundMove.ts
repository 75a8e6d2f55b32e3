import { useCallback, useState } from 'react';
import type { ToastText } from '../../lib/toasts.ts';
import type { WriteContext } from '../repositories/context.ts';
import { reportFailure, showToast, useWriteTarget } from './write.ts';

export interface RoundMoveToasts<M> {
  /** The task screen whose single toast shows the outcome ('kitchen', 'staff'). */
  scope: string;
  /** The confirmation of a move, worded by whether the device is online; null says nothing. */
  moved: (move: M, online: boolean) => ToastText | null;
  failed: ToastText;
}

export interface RoundMove<M> {
  /** Moves the order `_id`; resolves to whether the change was stored. */
  move: (orderId: string, move: M) => Promise<boolean>;
  /** The order being moved, if any. */
  busy: string | null;
}

/**
 * What the kitchen's moves share (a whole round along its lifecycle, or some of its lines): the
 * signed-in user's write on the floor replica, the round being moved, and the task screen's toast.
 * `write` and `toasts` should be constants: `move` is stable while they are, so memoised cards do not
 * render again.
 */
export function useRoundMove<M>(
  write: (db: PouchDB.Database, orderId: string, move: M, ctx: WriteContext) => Promise<unknown>,
  toasts: RoundMoveToasts<M>,
): RoundMove<M> {
  const target = useWriteTarget('floor');
  const [busy, setBusy] = useState<string | null>(null);

  const move = useCallback(
    async (orderId: string, roundMove: M) => {
      if (!target) return false;
      setBusy(orderId);
      try {
        await write(target.replica.db, orderId, roundMove, target.context());
        const text = toasts.moved(roundMove, target.replica.pushes.online);
        if (text !== null) showToast({ scope: toasts.scope }, text);
        return true;
      } catch (error) {
        reportFailure({ channel: { scope: toasts.scope }, failed: toasts.failed, refusal: 'none' }, error);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [target, write, toasts],
  );

  return { move, busy };
}
