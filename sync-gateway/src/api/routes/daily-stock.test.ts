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

  it("creates today's missing rows for available products, once", async () => {
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
    expect(await api.stored('daily_stock')).toHaveLength(1);
  });

  it('records a stock edit as an adjustment movement of the difference', async () => {
    const id = `2026-11-21_${f.productId}`;
    const res = await api.call('cook', {
      method: 'PUT',
      url: `/api/daily-stock/${id}`,
      payload: { currentStock: 12 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, currentStock: 12 });
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

  it('refuses unknown rows and bad stock figures', async () => {
    await expectRefused(
      api,
      { method: 'PUT', url: '/api/daily-stock/2026-11-21_nada', payload: { currentStock: 1 } },
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
