import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import {
  RECIPE_DEFAULT_DIFFICULTY,
  RECIPE_DEFAULT_PREPARATION_TIME,
  RECIPE_DEFAULT_SERVINGS,
  type Recipe,
  type recipeFormSchema,
} from '@restaurantpro/schema';

/** What the recipe dialog holds: text as typed, parsed by `recipeFormSchema` on submit. */
export type RecipeFormValues = z.input<typeof recipeFormSchema>;
export type RecipeRowValues = RecipeFormValues['ingredients'][number];

const RECIPE_TABS = ['producto', 'receta', 'ingredientes'] as const;
export type RecipeTab = (typeof RECIPE_TABS)[number];

export function isRecipeTab(value: string): value is RecipeTab {
  return (RECIPE_TABS as readonly string[]).includes(value);
}

/** A new row: no ingredient, quantity 0, no notes (spec §5). */
export function emptyRow(): RecipeRowValues {
  return { ingredientId: '', quantity: '0', notes: '' };
}

/** The recipe being edited, or the dialog's defaults: 30 min, 4 servings, medium (spec §9). */
export function initialRecipeValues(recipe: Recipe | null, productId: string | null): RecipeFormValues {
  if (recipe) {
    return {
      productId: recipe.productId,
      instructions: recipe.instructions,
      preparationTime: String(recipe.preparationTime),
      servings: String(recipe.servings),
      difficulty: recipe.difficulty,
      notes: recipe.notes ?? '',
      ingredients: recipe.ingredients.map((line) => ({
        ingredientId: line.ingredientId,
        quantity: line.quantity,
        notes: line.notes ?? '',
      })),
    };
  }
  return {
    productId: productId ?? '',
    instructions: '',
    preparationTime: String(RECIPE_DEFAULT_PREPARATION_TIME),
    servings: String(RECIPE_DEFAULT_SERVINGS),
    difficulty: RECIPE_DEFAULT_DIFFICULTY,
    notes: '',
    ingredients: [],
  };
}

/** The tab holding the first invalid field, so a message is never left on a hidden tab. */
export function tabOfFirstError(errors: FieldErrors<RecipeFormValues>): RecipeTab {
  if (errors.productId) return 'producto';
  if (errors.instructions || errors.preparationTime || errors.servings || errors.difficulty || errors.notes)
    return 'receta';
  return 'ingredientes';
}
