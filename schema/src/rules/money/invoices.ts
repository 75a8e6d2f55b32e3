import type { Customer, Ticket } from '../../docs/ticket.ts';
import { idPart } from '../../ids.ts';
import type { Bill } from './bill.ts';
import { fiscalDate } from '../fiscal/local-time.ts';
import { normalizeTaxId } from './tax-id.ts';
import { buildTicket, ticketHeader, ticketSeries, type TicketNumbering } from './tickets.ts';

export {
  INVOICE_MESSAGES,
  INVOICE_ROLES,
  alreadyReplacedMessage,
  checkInvoicedMessage,
  invoiceFieldsProblem,
  isSaleDocument,
  replaceableProblem,
  replacementProblem,
  saleDocumentProblem,
} from './invoice-check.ts';

/**
 * The full invoices of a device: 'FT-K7Q4', gap-free like its sales and rectifying tickets, and
 * chained in the same installation (the series code), so the device still numbers them alone.
 */
export function invoiceSeries(prefix: string, code: string): string {
  return `F${ticketSeries(prefix, code)}`;
}

/** The customer as stored: the NIF normalized as the AEAT takes it, name and address trimmed. */
export function customerOf(input: Customer): Customer {
  return { nif: normalizeTaxId(input.nif), name: input.name.trim(), address: input.address.trim() };
}

/**
 * The full invoice (F3) that replaces `replaced` for `customer`: the same issuer, check, lines,
 * adjustments, taxes, total and payments, numbered in an invoice series, naming the replaced ticket
 * by its number and issue date (its record's, or the calendar day it was issued in `timeZone` when it
 * carries none).
 */
export function buildInvoice(
  replaced: Ticket,
  customer: Customer,
  numbering: TicketNumbering,
  timeZone: string,
): Ticket {
  const issueDate =
    replaced.fiscal?.FechaExpedicionFactura ?? fiscalDate(new Date(replaced.issuedAt), timeZone);
  return {
    ...ticketHeader('invoice', replaced.checkId, numbering),
    issuer: replaced.issuer,
    ...(replaced.tableName === undefined ? {} : { tableName: replaced.tableName }),
    waiter: numbering.waiter,
    lines: replaced.lines,
    adjustments: replaced.adjustments,
    taxes: replaced.taxes,
    total: replaced.total,
    payments: replaced.payments,
    ...(replaced.tendered === undefined ? {} : { tendered: replaced.tendered }),
    change: replaced.change,
    tip: replaced.tip,
    ...(replaced.footer === undefined ? {} : { footer: replaced.footer }),
    customer: customerOf(customer),
    replaces: {
      ticketId: idPart(replaced._id),
      series: replaced.series,
      number: replaced.number,
      issueDate,
    },
  };
}

/**
 * The full invoice (F1) of a paid check that has no sale document: the bill and payments as its
 * simplified invoice would print them (buildTicket), for `customer`, numbered in an invoice series
 * and replacing nothing. What a bill over the simplified invoice's 3.000 € limit gets instead.
 */
export function buildDirectInvoice(
  bill: Bill,
  settings: Parameters<typeof buildTicket>[1],
  numbering: Parameters<typeof buildTicket>[2],
  customer: Customer,
): Ticket {
  return { ...buildTicket(bill, settings, numbering), kind: 'invoice', customer: customerOf(customer) };
}
