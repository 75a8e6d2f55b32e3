import { SimpleGrid } from '@chakra-ui/react';
import {
  INGREDIENT_UNITS,
  INGREDIENT_UNIT_LABELS,
  ingredientInputSchema,
  type Supplier,
} from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { customDocWrite, docEdit, useDocForm, type DocDialogWording } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
import { FormInput } from '../../components/FormInput.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import type { StoredDoc } from '../../data/queries.ts';
import { saveIngredient, type StoredIngredient } from '../../data/repositories/ingredients.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { initialValues, NO_SUPPLIER } from './ingredient-form.ts';

const UNIT_OPTIONS = INGREDIENT_UNITS.map((unit) => ({ value: unit, label: INGREDIENT_UNIT_LABELS[unit] }));

const INGREDIENT_WRITE = customDocWrite({
  type: 'ingredient',
  schema: ingredientInputSchema,
  save: saveIngredient,
  // The stock the dialog showed: an edit that changes it is recorded as a count from that value.
  inputOf: (values, ingredient: StoredIngredient | null) => ({
    ...docEdit(values, ingredient),
    ...(ingredient ? { seenStock: ingredient.currentStock } : {}),
  }),
});

const WORDING: DocDialogWording = {
  create: {
    title: 'Nuevo Ingrediente',
    done: TOASTS.ingredientCreated,
    failed: TOASTS.ingredientCreateFailed,
  },
  edit: {
    title: 'Editar Ingrediente',
    done: TOASTS.ingredientUpdated,
    failed: TOASTS.ingredientUpdateFailed,
  },
};

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
  const { form, errors, field, dialog } = useDocForm(
    INGREDIENT_WRITE,
    WORDING,
    ingredient,
    initialValues(ingredient),
    onClose,
  );
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
    <FormDialog {...dialog}>
      <FormInput label="Nombre" required field={field('name')} autoComplete="off" />
      <FormField label="Unidad" required error={errors.unit?.message}>
        <SelectInput {...register('unit')} options={UNIT_OPTIONS} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormInput
          label="Stock actual"
          field={field('currentStock')}
          // After creation the stock follows deliveries, sales and counts: a change here is a count.
          helper={ingredient ? 'Si lo cambias, se registra un recuento (Error de conteo)' : undefined}
          type="number"
          step="0.001"
          min={0}
          inputMode="decimal"
        />
        <FormInput
          label="Stock mínimo"
          field={field('minStock')}
          type="number"
          step="0.001"
          min={0}
          inputMode="decimal"
        />
        <FormInput
          label="Coste por unidad (€)"
          field={field('costPerUnit')}
          type="number"
          step="0.01"
          min={0}
          inputMode="decimal"
        />
        <FormInput label="Fecha de caducidad" field={field('expiryDate')} type="date" />
      </SimpleGrid>
      <FormField label="Proveedor" error={errors.supplierId?.message}>
        <SelectInput {...register('supplierId')} options={supplierOptions} />
      </FormField>
    </FormDialog>
  );
}
