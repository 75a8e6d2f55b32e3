import type { Ticket } from '../../docs/ticket.ts';
import { idPart } from '../../ids.ts';
import { canonicalJson } from '../../merge/canonical.ts';
import type { Role } from '../../roles.ts';
import { normalizeTaxId, TAX_ID_FORMAT_MESSAGE, taxIdProblem } from './tax-id.ts';

/**
 * The full invoice (factura completa) a customer asks for in place of a paid simplified invoice
 * (RD 1619/2012 art. 7.3; TipoFactura F3 in Verifactu): the customer's NIF, name and address, the
 * simplified invoice it replaces, and that invoice's own lines, taxes, total and payments. A simplified
 * invoice is replaced once, by the issuer who issued it. A full invoice that replaces nothing (F1) is
 * the check's own sale document, issued from its bill where a simplified invoice may not be (over
 * 3.000 €). This file holds what the invoice's own fields say (ticketProblem asks it), what it must
 * agree with in the replaced ticket, and the one sale document of a check (the write dispatch asks
 * those, with the store's lookups).
 */

/** Who issues a full invoice: the floor's money roles (the kitchen takes no customer's data). */
export const INVOICE_ROLES: readonly Role[] = ['admin', 'manager', 'waiter'];

export const INVOICE_MESSAGES = {
  role: 'Solo gerencia y meseros emiten facturas completas',
  fields: 'Una factura completa lleva los datos del cliente y la factura simplificada que sustituye',
  customer: 'Una factura completa lleva los datos del cliente',
  notInvoice: 'Solo una factura completa lleva datos de cliente o sustituye a otra factura',
  series: 'Las facturas completas van en su propia serie (F…)',
  name: 'Indica el nombre o razón social del cliente',
  address: 'Indica la dirección del cliente',
  missing: 'La factura simplificada que se sustituye no existe',
  notSimplified: 'Solo se sustituye una factura simplificada: no un ticket rectificativo ni otra factura',
  reference: 'La factura no corresponde a la factura simplificada que sustituye',
  amounts: 'Los importes de la factura no son los de la factura simplificada que sustituye',
  notPaid: 'La cuenta aún no está pagada: cobra antes de emitir la factura',
  /** A correction of a full invoice is a rectificativa of that invoice (R1–R4), not a rectifying ticket. */
  noRefund: 'Este ticket se sustituyó por una factura completa: no admite devoluciones en el TPV',
} as const;

/** A simplified invoice already replaced by another full invoice. */
export function alreadyReplacedMessage(ticketId: string, invoiceId: string): string {
  return `La factura simplificada ${ticketId} ya se sustituyó por la factura ${invoiceId}`;
}

/** A check already invoiced: its simplified invoice or its full invoice (F1) is stored. */
export function checkInvoicedMessage(ticketId: string): string {
  return `Esta cuenta ya tiene su factura ${ticketId}`;
}

/**
 * Why a ticket's customer and replaced-ticket fields are wrong for its kind, or null: only a full
 * invoice carries them, in its own series, with a NIF that verifies (stored normalized, as the AEAT
 * takes it), a name and an address; the replaced ticket is an F3's (an F1 names none).
 */
export function invoiceFieldsProblem(ticket: Ticket): string | null {
  if (ticket.kind !== 'invoice') {
    return ticket.customer === undefined && ticket.replaces === undefined
      ? null
      : INVOICE_MESSAGES.notInvoice;
  }
  const { customer, replaces } = ticket;
  if (customer === undefined) return INVOICE_MESSAGES.customer;
  if (!ticket.series.startsWith('F')) return INVOICE_MESSAGES.series;
  const nifProblem = taxIdProblem(customer.nif);
  if (nifProblem !== null) return nifProblem;
  if (normalizeTaxId(customer.nif) !== customer.nif) return TAX_ID_FORMAT_MESSAGE;
  if (customer.name.trim() === '') return INVOICE_MESSAGES.name;
  if (customer.address.trim() === '') return INVOICE_MESSAGES.address;
  if (replaces === undefined) return null;
  const named = `${replaces.series}-${String(replaces.number).padStart(6, '0')}`;
  return replaces.ticketId === named ? null : INVOICE_MESSAGES.reference;
}

