import { SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  IVA_RATES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  productInputSchema,
} from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { customDocWrite, useDocForm, type DocDialogWording } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
import { FormInput } from '../../components/FormInput.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { fileSlot } from '../../components/FileField.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { saveProduct, type StoredProduct } from '../../data/repositories/products.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { ImageField } from './ImageField.tsx';
import { ModifierGroupsField } from './ModifierGroupsField.tsx';
import { initialValues } from './product-form.ts';
import { useDefaultIvaRate } from './useDefaultIvaRate.ts';

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({
  value: category,
  label: PRODUCT_CATEGORY_LABELS[category],
}));
const IVA_OPTIONS = IVA_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));

const PRODUCT_WRITE = customDocWrite({
  type: 'product',
  refusal: 'after-failure',
  schema: productInputSchema,
  save: saveProduct,
  // The catalogue's repository takes the product's full document id.
  inputOf: (values, product: StoredProduct | null) => ({ id: product?._id ?? null, values }),
});

const WORDING: DocDialogWording = {
  create: {
    title: 'Nuevo Producto',
    submitLabel: 'Crear Producto',
    done: TOASTS.productCreated,
    failed: TOASTS.productCreateFailed,
  },
  edit: {
    title: 'Editar Producto',
    submitLabel: 'Guardar Cambios',
    done: TOASTS.productUpdated,
    failed: TOASTS.productUpdateFailed,
  },
};

/**
 * 'Nuevo Producto' / 'Editar Producto': every field of a product, validated with the shared input
 * schema, written to the local replica. Mounted only while open, so each opening starts afresh.
 */
export function ProductDialog({ product, onClose }: { product: StoredProduct | null; onClose: () => void }) {
  const [uploading, setUploading] = useState(false);
  const { form, errors, field, dialog } = useDocForm(
    PRODUCT_WRITE,
    WORDING,
    product,
    initialValues(product),
    onClose,
  );
  const { control, register } = form;
  const defaultRate = useDefaultIvaRate();

  return (
    <FormDialog
      {...dialog}
      // While an image uploads the button waits too: saving then would keep the previous image.
      submitting={dialog.submitting || uploading}
    >
      <FormInput label="Nombre" required field={field('name')} autoComplete="off" />
      <FormField label="Descripción" error={errors.description?.message}>
        <Textarea {...register('description')} rows={2} />
      </FormField>
      <FormField label="Categoría" required error={errors.category?.message}>
        <SelectInput {...register('category')} options={CATEGORY_OPTIONS} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormInput label="Precio (€)" required field={field('price')} inputMode="decimal" />
        <FormInput label="Coste (€)" field={field('cost')} inputMode="decimal" />
        <FormInput
          label="Tiempo de preparación (min)"
          field={field('preparationTime')}
          type="number"
          min={0}
          step={1}
        />
        <FormInput label="Alérgenos" field={field('allergens')} placeholder="Gluten, lácteos..." />
        <FormField label="Tipo de IVA" error={errors.ivaRate?.message}>
          <SelectInput
            {...register('ivaRate')}
            options={[{ value: '', label: `Por defecto (${defaultRate} %)` }, ...IVA_OPTIONS]}
          />
        </FormField>
      </SimpleGrid>
      <ModifierGroupsField control={control} register={register} errors={errors.modifierGroups} />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field: slot }) => <ImageField {...fileSlot(slot, setUploading)} />}
      />
      <SwitchField control={control} name="isAvailable" label="Disponible" />
      <SwitchField control={control} name="isActive" label="Activo" />
    </FormDialog>
  );
}
