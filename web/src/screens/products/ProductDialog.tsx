import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  IVA_RATES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  productInputSchema,
} from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useDocForm } from '../../components/useDocForm.ts';
import { FormField } from '../../components/FormField.tsx';
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

/**
 * 'Nuevo Producto' / 'Editar Producto': every field of a product, validated with the shared input
 * schema, written to the local replica. Mounted only while open, so each opening starts afresh.
 */
export function ProductDialog({ product, onClose }: { product: StoredProduct | null; onClose: () => void }) {
  const editing = product !== null;
  const [uploading, setUploading] = useState(false);
  const { form, errors, dialog } = useDocForm({
    type: 'product',
    refusal: 'after-failure',
    schema: productInputSchema,
    defaultValues: initialValues(product),
    save: saveProduct,
    inputOf: (values) => ({ id: product?._id ?? null, values }),
    done: editing ? TOASTS.productUpdated : TOASTS.productCreated,
    failed: editing ? TOASTS.productUpdateFailed : TOASTS.productCreateFailed,
    onClose,
  });
  const { control, register } = form;
  const defaultRate = useDefaultIvaRate();

  return (
    <FormDialog
      title={editing ? 'Editar Producto' : 'Nuevo Producto'}
      submitLabel={editing ? 'Guardar Cambios' : 'Crear Producto'}
      {...dialog}
      // While an image uploads the button waits too: saving then would keep the previous image.
      submitting={dialog.submitting || uploading}
    >
      <FormField label="Nombre" required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <FormField label="Descripción" error={errors.description?.message}>
        <Textarea {...register('description')} rows={2} />
      </FormField>
      <FormField label="Categoría" required error={errors.category?.message}>
        <SelectInput {...register('category')} options={CATEGORY_OPTIONS} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Precio (€)" required error={errors.price?.message}>
          <Input {...register('price')} inputMode="decimal" />
        </FormField>
        <FormField label="Coste (€)" error={errors.cost?.message}>
          <Input {...register('cost')} inputMode="decimal" />
        </FormField>
        <FormField label="Tiempo de preparación (min)" error={errors.preparationTime?.message}>
          <Input {...register('preparationTime')} type="number" min={0} step={1} />
        </FormField>
        <FormField label="Alérgenos" error={errors.allergens?.message}>
          <Input {...register('allergens')} placeholder="Gluten, lácteos..." />
        </FormField>
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
        render={({ field }) => <ImageField {...fileSlot(field, setUploading)} />}
      />
      <SwitchField control={control} name="isAvailable" label="Disponible" />
      <SwitchField control={control} name="isActive" label="Activo" />
    </FormDialog>
  );
}
