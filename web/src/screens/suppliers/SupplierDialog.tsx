import { SimpleGrid, Textarea } from '@chakra-ui/react';
import { supplierInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { docWrite, useDocForm, type DocDialogWording } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
import { FormInput } from '../../components/FormInput.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { saveSupplier, type StoredSupplier } from '../../data/repositories/suppliers.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { initialValues } from './supplier-form.ts';

const SUPPLIER_WRITE = docWrite('supplier', supplierInputSchema, saveSupplier);

const WORDING: DocDialogWording = {
  create: { title: 'Nuevo proveedor', done: TOASTS.supplierCreated, failed: TOASTS.supplierSaveFailed },
  edit: { title: 'Editar proveedor', done: TOASTS.supplierUpdated, failed: TOASTS.supplierSaveFailed },
};

/**
 * 'Nuevo proveedor' / 'Editar proveedor', validated with the shared input schema (the NIF/CIF's
 * control character included, its message under the field) and written to the office replica.
 * Mounted only while open, so each opening starts afresh.
 */
export function SupplierDialog({
  supplier,
  onClose,
}: {
  supplier: StoredSupplier | null;
  onClose: () => void;
}) {
  const { form, errors, field, dialog } = useDocForm(
    SUPPLIER_WRITE,
    WORDING,
    supplier,
    initialValues(supplier),
    onClose,
  );

  return (
    <FormDialog {...dialog} submitLabel="Guardar">
      <FormInput label="Nombre" required field={field('name')} autoComplete="off" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormInput label="Persona de contacto" field={field('contactPerson')} autoComplete="off" />
        <FormInput label="NIF/CIF" field={field('taxId')} autoComplete="off" placeholder="B12345674" />
        <FormInput label="Correo electrónico" field={field('email')} type="email" autoComplete="off" />
        <FormInput label="Teléfono" field={field('phone')} type="tel" autoComplete="off" />
      </SimpleGrid>
      <FormField label="Dirección" error={errors.address?.message}>
        <Textarea {...form.register('address')} rows={2} />
      </FormField>
      <SwitchField control={form.control} name="isActive" label="Activo" />
    </FormDialog>
  );
}
