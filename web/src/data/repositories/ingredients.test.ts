import { describe, expect, it } from 'vitest';
import { ingredientSchema, stockCountSchema, type Recipe } from '@restaurantpro/schema';
import { allOfType } from '../queries.ts';
import { as, freshDb, idOf, MANAGER, WAITER } from '../../../test/helper.ts';
import { deleteIngredient, saveIngredient } from './ingredients.ts';

const FORM = {
  name: 'Harina',
  unit: 'kg',
  currentStock: '12.5',
  minStock: '2',
  costPerUnit: '0.9',
  supplierId: 'mercado-central',
  expiryDate: '2026-12-31',
  category: 'secos',
  isActive: true,
};

async function recipeUsing(db: PouchDB.Database, ingredientId: string): Promise<void> {
  const at = '2026-11-22T09:00:00.000Z';
  await db.put({ _id: 'product:tortilla', type: 'product', name: 'Tortilla de patatas' });
  const recipe: Recipe = {
    _id: 'recipe:tortilla',
    type: 'recipe',
    createdAt: at,
    updatedAt: at,
    updatedBy: 'manager-1',
    productId: 'tortilla',
    instructions: '',
    preparationTime: 20,
    servings: 4,
    difficulty: 'medium',
    ingredients: [{ id: 'l1', ingredientId, quantity: '0.200' }],
  };
  await db.put(recipe);
}

