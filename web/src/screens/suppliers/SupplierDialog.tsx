import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { supplierInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useDocForm } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import { saveSupplier, type StoredSupplier } from '../../data/repositories/suppliers.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { initialValues } from './supplier-form.ts';

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
  const editing = supplier !== null;
  const { form, errors, dialog } = useDocForm({
    type: 'supplier',
    schema: supplierInputSchema,
    defaultValues: initialValues(supplier),
    save: saveSupplier,
    inputOf: (values) => ({ id: supplier ? refOf(supplier) : null, values }),
    done: editing ? TOASTS.supplierUpdated : TOASTS.supplierCreated,
    failed: TOASTS.supplierSaveFailed,
    onClose,
  });
  const { control, register } = form;

  return (
    <FormDialog title={editing ? 'Editar proveedor' : 'Nuevo proveedor'} submitLabel="Guardar" {...dialog}>
      <FormField label="Nombre" required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Persona de contacto" error={errors.contactPerson?.message}>
          <Input {...register('contactPerson')} autoComplete="off" />
        </FormField>
        <FormField label="NIF/CIF" error={errors.taxId?.message}>
          <Input {...register('taxId')} autoComplete="off" placeholder="B12345674" />
        </FormField>
        <FormField label="Correo electrónico" error={errors.email?.message}>
          <Input {...register('email')} type="email" autoComplete="off" />
        </FormField>
        <FormField label="Teléfono" error={errors.phone?.message}>
          <Input {...register('phone')} type="tel" autoComplete="off" />
        </FormField>
      </SimpleGrid>
      <FormField label="Dirección" error={errors.address?.message}>
        <Textarea {...register('address')} rows={2} />
      </FormField>
      <SwitchField control={control} name="isActive" label="Activo" />
    </FormDialog>
  );
}