/**
 * Why `ticket` cannot be replaced by a full invoice whatever the invoice says, or null: only a
 * simplified invoice is (asked before building one from it, whose figures would be a correction's).
 */
export function replaceableProblem(ticket: Ticket): string | null {
  return ticket.kind === 'simplified' ? null : INVOICE_MESSAGES.notSimplified;
}

/** What a full invoice repeats of the ticket it replaces: the sale as charged. */
const chargedOf = (ticket: Ticket) =>
  canonicalJson({
    lines: ticket.lines,
    adjustments: ticket.adjustments,
    taxes: ticket.taxes,
    total: ticket.total,
    payments: ticket.payments,
  });

/**
 * Why `invoice` may not replace `replaced` (undefined: not stored), or null: the replaced ticket is
 * a simplified invoice of the same issuer and check, named by its number and issue date, not yet
 * replaced by another invoice (`invoicesOfReplaced`: the full invoices naming it, this one possibly
 * among them), whose lines, adjustments, taxes, total and payments the invoice repeats exactly.
 */
export function replacementProblem(
  invoice: Ticket,
  replaced: Ticket | undefined,
  invoicesOfReplaced: readonly Ticket[],
): string | null {
  const replaces = invoice.replaces;
  if (replaces === undefined) return INVOICE_MESSAGES.fields;
  if (replaced === undefined) return INVOICE_MESSAGES.missing;
  const kind = replaceableProblem(replaced);
  if (kind !== null) return kind;
  const other = invoicesOfReplaced.find(
    (earlier) => earlier._id !== invoice._id && earlier.replaces?.ticketId === replaces.ticketId,
  );
  if (other !== undefined) return alreadyReplacedMessage(replaces.ticketId, idPart(other._id));
  if (
    idPart(replaced._id) !== replaces.ticketId ||
    replaced.series !== replaces.series ||
    replaced.number !== replaces.number ||
    replaced.checkId !== invoice.checkId ||
    replaced.issuer.nif !== invoice.issuer.nif ||
    (replaced.fiscal !== undefined && replaced.fiscal.FechaExpedicionFactura !== replaces.issueDate)
  ) {
    return INVOICE_MESSAGES.reference;
  }
  return chargedOf(replaced) === chargedOf(invoice) ? null : INVOICE_MESSAGES.amounts;
}

/**
 * Whether a ticket is its check's sale document: the simplified invoice, or the full invoice issued
 * instead of one (F1). A rectifying ticket corrects one and an F3 replaces one: neither is another.
 */
export function isSaleDocument(ticket: Pick<Ticket, 'kind' | 'replaces'>): boolean {
  return ticket.kind === 'simplified' || (ticket.kind === 'invoice' && ticket.replaces === undefined);
}

/**
 * Why `ticket` may not be issued for its check, or null: a full invoice issued instead of a
 * simplified one (F1) is the check's one sale document, so an F1 for a check that already has a
 * sale document, or a simplified invoice for a check that has an F1, is refused (`ofCheck`: its
 * stored tickets, this one possibly among them). Two simplified invoices for one check stay as they
 * were: two devices that took the last payment at once each issue theirs, and the surplus shows as
 * 'Cobro de más' (docs/money.md).
 */
export function saleDocumentProblem(ticket: Ticket, ofCheck: readonly Ticket[]): string | null {
  if (!isSaleDocument(ticket)) return null;
  const isF1 = (doc: Ticket) => doc.kind === 'invoice';
  const other = ofCheck.find(
    (earlier) =>
      earlier._id !== ticket._id &&
      earlier.checkId === ticket.checkId &&
      isSaleDocument(earlier) &&
      (isF1(ticket) || isF1(earlier)),
  );
  return other === undefined ? null : checkInvoicedMessage(idPart(other._id));
}
