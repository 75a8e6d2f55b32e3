import { type ingredientInputSchema } from '@restaurantpro/schema';
import type { z } from 'zod';
import { valuesOrDefaults } from '../../components/form-values.ts';
import type { StoredIngredient } from '../../data/repositories/ingredients.ts';
import { formatDate } from '../../lib/format.ts';

export type IngredientFormValues = z.input<typeof ingredientInputSchema>;

/** The select's 'Sin proveedor' option: the input schema turns it into "no supplier" (spec §5). */
export const NO_SUPPLIER = 'none';

/** What the dialog starts with: the ingredient being edited, or the spec's defaults (spec §5). */
export function initialValues(ingredient: StoredIngredient | null): IngredientFormValues {
  return {
    ...valuesOrDefaults(ingredient, {
      name: '',
      unit: 'kg',
      currentStock: '0',
      minStock: '0',
      costPerUnit: '0',
      supplierId: NO_SUPPLIER,
      // Not shown in the dialog: kept as they are, since a save replaces every input field.
      category: '',
      isActive: true,
    }),
    // A date input holds YYYY-MM-DD; a stored timestamp keeps its date part.
    expiryDate: ingredient?.expiryDate?.slice(0, 10) ?? '',
  };
}

/**
 * "31/12/2026" for an expiry date. A bare date is a calendar day, not an instant: it is shown as
 * written, never shifted by the device's time zone.
 */
export function formatExpiry(expiryDate: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(expiryDate);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : formatDate(expiryDate);
}
