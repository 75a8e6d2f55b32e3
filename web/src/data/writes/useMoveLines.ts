import { useCallback, useState } from 'react';
import type { LineMove } from '@restaurantpro/schema';
import type { ToastText } from '../../lib/toasts.ts';
import { moveOrderLines } from '../repositories/line-moves.ts';
import { reportFailure, showToast, useWriteTarget } from './write.ts';

export interface MoveLinesToasts {
  /** The task screen whose single toast shows the outcome ('kitchen', 'staff', 'pos'). */
  scope: string;
  /** The confirmation of a move, if the screen says one (a bumped line shows itself moving). */
  moved?: (move: LineMove, online: boolean) => ToastText | null;
  failed: ToastText;
}

export interface MoveLines {
  /** Moves lines of the order `_id`; resolves to whether the change was stored. */
  move: (orderId: string, move: LineMove) => Promise<boolean>;
  /** The order being moved, if any. */
  busy: string | null;
}

/**
 * Moves lines of a round (fire a course, bump, recall, serve, pass) as the signed-in user, on the
 * device's replica. `toasts` should be a constant: `move` is stable while it is, so memoised tickets
 * do not render again.
 */
export function useMoveLines(toasts: MoveLinesToasts): MoveLines {
  const target = useWriteTarget('floor');
  const [busy, setBusy] = useState<string | null>(null);

  const move = useCallback(
    async (orderId: string, lineMove: LineMove) => {
      if (!target) return false;
      setBusy(orderId);
      try {
        await moveOrderLines(target.replica.db, { id: orderId, move: lineMove }, target.context());
        const text = toasts.moved?.(lineMove, target.replica.pushes.online) ?? null;
        if (text !== null) showToast({ scope: toasts.scope }, text);
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
