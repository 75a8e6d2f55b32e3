import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, startApi, type ApiHarness, type Fixtures } from '../../../test/helper.ts';

describe('dashboard stats', () => {
  let api: ApiHarness;
  let f: Fixtures;
  let now = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    api = await startApi({ now: () => now });
    f = await seed(api);
  });
  afterAll(async () => {
    await api.close();
  });

  it("counts today's takings, active orders, occupied tables and low-stock alerts", async () => {
    const empty = await api.call('waiter', { method: 'GET', url: '/api/dashboard/stats' });
    expect(empty.json()).toEqual({ todayRevenue: '0.00', activeOrders: 0, occupiedTables: 0, alerts: 0 });

    const order = (subtotal: string) =>
      api.call('waiter', {
        method: 'POST',
        url: '/api/orders',
        payload: { tableId: f.tableId, status: 'pending', subtotal, tax: '0', total: '0' },
      });
    const kept = (await order('10.00')).json() as { id: string };
    const cancelled = (await order('5.00')).json() as { id: string };
    await api.call('waiter', {
      method: 'PUT',
      url: `/api/orders/${cancelled.id}`,
      payload: { status: 'cancelled' },
    });
    await api.call('manager', {
      method: 'PUT',
      url: `/api/tables/${f.tableId}`,
      payload: { number: '1', areaId: f.areaId, status: 'occupied' },
    });
    await api.call('manager', {
      method: 'POST',
      url: '/api/ingredients',
      payload: { name: 'Limones', unit: 'units', currentStock: 1, minStock: 5 },
    });

    const stats = (await api.call('cook', { method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(stats).toEqual({ todayRevenue: '11.00', activeOrders: 1, occupiedTables: 1, alerts: 1 });

    // Tomorrow the takings start again; the still-open order stays active.
    now = new Date('2026-11-22T12:00:00Z');
    const tomorrow = (await api.call('cook', { method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(tomorrow).toMatchObject({ todayRevenue: '0.00', activeOrders: 1 });
    expect(kept.id).toEqual(expect.any(String));
  });
});
