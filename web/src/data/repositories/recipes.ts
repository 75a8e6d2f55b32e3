import {
  docId,
  newId,
  recipeCostPerPortion,
  recipeFormSchema,
  recipeSchema,
  type Ingredient,
  type Recipe,
  type RecipeFormInput,
} from '@restaurantpro/schema';
import { allOfType, getOrNull } from '../queries.ts';
import { refOf } from './orders.ts';
import type { WriteContext, Writer } from './context.ts';
import { assertMayWrite, setProductCost, withoutUndefined, type StoredProduct } from './products.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Recipes on the local replica: one document per product with its ingredient lines embedded, so a
 * recipe is written (and replicated) whole. Saving one also keeps the product's cost equal to the
 * recipe's cost per portion (spec §9), as the demo restaurant is loaded.
 */

export type StoredRecipe = Recipe & { _rev: string };

/** Cost of one portion of `recipe` with the ingredients' current cost per unit; unknown ingredients cost 0. */
export function costPerPortionOf(recipe: Pick<Recipe, 'ingredients' | 'servings'>, ingredients: ReadonlyMap<string, Pick<Ingredient, 'costPerUnit'>>): string {
  return recipeCostPerPortion(
    recipe.ingredients.map((line) => ({ quantity: line.quantity, costPerUnit: ingredients.get(line.ingredientId)?.costPerUnit ?? '0.00' })),
    recipe.servings,
  );
}

/** The recipe of a product, or null. Found by its `productId`: recipes made through /api have their own ids. */
export async function recipeOfProduct(db: PouchDB.Database, productRef: string): Promise<StoredRecipe | null> {
  const recipes = await allOfType(db, 'recipe');
  return recipes.find((recipe) => recipe.productId === productRef) ?? null;
}

/**
 * The recipe document for validated dialog input: `prev` edited, or a new one whose id is derived
 * from the product, so two devices creating the product's recipe offline write one document.
 * `lineIds[i]` keeps an edited row's line id; rows without one get a new id.
 */
export function buildRecipe(
  input: RecipeFormInput,
  prev: Recipe | null,
  lineIds: readonly (string | undefined)[],
  writer: Writer,
  now: Date,
): Recipe {
  const at = now.toISOString();
  return recipeSchema.parse(
    withoutUndefined({
      ...prev,
      _id: prev?._id ?? docId('recipe', input.productId),
      type: 'recipe',
      createdAt: prev?.createdAt ?? at,
      updatedAt: at,
      updatedBy: writer.id,
      productId: input.productId,
      instructions: input.instructions,
      preparationTime: input.preparationTime,
      servings: input.servings,
      difficulty: input.difficulty,
      notes: input.notes,
      ingredients: input.ingredients.map((line, index) =>
        withoutUndefined({ id: lineIds[index] ?? newId(), ingredientId: line.ingredientId, quantity: line.quantity, notes: line.notes }),
      ),
    }),
  );
}

export interface SaveRecipe {
  /** The dialog's values, parsed with `recipeFormSchema` (a product and at least one ingredient). */
  values: unknown;
  /** Line ids of the dialog's rows, index-aligned; undefined for new rows. */
  lineIds?: readonly (string | undefined)[];
}

export interface SavedRecipe {
  recipe: StoredRecipe;
  costPerPortion: string;
  /** Whether the product's cost was changed to the cost per portion. */
  productCostUpdated: boolean;
}

/**
 * Creates the product's recipe or replaces the one it has (there is one per product), then sets the
 * product's cost to the cost per portion when the writer may change products.
 */
export const saveRecipe = repositoryWrite(async function saveRecipe(
  db: PouchDB.Database,
  { values, lineIds = [] }: SaveRecipe,
  ctx: WriteContext,
): Promise<SavedRecipe> {
  const { actor: writer, now } = ctx;
  const input = recipeFormSchema.parse(values);
  const productId = docId('product', input.productId);
  if (!(await getOrNull<StoredProduct>(db, productId))) throw new WriteError('not-found', `Producto no encontrado: ${productId}`);
  const prev = await recipeOfProduct(db, input.productId);
  const next = buildRecipe(input, prev, lineIds, writer, now);
  assertMayWrite(writer, prev, next);
  const result = await db.put(prev ? { ...next, _rev: prev._rev } : next);
  const ingredients = await allOfType(db, 'ingredient');
  const costPerPortion = costPerPortionOf(next, new Map(ingredients.map((doc) => [refOf(doc), doc])));
  const productCostUpdated = await setProductCost(db, { id: productId, cost: costPerPortion }, ctx);
  return { recipe: { ...next, _rev: result.rev }, costPerPortion, productCostUpdated };
});
