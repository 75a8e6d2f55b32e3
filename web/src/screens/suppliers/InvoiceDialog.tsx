import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { invoiceInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useDocForm } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
import { fileSlot } from '../../components/FileField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { saveInvoice, type StoredInvoice } from '../../data/repositories/invoices.ts';
import { refOf } from '../../data/repositories/orders.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { DocumentField } from './DocumentField.tsx';
import { initialValues, supplierOptions } from './invoice-form.ts';

/**
 * 'Nueva factura' / 'Editar factura', validated with the shared input schema and written to the
 * office replica. Mounted only while open, so each opening starts afresh.
 */
export function InvoiceDialog({
  invoice,
  suppliers,
  today,
  supplierId,
  onClose,
}: {
  invoice: StoredInvoice | null;
  suppliers: readonly StoredSupplier[];
  /** The business day (YYYY-MM-DD) a new invoice is dated. */
  today: string;
  /** Preselected for a new invoice opened from a supplier's page. */
  supplierId?: string | undefined;
  onClose: () => void;
}) {
  const editing = invoice !== null;
  const [uploading, setUploading] = useState(false);
  const { form, errors, dialog } = useDocForm({
    type: 'invoice',
    schema: invoiceInputSchema,
    defaultValues: initialValues(invoice, today, supplierId),
    save: saveInvoice,
    inputOf: (values) => ({ id: invoice ? refOf(invoice) : null, values }),
    done: editing ? TOASTS.invoiceUpdated : TOASTS.invoiceCreated,
    failed: TOASTS.invoiceSaveFailed,
    onClose,
  });
  const { control, register } = form;

  return (
    <FormDialog
      title={editing ? 'Editar factura' : 'Nueva factura'}
      submitLabel="Guardar"
      {...dialog}
      // While the document uploads the button waits too: saving then would drop it.
      submitting={dialog.submitting || uploading}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Número de factura" required error={errors.invoiceNumber?.message}>
          <Input {...register('invoiceNumber')} autoComplete="off" />
        </FormField>
        <FormField label="Proveedor" required error={errors.supplierId?.message}>
          <SelectInput
            {...register('supplierId')}
            options={supplierOptions(suppliers, invoice?.supplierId)}
          />
        </FormField>
        <FormField label="Fecha" required error={errors.date?.message}>
          <Input {...register('date')} type="date" />
        </FormField>
        <FormField label="Vencimiento" error={errors.dueDate?.message}>
          <Input {...register('dueDate')} type="date" />
        </FormField>
        <FormField
          label="Importe"
          required
          error={errors.amount?.message}
          helper="Total de la factura, en euros"
        >
          <Input {...register('amount')} inputMode="decimal" autoComplete="off" placeholder="0,00" />
        </FormField>
      </SimpleGrid>
      <FormField label="Notas" error={errors.notes?.message}>
        <Textarea {...register('notes')} rows={2} />
      </FormField>
      <Controller
        control={control}
        name="documentUrl"
        render={({ field }) => <DocumentField {...fileSlot(field, setUploading)} />}
      />
    </FormDialog>
  );
}
