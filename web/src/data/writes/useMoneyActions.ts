import { useMemo, useState } from 'react';
import type { Ticket } from '@restaurantpro/schema';
import { needsTicket } from '../../lib/check-money.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { type AdjustmentDraft, recordAdjustment } from '../repositories/adjustments.ts';
import { type PaymentDraft, recordPayment, type TakenPayment } from '../repositories/payments.ts';
import { type RecordedRefund, recordRefund, type RefundDraft } from '../repositories/refunds.ts';
import { issueTicket, type TicketRequest } from '../repositories/tickets.ts';
import { toWriteError } from '../repositories/write-error.ts';
import { reportFailure, showToast, useWriteTarget, type ToastChannel } from './write.ts';

/** How a ticket is printed on paper: the waiter and table names (the rest is the bill's). */
export type TicketLabels = Omit<TicketRequest, 'checkId'>;

export interface PaymentOutcome extends TakenPayment {
  /** The ticket this payment made the device issue (it covered the bill). */
  ticket: Ticket | null;
  /** Why a paid check got no ticket yet (settings missing): 'Emitir ticket' later. */
  ticketProblem: string | null;
}

export interface MoneyActions {
  /**
   * Takes one payment; when it covers the bill, issues the check's ticket on this device. `quiet`:
   * the caller shows the outcome itself (paid, ticket, why no ticket), so no toast says it again.
   */
  pay: (draft: PaymentDraft, labels: TicketLabels, options?: { quiet?: boolean }) => Promise<PaymentOutcome | null>;
  /** 'Emitir ticket' for a paid check without one. */
  issueTicket: (request: TicketRequest) => Promise<Ticket | null>;
  /** A discount or invitación (its approval already obtained when the writer is not a manager). */
  adjust: (draft: AdjustmentDraft) => Promise<boolean>;
  /** A refund on a sale ticket and its rectifying ticket. */
  refund: (draft: RefundDraft) => Promise<RecordedRefund | null>;
  busy: boolean;
}

/**
 * The waiter's money on the floor replica: payments, the ticket, discounts and refunds, as the
 * signed-in user, with one toast per outcome. A payment is never held back by its ticket: when the
 * ticket cannot be issued (no restaurant settings yet) the payment stays and the reason is shown.
 */
export function useMoneyActions(channel: ToastChannel = 'app'): MoneyActions {
  const target = useWriteTarget('floor');
  const [busy, setBusy] = useState(false);
  const channelKey = typeof channel === 'string' ? channel : channel.scope;

  return useMemo(() => {
    const scoped: ToastChannel = channelKey === 'app' ? 'app' : { scope: channelKey };
    async function guarded<R>(work: () => Promise<R>, failed: typeof TOASTS.paymentFailed): Promise<R | null> {
      if (!target) return null;
      setBusy(true);
      try {
        return await work();
      } catch (error) {
        reportFailure({ channel: scoped, failed, refusal: 'reason' }, error);
        return null;
      } finally {
        setBusy(false);
      }
    }
    return {
      pay: (draft, labels, options) =>
        guarded(async () => {
          if (!target) throw new Error('Sin réplica');
          const toast = options?.quiet === true ? () => undefined : showToast;
          const taken = await recordPayment(target.replica.db, draft, target.context());
          if (!needsTicket(taken.money)) {
            toast(scoped, TOASTS.paymentTaken);
            return { ...taken, ticket: null, ticketProblem: null };
          }
          try {
            const ticket = await issueTicket(target.replica.db, { checkId: draft.checkId, ...labels }, target.context());
            toast(scoped, TOASTS.checkPaid);
            return { ...taken, ticket, ticketProblem: null };
          } catch (error) {
            // The money is in: only its ticket waits ('Emitir ticket' once the reason is fixed).
            const problem = toWriteError(error);
            toast(scoped, TOASTS.ticketFailed, problem.reason);
            return { ...taken, ticket: null, ticketProblem: problem.reason };
          }
        }, TOASTS.paymentFailed),
      issueTicket: (request) =>
        guarded(async () => {
          if (!target) throw new Error('Sin réplica');
          const ticket = await issueTicket(target.replica.db, request, target.context());
          showToast(scoped, TOASTS.ticketIssued);
          return ticket;
        }, TOASTS.ticketFailed),
      adjust: async (draft) =>
        (await guarded(async () => {
          if (!target) throw new Error('Sin réplica');
          await recordAdjustment(target.replica.db, draft, target.context());
          showToast(scoped, draft.kind === 'invitation' ? TOASTS.invitationMade : TOASTS.adjustmentMade);
          return true;
        }, TOASTS.adjustmentFailed)) ?? false,
      refund: (draft) =>
        guarded(async () => {
          if (!target) throw new Error('Sin réplica');
          const recorded = await recordRefund(target.replica.db, draft, target.context());
          showToast(scoped, TOASTS.refundMade);
          return recorded;
        }, TOASTS.refundFailed),
      busy,
    } satisfies MoneyActions;
  }, [target, channelKey, busy]);
}
