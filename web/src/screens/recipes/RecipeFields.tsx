import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DIFFICULTIES, DIFFICULTY_LABELS } from '@restaurantpro/schema';
import { FormField } from '../../components/FormField.tsx';
import type { RecipeFormValues } from './recipe-form.ts';

/** 'Receta' tab: instructions (one step per line), time, servings, difficulty and notes. */
export function RecipeFields({
  register,
  errors,
}: {
  register: UseFormRegister<RecipeFormValues>;
  errors: FieldErrors<RecipeFormValues>;
}) {
  return (
    <Stack gap="4">
      <FormField label="Instrucciones" helper="Un paso por línea" error={errors.instructions?.message}>
        <Textarea {...register('instructions')} rows={6} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormField label="Tiempo (min)" error={errors.preparationTime?.message}>
          <Input {...register('preparationTime')} type="number" min={0} step={1} />
        </FormField>
        <FormField label="Raciones" error={errors.servings?.message}>
          <Input {...register('servings')} type="number" min={0} step={1} />
        </FormField>
        <FormField label="Dificultad" error={errors.difficulty?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('difficulty')}>
              {DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {DIFFICULTY_LABELS[difficulty]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FormField label="Notas" error={errors.notes?.message}>
        <Textarea {...register('notes')} rows={2} />
      </FormField>
    </Stack>
  );
}
