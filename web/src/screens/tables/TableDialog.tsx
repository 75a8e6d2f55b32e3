import { SimpleGrid } from '@chakra-ui/react';
import type { z } from 'zod';
import {
  DEFAULT_TABLE_CAPACITY,
  TABLE_STATUSES,
  TABLE_STATUS_LABELS,
  tableInputSchema,
} from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { docWrite, useDocForm, type DocDialogWording } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
import { FormInput } from '../../components/FormInput.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import type { StoredArea } from '../../data/repositories/areas.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { saveTable, type StoredTable } from '../../data/repositories/tables.ts';
import { TOASTS } from '../../lib/toasts.ts';

type TableFormValues = z.input<typeof tableInputSchema>;

/** What the form starts with: the table being edited, or the spec's defaults (capacity 4, available). */
function initialValues(table: StoredTable | null): TableFormValues {
  return {
    number: table?.number ?? '',
    capacity: String(table?.capacity ?? DEFAULT_TABLE_CAPACITY),
    areaId: table?.areaId ?? '',
    status: table?.status ?? 'available',
    positionX: table?.positionX?.toString() ?? '',
    positionY: table?.positionY?.toString() ?? '',
    isActive: table?.isActive ?? true,
  };
}

const STATUS_OPTIONS = TABLE_STATUSES.map((status) => ({
  value: status,
  label: TABLE_STATUS_LABELS[status],
}));

const TABLE_WRITE = docWrite('table', tableInputSchema, saveTable);

const WORDING: DocDialogWording = {
  create: { title: 'Nueva Mesa', done: TOASTS.tableCreated, failed: TOASTS.tableCreateFailed },
  edit: { title: 'Editar Mesa', done: TOASTS.tableUpdated, failed: TOASTS.tableUpdateFailed },
};

/** New/edit table dialog with the spec's validation (§5); the area list holds the active areas. */
export function TableDialog({
  table,
  areas,
  onClose,
}: {
  table: StoredTable | null;
  areas: readonly StoredArea[];
  onClose: () => void;
}) {
  const { form, errors, field, dialog } = useDocForm(
    TABLE_WRITE,
    WORDING,
    table,
    initialValues(table),
    onClose,
  );
  const { register } = form;
  // Inactive areas are not offered, except the one an edited table already belongs to.
  const areaOptions = areas
    .filter((area) => area.isActive || refOf(area) === table?.areaId)
    .map((area) => ({ value: refOf(area), label: area.name }));

  return (
    <FormDialog {...dialog}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormInput
          label="Número de mesa"
          required
          field={field('number')}
          autoComplete="off"
          placeholder="1, B1, T3..."
        />
        <FormInput
          label="Capacidad"
          required
          field={field('capacity')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
        />
      </SimpleGrid>
      <FormField label="Área" required error={errors.areaId?.message}>
        <SelectInput {...register('areaId')} placeholder="Selecciona un área" options={areaOptions} />
      </FormField>
      <FormField label="Estado" error={errors.status?.message}>
        <SelectInput {...register('status')} options={STATUS_OPTIONS} />
      </FormField>
      <SimpleGrid columns={2} gap="4">
        <FormInput label="Posición X" field={field('positionX')} type="number" step={1} inputMode="numeric" />
        <FormInput label="Posición Y" field={field('positionY')} type="number" step={1} inputMode="numeric" />
      </SimpleGrid>
    </FormDialog>
  );
}
