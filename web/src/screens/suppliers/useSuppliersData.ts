import { useMemo } from 'react';
import { useClock } from '../../data/clock.ts';
import type { StoredInvoice } from '../../data/repositories/invoices.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import type { LiveResult } from '../../data/useLiveQuery.ts';
import { todayBusinessDate } from '../../lib/business-date.ts';
import type { StoredDelivery } from './delivery-rows.ts';
import { invoiceRows, type InvoiceRow } from './invoice-list.ts';

export interface SuppliersData {
  suppliers: LiveResult<StoredSupplier[]>;
  invoices: LiveResult<StoredInvoice[]>;
  /** Floor documents: every device keeps them, the office screen only lists them. */
  deliveries: LiveResult<StoredDelivery[]>;
  /** Every invoice with its status as of `today`, newest first. */
  rows: InvoiceRow[];
  /** The business day (YYYY-MM-DD) that decides 'Vencida' and dates a new invoice. */
  today: string;
}

/** The suppliers screen's documents, live: suppliers and invoices (office replica) and deliveries (floor). */
export function useSuppliersData(): SuppliersData {
  const suppliers = useLiveDocs('supplier');
  const invoices = useLiveDocs('invoice');
  const deliveries = useLiveDocs('delivery');
  const today = todayBusinessDate(useClock()());
  const rows = useMemo(
    () => invoiceRows(invoices.data ?? [], suppliers.data ?? [], today),
    [invoices.data, suppliers.data, today],
  );
  return { suppliers, invoices, deliveries, rows, today };
}
