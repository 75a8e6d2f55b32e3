import { Input, Switch, Textarea } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { areaInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useDocForm } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
import { saveArea, type StoredArea } from '../../data/repositories/areas.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { TOASTS } from '../../lib/toasts.ts';

/** 'Nueva Área' / 'Editar Área': name (2+ characters), description and the active switch. */
export function AreaDialog({ area, onClose }: { area: StoredArea | null; onClose: () => void }) {
  const editing = area !== null;
  const { form, errors, dialog } = useDocForm({
    type: 'area',
    schema: areaInputSchema,
    defaultValues: {
      name: area?.name ?? '',
      description: area?.description ?? '',
      isActive: area?.isActive ?? true,
    },
    save: saveArea,
    inputOf: (values) => ({ id: area ? refOf(area) : null, values }),
    done: editing ? TOASTS.areaUpdated : TOASTS.areaCreated,
    failed: editing ? TOASTS.areaUpdateFailed : TOASTS.areaCreateFailed,
    onClose,
  });
  const { control, register } = form;

  return (
    <FormDialog
      title={editing ? 'Editar Área' : 'Nueva Área'}
      submitLabel={editing ? 'Actualizar' : 'Crear'}
      {...dialog}
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
