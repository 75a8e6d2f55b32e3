import {
  countDelta,
  ingredientInputSchema,
  ingredientSchema,
  type Ingredient,
} from '@restaurantpro/schema';
import { changeDoc, docRemover, saveDoc, type DocEdit, type DocKind } from './back-office-docs.ts';
import type { WriteContext } from './context.ts';
import { assertMayCount, buildStockCount } from './stock-counts.ts';
import type { StoredIngredient } from './stored-ingredient.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/** Ingredients on the floor replica (the inventory screen and the recipes' cost sheets read them). */

export type { StoredIngredient } from './stored-ingredient.ts';

const INGREDIENT: DocKind<Ingredient> = { type: 'ingredient', input: ingredientInputSchema, doc: ingredientSchema };

export interface IngredientEdit extends DocEdit {
  /**
   * The stock the dialog showed when it opened (the stored stock if absent). Only a value typed
   * different from it is a count: a stock that moved meanwhile (a sale, a delivery) is not undone.
   */
  seenStock?: string;
}

/** Whether the dialog's fields differ between the stored and the edited ingredient. */
function inputChanged(prev: Ingredient, next: Ingredient): boolean {
  const keys = Object.keys(ingredientInputSchema.shape);
  return keys.some((key) => JSON.stringify(prev[key as keyof Ingredient]) !== JSON.stringify(next[key as keyof Ingredient]));
}

/**
 * Creates (`id` null) or updates an ingredient from the dialog's values. A new ingredient starts
 * with the stock typed; after that the stock is the gateway's projection of deliveries, sales and
 * counts, and it refuses a device writing it. So a stock changed in the dialog becomes a stock count
 * ('Error de conteo': expected the stock seen, counted the one typed) and the ingredient is saved
 * with its stored stock; the new stock shows once the gateway's projection syncs back. The two
 * writes are made ingredient first: if it fails (another device changed it), nothing is counted.
 */
export const saveIngredient = repositoryWrite(async function saveIngredient(
  db: PouchDB.Database,
  { id, values, seenStock }: IngredientEdit,
  context: WriteContext,
): Promise<StoredIngredient> {
  if (id === null) return saveDoc(db, INGREDIENT, values, null, context);
  const { prev, next, parsed } = await changeDoc(db, INGREDIENT, values, id, context, ['currentStock']);
  if (!prev) throw new WriteError('not-found', 'El documento ya no existe');
  const typed = ingredientSchema.shape.currentStock.parse(parsed.currentStock);
  const seen = seenStock ?? prev.currentStock;
  const count =
    countDelta(seen, typed) === 0
      ? null
      : buildStockCount(
          [{ ingredientId: id, expected: seen, counted: typed, reason: 'count_error', unitCost: next.costPerUnit }],
          context,
        );
  if (count) await assertMayCount(db, count, context);
  let stored: StoredIngredient = prev;
  if (inputChanged(prev, next)) {
    const result = await db.put(next);
    stored = { ...next, _rev: result.rev } as StoredIngredient;
  }
  if (count) await db.put(count);
  return stored;
});

/**
 * Deletes an ingredient no recipe uses. A recipe line pointing at a deleted ingredient would break
 * its cost sheet, so the delete is refused naming the recipes' dishes (the API refuses it too).
 */
export const deleteIngredient = docRemover(INGREDIENT);
