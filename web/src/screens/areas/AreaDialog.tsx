import { Input, Switch, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { areaInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { saveArea, type StoredArea } from '../../data/repositories/areas.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';

type AreaFormValues = z.input<typeof areaInputSchema>;

/** 'Nueva Área' / 'Editar Área': name (2+ characters), description and the active switch. */
export function AreaDialog({ area, onClose }: { area: StoredArea | null; onClose: () => void }) {
  const writer = useBackOfficeWriter('area');
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AreaFormValues, unknown, z.output<typeof areaInputSchema>>({
    resolver: zodResolver(areaInputSchema),
    defaultValues: {
      name: area?.name ?? '',
      description: area?.description ?? '',
      isActive: area?.isActive ?? true,
    },
  });
  const editing = area !== null;

  const submit = handleSubmit(async (values) => {
    const saved = await writer.run(
      saveArea,
      { id: area ? refOf(area) : null, values },
      editing ? TOASTS.areaUpdated : TOASTS.areaCreated,
      editing ? TOASTS.areaUpdateFailed : TOASTS.areaCreateFailed,
    );
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={editing ? 'Editar Área' : 'Nueva Área'}
      submitLabel={editing ? 'Actualizar' : 'Crear'}
      submitting={isSubmitting}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormField label="Nombre" required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" placeholder="Terraza, Salón principal..." />
      </FormField>
      <FormField label="Descripción" error={errors.description?.message}>
        <Textarea {...register('description')} rows={3} />
      </FormField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <FormField label="Estado" helper="Las áreas inactivas no se muestran en el sistema">
            <Switch.Root
              checked={field.value ?? true}
              onCheckedChange={(details) => field.onChange(details.checked)}
              colorPalette="brand"
              minH="11"
            >
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>Área activa</Switch.Label>
            </Switch.Root>
          </FormField>
        )}
      />
    </FormDialog>
  );
}
