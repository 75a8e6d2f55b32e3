import {
  ingredientInputSchema,
  ingredientSchema,
  type Ingredient,
  type Product,
  type Recipe,
} from '@restaurantpro/schema';
import { allOfType, type StoredDoc } from '../queries.ts';
import { removeDoc, saveDoc, WriteRefusedError, type DocKind, type WriteContext } from './back-office-docs.ts';

/** Ingredients on the floor replica (the inventory screen and the recipes' cost sheets read them). */

export type StoredIngredient = Ingredient & StoredDoc;

const INGREDIENT: DocKind<Ingredient> = { type: 'ingredient', input: ingredientInputSchema, doc: ingredientSchema };

/** Creates (`id` null) or updates an ingredient from the dialog's values. */
export function saveIngredient(
  db: PouchDB.Database,
  values: unknown,
  id: string | null,
  context: WriteContext,
): Promise<StoredIngredient> {
  return saveDoc(db, INGREDIENT, values, id, context);
}

/**
 * Deletes an ingredient no recipe uses. A recipe line pointing at a deleted ingredient would break
 * its cost sheet, so the delete is refused naming the recipes' dishes (the API refuses it too).
 */
export async function deleteIngredient(db: PouchDB.Database, id: string, context: WriteContext): Promise<void> {
  const recipes = (await allOfType<Recipe & StoredDoc>(db, 'recipe')).filter((recipe) =>
    recipe.ingredients.some((line) => line.ingredientId === id),
  );
  if (recipes.length > 0) {
    const products = new Map(
      (await allOfType<Product & StoredDoc>(db, 'product')).map((product) => [product._id, product.name]),
    );
    const names = recipes.map((recipe) => products.get(`product:${recipe.productId}`) ?? 'producto desconocido');
    throw new WriteRefusedError(
      `No se puede eliminar el ingrediente: lo usa(n) ${recipes.length} receta(s) (${names.join(', ')}). Quítalo de esas recetas primero.`);
  }
  await removeDoc(db, INGREDIENT, id, context);
}
