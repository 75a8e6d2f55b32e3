import { describe, expect, it } from 'vitest';
import { recipeFormSchema } from '@restaurantpro/schema';
import { initialRecipeValues, tabOfFirstError } from './recipe-form.ts';

describe('recipe form', () => {
  it('starts a new recipe with the dialog defaults: 30 min, 4 servings, medium, no rows', () => {
    expect(
      recipeFormSchema.safeParse({
        ...initialRecipeValues(null, 'paella'),
        ingredients: [{ ingredientId: 'arroz' }],
      }).data,
    ).toMatchObject({
      productId: 'paella',
      preparationTime: 30,
      servings: 4,
      difficulty: 'medium',
    });
    expect(initialRecipeValues(null, null)).toMatchObject({ productId: '', ingredients: [] });
  });

  it.each([
    [{ productId: { type: 'too_small', message: 'x' } }, 'producto'],
    [
      { servings: { type: 'too_small', message: 'x' }, ingredients: { type: 'too_small', message: 'x' } },
      'receta',
    ],
    [{ ingredients: { type: 'too_small', message: 'x' } }, 'ingredientes'],
  ] as const)('shows the tab of the first error %#', (errors, tab) => {
    expect(tabOfFirstError(errors)).toBe(tab);
  });
});
