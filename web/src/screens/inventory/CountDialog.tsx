import { Box, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { COUNT_REASONS, COUNT_REASON_LABELS, INGREDIENT_UNIT_LABELS, stockCountInputSchema } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import type { StoredIngredient } from '../../data/repositories/ingredients.ts';
import { recordStockCount } from '../../data/repositories/stock-counts.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { formatQuantity } from '../../lib/format.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { countInput, initialCount, type CountForm } from './count-form.ts';

const REASON_OPTIONS = COUNT_REASONS.map((reason) => ({ value: reason, label: COUNT_REASON_LABELS[reason] }));

/**
 * 'Recuento': the quantity counted of each active ingredient (blank: not counted) and the reason
 * for a difference. Saved as one stock count against the stock shown when the dialog opened; the
 * gateway applies the differences, so sales made meanwhile still count.
 */
export function CountDialog({ ingredients, onClose }: { ingredients: readonly StoredIngredient[]; onClose: () => void }) {
  const writer = useBackOfficeWriter('stock_count');
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CountForm>({ defaultValues: initialCount(ingredients) });
  const byId = new Map(ingredients.map((ingredient) => [ingredient._id.slice('ingredient:'.length), ingredient]));
  const lines = getValues('lines');

  const submit = handleSubmit(async (form) => {
    const input = countInput(form);
    const parsed = stockCountInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // The schema names the typed lines; the form holds every ingredient.
        const [, typedIndex, field] = issue.path;
        const line = typeof typedIndex === 'number' ? input.lines[typedIndex] : undefined;
        const index = line ? form.lines.findIndex((candidate) => candidate.ingredientId === line.ingredientId) : -1;
        if (index >= 0 && (field === 'counted' || field === 'reason')) setError(`lines.${index}.${field}`, { message: issue.message });
        else setError('root', { message: issue.message });
      }
      return;
    }
    const saved = await writer.run(recordStockCount, parsed.data, TOASTS.stockCountSaved, TOASTS.stockCountFailed);
    if (saved) onClose();
  });

  return (
    <FormDialog title="Recuento" submitLabel="Guardar recuento" submitting={isSubmitting} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <Text fontSize="sm" color="fg.muted">
        Escribe la cantidad contada de los ingredientes que cuentes; los que dejes en blanco no cambian.
      </Text>
      <Stack gap="3">
        {lines.map((line, index) => {
          const ingredient = byId.get(line.ingredientId);
          const name = ingredient?.name ?? line.ingredientId;
          const unit = ingredient ? INGREDIENT_UNIT_LABELS[ingredient.unit].toLowerCase() : '';
          return (
            <Box key={line.ingredientId} role="group" aria-label={name} borderWidth="1px" rounded="md" p="3" data-testid="count-line" data-name={name}>
              <Text fontWeight="medium">{name}</Text>
              <Text fontSize="sm" color="fg.muted" mb="2">
                Stock esperado: {formatQuantity(line.expected, unit)}
              </Text>
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="2">
                <FormField label="Cantidad contada" error={errors.lines?.[index]?.counted?.message}>
                  <Input {...register(`lines.${index}.counted`)} inputMode="decimal" autoComplete="off" />
                </FormField>
                <FormField label="Motivo" error={errors.lines?.[index]?.reason?.message}>
                  <SelectInput {...register(`lines.${index}.reason`)} options={REASON_OPTIONS} />
                </FormField>
              </Grid>
            </Box>
          );
        })}
      </Stack>
      {errors.root?.message && (
        <Text color="fg.error" fontSize="sm" data-testid="count-error">
          {errors.root.message}
        </Text>
      )}
    </FormDialog>
  );
}
