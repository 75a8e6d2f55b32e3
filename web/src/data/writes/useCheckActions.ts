import { useMemo } from 'react';
import type { LineRef } from '@restaurantpro/schema';
import { TOASTS, type ToastText } from '../../lib/toasts.ts';
import type { RepositoryWrite } from './useBackOfficeWriter.ts';
import { endCheck, mergeCheck, moveCheck, reopenCheck, requestBill, setGuests, transferLines, type CheckEnding } from '../repositories/checks.ts';
import { markTableReady } from '../repositories/tables.ts';
import { voidLines, type VoidRequest } from '../repositories/voids.ts';
import { useWriteRunner } from './useWriteRunner.ts';
import type { ToastChannel } from './write.ts';

export interface CheckActions {
  requestBill: (checkId: string) => Promise<boolean>;
  reopen: (checkId: string) => Promise<boolean>;
  setGuests: (checkId: string, guests: number) => Promise<boolean>;
  move: (checkId: string, tableId: string) => Promise<boolean>;
  merge: (checkId: string, intoCheckId: string) => Promise<boolean>;
  transfer: (fromCheckId: string, toCheckId: string, lines: readonly LineRef[]) => Promise<boolean>;
  end: (checkId: string, to: CheckEnding, reason: string) => Promise<boolean>;
  /** Voids lines (or a whole round); a started line on a waiter's device carries a manager's approval. */
  voidLines: (request: VoidRequest) => Promise<boolean>;
  tableReady: (tableId: string) => Promise<boolean>;
  /** Whether a write is under way (the dialogs disable their buttons meanwhile). */
  busy: boolean;
}

/**
 * Everything a floor screen does to a table's check, as the signed-in user on the floor replica, with
 * one toast per outcome on `channel`. A refusal shows the device's Spanish reason (the schema's
 * words), as the back office shows its refusals. Each action resolves to whether it was stored.
 */
export function useCheckActions(channel: ToastChannel = 'app'): CheckActions {
  const { run, busy } = useWriteRunner(channel);

  return useMemo(() => {
    // Every check write resolves to the stored document: null is the failure already toasted.
    const stored = <I, R>(write: RepositoryWrite<I, R>, input: I, done: ToastText, failed: ToastText) =>
      run(write, input, done, failed).then((result) => result !== null);
    const failed = TOASTS.checkUpdateFailed;
    return {
      requestBill: (checkId) => stored(requestBill, checkId, TOASTS.billRequested, failed),
      reopen: (checkId) => stored(reopenCheck, checkId, TOASTS.checkReopened, failed),
      setGuests: (checkId, guests) => stored(setGuests, { checkId, guests }, TOASTS.guestsUpdated, failed),
      move: (checkId, tableId) => stored(moveCheck, { checkId, tableId }, TOASTS.checkMoved, failed),
      merge: (checkId, intoCheckId) => stored(mergeCheck, { checkId, intoCheckId }, TOASTS.checksMerged, failed),
      transfer: (fromCheckId, toCheckId, lines) =>
        stored(transferLines, { fromCheckId, toCheckId, lines }, TOASTS.linesTransferred, failed),
      end: (checkId, to, reason) =>
        stored(endCheck, { checkId, to, reason }, to === 'closed' ? TOASTS.checkClosed : TOASTS.checkVoided, failed),
      voidLines: (request) =>
        stored(
          voidLines,
          request,
          request.lineIds?.length === 1 ? TOASTS.lineVoided : TOASTS.roundVoided,
          TOASTS.voidFailed,
        ),
      tableReady: (tableId) => stored(markTableReady, tableId, TOASTS.tableReady, TOASTS.tableReadyFailed),
      busy,
    } satisfies CheckActions;
  }, [run, busy]);
}
