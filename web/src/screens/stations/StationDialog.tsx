import { SimpleGrid, Text } from '@chakra-ui/react';
import type { Product } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormInput } from '../../components/FormInput.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { docWrite, useDocForm, type DocDialogWording } from '../../components/useDocForm.ts';
import type { StoredDoc } from '../../data/queries.ts';
import { saveStation, type StoredStation } from '../../data/repositories/stations.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { CheckboxListField } from './CheckboxListField.tsx';
import {
  CATEGORY_OPTIONS,
  factorsExample,
  initialValues,
  productOptions,
  stationFormSchema,
} from './station-form.ts';

const STATION_WRITE = docWrite('station', stationFormSchema, saveStation);

/** The two lateness factors, each with the colour it turns a late ticket. */
const FACTOR_FIELDS = [
  {
    name: 'amberFactor',
    label: 'Factor ámbar',
    helper: 'Ámbar al pasar el tiempo de preparación × este factor',
  },
  { name: 'redFactor', label: 'Factor rojo', helper: 'Rojo al pasar el tiempo de preparación × este factor' },
] as const;

const WORDING: DocDialogWording = {
  create: { title: 'Nueva Estación', done: TOASTS.stationCreated, failed: TOASTS.stationCreateFailed },
  edit: { title: 'Editar Estación', done: TOASTS.stationUpdated, failed: TOASTS.stationUpdateFailed },
};

/**
 * 'Nueva Estación' / 'Editar Estación': the name, what is routed to it (categories, and single
 * products, which beat their category), when its tickets turn amber and red, its chits and whether
 * it is active.
 */
export function StationDialog({
  station,
  products,
  onClose,
}: {
  station: StoredStation | null;
  products: readonly (Product & StoredDoc)[];
  onClose: () => void;
}) {
  const { form, errors, field, dialog } = useDocForm(
    STATION_WRITE,
    WORDING,
    station,
    initialValues(station),
    onClose,
  );
  // The factors are numbers in the schema: the inputs hand them over as numbers (empty: not a number).
  const factor = (name: 'amberFactor' | 'redFactor') => ({
    input: form.register(name, { valueAsNumber: true }),
    error: errors[name]?.message,
  });
  const example = factorsExample(form.watch('amberFactor'), form.watch('redFactor'));

  return (
    <FormDialog {...dialog}>
      <FormInput
        label="Nombre"
        required
        field={field('name')}
        autoComplete="off"
        placeholder="Cocina caliente, Fríos, Barra, Postres..."
      />
      <CheckboxListField
        control={form.control}
        name="categories"
        legend="Categorías"
        helper="Los productos de estas categorías se preparan aquí; si dos estaciones toman la misma, va a la creada antes"
        options={CATEGORY_OPTIONS}
      />
      <CheckboxListField
        control={form.control}
        name="productIds"
        legend="Productos sueltos"
        helper="Un producto elegido aquí va a esta estación aunque su categoría esté asignada a otra"
        options={productOptions(products, station?.productIds ?? [])}
        empty="No hay productos en la carta"
        scroll
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {FACTOR_FIELDS.map(({ name, label, helper }) => (
          <FormInput
            key={name}
            label={label}
            required
            field={factor(name)}
            helper={helper}
            type="number"
            step="0.1"
            min={0.1}
            max={10}
            inputMode="decimal"
          />
        ))}
      </SimpleGrid>
      {example && (
        <Text fontSize="sm" color="fg.muted" data-testid="factors-example">
          {example}
        </Text>
      )}
      <SwitchField
        control={form.control}
        name="printChits"
        label="Imprimir una comanda por ronda"
        heading={{ label: 'Comandas', helper: 'Cada ronda imprime las líneas de esta estación' }}
      />
      <SwitchField
        control={form.control}
        name="isActive"
        label="Estación activa"
        heading={{
          label: 'Estado',
          helper:
            'Una estación inactiva no sale en cocina: sus productos pasan a otra estación o a toda la cocina',
        }}
      />
    </FormDialog>
  );
}
