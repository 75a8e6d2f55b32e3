import { afterEach, describe, expect, it } from 'vitest';
import { productSchema, recipeSchema, type Ingredient, type Role } from '@restaurantpro/schema';
import { memoryDb } from '../../../test/helper.ts';
import { allOfType } from '../queries.ts';
import { saveProduct, type StoredProduct } from './products.ts';
import { recipeOfProduct, saveRecipe } from './recipes.ts';

const dbs: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

const manager = { id: 'manager-1', role: 'manager' as Role };
const now = new Date('2026-11-22T10:00:00Z');
const stamps = { createdAt: now.toISOString(), updatedAt: now.toISOString(), updatedBy: 'system' };

function ingredient(key: string, unit: Ingredient['unit'], costPerUnit: string): Ingredient {
  return { _id: `ingredient:${key}`, type: 'ingredient', ...stamps, name: key, unit, currentStock: '10.000', minStock: '1.000', costPerUnit, isActive: true };
}

/** A replica with three ingredients and one product priced 12.00. */
async function kitchen(): Promise<{ db: PouchDB.Database; productRef: string; productId: string }> {
  const db = memoryDb();
  dbs.push(db);
  await db.bulkDocs([ingredient('arroz', 'kg', '2.40'), ingredient('gambas', 'kg', '18.90'), ingredient('azafran', 'g', '3.15')]);
  const product = await saveProduct(db, { id: null, values: { name: 'Paella', category: 'principales', price: '12.00' } }, { actor: manager, now });
  return { db, productRef: product._id.slice('product:'.length), productId: product._id };
}

const lines = [
  { ingredientId: 'arroz', quantity: '0.4', notes: 'bomba' },
  { ingredientId: 'gambas', quantity: '0.25', notes: '' },
  { ingredientId: 'azafran', quantity: '1', notes: '' },
];

describe('recipes repository', () => {
  it('stores one document with the lines embedded and sets the product cost to the cost per portion', async () => {
    const { db, productRef, productId } = await kitchen();
    const saved = await saveRecipe(db, { values: { productId: productRef, instructions: 'Sofreír\nAñadir arroz', preparationTime: '40', servings: '4', difficulty: 'hard', notes: '', ingredients: lines } }, { actor: manager, now });
    // (0.4 × 2.40 + 0.25 × 18.90 + 1 × 3.15) / 4 = (0.96 + 4.725 + 3.15) / 4 = 8.835 / 4 = 2.20875 → 2.21
    expect(saved.costPerPortion).toBe('2.21');
    expect(saved.productCostUpdated).toBe(true);
    const stored = recipeSchema.parse(await db.get(saved.recipe._id));
    expect(stored).toMatchObject({ _id: `recipe:${productRef}`, productId: productRef, servings: 4, preparationTime: 40, difficulty: 'hard' });
    expect(stored.ingredients.map(({ ingredientId, quantity, notes }) => ({ ingredientId, quantity, notes }))).toEqual([
      { ingredientId: 'arroz', quantity: '0.400', notes: 'bomba' },
      { ingredientId: 'gambas', quantity: '0.250', notes: undefined },
      { ingredientId: 'azafran', quantity: '1.000', notes: undefined },
    ]);
    expect(stored).not.toHaveProperty('notes');
    expect(productSchema.parse(await db.get(productId)).cost).toBe('2.21');
  });

  it('replaces the product’s recipe on edit, keeping the ids of rows that stay', async () => {
    const { db, productRef, productId } = await kitchen();
    const first = await saveRecipe(db, { values: { productId: productRef, servings: 2, ingredients: lines } }, { actor: manager, now });
    const keptLine = first.recipe.ingredients[1]?.id;
    const edited = await saveRecipe(db, { values: { productId: productRef, servings: 0, ingredients: [lines[1]] }, lineIds: [keptLine] }, { actor: manager, now: new Date('2026-11-22T12:00:00Z') });
    expect(await allOfType(db, 'recipe')).toHaveLength(1);
    expect(edited.recipe._id).toBe(first.recipe._id);
    expect(edited.recipe.ingredients.map((line) => line.id)).toEqual([keptLine]);
    expect(edited.recipe.createdAt).toBe(first.recipe.createdAt);
    // Servings 0: the whole recipe is one portion (spec §9). 0.25 × 18.90 = 4.725 → 4.73.
    expect(edited.costPerPortion).toBe('4.73');
    expect(productSchema.parse(await db.get(productId)).cost).toBe('4.73');
    expect((await recipeOfProduct(db, productRef))?._rev).toBe(edited.recipe._rev);
  });

  it.each([
    [{ productId: '', ingredients: lines }, 'Selecciona un producto para la receta'],
    [{ productId: 'paella', ingredients: [] }, 'Añade al menos un ingrediente a la receta'],
    [{ productId: 'paella', ingredients: [{ ingredientId: '', quantity: '1' }] }, 'Selecciona un ingrediente'],
    [{ productId: 'paella', ingredients: [{ ingredientId: 'arroz', quantity: '0.0001' }] }, 'Must be a valid quantity'],
  ])('refuses %j with the spec message', async (values, message) => {
    const { db } = await kitchen();
    const attempt = saveRecipe(db, { values }, { actor: manager, now });
    await expect(attempt).rejects.toMatchObject({ kind: 'invalid' });
    await expect(attempt).rejects.toThrow(message);
    expect(await allOfType(db, 'recipe')).toHaveLength(0);
  });

  it('treats non-numeric time, servings and quantity as 0 (spec §5)', async () => {
    const { db, productRef } = await kitchen();
    const saved = await saveRecipe(db, { values: { productId: productRef, preparationTime: 'abc', servings: '', ingredients: [{ ingredientId: 'arroz', quantity: 'mucho' }] } }, { actor: manager, now });
    expect(saved.recipe).toMatchObject({ preparationTime: 0, servings: 0 });
    expect(saved.recipe.ingredients[0]?.quantity).toBe('0.000');
  });

  it('refuses a cook on the device and leaves recipe and cost untouched', async () => {
    const { db, productRef, productId } = await kitchen();
    const attempt = saveRecipe(db, { values: { productId: productRef, ingredients: lines } }, { actor: { id: 'cook-1', role: 'cook' }, now });
    await expect(attempt).rejects.toMatchObject({ kind: 'refused' });
    expect(await allOfType(db, 'recipe')).toHaveLength(0);
    expect((await db.get<StoredProduct>(productId)).cost).toBe('0.00');
  });

  it('refuses a recipe for a product that is not in the catalogue', async () => {
    const { db } = await kitchen();
    await expect(saveRecipe(db, { values: { productId: 'no-such', ingredients: lines } }, { actor: manager, now })).rejects.toMatchObject({ kind: 'not-found' });
  });
});
