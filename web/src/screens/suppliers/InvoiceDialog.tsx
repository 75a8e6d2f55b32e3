import { SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { invoiceInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { docWrite, useDocForm, type DocDialogWording } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
import { FormInput } from '../../components/FormInput.tsx';
import { fileSlot } from '../../components/FileField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { saveInvoice, type StoredInvoice } from '../../data/repositories/invoices.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { DocumentField } from './DocumentField.tsx';
import { initialValues, supplierOptions } from './invoice-form.ts';

const INVOICE_WRITE = docWrite('invoice', invoiceInputSchema, saveInvoice);

const WORDING: DocDialogWording = {
  create: { title: 'Nueva factura', done: TOASTS.invoiceCreated, failed: TOASTS.invoiceSaveFailed },
  edit: { title: 'Editar factura', done: TOASTS.invoiceUpdated, failed: TOASTS.invoiceSaveFailed },
};

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
  const [uploading, setUploading] = useState(false);
  const { form, errors, field, dialog } = useDocForm(
    INVOICE_WRITE,
    WORDING,
    invoice,
    initialValues(invoice, today, supplierId),
    onClose,
  );

  return (
    <FormDialog
      {...dialog}
      submitLabel="Guardar"
      // While the document uploads the button waits too: saving then would drop it.
      submitting={dialog.submitting || uploading}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormInput label="Número de factura" required field={field('invoiceNumber')} autoComplete="off" />
        <FormField label="Proveedor" required error={errors.supplierId?.message}>
          <SelectInput
            {...form.register('supplierId')}
            options={supplierOptions(suppliers, invoice?.supplierId)}
          />
        </FormField>
        <FormInput label="Fecha" required field={field('date')} type="date" />
        <FormInput label="Vencimiento" field={field('dueDate')} type="date" />
        <FormInput
          label="Importe"
          required
          field={field('amount')}
          helper="Total de la factura, en euros"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
        />
      </SimpleGrid>
      <FormField label="Notas" error={errors.notes?.message}>
        <Textarea {...form.register('notes')} rows={2} />
      </FormField>
      <Controller
        control={form.control}
        name="documentUrl"
        render={({ field: slot }) => <DocumentField {...fileSlot(slot, setUploading)} />}
      />
    </FormDialog>
  );
}
