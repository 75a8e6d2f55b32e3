import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, seed, startApi, type ApiHarness, type Fixtures } from '../../../test/helper.ts';

describe('recipes and recipe ingredients', () => {
  let api: ApiHarness;
  let f: Fixtures;
  beforeAll(async () => {
    api = await startApi();
    f = await seed(api);
  });
  afterAll(async () => {
    await api.close();
  });

  it('creates a recipe, appends lines one call at a time and serves the sheet', async () => {
    const created = await api.call('manager', {
      method: 'POST',
      url: '/api/recipes',
      payload: {
        productId: f.productId,
        instructions: 'Sofreír\nAñadir arroz',
        preparationTime: 40,
        servings: 4,
        difficulty: 'hard',
        notes: '',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const recipe = created.json();
    expect(recipe).toMatchObject({
      id: expect.any(String),
      productId: f.productId,
      servings: 4,
      difficulty: 'hard',
      ingredients: [],
    });

    const lines = await Promise.all(
      ['0.4', '0.05'].map((quantity) =>
        api.call('manager', {
          method: 'POST',
          url: '/api/recipe-ingredients',
          payload: { recipeId: recipe.id, ingredientId: f.ingredientId, quantity, notes: 'bomba' },
        }),
      ),
    );
    expect(lines.map((l) => l.statusCode)).toEqual([201, 201]);
    expect(lines[0]?.json()).toMatchObject({
      recipeId: recipe.id,
      ingredientId: f.ingredientId,
      quantity: '0.400',
      notes: 'bomba',
    });

    const sheet = await api.call('cook', { method: 'GET', url: `/api/recipes/product/${f.productId}` });
    expect(sheet.statusCode).toBe(200);
    const body = sheet.json();
    expect(body.recipe).toMatchObject({
      id: recipe.id,
      instructions: 'Sofreír\nAñadir arroz',
      preparationTime: 40,
      servings: 4,
    });
    expect(body.recipe).not.toHaveProperty('ingredients');
    // Both concurrent appends landed on the one recipe document.
    expect(body.ingredients).toHaveLength(2);
    expect(body.ingredients).toContainEqual(
      expect.objectContaining({
        quantity: '0.050',
        ingredient: { name: 'Arroz', unit: 'kg', costPerUnit: '1.80' },
      }),
    );
  });

  it('answers 404 with the spec message for a product without recipe', async () => {
    const { id } = (
      await api.call('manager', {
        method: 'POST',
        url: '/api/products',
        payload: { name: 'Agua', category: 'bebidas', price: '2' },
      })
    ).json() as { id: string };
    const res = await api.call('cook', { method: 'GET', url: `/api/recipes/product/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'not-found',
      message: 'No se encontró información de receta para este producto',
    });
  });

  it('refuses a second recipe for a product, unknown references and bad quantities', async () => {
    await expectRefused(
      api,
      { method: 'POST', url: '/api/recipes', payload: { productId: f.productId } },
      { status: 409, code: 'conflict', type: 'recipe' },
    );
    await expectRefused(
      api,
      { method: 'POST', url: '/api/recipes', payload: { productId: 'nada' } },
      { status: 400, code: 'validation-failed', type: 'recipe' },
    );
    await expectRefused(
      api,
      { method: 'POST', url: '/api/recipes', payload: {} },
      { status: 400, code: 'validation-failed', type: 'recipe' },
    );
    await expectRefused(
      api,
      { method: 'POST', url: '/api/recipes', payload: { productId: f.productId, servings: -1 } },
      { status: 400, type: 'recipe' },
    );
    const line = { recipeId: 'nada', ingredientId: f.ingredientId, quantity: '1' };
    await expectRefused(
      api,
      { method: 'POST', url: '/api/recipe-ingredients', payload: line },
      { status: 400, code: 'validation-failed', type: 'recipe' },
    );
    const recipes = await api.stored('recipe');
    const recipeId = String(recipes[0]?._id).split(':')[1];
    for (const bad of [
      { ingredientId: 'nada' },
      { quantity: '0.0001' },
      { quantity: -1 },
      { quantity: 'mucho' },
      { quantity: undefined },
    ]) {
      await expectRefused(
        api,
        { method: 'POST', url: '/api/recipe-ingredients', payload: { ...line, recipeId, ...bad } },
        { status: 400, code: 'validation-failed', type: 'recipe' },
      );
    }
  });
});
