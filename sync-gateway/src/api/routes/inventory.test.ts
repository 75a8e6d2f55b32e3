import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, seed, startApi, type ApiHarness, type Fixtures } from '../../../test/helper.ts';

describe('ingredients and suppliers', () => {
  let api: ApiHarness;
  let f: Fixtures;
  beforeAll(async () => {
    api = await startApi();
    f = await seed(api);
  });
  afterAll(async () => {
    await api.close();
  });

  it('creates with defaults, normalises quantities and money, and updates', async () => {
    const res = await api.call('manager', {
      method: 'POST',
      url: '/api/ingredients',
      payload: {
        name: 'Aceite',
        unit: 'l',
        currentStock: 1.5,
        minStock: '3',
        costPerUnit: 4.2,
        supplierId: f.supplierId,
        expiryDate: '2026-12-31',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ingredient = res.json();
    expect(ingredient).toMatchObject({
      currentStock: '1.500',
      minStock: '3.000',
      costPerUnit: '4.20',
      supplierId: f.supplierId,
      expiryDate: '2026-12-31',
    });
    const noSupplier = await api.call('manager', {
      method: 'POST',
      url: '/api/ingredients',
      payload: { name: 'Sal', supplierId: 'none' },
    });
    expect(noSupplier.json()).toMatchObject({ unit: 'kg', currentStock: '0.000', costPerUnit: '0.00' });
    expect(noSupplier.json()).not.toHaveProperty('supplierId');

    // The stock is the gateway's projection: a PUT without it keeps it, the same figure is no change.
    const updated = await api.call('admin', {
      method: 'PUT',
      url: `/api/ingredients/${ingredient.id}`,
      payload: { name: 'Aceite de oliva', unit: 'l' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Aceite de oliva', currentStock: '1.500' });
    const same = await api.call('admin', {
      method: 'PUT',
      url: `/api/ingredients/${ingredient.id}`,
      payload: { name: 'Aceite de oliva', unit: 'l', currentStock: 1.5 },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses a PUT that changes the stock, in the write rules’ words: a count moves it', async () => {
    await expectRefused(
      api,
      {
        method: 'PUT',
        url: `/api/ingredients/${f.ingredientId}`,
        payload: { name: 'Arroz', unit: 'kg', currentStock: '7' },
      },
      { status: 409, code: 'conflict', type: 'ingredient' },
    );
  });

  it('lists low-stock ingredients (current <= minimum) with id, name, currentStock and unit', async () => {
    const low = await api.call('manager', {
      method: 'POST',
      url: '/api/ingredients',
      payload: { name: 'Azafrán', unit: 'g', currentStock: '2', minStock: '2' },
    });
    const list = (
      await api.call('cook', { method: 'GET', url: '/api/ingredients/low-stock' })
    ).json() as Array<Record<string, unknown>>;
    expect(list).toContainEqual({
      id: low.json().id,
      name: 'Azafrán',
      currentStock: '2.000',
      minStock: '2.000',
      unit: 'g',
    });
    expect(list.map((i) => i.id)).not.toContain(f.ingredientId);
  });

  it('lists suppliers for managers', async () => {
    const list = (await api.call('manager', { method: 'GET', url: '/api/suppliers' })).json();
    expect(list).toEqual([expect.objectContaining({ id: f.supplierId, name: 'Distribuciones García' })]);
  });

  it('refuses to delete an ingredient a recipe uses, naming the recipe', async () => {
    await api.call('manager', {
      method: 'POST',
      url: '/api/recipes',
      payload: { productId: f.productId, ingredients: [{ ingredientId: f.ingredientId, quantity: '0.3' }] },
    });
    await expectRefused(
      api,
      { method: 'DELETE', url: `/api/ingredients/${f.ingredientId}` },
      { status: 409, code: 'in-use', type: 'ingredient' },
    );
    const res = await api.call('manager', { method: 'DELETE', url: `/api/ingredients/${f.ingredientId}` });
    expect(res.json().message).toMatch(/No se puede eliminar el ingrediente.*Paella/);
  });

  it('deletes an unused ingredient', async () => {
    const { id } = (
      await api.call('manager', {
        method: 'POST',
        url: '/api/ingredients',
        payload: { name: 'Laurel', unit: 'g' },
      })
    ).json() as { id: string };
    expect((await api.call('manager', { method: 'DELETE', url: `/api/ingredients/${id}` })).statusCode).toBe(
      204,
    );
    await expectRefused(
      api,
      { method: 'DELETE', url: `/api/ingredients/${id}` },
      { status: 404, type: 'ingredient' },
    );
  });

  it.each([
    ['an unknown unit', { name: 'Sal', unit: 'lb' }],
    ['a negative stock', { name: 'Sal', currentStock: -1 }],
    ['an over-precise stock', { name: 'Sal', currentStock: '1.0005' }],
    ['an over-precise cost', { name: 'Sal', costPerUnit: 0.125 }],
    ['a stock as a boolean', { name: 'Sal', currentStock: false }],
    ['an unknown supplier', { name: 'Sal', supplierId: 'nadie' }],
    ['a malformed expiry date', { name: 'Sal', expiryDate: 'mañana' }],
    ['an empty name', { name: '  ' }],
  ])('refuses %s', async (_name, payload) => {
    await expectRefused(
      api,
      { method: 'POST', url: '/api/ingredients', payload },
      { status: 400, code: 'validation-failed', type: 'ingredient' },
    );
  });
});
