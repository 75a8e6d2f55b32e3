import { Input, SimpleGrid } from '@chakra-ui/react';
import {
  INGREDIENT_UNITS,
  INGREDIENT_UNIT_LABELS,
  ingredientInputSchema,
  type Supplier,
} from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useDocForm } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import type { StoredDoc } from '../../data/queries.ts';
import { saveIngredient, type StoredIngredient } from '../../data/repositories/ingredients.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { initialValues, NO_SUPPLIER } from './ingredient-form.ts';

const UNIT_OPTIONS = INGREDIENT_UNITS.map((unit) => ({ value: unit, label: INGREDIENT_UNIT_LABELS[unit] }));

/**
 * 'Nuevo Ingrediente' / 'Editar Ingrediente', validated with the shared input schema (spec §5) and
 * written to the floor replica. Mounted only while open, so each opening starts afresh.
 */
export function IngredientDialog({
  ingredient,
  suppliers,
  onClose,
}: {
  ingredient: StoredIngredient | null;
  /** From the office replica; empty on devices without it ('Sin proveedor' only). */
  suppliers: readonly (Supplier & StoredDoc)[];
  onClose: () => void;
}) {
  const editing = ingredient !== null;
  const { form, errors, dialog } = useDocForm({
    type: 'ingredient',
    schema: ingredientInputSchema,
    defaultValues: initialValues(ingredient),
    save: saveIngredient,
    inputOf: (values) => ({
      id: ingredient ? refOf(ingredient) : null,
      values,
      ...(ingredient ? { seenStock: ingredient.currentStock } : {}),
    }),
    done: editing ? TOASTS.ingredientUpdated : TOASTS.ingredientCreated,
    failed: editing ? TOASTS.ingredientUpdateFailed : TOASTS.ingredientCreateFailed,
    onClose,
  });
  const { register } = form;
  const supplierOptions = [
    { value: NO_SUPPLIER, label: 'Sin proveedor' },
    ...suppliers.map((supplier) => ({ value: refOf(supplier), label: supplier.name })),
  ];
  // A supplier this device cannot see stays selected rather than being dropped on save.
  const current = ingredient?.supplierId;
  if (current && !supplierOptions.some((option) => option.value === current)) {
    supplierOptions.push({ value: current, label: 'Proveedor actual' });
  }

  return (
    <FormDialog
      title={editing ? 'Editar Ingrediente' : 'Nuevo Ingrediente'}
      submitLabel={editing ? 'Actualizar' : 'Crear'}
      {...dialog}
    >
      <FormField label="Nombre" required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <FormField label="Unidad" required error={errors.unit?.message}>
        <SelectInput {...register('unit')} options={UNIT_OPTIONS} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          label="Stock actual"
          error={errors.currentStock?.message}
          // After creation the stock follows deliveries, sales and counts: a change here is a count.
          {...(editing ? { helper: 'Si lo cambias, se registra un recuento (Error de conteo)' } : {})}
        >
          <Input {...register('currentStock')} type="number" step="0.001" min={0} inputMode="decimal" />
        </FormField>
        <FormField label="Stock mínimo" error={errors.minStock?.message}>
          <Input {...register('minStock')} type="number" step="0.001" min={0} inputMode="decimal" />
        </FormField>
        <FormField label="Coste por unidad (€)" error={errors.costPerUnit?.message}>
          <Input {...register('costPerUnit')} type="number" step="0.01" min={0} inputMode="decimal" />
        </FormField>
        <FormField label="Fecha de caducidad" error={errors.expiryDate?.message}>
          <Input {...register('expiryDate')} type="date" />
        </FormField>
      </SimpleGrid>
      <FormField label="Proveedor" error={errors.supplierId?.message}>
        <SelectInput {...register('supplierId')} options={supplierOptions} />
      </FormField>
    </FormDialog>
  );
}
