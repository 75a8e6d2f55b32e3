import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { IVA_RATES, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, productInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { saveProduct, type StoredProduct } from '../../data/repositories/products.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { ImageField } from './ImageField.tsx';
import { ModifierGroupsField } from './ModifierGroupsField.tsx';
import { initialValues, type ProductFormValues } from './product-form.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { useDefaultIvaRate } from './useDefaultIvaRate.ts';

/**
 * 'Nuevo Producto' / 'Editar Producto': every field of a product, validated with the shared input
 * schema, written to the local replica. Mounted only while open, so each opening starts afresh.
 */
export function ProductDialog({ product, onClose }: { product: StoredProduct | null; onClose: () => void }) {
  const writer = useBackOfficeWriter('product', 'after-failure');
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, z.output<typeof productInputSchema>>({
    resolver: zodResolver(productInputSchema),
    defaultValues: initialValues(product),
  });
  const editing = product !== null;
  const defaultRate = useDefaultIvaRate();

  const submit = handleSubmit(async (values) => {
    const saved = await writer.run(
      saveProduct,
      { id: product?._id ?? null, values },
      editing ? TOASTS.productUpdated : TOASTS.productCreated,
      editing ? TOASTS.productUpdateFailed : TOASTS.productCreateFailed,
    );
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={editing ? 'Editar Producto' : 'Nuevo Producto'}
      submitLabel={editing ? 'Guardar Cambios' : 'Crear Producto'}
      // While an image uploads the button waits too: saving then would keep the previous image.
      submitting={isSubmitting || uploading}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormField label="Nombre" required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <FormField label="Descripción" error={errors.description?.message}>
        <Textarea {...register('description')} rows={2} />
      </FormField>
      <FormField label="Categoría" required error={errors.category?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('category')}>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {PRODUCT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
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
          <NativeSelect.Root>
            <NativeSelect.Field {...register('ivaRate')}>
              <option value="">{`Por defecto (${defaultRate} %)`}</option>
              {IVA_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {`${rate} %`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <ModifierGroupsField control={control} register={register} errors={errors.modifierGroups} />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField
            value={typeof field.value === 'string' && field.value ? field.value : undefined}
            onChange={(url) => field.onChange(url ?? '')}
            onUploadingChange={setUploading}
          />
        )}
      />
      <SwitchField control={control} name="isAvailable" label="Disponible" />
      <SwitchField control={control} name="isActive" label="Activo" />
    </FormDialog>
  );
}
