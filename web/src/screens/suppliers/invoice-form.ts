import type { invoiceInputSchema } from '@restaurantpro/schema';
import type { z } from 'zod';
import type { StoredInvoice } from '../../data/repositories/invoices.ts';
import { refOf } from '../../data/repositories/orders.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import type { SelectOption } from '../../components/SelectInput.tsx';

export type InvoiceFormValues = z.input<typeof invoiceInputSchema>;

/**
 * What the dialog starts with: the invoice being edited, or a new one dated `today` for `supplierId`
 * (the supplier whose page it was opened from; none from the invoice list).
 */
export function initialValues(
  invoice: StoredInvoice | null,
  today: string,
  supplierId = '',
): InvoiceFormValues {
  return {
    invoiceNumber: invoice?.invoiceNumber ?? '',
    supplierId: invoice?.supplierId ?? supplierId,
    date: invoice?.date ?? today,
    dueDate: invoice?.dueDate ?? '',
    // The amount as typed in Spain: '284,50'.
    amount: invoice ? invoice.amount.replace('.', ',') : '',
    notes: invoice?.notes ?? '',
    documentUrl: invoice?.documentUrl ?? '',
    // Not in the dialog: kept as it is (a save replaces every input field), pending for a new one.
    status: invoice?.status === 'paid' || invoice?.status === 'cancelled' ? invoice.status : 'pending',
  };
}

/**
 * The supplier select: a placeholder, then the active suppliers by name. An inactive supplier stays
 * listed only on an invoice already made out to it (it is never offered for a new one).
 */
export function supplierOptions(
  suppliers: readonly StoredSupplier[],
  current: string | undefined,
): SelectOption[] {
  const options = suppliers
    .filter((supplier) => supplier.isActive || refOf(supplier) === current)
    .sort((a, b) => a.name.localeCompare(b.name, 'es'))
    .map((supplier) => ({ value: refOf(supplier), label: supplier.name }));
  return [{ value: '', label: 'Selecciona un proveedor' }, ...options];
}
