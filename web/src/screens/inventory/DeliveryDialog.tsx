import { Box, Button, Grid, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  deliveryInputSchema,
  INGREDIENT_UNITS,
  INGREDIENT_UNIT_LABELS,
  ingredientUnitSchema,
  type Invoice,
  type Supplier,
} from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import type { StoredDoc } from '../../data/queries.ts';
import { receiveDelivery } from '../../data/repositories/deliveries.ts';
import type { StoredIngredient } from '../../data/repositories/ingredients.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { deliveryInput, initialDelivery, lineUnitProblem, newDeliveryLine, NO_INVOICE, type DeliveryForm } from './delivery-form.ts';

const UNIT_OPTIONS = INGREDIENT_UNITS.map((unit) => ({ value: unit, label: INGREDIENT_UNIT_LABELS[unit] }));

/**
 * 'Entrada de mercancía': goods received from a supplier, with an optional invoice and delivery note
 * number, and one line per ingredient in any unit that converts to the ingredient's own. Written
 * whole as one delivery; the stock and the average cost change when the gateway projects it.
 */
export function DeliveryDialog({
  ingredients,
  suppliers,
  invoices,
  onClose,
}: {
  /** Active ingredients, by name. */
  ingredients: readonly StoredIngredient[];
  /** Active suppliers, by name (office replica). */
  suppliers: readonly (Supplier & StoredDoc)[];
  invoices: readonly (Invoice & StoredDoc)[];
  onClose: () => void;
}) {
  const writer = useBackOfficeWriter('delivery');
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryForm>({ defaultValues: initialDelivery(suppliers[0] ? refOf(suppliers[0]) : '') });
  const lines = useFieldArray({ control, name: 'lines' });
  const supplierId = useWatch({ control, name: 'supplierId' });
  const watchedLines = useWatch({ control, name: 'lines' });

  const supplierOptions = [{ value: '', label: 'Elige un proveedor' }, ...suppliers.map((supplier) => ({ value: refOf(supplier), label: supplier.name }))];
  const invoiceOptions = [
    { value: NO_INVOICE, label: 'Sin factura' },
    ...invoices.filter((invoice) => invoice.supplierId === supplierId).map((invoice) => ({ value: refOf(invoice), label: invoice.invoiceNumber })),
  ];
  const ingredientOptions = [{ value: '', label: 'Elige un ingrediente' }, ...ingredients.map((ingredient) => ({ value: refOf(ingredient), label: ingredient.name }))];
  const unitProblems = watchedLines.map((line) => lineUnitProblem(line, ingredients));

  const submit = handleSubmit(async (form) => {
    // The schema's own messages, each under its field; the line's unit is already judged live.
    const parsed = deliveryInputSchema.safeParse(deliveryInput(form));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.') as Parameters<typeof setError>[0];
        setError(path || 'root', { message: issue.message });
      }
      return;
    }
    if (unitProblems.some((problem) => problem !== null)) return;
    const saved = await writer.run(receiveDelivery, { values: parsed.data, suppliers, invoices }, TOASTS.deliveryReceived, TOASTS.deliveryFailed);
    if (saved) onClose();
  });

  return (
    <FormDialog
      title="Entrada de mercancía"
      submitLabel="Registrar entrada"
      submitting={isSubmitting}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormField label="Proveedor" required error={errors.supplierId?.message}>
        <SelectInput {...register('supplierId')} options={supplierOptions} />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <FormField label="Factura" error={errors.invoiceId?.message}>
          <SelectInput {...register('invoiceId')} options={invoiceOptions} />
        </FormField>
        <FormField label="Número de albarán" error={errors.reference?.message}>
          <Input {...register('reference')} autoComplete="off" />
        </FormField>
      </Grid>
      <Stack gap="3">
        {lines.fields.map((line, index) => {
          const lineErrors = errors.lines?.[index];
          const unitError = lineErrors?.unit?.message ?? unitProblems[index] ?? undefined;
          const ingredientField = register(`lines.${index}.ingredientId`);
          return (
            <Box key={line.id} role="group" aria-label={`Línea ${index + 1}`} borderWidth="1px" rounded="md" p="3" data-testid="delivery-line">
              <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr 1fr 1fr auto' }} gap="2" alignItems="start">
                <FormField label="Ingrediente" required error={lineErrors?.ingredientId?.message}>
                  <SelectInput
                    {...ingredientField}
                    options={ingredientOptions}
                    onChange={(event) => {
                      void ingredientField.onChange(event);
                      // The ingredient's own unit is the likeliest one on the delivery note.
                      const unit = ingredients.find((ingredient) => refOf(ingredient) === event.target.value)?.unit;
                      if (unit) setValue(`lines.${index}.unit`, ingredientUnitSchema.parse(unit));
                    }}
                  />
                </FormField>
                <FormField label="Cantidad" required error={lineErrors?.quantity?.message}>
                  <Input {...register(`lines.${index}.quantity`)} inputMode="decimal" autoComplete="off" />
                </FormField>
                <FormField label="Unidad" required error={unitError}>
                  <SelectInput {...register(`lines.${index}.unit`)} options={UNIT_OPTIONS} />
                </FormField>
                <FormField label="Coste por unidad" required error={lineErrors?.unitCost?.message}>
                  <Input {...register(`lines.${index}.unitCost`)} inputMode="decimal" autoComplete="off" />
                </FormField>
                <IconButton
                  aria-label={`Quitar línea ${index + 1}`}
                  variant="ghost"
                  colorPalette="red"
                  size="lg"
                  mt={{ base: 0, sm: '6' }}
                  disabled={lines.fields.length === 1}
                  onClick={() => lines.remove(index)}
                >
                  <Trash2 />
                </IconButton>
              </Grid>
            </Box>
          );
        })}
        {(errors.lines?.root?.message ?? errors.lines?.message) && (
          <Text color="fg.error" fontSize="sm">
            {errors.lines?.root?.message ?? errors.lines?.message}
          </Text>
        )}
        <Button variant="outline" minH="11" alignSelf="start" onClick={() => lines.append(newDeliveryLine())}>
          <Plus /> Añadir línea
        </Button>
      </Stack>
      {errors.root?.message && (
        <Text color="fg.error" fontSize="sm">
          {errors.root.message}
        </Text>
      )}
    </FormDialog>
  );
}
