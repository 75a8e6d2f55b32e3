import { DEFAULT_PREPARATION_TIME, newId, type productInputSchema } from '@restaurantpro/schema';
import type { z } from 'zod';
import { valuesOrDefaults } from '../../components/form-values.ts';
import type { StoredProduct } from '../../data/repositories/products.ts';

export type ProductFormValues = z.input<typeof productInputSchema>;
export type ModifierGroupFormValues = NonNullable<ProductFormValues['modifierGroups']>[number];
export type ModifierOptionFormValues = ModifierGroupFormValues['options'][number];

/** What the form starts with: the product being edited, or the spec's defaults (spec §5). */
export function initialValues(product: StoredProduct | null): ProductFormValues {
  return {
    ...valuesOrDefaults(product, {
      name: '',
      description: '',
      category: 'entradas',
      price: '0',
      cost: '0',
      imageUrl: '',
      isAvailable: true,
      isActive: true,
      allergens: '',
    }),
    preparationTime: String(product?.preparationTime ?? DEFAULT_PREPARATION_TIME),
    ivaRate: product?.ivaRate === undefined ? '' : String(product.ivaRate),
    // Always sent, so removing the last group removes them from the product.
    modifierGroups: (product?.modifierGroups ?? []).map((group) => ({
      ...group,
      options: group.options.map((option) => ({ ...option })),
    })),
  };
}

/** A new option row: no name yet, no price change. Its id is fixed now so the line can copy it. */
export function newModifierOption(): ModifierOptionFormValues {
  return { id: newId(), name: '', priceDelta: '0' };
}

/** A new group: single choice, optional, with one empty option to fill in. */
export function newModifierGroup(): ModifierGroupFormValues {
  return { id: newId(), name: '', kind: 'single', required: false, options: [newModifierOption()] };
}
