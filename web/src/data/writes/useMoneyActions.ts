import { useMemo } from 'react';
import type { Ticket } from '@restaurantpro/schema';
import { needsTicket } from '../../lib/check-money.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { type AdjustmentDraft, recordAdjustment } from '../repositories/adjustments.ts';
import { type PaymentDraft, recordPayment, type TakenPayment } from '../repositories/payments.ts';
import { type RecordedRefund, recordRefund, type RefundDraft } from '../repositories/refunds.ts';
import { issueTicket, type TicketRequest } from '../repositories/tickets.ts';
import { toWriteError } from '../repositories/write-error.ts';
import { useWriteRunner } from './useWriteRunner.ts';
import { showToast, type ToastChannel } from './write.ts';

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
  const { guarded, run, channel: scoped, busy } = useWriteRunner(channel);

  return useMemo(
    () =>
      ({
        pay: (draft, labels, options) =>
          guarded(async ({ replica, context }) => {
            const toast = options?.quiet === true ? () => undefined : showToast;
            const taken = await recordPayment(replica.db, draft, context());
            if (!needsTicket(taken.money)) {
              toast(scoped, TOASTS.paymentTaken);
              return { ...taken, ticket: null, ticketProblem: null };
            }
            try {
              const ticket = await issueTicket(replica.db, { checkId: draft.checkId, ...labels }, context());
              toast(scoped, TOASTS.checkPaid);
              return { ...taken, ticket, ticketProblem: null };
            } catch (error) {
              // The money is in: only its ticket waits ('Emitir ticket' once the reason is fixed).
              const problem = toWriteError(error);
              toast(scoped, TOASTS.ticketFailed, problem.reason);
              return { ...taken, ticket: null, ticketProblem: problem.reason };
            }
          }, TOASTS.paymentFailed),
        issueTicket: (request) => run(issueTicket, request, TOASTS.ticketIssued, TOASTS.ticketFailed),
        adjust: async (draft) => {
          const done = draft.kind === 'invitation' ? TOASTS.invitationMade : TOASTS.adjustmentMade;
          return (await run(recordAdjustment, draft, done, TOASTS.adjustmentFailed)) !== null;
        },
        refund: (draft) => run(recordRefund, draft, TOASTS.refundMade, TOASTS.refundFailed),
        busy,
      }) satisfies MoneyActions,
    [guarded, run, scoped, busy],
  );
}
