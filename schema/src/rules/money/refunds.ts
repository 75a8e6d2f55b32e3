import type { Refund } from '../../docs/money.ts';
import type { Ticket } from '../../docs/ticket.ts';
import { idPart } from '../../ids.ts';
import { toCents } from '../../money.ts';
import { euros } from './format.ts';

/** A refund by a floor role without a manager's confirmation (a role refusal: 403 at the API). */
export const REFUND_ROLE_MESSAGE = 'Solo un gerente puede hacer devoluciones';
export const REFUND_FINAL_MESSAGE = 'Una devolución no se modifica ni se borra';
export const TICKET_MISSING_MESSAGE = 'El ticket no existe';

/** More than is left to give back on the ticket, with what is left. */
export function refundAboveMessage(leftCents: number): string {
  return `La devolución supera lo cobrado en el ticket (${euros(leftCents)})`;
}

/**
 * Why a refund may not be made on `ticket`, or null (decision 8): on a sale's ticket (a correction
 * is not corrected again) of the same check, at least a cent and at most the ticket's total less
 * what earlier refunds gave back. `earlierRefunds` may include this refund: it is not counted twice.
 */
export function refundProblem(
  refund: Refund,
  ticket: Ticket,
  earlierRefunds: readonly Refund[],
): string | null {
  if (ticket.kind !== 'simplified') return 'Solo se devuelve sobre un ticket de venta';
  if (refund.ticketId !== idPart(ticket._id)) return TICKET_MISSING_MESSAGE;
  if (refund.checkId !== ticket.checkId) return 'La devolución no es de la cuenta de ese ticket';
  const amount = toCents(refund.amount);
  if (amount < 1) return 'La devolución debe ser de al menos 0,01 €';
  const given = earlierRefunds
    .filter((earlier) => earlier._id !== refund._id && earlier.ticketId === refund.ticketId)
    .reduce((sum, earlier) => sum + toCents(earlier.amount), 0);
  const left = Math.max(toCents(ticket.total) - given, 0);
  return amount > left ? refundAboveMessage(left) : null;
}
