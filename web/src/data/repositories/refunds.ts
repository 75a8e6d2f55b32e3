import {
  buildRectifyingTicket,
  businessDate as businessDateOf,
  DEFAULT_TIME_ZONE,
  docId,
  type PaymentMethod,
  type Refund,
  refundSchema,
  SETTINGS_MISSING_MESSAGE,
  type Ticket,
} from '@restaurantpro/schema';
import { getOrNull, type StoredDoc } from '../queries.ts';
import { chainSeries, deviceSeries, issueNumbered } from '../ticket-series.ts';
import type { WriteContext } from './context.ts';
import { judgeMoneyWrite, readMoneySources, replicaMoneyContext } from './money-sources.ts';
import type { Approval } from './voids.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

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
  { actor, now }: WriteContext,
): Promise<RecordedRefund> {
  const sources = await readMoneySources(db);
  const original = sources.tickets.find((ticket) => ticket._id === docId('ticket', draft.ticketId));
  if (!original) throw new WriteError('not-found', 'El ticket ya no existe');
  const { settings } = sources;
  if (!settings) throw new WriteError('refused', SETTINGS_MISSING_MESSAGE);
  const id = docId('refund', draft.id);
  const day = businessDateOf(now, draft.timeZone ?? DEFAULT_TIME_ZONE);
  let refund = await getOrNull<Refund & StoredDoc>(db, id);
  if (!refund) {
    const at = now.toISOString();
    const next = refundSchema.parse({
      _id: id,
      type: 'refund',
      createdAt: at,
      updatedAt: at,
      updatedBy: actor.id,
      ticketId: draft.ticketId,
      checkId: original.checkId,
      businessDate: day,
      amount: draft.amount,
      method: draft.method,
      reason: draft.reason.trim(),
      by: actor.id,
      ...(draft.approval ?? {}),
    });
    // The schema's rule, as the gateway applies it: a manager or an approval, the day open, and never
    // more than the ticket took less what earlier refunds gave back.
    judgeMoneyWrite(actor, next, await replicaMoneyContext(db, sources));
    await db.put(next);
    refund = next as Refund & StoredDoc;
  }
  // A retry after the refund was stored but before its ticket: the rectifying ticket is issued once.
  const refundId = draft.id;
  const issued = sources.tickets.find((ticket) => ticket.refundId === refundId);
  if (issued) return { refund, ticket: issued };
  const series = await deviceSeries(db, settings.seriesPrefix);
  const { rectifying } = series;
  const issuedAt = now.toISOString();
  const stored = refund;
  const ticket = await issueNumbered(db, rectifying, (number) =>
    buildRectifyingTicket(original, stored, {
      series: rectifying,
      number,
      issuedAt,
      businessDate: day,
      by: actor.id,
      waiter: draft.waiter,
    }),
    { series: chainSeries(series), timeZone: draft.timeZone },
  );
  return { refund, ticket };
});
