import {
  buildRectifyingTicket,
  businessDate as businessDateOf,
  DEFAULT_TIME_ZONE,
  docId,
  type PaymentMethod,
  type Refund,
  refundSchema,
  type Ticket,
} from '@restaurantpro/schema';
import { getOrNull, type StoredDoc } from '../queries.ts';
import { issueOnDevice } from '../ticket-series.ts';
import type { WriteContext } from './context.ts';
import { newDocFields } from './doc-writes.ts';
import { readTicketToWriteOn, storeMoneyDoc } from './money-sources.ts';
import type { Approval } from './voids.ts';
import { repositoryWrite } from './write-error.ts';

/**
 * Refunds (devoluciones) on a sale ticket: a refund document and its rectifying ticket (factura
 * rectificativa) in this device's R series. Nothing is edited: the sale ticket stays as printed.
 * A manager writes them; anyone else carries a manager's approval for exactly this refund's id.
 */

export interface RefundDraft {
  /** The refund's id part, made before the approval was asked for. */
  id: string;
  /** The sale ticket's id part (`<series>-<number>`). */
  ticketId: string;
  amount: string;
  method: PaymentMethod;
  reason: string;
  approval?: Approval;
  /** The waiter as printed on the rectifying ticket. */
  waiter: string;
  timeZone?: string;
}

export interface RecordedRefund {
  refund: Refund;
  ticket: Ticket;
}

export const recordRefund = repositoryWrite(async function recordRefund(
  db: PouchDB.Database,
  draft: RefundDraft,
  ctx: WriteContext,
): Promise<RecordedRefund> {
  const { ticket: original, settings, sources } = await readTicketToWriteOn(db, draft.ticketId);
  const id = docId('refund', draft.id);
  let refund = await getOrNull<Refund & StoredDoc>(db, id);
  if (!refund) {
    const next = refundSchema.parse({
      ...newDocFields('refund', id, ctx),
      ticketId: draft.ticketId,
      checkId: original.checkId,
      businessDate: businessDateOf(ctx.now, draft.timeZone ?? DEFAULT_TIME_ZONE),
      amount: draft.amount,
      method: draft.method,
      reason: draft.reason.trim(),
      by: ctx.actor.id,
      ...(draft.approval ?? {}),
    });
    // The schema's rule, as the gateway applies it: a manager or an approval, the day open, and never
    // more than the ticket took less what earlier refunds gave back.
    await storeMoneyDoc(db, ctx.actor, next, sources);
    refund = next as Refund & StoredDoc;
  }
  // A retry after the refund was stored but before its ticket: the rectifying ticket is issued once.
  const refundId = draft.id;
  const issued = sources.tickets.find((ticket) => ticket.refundId === refundId);
  if (issued) return { refund, ticket: issued };
  const stored = refund;
  const ticket = await issueOnDevice(
    db,
    { prefix: settings.seriesPrefix, kind: 'rectifying', timeZone: draft.timeZone },
    ctx,
    (numbering) => buildRectifyingTicket(original, stored, { ...numbering, waiter: draft.waiter }),
  );
  return { refund, ticket };
});
