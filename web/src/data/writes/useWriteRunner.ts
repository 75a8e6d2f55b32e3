import { useCallback, useMemo, useState } from 'react';
import type { ToastText } from '../../lib/toasts.ts';
import type { RepositoryWrite } from './useBackOfficeWriter.ts';
import { reportFailure, showToast, type ToastChannel, useWriteTarget, type WriteTarget } from './write.ts';

export interface WriteRunner {
  /**
   * Runs `work` on the floor replica as the signed-in user. A failure shows `failed` with the device's
   * Spanish reason for a refusal (the schema's words) and resolves to null, as does a missing session.
   */
  guarded: <R>(work: (target: WriteTarget) => Promise<R>, failed: ToastText) => Promise<R | null>;
  /** Runs one repository write (see `guarded`) and confirms it with the toast `done`. */
  run: <I, R>(write: RepositoryWrite<I, R>, input: I, done: ToastText, failed: ToastText) => Promise<R | null>;
  /** Where the toasts go. */
  channel: ToastChannel;
  /** Whether a write is under way (the dialogs disable their buttons meanwhile). */
  busy: boolean;
}

/**
 * What the floor's use-case hooks (money, checks, invoices, annulments) share: the write target, one
 * busy flag for all their writes, and one toast per outcome on `channel`.
 */
export function useWriteRunner(channel: ToastChannel = 'app'): WriteRunner {
  const target = useWriteTarget('floor');
  const [busy, setBusy] = useState(false);
  const channelKey = typeof channel === 'string' ? channel : channel.scope;
  // Callers pass a fresh `{ scope }` each render: the key keeps the callbacks stable.
  const scoped = useMemo<ToastChannel>(() => (channelKey === 'app' ? 'app' : { scope: channelKey }), [channelKey]);

  const guarded = useCallback<WriteRunner['guarded']>(
    async (work, failed) => {
      if (!target) return null;
      setBusy(true);
      try {
        return await work(target);
      } catch (error) {
        reportFailure({ channel: scoped, failed, refusal: 'reason' }, error);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [target, scoped],
  );

  const run = useCallback<WriteRunner['run']>(
    (write, input, done, failed) =>
      guarded(async ({ replica, context }) => {
        const result = await write(replica.db, input, context());
        showToast(scoped, done);
        return result;
      }, failed),
    [guarded, scoped],
  );

  return { guarded, run, channel: scoped, busy };
}
