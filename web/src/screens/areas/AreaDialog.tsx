import { Textarea } from '@chakra-ui/react';
import { areaInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { FormInput } from '../../components/FormInput.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { docWrite, useDocForm, type DocDialogWording } from '../../components/useDocForm.ts';
import { saveArea, type StoredArea } from '../../data/repositories/areas.ts';
import { TOASTS } from '../../lib/toasts.ts';

const AREA_WRITE = docWrite('area', areaInputSchema, saveArea);

const WORDING: DocDialogWording = {
  create: { title: 'Nueva Área', done: TOASTS.areaCreated, failed: TOASTS.areaCreateFailed },
  edit: { title: 'Editar Área', done: TOASTS.areaUpdated, failed: TOASTS.areaUpdateFailed },
};

/** 'Nueva Área' / 'Editar Área': name (2+ characters), description and the active switch. */
export function AreaDialog({ area, onClose }: { area: StoredArea | null; onClose: () => void }) {
  const { form, errors, field, dialog } = useDocForm(
    AREA_WRITE,
    WORDING,
    area,
    { name: area?.name ?? '', description: area?.description ?? '', isActive: area?.isActive ?? true },
    onClose,
  );

  return (
    <FormDialog {...dialog}>
      <FormInput
        label="Nombre"
        required
        field={field('name')}
        autoComplete="off"
        placeholder="Terraza, Salón principal..."
      />
      <FormField label="Descripción" error={errors.description?.message}>
        <Textarea {...form.register('description')} rows={3} />
      </FormField>
      <SwitchField
        control={form.control}
        name="isActive"
        label="Área activa"
        heading={{ label: 'Estado', helper: 'Las áreas inactivas no se muestran en el sistema' }}
      />
    </FormDialog>
  );
}
