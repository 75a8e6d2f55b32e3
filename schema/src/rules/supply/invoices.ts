import type { Invoice } from '../../docs/office.ts';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../enums.ts';

/**
 * What an invoice shows (DESIGN.md §10, decision 8). 'Vencida' is derived, never stored: a pending
 * invoice whose due date has passed is overdue on the day it is read, on every device alike, without
 * anyone writing it.
 */
export function invoiceStatusOf(
  invoice: Pick<Invoice, 'status'> & { dueDate?: string | undefined },
  today: string,
): InvoiceStatus {
  if (invoice.status === 'pending' && invoice.dueDate !== undefined && invoice.dueDate < today)
    return 'overdue';
  return invoice.status;
}

/** 'Pendiente', 'Pagada', 'Vencida' or 'Anulada', as of `today`. */
export function invoiceStatusLabel(
  invoice: Pick<Invoice, 'status'> & { dueDate?: string | undefined },
  today: string,
): string {
  return INVOICE_STATUS_LABELS[invoiceStatusOf(invoice, today)];
}
