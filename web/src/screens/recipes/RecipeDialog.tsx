import { Button, Dialog, Flex, Tabs, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { recipeFormSchema, type RecipeFormInput } from '@restaurantpro/schema';
import type { StoredProduct } from '../../data/repositories/products.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { saveRecipe, type StoredRecipe } from '../../data/repositories/recipes.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { IngredientRows } from './IngredientRows.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { RecipeFields } from './RecipeFields.tsx';
import {
  emptyRow,
  initialRecipeValues,
  isRecipeTab,
  tabOfFirstError,
  type RecipeFormValues,
  type RecipeTab,
} from './recipe-form.ts';
import type { StoredIngredient } from './useRecipesData.ts';

const FORM_ID = 'recipe-form';
const NO_PRODUCT = 'Selecciona un producto para la receta';

/**
 * 'Nueva Receta' / 'Editar Receta' (spec §2, §9): tabs Producto, Receta and Ingredientes in a dialog
 * up to 4xl wide and 90% of the viewport high. Mounted only while open, so it always starts afresh.
 */
export function RecipeDialog({
  recipe,
  productId,
  products,
  ingredients,
  hasRecipe,
  onClose,
  onSaved,
}: {
  /** The recipe to edit; null creates one. */
  recipe: StoredRecipe | null;
  /** Product chosen beforehand ('Crear Receta' on a product), if any. */
  productId: string | null;
  products: readonly StoredProduct[];
  ingredients: readonly StoredIngredient[];
  hasRecipe: (productRef: string) => boolean;
  onClose: () => void;
  onSaved: (productRef: string) => void;
}) {
  const writer = useBackOfficeWriter('recipe', 'after-failure');
  const editing = recipe !== null;
  const [tab, setTab] = useState<RecipeTab>(editing || productId ? 'receta' : 'producto');
  const { control, register, handleSubmit, setValue, formState } = useForm<
    RecipeFormValues,
    unknown,
    RecipeFormInput
  >({
    resolver: zodResolver(recipeFormSchema),
    defaultValues: initialRecipeValues(recipe, productId),
  });
  const rows = useFieldArray({ control, name: 'ingredients' });
  // Line ids of the rows, index-aligned with the field array, so an edit keeps the lines it keeps.
  const [lineIds, setLineIds] = useState<(string | undefined)[]>(
    () => recipe?.ingredients.map((line) => line.id) ?? [],
  );
  const chosen = useWatch({ control, name: 'productId' });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(
    async (values) => {
      const saved = await writer.run(
        saveRecipe,
        { values, lineIds },
        editing ? TOASTS.recipeUpdated : TOASTS.recipeCreated,
        editing ? TOASTS.recipeUpdateFailed : TOASTS.recipeCreateFailed,
      );
      if (saved) onSaved(values.productId);
    },
    (invalid) => setTab(tabOfFirstError(invalid)),
  );

  return (
    <DialogFrame onClose={onClose} size="xl" content={{ maxW: { md: '4xl' }, maxH: { md: '90vh' } }}>
      <Dialog.Header>
        <Dialog.Title>{editing ? 'Editar Receta' : 'Nueva Receta'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
          <Tabs.Root
            value={tab}
            onValueChange={(details) => isRecipeTab(details.value) && setTab(details.value)}
            variant="line"
            colorPalette="brand"
          >
            <Tabs.List mb="4">
              <Tabs.Trigger value="producto" minH="11">
                Producto
              </Tabs.Trigger>
              <Tabs.Trigger value="receta" minH="11">
                Receta
              </Tabs.Trigger>
              <Tabs.Trigger value="ingredientes" minH="11">
                {`Ingredientes (${rows.fields.length})`}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="producto">
              <ProductPicker
                products={products}
                value={chosen}
                onChange={(ref) => setValue('productId', ref, { shouldValidate: formState.isSubmitted })}
                unavailableReason={(ref) =>
                  editing
                    ? ref === recipe.productId
                      ? null
                      : 'Otra receta'
                    : hasRecipe(ref)
                      ? 'Con receta'
                      : null
                }
              />
            </Tabs.Content>
            <Tabs.Content value="receta">
              <RecipeFields register={register} errors={errors} />
            </Tabs.Content>
            <Tabs.Content value="ingredientes">
              <IngredientRows
                rows={rows.fields}
                ingredients={ingredients}
                register={register}
                errors={errors}
                onAdd={() => {
                  rows.append(emptyRow());
                  setLineIds((ids) => [...ids, undefined]);
                }}
                onRemove={(index) => {
                  rows.remove(index);
                  setLineIds((ids) => ids.filter((_, at) => at !== index));
                }}
              />
            </Tabs.Content>
          </Tabs.Root>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Flex w="full" gap="3" align="center" justify="end" wrap="wrap">
          {!chosen && (
            <Text color="fg.muted" fontSize="sm" me="auto">
              {NO_PRODUCT}
            </Text>
          )}
          <Button variant="outline" minH="11" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            colorPalette="brand"
            minH="11"
            disabled={!chosen}
            loading={isSubmitting}
            loadingText={editing ? 'Guardando...' : 'Creando...'}
          >
            {editing ? 'Guardar Receta' : 'Crear Receta'}
          </Button>
        </Flex>
      </Dialog.Footer>
    </DialogFrame>
  );
}
