import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../../../test/helper.ts';

/** Closed orders of past days, written straight to the store as a year of trading leaves them. */
function pastOrder(day: string, index: number, status = 'served') {
  return {
    _id: `order:${day.replaceAll('-', '')}${String(index).padStart(4, '0')}`,
    type: 'order',
    orderNumber: `A1-${String(index + 1).padStart(3, '0')}`,
    waiterId: 'waiter-1',
    status,
    // Orders have at least one line (a free one here: the totals are not what is tested).
    items: [
      {
        id: 'L1',
        productId: 'p1',
        productName: 'Croquetas',
        quantity: 1,
        unitPrice: '0.00',
        subtotal: '0.00',
        status,
        createdAt: `${day}T20:00:00.000Z`,
      },
    ],
    subtotal: '0.00',
    tax: '0.00',
    total: '0.00',
    businessDate: day,
    createdAt: `${day}T20:00:00.000Z`,
    updatedAt: `${day}T21:00:00.000Z`,
    updatedBy: 'waiter-1',
  };
}

describe('order history', () => {
  let api: ApiHarness;
  // 21:30 in Madrid: business day 2026-11-21.
  const now = new Date('2026-11-21T20:30:00Z');
  const days = ['2026-10-01', '2026-10-02', '2026-10-03'];
  const history = days.flatMap((day) => Array.from({ length: 5 }, (_, i) => pastOrder(day, i)));
  beforeAll(async () => {
    api = await startApi({ now: () => now });
    await api.app.store.db('floor').bulkDocs([...history, pastOrder('2026-11-21', 0, 'pending')]);
  });
  afterAll(async () => {
    await api.close();
  });

  const page = async (query: string) => {
    const res = await api.call('manager', { method: 'GET', url: `/api/orders/history?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orders: Array<{ id: string; businessDate: string }>; next: number | null };
  };

  it('lists the orders of a date range by day, a page at a time, from the store', async () => {
    const first = await page('from=2026-10-02&to=2026-10-03&limit=4');
    expect(first.next).toBe(4);
    const second = await page('from=2026-10-02&to=2026-10-03&limit=4&offset=4');
    expect(second.next).toBe(8);
    const third = await page('from=2026-10-02&to=2026-10-03&limit=4&offset=8');
    expect(third.next).toBeNull();
    const listed = [...first.orders, ...second.orders, ...third.orders];
    expect(listed.map((order) => order.id)).toEqual(
      history.filter((order) => order.businessDate >= '2026-10-02').map((order) => order._id.slice(6)),
    );
  });

  it('keeps old closed orders out of memory, still readable from the store', async () => {
    const active = await api.call('waiter', { method: 'GET', url: '/api/orders' });
    expect((active.json() as Array<{ businessDate: string }>).map((order) => order.businessDate)).toEqual([
      '2026-11-21',
    ]);
    const [oldest] = history;
    const found = await page('from=2026-10-01&to=2026-10-01&limit=1');
    expect(found.orders[0]?.id).toBe(oldest?._id.slice(6));
  });

  it('refuses a range that ends before it starts, and malformed dates', async () => {
    for (const query of ['from=2026-10-03&to=2026-10-01', 'from=ayer&to=2026-10-01', 'from=2026-10-01']) {
      const res = await api.call('manager', { method: 'GET', url: `/api/orders/history?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
  });
});
