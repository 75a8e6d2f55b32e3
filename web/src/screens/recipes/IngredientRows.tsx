import { Button, Grid, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { INGREDIENT_UNIT_LABELS } from '@restaurantpro/schema';
import { FormField } from '../../components/FormField.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import type { RecipeFormValues } from './recipe-form.ts';
import type { StoredIngredient } from './useRecipesData.ts';

/**
 * 'Ingredientes' tab: one row per line (ingredient with its unit, quantity in steps of 0.01, notes,
 * delete) and 'Añadir Ingrediente'. Rows are owned by the dialog's field array.
 */
export function IngredientRows({
  rows,
  ingredients,
  register,
  errors,
  onAdd,
  onRemove,
}: {
  rows: readonly { id: string }[];
  ingredients: readonly StoredIngredient[];
  register: UseFormRegister<RecipeFormValues>;
  errors: FieldErrors<RecipeFormValues>;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const listError = errors.ingredients?.message ?? errors.ingredients?.root?.message;
  return (
    <Stack gap="3">
      {rows.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="6">
          Añade ingredientes a la receta
        </Text>
      )}
      {rows.map((row, index) => {
        const rowErrors = errors.ingredients?.[index];
        const n = index + 1;
        return (
          <Grid
            key={row.id}
            templateColumns={{ base: '1fr', md: '2fr 1fr 2fr auto' }}
            gap="2"
            alignItems="start"
            data-testid="ingredient-row"
            borderBottomWidth={{ base: '1px', md: '0' }}
            pb={{ base: '3', md: '0' }}
          >
            <FormField label={`Ingrediente ${n}`} error={rowErrors?.ingredientId?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register(`ingredients.${index}.ingredientId`)}>
                  <option value="">Selecciona un ingrediente</option>
                  {ingredients.map((ingredient) => (
                    <option key={ingredient._id} value={refOf(ingredient)}>
                      {`${ingredient.name} (${INGREDIENT_UNIT_LABELS[ingredient.unit]})`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={`Cantidad ${n}`} error={rowErrors?.quantity?.message}>
              <Input
                {...register(`ingredients.${index}.quantity`)}
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
              />
            </FormField>
            <FormField label={`Notas ${n}`} error={rowErrors?.notes?.message}>
              <Input {...register(`ingredients.${index}.notes`)} placeholder="Opcional" />
            </FormField>
            <IconButton
              aria-label={`Quitar ingrediente ${n}`}
              variant="ghost"
              colorPalette="red"
              size="lg"
              mt={{ base: '0', md: '6' }}
              justifySelf="end"
              onClick={() => onRemove(index)}
            >
              <Trash2 />
            </IconButton>
          </Grid>
        );
      })}
      {listError && (
        <Text color="fg.error" role="alert">
          {listError}
        </Text>
      )}
      <Button variant="outline" minH="11" alignSelf="start" onClick={onAdd}>
        <Plus /> Añadir Ingrediente
      </Button>
    </Stack>
  );
}
