import {
  dishName,
  idPart,
  inUseReason,
  ingredientInputSchema,
  ingredientSchema,
  referencesTo,
  type Ingredient,
  type Product,
  type Recipe,
} from '@restaurantpro/schema';
import { allOfType, type StoredDoc } from '../queries.ts';
import { removeDoc, saveDoc, type DocEdit, type DocKind } from './back-office-docs.ts';
import type { WriteContext } from './context.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/** Ingredients on the floor replica (the inventory screen and the recipes' cost sheets read them). */

export type StoredIngredient = Ingredient & StoredDoc;

const INGREDIENT: DocKind<Ingredient> = { type: 'ingredient', input: ingredientInputSchema, doc: ingredientSchema };

/** Creates (`id` null) or updates an ingredient from the dialog's values. */
export const saveIngredient = repositoryWrite(function saveIngredient(
  db: PouchDB.Database,
  { id, values }: DocEdit,
  context: WriteContext,
): Promise<StoredIngredient> {
  return saveDoc(db, INGREDIENT, values, id, context);
});

/**
 * Deletes an ingredient no recipe uses. A recipe line pointing at a deleted ingredient would break
 * its cost sheet, so the delete is refused naming the recipes' dishes (the API refuses it too).
 */
export const deleteIngredient = repositoryWrite(async function deleteIngredient(
  db: PouchDB.Database,
  id: string,
  context: WriteContext,
): Promise<void> {
  const recipes = referencesTo('ingredient', id, await allOfType<Recipe & StoredDoc>(db, 'recipe'));
  if (recipes.length > 0) {
    const products = new Map(
      (await allOfType<Product & StoredDoc>(db, 'product')).map((product) => [idPart(product._id), product.name]),
    );
    const refusal = inUseReason('ingredient', recipes.map((recipe) => dishName(recipe, (pid) => products.get(pid))));
    if (refusal !== null) throw new WriteError('refused', refusal);
  }
  await removeDoc(db, INGREDIENT, id, context);
});
