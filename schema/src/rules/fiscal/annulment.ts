import type { Annulment } from '../../docs/annulment.ts';
import type { FiscalAnulacion } from '../../docs/fiscal.ts';
import type { Refund } from '../../docs/money.ts';
import type { Ticket } from '../../docs/ticket.ts';
import { docId, idPart } from '../../ids.ts';
import { anulacionHuella } from './huella.ts';
import { fiscalTimestamp, fiscalTimestampMs } from './local-time.ts';
import type { ChainHead } from './record.ts';

/**
 * The cancellation of a ticket (registro de anulación, DESIGN.md §11): only a simplified ticket
 * issued in error and never handed over, by a manager, with a reason. Its record names the ticket's
 * own record (issuer, number, date) and takes the next place in the chain of the device writing it,
 * which need not be the device that issued the ticket: the installation that generates a record
 * chains it. A ticket the customer already holds (refunded, or replaced by a full invoice) is
 * corrected, never cancelled.
 */

export const ANNULMENT_MESSAGES = {
  by: 'La anulación debe quedar a nombre de quien la hace',
  id: 'Una anulación se identifica por el ticket que anula',
  onlySimplified: 'Solo se anula un ticket simplificado emitido por error',
  noRecord: 'El ticket no lleva registro de facturación: no se anula',
  check: 'La anulación no corresponde a la cuenta del ticket',
  day: 'La anulación va en el día de caja de su ticket',
  refunded: 'Un ticket con devoluciones ya se entregó al cliente: no se anula',
  replaced: 'Un ticket sustituido por una factura completa no se anula',
  fields: 'El registro de anulación no corresponde al ticket que anula',
  huella: 'La huella del registro de anulación no corresponde a sus datos',
  final: 'Una anulación no se modifica ni se borra',
  noRefund: 'Un ticket anulado no admite devoluciones',
  noInvoice: 'Un ticket anulado no se sustituye por una factura completa',
} as const;

/** `annulment:T-K7Q4-000042`: a ticket is cancelled once, whoever writes it. */
export function annulmentDocId(ticketId: string): string {
  return docId('annulment', ticketId);
}

/** The anulación of `ticket`'s record, next in the chain after `head`, made at `at`. */
export function buildAnulacion(ticket: Ticket, head: ChainHead, at: Date, timeZone: string): FiscalAnulacion {
  const cancelled = ticket.fiscal;
  if (cancelled === undefined) throw new RangeError(ANNULMENT_MESSAGES.noRecord);
  const fields = {
    NumeroInstalacion: head.installation,
    seq: head.seq + 1,
    IDEmisorFacturaAnulada: cancelled.IDEmisorFactura,
    NumSerieFacturaAnulada: cancelled.NumSerieFactura,
    FechaExpedicionFacturaAnulada: cancelled.FechaExpedicionFactura,
    FechaHoraHusoGenRegistro: fiscalTimestamp(at, timeZone),
    ...(head.last === undefined ? {} : { RegistroAnterior: head.last }),
  };
  return { ...fields, Huella: anulacionHuella({ ...fields, previousHuella: head.last?.Huella ?? '' }) };
}

export interface AnnulmentRequest {
  ticket: Ticket;
  reason: string;
  /** The manager's user id. */
  by: string;
  at: Date;
  timeZone: string;
}

/** The annulment document of a request, its record chained after `head`. */
export function buildAnnulment(request: AnnulmentRequest, head: ChainHead): Annulment {
  const { ticket, by, at } = request;
  const ticketId = idPart(ticket._id);
  const now = at.toISOString();
  return {
    _id: annulmentDocId(ticketId),
    type: 'annulment',
    createdAt: now,
    updatedAt: now,
    updatedBy: by,
    ticketId,
    checkId: ticket.checkId,
    // The ticket's day (still open): its Z report is where the sale stops counting.
    businessDate: ticket.businessDate,
    reason: request.reason.trim(),
    by,
    fiscal: buildAnulacion(ticket, head, at, request.timeZone),
  };
}

/** What else is known of the cancelled ticket: whether the customer has it in some other form. */
export interface AnnulledTicketFacts {
  refunds: readonly Refund[];
  /** Full invoices replacing it. */
  invoices: readonly Ticket[];
}

/**
 * Why `annulment` cannot cancel `ticket`, or null: a simplified ticket with its record, of the same
 * check, never refunded or replaced; the anulación names that record exactly, was generated when the
 * annulment was written (to the second), links to its predecessor unless it opens its chain, and its
 * huella is the hash of its fields. Whether the link names the record really before it is the
 * chain's rule (fiscalChainProblem).
 */
export function annulmentProblem(
  annulment: Annulment,
  ticket: Ticket,
  facts: AnnulledTicketFacts,
): string | null {
  if (annulment._id !== annulmentDocId(annulment.ticketId) || annulment.ticketId !== idPart(ticket._id))
    return ANNULMENT_MESSAGES.id;
  if (ticket.kind !== 'simplified') return ANNULMENT_MESSAGES.onlySimplified;
  const cancelled = ticket.fiscal;
  if (cancelled === undefined) return ANNULMENT_MESSAGES.noRecord;
  if (annulment.checkId !== ticket.checkId) return ANNULMENT_MESSAGES.check;
  if (annulment.businessDate !== ticket.businessDate) return ANNULMENT_MESSAGES.day;
  if (facts.refunds.length > 0) return ANNULMENT_MESSAGES.refunded;
  if (facts.invoices.length > 0) return ANNULMENT_MESSAGES.replaced;
  const record = annulment.fiscal;
  const generated = fiscalTimestampMs(record.FechaHoraHusoGenRegistro);
  const written = Math.floor(Date.parse(annulment.createdAt) / 1000) * 1000;
  if (
    record.IDEmisorFacturaAnulada !== cancelled.IDEmisorFactura ||
    record.NumSerieFacturaAnulada !== cancelled.NumSerieFactura ||
    record.FechaExpedicionFacturaAnulada !== cancelled.FechaExpedicionFactura ||
    generated !== written ||
    (record.seq === 1) !== (record.RegistroAnterior === undefined)
  ) {
    return ANNULMENT_MESSAGES.fields;
  }
  return anulacionVerifies(record) ? null : ANNULMENT_MESSAGES.huella;
}

/** Whether an anulación's huella is the hash of its own fields (the ticket it names aside). */
export function anulacionVerifies(record: FiscalAnulacion): boolean {
  return (
    record.Huella === anulacionHuella({ ...record, previousHuella: record.RegistroAnterior?.Huella ?? '' })
  );
}

/** The ids (id parts) of the tickets `annulments` cancel: they stay in their series but sell nothing. */
export function annulledTicketIds(annulments: readonly Pick<Annulment, 'ticketId'>[]): ReadonlySet<string> {
  return new Set(annulments.map((annulment) => annulment.ticketId));
}
