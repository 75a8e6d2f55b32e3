import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { supplierInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import { saveSupplier, type StoredSupplier } from '../../data/repositories/suppliers.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { initialValues, type SupplierFormValues } from './supplier-form.ts';

/**
 * 'Nuevo proveedor' / 'Editar proveedor', validated with the shared input schema (the NIF/CIF's
 * control character included, its message under the field) and written to the office replica.
 * Mounted only while open, so each opening starts afresh.
 */
export function SupplierDialog({ supplier, onClose }: { supplier: StoredSupplier | null; onClose: () => void }) {
  const writer = useBackOfficeWriter('supplier');
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SupplierFormValues, unknown, z.output<typeof supplierInputSchema>>({
    resolver: zodResolver(supplierInputSchema),
    defaultValues: initialValues(supplier),
  });
  const editing = supplier !== null;

  const submit = handleSubmit(async (values) => {
    const saved = await writer.run(
      saveSupplier,
      { id: supplier ? refOf(supplier) : null, values },
      editing ? TOASTS.supplierUpdated : TOASTS.supplierCreated,
      TOASTS.supplierSaveFailed,
    );
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={editing ? 'Editar proveedor' : 'Nuevo proveedor'}
      submitLabel="Guardar"
      submitting={isSubmitting}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
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
