import { Box, Button, Flex, Grid, IconButton, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import type { ProductInput } from '@restaurantpro/schema';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { newModifierGroup, newModifierOption, type ProductFormValues } from './product-form.ts';

type FormControl = Control<ProductFormValues, unknown, ProductInput>;
type GroupErrors = NonNullable<FieldErrors<ProductFormValues>['modifierGroups']>[number];

const KIND_OPTIONS = [
  { value: 'single', label: 'Una opción' },
  { value: 'multiple', label: 'Varias opciones' },
];

/** One group: its name, kind, 'Obligatorio', and its options with their price changes. */
function GroupEditor({
  index,
  control,
  register,
  errors,
  onRemove,
}: {
  index: number;
  control: FormControl;
  register: UseFormRegister<ProductFormValues>;
  errors: GroupErrors | undefined;
  onRemove: () => void;
}) {
  const options = useFieldArray({ control, name: `modifierGroups.${index}.options` });
  const optionsError = errors?.options?.root?.message ?? errors?.options?.message;
  const n = index + 1;
  return (
    <Box
      role="group"
      aria-label={`Grupo ${n}`}
      borderWidth="1px"
      rounded="md"
      p="3"
      data-testid="modifier-group"
    >
      <Stack gap="3">
        <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr auto' }} gap="2" alignItems="end">
          <FormField label="Nombre del grupo" required error={errors?.name?.message}>
            <Input
              {...register(`modifierGroups.${index}.name`)}
              placeholder="Punto de la carne"
              autoComplete="off"
            />
          </FormField>
          <FormField label="Tipo" error={errors?.kind?.message}>
            <SelectInput options={KIND_OPTIONS} {...register(`modifierGroups.${index}.kind`)} />
          </FormField>
          <IconButton
            aria-label={`Eliminar grupo ${n}`}
            variant="ghost"
            colorPalette="red"
            size="lg"
            onClick={onRemove}
          >
            <Trash2 />
          </IconButton>
        </Grid>
        <Controller
          control={control}
          name={`modifierGroups.${index}.required`}
          render={({ field }) => (
            <Switch.Root
              checked={field.value ?? false}
              onCheckedChange={(details) => field.onChange(details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>Obligatorio</Switch.Label>
            </Switch.Root>
          )}
        />
        {options.fields.map((option, optionIndex) => {
          const optionErrors = errors?.options?.[optionIndex];
          const m = optionIndex + 1;
          return (
            <Grid key={option.id} templateColumns="2fr 1fr auto" gap="2" alignItems="start">
              <FormField label={`Opción ${m}`} required error={optionErrors?.name?.message}>
                <Input
                  {...register(`modifierGroups.${index}.options.${optionIndex}.name`)}
                  autoComplete="off"
                />
              </FormField>
              <FormField label={`Precio extra ${m} (€)`} error={optionErrors?.priceDelta?.message}>
                <Input
                  {...register(`modifierGroups.${index}.options.${optionIndex}.priceDelta`)}
                  inputMode="decimal"
                />
              </FormField>
              <IconButton
                aria-label={`Quitar opción ${m}`}
                variant="ghost"
                colorPalette="red"
                mt="6"
                onClick={() => options.remove(optionIndex)}
              >
                <Trash2 />
              </IconButton>
            </Grid>
          );
        })}
        {optionsError && (
          <Text color="fg.error" fontSize="sm">
            {optionsError}
          </Text>
        )}
        <Button
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          onClick={() => options.append(newModifierOption())}
        >
          <Plus /> Añadir opción
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * 'Opciones del plato': the product's modifier groups ('Punto de la carne: Poco hecho / Al punto /
 * Hecho', 'Extras: Huevo +1,50 €'), each single or multiple choice, required or not. Validated with
 * the product's input schema, so the messages are the schema's.
 */
export function ModifierGroupsField({
  control,
  register,
  errors,
}: {
  control: FormControl;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['modifierGroups'];
}) {
  const groups = useFieldArray({ control, name: 'modifierGroups' });
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <Stack gap="3" as="section" aria-label="Opciones del plato">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="semibold">Opciones del plato</Text>
        <Button variant="outline" size="sm" onClick={() => groups.append(newModifierGroup())}>
          <Plus /> Añadir grupo de opciones
        </Button>
      </Flex>
      {groups.fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          Sin opciones: el plato se añade al pedido directamente.
        </Text>
      )}
      {groups.fields.map((group, index) => (
        <GroupEditor
          key={group.id}
          index={index}
          control={control}
          register={register}
          errors={errors?.[index]}
          onRemove={() => groups.remove(index)}
        />
      ))}
      {listError && (
        <Text color="fg.error" fontSize="sm">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
