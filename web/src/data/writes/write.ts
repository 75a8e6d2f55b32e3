import { useMemo } from 'react';
import { describeError, type ToastText } from '../../lib/toasts.ts';
import { useClock } from '../clock.ts';
import { notify, screenToast } from '../notify.ts';
import type { Replica, ReplicaName } from '../replica.ts';
import { useReplica } from '../ReplicaContext.ts';
import type { WriteContext } from '../repositories/context.ts';
import { toWriteError } from '../repositories/write-error.ts';
import { useSession } from '../session.ts';

/**
 * What every write hook shares: where a write goes (the replica, the signed-in user, the clock) and
 * how a failure becomes a toast. This is the one place a failed write is mapped to the spec's texts.
 */

/** A replica to write to and the context each write is stamped with (who, and now). */
export interface WriteTarget {
  replica: Replica;
  context: () => WriteContext;
}

/** The replica `name`, the signed-in user and the clock, or null while there is no user or replica. */
export function useWriteTarget(name: ReplicaName = 'floor'): WriteTarget | null {
  const replica = useReplica(name);
  const user = useSession((state) => state.user);
  const clock = useClock();
  return useMemo(
    () =>
      replica && user
        ? { replica, context: () => ({ actor: { id: user.id, role: user.role }, now: clock() }) }
        : null,
    [replica, user, clock],
  );
}

/** Where a use case's toasts go: the app's queue, or a task screen's single toast (`scope`). */
export type ToastChannel = 'app' | { scope: string };

export function showToast(channel: ToastChannel, text: ToastText, detail?: string): void {
  if (channel === 'app') notify(text, detail);
  else screenToast(channel.scope, detail === undefined ? text : { ...text, description: detail });
}

/**
 * How the Spanish reason of a write the device refused is shown: as the toast's description (the back
 * office, whose reasons are whole sentences: the schema's in-use reasons), after
 * the failure text (the catalogue: 'No se pudo crear el producto. No permitido: …'), or not at all
 * (the task screens, whose refusals come from the server through sync).
 */
export type RefusalWording = 'reason' | 'after-failure' | 'none';

export interface FailureToast {
  channel: ToastChannel;
  failed: ToastText;
  refusal: RefusalWording;
}

/** Shows the failure toast of a write; a failure the toast does not explain goes to the console too. */
export function reportFailure({ channel, failed, refusal }: FailureToast, error: unknown): void {
  const problem = toWriteError(error);
  if (problem.kind === 'refused' && refusal === 'reason') {
    showToast(channel, failed, problem.reason);
    return;
  }
  if (problem.kind === 'refused' && refusal === 'after-failure') {
    showToast(channel, failed, `${failed.description ?? failed.title}. ${describeError(problem)}`);
    return;
  }
  showToast(channel, failed);
  // Kept for whoever investigates: the toast only says that the write failed.
  console.warn(failed.description ?? failed.title, describeError(problem), problem.cause ?? problem);
}
