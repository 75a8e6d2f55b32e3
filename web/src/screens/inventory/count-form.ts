import type { CountReason } from '@restaurantpro/schema';
import type { StoredIngredient } from '../../data/repositories/ingredients.ts';
import { refOf } from '../../data/repositories/orders.ts';

/** One ingredient of the 'Recuento' dialog: what the screen shows, and what is typed. */
export interface CountLineForm {
  ingredientId: string;
  /** The stock shown when the dialog opened: the count's expected figure. */
  expected: string;
  /** The cost per unit of that moment, so the variance in euros stays as it was. */
  unitCost: string;
  /** Empty: not counted. */
  counted: string;
  reason: CountReason;
}

export interface CountForm {
  lines: CountLineForm[];
}

/** Only active ingredients are counted (the schema refuses the others); 'Merma' is the usual reason. */
export function initialCount(ingredients: readonly StoredIngredient[]): CountForm {
  return {
    lines: ingredients
      .filter((ingredient) => ingredient.isActive)
      .map((ingredient) => ({
        ingredientId: refOf(ingredient),
        expected: ingredient.currentStock,
        unitCost: ingredient.costPerUnit,
        counted: '',
        reason: 'waste',
      })),
  };
}

/** The values the schema's stockCountInputSchema parses: the ingredients whose quantity was typed. */
export function countInput(form: CountForm) {
  return {
    lines: form.lines
      .filter((line) => line.counted.trim() !== '')
      .map(({ ingredientId, expected, unitCost, counted, reason }) => ({
        ingredientId,
        expected,
        // As typed ("9,5"): the schema's input reads a comma or a point.
        counted,
        reason,
        unitCost,
      })),
  };
}