describe('ingredients repository', () => {
  it('stores a new ingredient with normalised money and quantities and audit fields', async () => {
    const db = freshDb();
    const saved = await saveIngredient(db, { id: null, values: FORM }, as(MANAGER));
    const stored = ingredientSchema.parse(await db.get(saved._id));
    expect(stored).toMatchObject({
      type: 'ingredient',
      currentStock: '12.500',
      minStock: '2.000',
      costPerUnit: '0.90',
      supplierId: 'mercado-central',
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedBy: 'manager-1',
    });
  });

  it('applies the spec defaults: kg, zero stocks and cost, no supplier for "Sin proveedor"', async () => {
    const db = freshDb();
    const saved = await saveIngredient(db, { id: null, values: { name: 'Sal', supplierId: 'none' } }, as(MANAGER));
    expect(saved).toMatchObject({ unit: 'kg', currentStock: '0.000', minStock: '0.000', costPerUnit: '0.00' });
    expect(saved).not.toHaveProperty('supplierId');
  });

  it.each([
    ['currentStock', '1.2345', 'Must be a valid quantity'],
    ['minStock', '-1', 'Must be a valid quantity'],
    ['costPerUnit', '3.456', 'Must be a valid currency amount'],
    ['name', '  ', 'El nombre es requerido'],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const db = freshDb();
    await expect(saveIngredient(db, { id: null, values: { ...FORM, [field]: value } }, as(MANAGER))).rejects.toThrow(message);
    expect(await allOfType(db, 'ingredient')).toHaveLength(0);
  });

  it('updates in place: an emptied supplier and expiry are removed, createdAt kept, no count', async () => {
    const db = freshDb();
    const created = await saveIngredient(db, { id: null, values: FORM }, as(MANAGER));
    const later = as(MANAGER, '2026-11-23T08:00:00.000Z');
    await saveIngredient(db, { id: idOf(created), values: { ...FORM, supplierId: 'none', expiryDate: '' }, seenStock: created.currentStock }, later);
    const [stored] = await allOfType(db, 'ingredient');
    expect(stored).toMatchObject({ currentStock: '12.500', createdAt: created.createdAt, updatedAt: '2026-11-23T08:00:00.000Z' });
    expect(stored).not.toHaveProperty('supplierId');
    expect(stored).not.toHaveProperty('expiryDate');
    expect(await allOfType(db, 'stock_count')).toHaveLength(0);
  });

  it('turns a stock typed on an existing ingredient into a count (Error de conteo), keeping the stored stock', async () => {
    const db = freshDb();
    const created = await saveIngredient(db, { id: null, values: FORM }, as(MANAGER));
    const later = as(MANAGER, '2026-11-23T08:00:00.000Z');
    await saveIngredient(db, { id: idOf(created), values: { ...FORM, currentStock: '5', costPerUnit: '1.1' }, seenStock: created.currentStock }, later);
    const [stored] = await allOfType(db, 'ingredient');
    // The gateway alone writes the stock: the device keeps it and changes only the cost.
    expect(stored).toMatchObject({ currentStock: '12.500', costPerUnit: '1.10' });
    const counts = await allOfType(db, 'stock_count');
    expect(counts).toHaveLength(1);
    expect(stockCountSchema.parse(counts[0])).toMatchObject({
      businessDate: '2026-11-23',
      countedBy: 'manager-1',
      lines: [{ ingredientId: idOf(created), expected: '12.500', counted: '5.000', reason: 'count_error', unitCost: '1.10' }],
    });
  });

  it('writes only the count when nothing but the stock changed', async () => {
    const db = freshDb();
    const created = await saveIngredient(db, { id: null, values: FORM }, as(MANAGER));
    await saveIngredient(db, { id: idOf(created), values: { ...FORM, currentStock: '5' } }, as(MANAGER, '2026-11-23T08:00:00.000Z'));
    const [stored] = await allOfType(db, 'ingredient');
    expect(stored?._rev).toBe(created._rev);
    expect(await allOfType(db, 'stock_count')).toHaveLength(1);
  });

  it('does not count a stock that moved while the dialog was open and was left as seen', async () => {
    const db = freshDb();
    const created = await saveIngredient(db, { id: null, values: FORM }, as(MANAGER));
    // The gateway's projection lowered the stock after the dialog opened showing 12,5.
    await db.put({ ...created, currentStock: '11.000' });
    await saveIngredient(db, { id: idOf(created), values: { ...FORM, minStock: '3' }, seenStock: '12.500' }, as(MANAGER));
    const [stored] = await allOfType(db, 'ingredient');
    expect(stored).toMatchObject({ currentStock: '11.000', minStock: '3.000' });
    expect(await allOfType(db, 'stock_count')).toHaveLength(0);
  });

  it('refuses writes from roles the gateway would refuse', async () => {
    const db = freshDb();
    await expect(saveIngredient(db, { id: null, values: FORM }, as(WAITER))).rejects.toMatchObject({ kind: 'refused' });
    const created = await saveIngredient(db, { id: null, values: FORM }, as(MANAGER));
    await expect(deleteIngredient(db, idOf(created), as(WAITER))).rejects.toThrow(/gerencia o administración/);
    expect(await allOfType(db, 'ingredient')).toHaveLength(1);
  });

  it('refuses to delete an ingredient a recipe uses, naming the dish', async () => {
    const db = freshDb();
    const created = await saveIngredient(db, { id: null, values: FORM }, as(MANAGER));
    await recipeUsing(db, idOf(created));
    const refusal = deleteIngredient(db, idOf(created), as(MANAGER));
    await expect(refusal).rejects.toThrow(/Tortilla de patatas/);
    expect(await allOfType(db, 'ingredient')).toHaveLength(1);
  });

  it('deletes an unused ingredient as a tombstone that keeps its type', async () => {
    const db = freshDb();
    const created = await saveIngredient(db, { id: null, values: FORM }, as(MANAGER));
    await deleteIngredient(db, idOf(created), as(MANAGER));
    expect(await allOfType(db, 'ingredient')).toHaveLength(0);
    const changes = await db.changes({ include_docs: true, style: 'all_docs' });
    const tombstone = changes.results.find((change) => change.id === created._id);
    expect(tombstone?.deleted).toBe(true);
    expect(tombstone?.doc).toMatchObject({ type: 'ingredient', updatedBy: 'manager-1' });
  });
});
