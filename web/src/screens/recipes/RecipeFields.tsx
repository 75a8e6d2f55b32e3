import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DIFFICULTIES, DIFFICULTY_LABELS } from '@restaurantpro/schema';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import type { RecipeFormValues } from './recipe-form.ts';

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: DIFFICULTY_LABELS[difficulty],
}));

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
          <SelectInput {...register('difficulty')} options={DIFFICULTY_OPTIONS} />
        </FormField>
      </SimpleGrid>
      <FormField label="Notas" error={errors.notes?.message}>
        <Textarea {...register('notes')} rows={2} />
      </FormField>
    </Stack>
  );
}
