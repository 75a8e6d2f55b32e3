import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import type { StoredInvoice } from '../../data/repositories/invoices.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import type { LiveResult } from '../../data/useLiveQuery.ts';
import { describeError } from '../../lib/toasts.ts';
import { filterInvoices, invoiceMonths, invoiceTotals, NO_FILTER, type InvoiceRow } from './invoice-list.ts';
import { InvoiceFilters } from './InvoiceFilters.tsx';
import { InvoiceTable } from './InvoiceTable.tsx';
import { InvoiceTotalsBar } from './InvoiceTotalsBar.tsx';

/** 'Facturas': every supplier's invoices, filtered by supplier, status and month, with their totals. */
export function InvoicesTab({
  invoices,
  suppliers,
  rows,
  onEdit,
  onPay,
}: {
  invoices: LiveResult<StoredInvoice[]>;
  suppliers: readonly StoredSupplier[];
  rows: readonly InvoiceRow[];
  onEdit: (row: InvoiceRow) => void;
  onPay: (row: InvoiceRow) => void;
}) {
  const [filter, setFilter] = useState(NO_FILTER);
  const months = useMemo(() => invoiceMonths(invoices.data ?? []), [invoices.data]);
  const shown = useMemo(() => filterInvoices(rows, filter), [rows, filter]);
  const totals = useMemo(() => invoiceTotals(shown), [shown]);

  if (invoices.status === 'loading') return <SkeletonList rows={5} />;
  if (invoices.status === 'error')
    return <ErrorState title="Error al cargar las facturas" description={describeError(invoices.error)} />;
  if (rows.length === 0)
    return (
      <EmptyState
        title="No hay facturas registradas"
        description="Pulsa «Nueva factura» para registrar la primera."
      />
    );
  return (
    <Stack gap="0">
      <InvoiceFilters filter={filter} suppliers={suppliers} months={months} onChange={setFilter} />
      {shown.length === 0 ? (
        <EmptyState title="Ninguna factura coincide con los filtros" />
      ) : (
        <InvoiceTable rows={shown} showSupplier onEdit={onEdit} onPay={onPay} />
      )}
      <InvoiceTotalsBar totals={totals} />
    </Stack>
  );
}
