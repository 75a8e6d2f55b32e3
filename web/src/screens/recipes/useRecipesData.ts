import { useMemo } from 'react';
import type { Ingredient } from '@restaurantpro/schema';
import type { StoredDoc } from '../../data/queries.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { byMenuOrder } from '../../lib/menu-order.ts';

export type StoredIngredient = Ingredient & StoredDoc;

/** Live products (menu order), each product's recipe, and the ingredients by reference, from the floor replica. */
export function useRecipesData() {
  const products = useLiveDocs('product');
  const recipes = useLiveDocs('recipe');
  const ingredients = useLiveDocs('ingredient');

  const data = useMemo(() => {
    const ingredientList = (ingredients.data ?? [])
      .filter((doc) => doc.isActive)
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return {
      products: (products.data ?? []).filter((doc) => doc.isActive).sort(byMenuOrder),
      recipeByProduct: new Map((recipes.data ?? []).map((recipe) => [recipe.productId, recipe])),
      // Inactive ingredients still price the recipes that use them; only the picker leaves them out.
      ingredientById: new Map((ingredients.data ?? []).map((doc) => [refOf(doc), doc])),
      ingredientList,
    };
  }, [products.data, recipes.data, ingredients.data]);

  const all = [products, recipes, ingredients];
  const failed = all.find((result) => result.status === 'error');
  return {
    ...data,
    status: failed ? 'error' : all.some((result) => result.status === 'loading') ? 'loading' : 'done',
    error: failed?.error ?? null,
  } as const;
}
