import {
  fromCents,
  idPart,
  invoiceStatusOf,
  toCents,
  type Invoice,
  type InvoiceStatus,
} from '@restaurantpro/schema';
import type { StoredInvoice } from '../../data/repositories/invoices.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';

/** A filter's "any" option. */
export const ALL = 'all';

/** The statuses an invoice can be filtered by, as the list shows them. */
export const FILTER_STATUSES = ['pending', 'overdue', 'paid'] as const satisfies readonly InvoiceStatus[];

export interface InvoiceFilter {
  supplierId: string;
  status: InvoiceStatus | typeof ALL;
  /** 'YYYY-MM' of the invoice's date. */
  month: string;
}

export const NO_FILTER: InvoiceFilter = { supplierId: ALL, status: ALL, month: ALL };

/** An invoice as the list shows it: its status as of today (overdue is derived) and its supplier's name. */
export interface InvoiceRow {
  invoice: StoredInvoice;
  id: string;
  status: InvoiceStatus;
  supplierName: string;
}

/** Newest first: by date, then by number. */
function byDateDesc(a: InvoiceRow, b: InvoiceRow): number {
  return (
    b.invoice.date.localeCompare(a.invoice.date) ||
    b.invoice.invoiceNumber.localeCompare(a.invoice.invoiceNumber, 'es')
  );
}

/** The rows of the list as of `today` (YYYY-MM-DD), newest first. */
export function invoiceRows(
  invoices: readonly StoredInvoice[],
  suppliers: readonly StoredSupplier[],
  today: string,
): InvoiceRow[] {
  const names = new Map(suppliers.map((supplier) => [idPart(supplier._id), supplier.name]));
  return invoices
    .map((invoice) => ({
      invoice,
      id: idPart(invoice._id),
      status: invoiceStatusOf(invoice, today),
      supplierName: names.get(invoice.supplierId) ?? 'Proveedor desconocido',
    }))
    .sort(byDateDesc);
}

/**
 * The rows a filter keeps. 'Pendiente' means pending and not yet due: an overdue invoice shows under
 * 'Vencida' only, as its badge says.
 */
export function filterInvoices(rows: readonly InvoiceRow[], filter: InvoiceFilter): InvoiceRow[] {
  return rows.filter(
    (row) =>
      (filter.supplierId === ALL || row.invoice.supplierId === filter.supplierId) &&
      (filter.status === ALL || row.status === filter.status) &&
      (filter.month === ALL || row.invoice.date.startsWith(`${filter.month}-`)),
  );
}

export interface InvoiceTotals {
  count: number;
  /** Every invoice shown but the cancelled ones, as money strings ("1234.50"). */
  total: string;
  pending: string;
  overdue: string;
  paid: string;
}

/** The totals under the list, summed in cents so that 0.1 + 0.2 is 0.30. */
export function invoiceTotals(rows: readonly InvoiceRow[]): InvoiceTotals {
  const cents = { total: 0, pending: 0, overdue: 0, paid: 0 };
  let count = 0;
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    const amount = toCents(row.invoice.amount);
    count += 1;
    cents.total += amount;
    cents[row.status] += amount;
  }
  return {
    count,
    total: fromCents(cents.total),
    pending: fromCents(cents.pending),
    overdue: fromCents(cents.overdue),
    paid: fromCents(cents.paid),
  };
}

/** The months that have invoices ('YYYY-MM'), newest first: the month filter's options. */
export function invoiceMonths(invoices: readonly Pick<Invoice, 'date'>[]): string[] {
  return [...new Set(invoices.map((invoice) => invoice.date.slice(0, 7)))].sort().reverse();
}

const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** '2026-11' → 'noviembre de 2026' (written out: a calendar month has no time zone). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? number} de ${year}`;
}

/** '2026-11-22' → '22/11/2026', as written: a calendar day is never shifted by the time zone. */
export function formatCalendarDate(date: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : date;
}
