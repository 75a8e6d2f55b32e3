import {
  DEFAULT_LATE_FACTORS,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  stationInputSchema,
  withFactorsInOrder,
  type Product,
} from '@restaurantpro/schema';
import type { z } from 'zod';
import { valuesOrDefaults } from '../../components/form-values.ts';
import type { StoredDoc } from '../../data/queries.ts';
import { refOf } from '../../data/repositories/orders.ts';
import type { StoredStation } from '../../data/repositories/stations.ts';
import { formatQuantity } from '../../lib/format.ts';
import { byMenuOrder } from '../../lib/menu-order.ts';

/**
 * The station form's schema: the API's input with the stored document's red-after-amber rule, so
 * the form says it under 'Factor rojo' before anything is written.
 */
export const stationFormSchema = withFactorsInOrder(stationInputSchema);

export type StationFormValues = z.input<typeof stationFormSchema>;

/** What the dialog starts with: the station being edited, or the schema's defaults. */
export function initialValues(station: StoredStation | null): StationFormValues {
  return valuesOrDefaults(station, {
    name: '',
    categories: [],
    productIds: [],
    amberFactor: DEFAULT_LATE_FACTORS.amber,
    redFactor: DEFAULT_LATE_FACTORS.red,
    printChits: false,
    isActive: true,
  });
}

export interface RoutingOption {
  value: string;
  label: string;
  /** Muted text after the label: a product's category. */
  detail?: string;
}

export const CATEGORY_OPTIONS: readonly RoutingOption[] = PRODUCT_CATEGORIES.map((category) => ({
  value: category,
  label: PRODUCT_CATEGORY_LABELS[category],
}));

/**
 * The products a station may take one by one, in menu order: the active ones, and any the station
 * already routes (so an edit never drops one silently).
 */
export function productOptions(
  products: readonly (Product & StoredDoc)[],
  routed: readonly string[],
): RoutingOption[] {
  return products
    .filter((product) => product.isActive || routed.includes(refOf(product)))
    .sort(byMenuOrder)
    .map((product) => ({
      value: refOf(product),
      label: product.name,
      detail: PRODUCT_CATEGORY_LABELS[product.category],
    }));
}

/** A factor as the screens show it: 1.5 → "×1,5". */
export function formatFactor(factor: number): string {
  return `×${formatQuantity(factor)}`;
}

/** The dish time the dialog's example is worked out for, in minutes. */
const EXAMPLE_PREP_MINUTES = 10;

/**
 * What the factors mean for a 10-minute dish: 'Con un plato de 10 min: ámbar a los 10 min, rojo a
 * los 15 min'. Null while either factor is not a number yet.
 */
export function factorsExample(amberFactor: unknown, redFactor: unknown): string | null {
  if (typeof amberFactor !== 'number' || typeof redFactor !== 'number') return null;
  if (!Number.isFinite(amberFactor) || !Number.isFinite(redFactor)) return null;
  const at = (factor: number) => `${formatQuantity(Math.round(EXAMPLE_PREP_MINUTES * factor * 10) / 10)} min`;
  return `Con un plato de ${EXAMPLE_PREP_MINUTES} min: ámbar a los ${at(amberFactor)}, rojo a los ${at(redFactor)}`;
}
