import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, seed, startApi, type ApiHarness, type Fixtures } from '../../../test/helper.ts';

describe('daily stock', () => {
  let api: ApiHarness;
  let f: Fixtures;
  // 02:00 in Madrid belongs to the previous business day (it starts at 05:00).
  const now = new Date('2026-11-22T01:00:00Z');
  beforeAll(async () => {
    api = await startApi({ now: () => now });
    f = await seed(api);
  });
  afterAll(async () => {
    await api.close();
  });

  it("answers today's missing rows for available products as zeros, writing nothing", async () => {
    await api.call('manager', {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Ostras', category: 'entradas', price: '18', isAvailable: false },
    });
    const [first, second] = await Promise.all([
      api.call('cook', { method: 'GET', url: '/api/daily-stock' }),
      api.call('waiter', { method: 'GET', url: '/api/daily-stock' }),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(first?.json()).toEqual([
      {
        id: `2026-11-21_${f.productId}`,
        productId: f.productId,
        date: '2026-11-21',
        product: { name: 'Paella', cost: '4.20' },
        initialStock: 0,
        currentStock: 0,
        soldQuantity: 0,
        createdAt: expect.any(String),
      },
    ]);
    expect(second?.json()).toEqual(first?.json());
    // Reads never write: the rows are computed; only the reactions create them.
    expect(await api.stored('daily_stock')).toEqual([]);
  });

  it('records a stock edit as an adjustment movement, which creates the missing row', async () => {
    const id = `2026-11-21_${f.productId}`;
    const res = await api.call('cook', {
      method: 'PUT',
      url: `/api/daily-stock/${id}`,
      payload: { currentStock: 12 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, currentStock: 12 });
    await api.app.reactionsIdle();
    expect(await api.stored('daily_stock')).toEqual([
      expect.objectContaining({
        _id: `daily_stock:${id}`,
        currentStock: 12,
        tracked: true,
        updatedBy: 'system',
      }),
    ]);
    const movements = await api.stored('stock_movement');
    expect(movements).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        productId: f.productId,
        businessDate: '2026-11-21',
        delta: 12,
      }),
    ]);
  });

  it('shows a product sold without daily control at 0, not at minus its sales', async () => {
    const product = await api.call('manager', {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Tortilla', category: 'entradas', price: '6' },
    });
    const productId = (product.json() as { id: string }).id;
    const id = `2026-11-21_${productId}`;
    const order = await api.call('waiter', {
      method: 'POST',
      url: '/api/orders',
      payload: { tableId: f.tableId, status: 'pending', items: [{ productId, quantity: 3 }] },
    });
    expect(order.statusCode, order.body).toBe(201);
    await api.app.reactionsIdle();
    const stored = await api.stored('daily_stock');
    expect(stored).toContainEqual(expect.objectContaining({ productId, currentStock: -3, tracked: false }));

    const row = async () =>
      (
        (await api.call('cook', { method: 'GET', url: '/api/daily-stock' })).json() as Array<{ id: string }>
      ).find((entry) => entry.id === id);
    expect(await row()).toMatchObject({ currentStock: 0, soldQuantity: 3 });
    // The figure shown changes nothing…
    const movements = (await api.stored('stock_movement')).length;
    const same = await api.call('cook', {
      method: 'PUT',
      url: `/api/daily-stock/${id}`,
      payload: { currentStock: 0 },
    });
    expect(same.json()).toMatchObject({ currentStock: 0 });
    expect(await api.stored('stock_movement')).toHaveLength(movements);
    // …and a figure puts the product under control from its stored value.
    const set = await api.call('cook', {
      method: 'PUT',
      url: `/api/daily-stock/${id}`,
      payload: { currentStock: 5 },
    });
    expect(set.json()).toMatchObject({ currentStock: 5 });
    expect(await api.stored('stock_movement')).toContainEqual(
      expect.objectContaining({ kind: 'adjustment', productId, delta: 8 }),
    );
  });

  it('refuses unknown rows and bad stock figures', async () => {
    for (const unknown of ['2026-11-21_nada', `2026-11-20_${f.productId}`])
      await expectRefused(
        api,
        { method: 'PUT', url: `/api/daily-stock/${unknown}`, payload: { currentStock: 1 } },
        { status: 404, type: 'stock_movement' },
      );
    for (const currentStock of [-1, 1.5, 'diez', null]) {
      await expectRefused(
        api,
        { method: 'PUT', url: `/api/daily-stock/2026-11-21_${f.productId}`, payload: { currentStock } },
        { status: 400, code: 'validation-failed', type: 'stock_movement', role: 'cook' },
      );
    }
  });
});
