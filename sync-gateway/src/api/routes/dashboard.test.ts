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

  it("counts today's collected money, what open checks owe, active orders, occupied tables and the dashboard's alerts", async () => {
    const empty = await api.call('waiter', { method: 'GET', url: '/api/dashboard/stats' });
    expect(empty.json()).toEqual({
      todayRevenue: '0.00',
      openChecks: '0.00',
      activeOrders: 0,
      occupiedTables: 0,
      alerts: 0,
    });

    const order = async (quantity: number) => {
      const res = await api.call('waiter', {
        method: 'POST',
        url: '/api/orders',
        payload: { tableId: f.tableId, status: 'pending', items: [{ productId: f.productId, quantity }] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };
    const kept = await order(1);
    const cancelled = await order(2);
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
    // An inactive table marked occupied is not on the floor: the dashboard does not count it.
    await api.call('manager', {
      method: 'POST',
      url: '/api/tables',
      payload: { number: '1', areaId: f.areaId, status: 'occupied', isActive: false },
    });
    await api.call('manager', {
      method: 'POST',
      url: '/api/ingredients',
      payload: { name: 'Limones', unit: 'units', currentStock: 1, minStock: 5 },
    });

    const stats = (await api.call('cook', { method: 'GET', url: '/api/dashboard/stats' })).json();
    // Nothing is paid yet: 'Ventas Hoy' counts money collected; the round still owed is apart.
    expect(stats).toEqual({
      todayRevenue: '0.00',
      openChecks: '15.95',
      activeOrders: 1,
      occupiedTables: 1,
      alerts: 1,
    });
    expect(kept.id).toEqual(expect.any(String));
  });

  it('counts the alerts the dashboard shows: expiring stock, products out today, pending invoices for managers', async () => {
    const alerts = async (role: 'waiter' | 'manager') =>
      ((await api.call(role, { method: 'GET', url: '/api/dashboard/stats' })).json() as { alerts: number })
        .alerts;
    const before = await alerts('waiter');
    // Expires tomorrow (within 3 days): one alert. Its stock is fine.
    await api.call('manager', {
      method: 'POST',
      url: '/api/ingredients',
      payload: { name: 'Nata', unit: 'l', currentStock: 5, minStock: 1, expiryDate: '2026-11-22' },
    });
    expect(await alerts('waiter')).toBe(before + 1);

    // Paella sold without daily control is not out of stock; put under control and sold out, it is.
    const row = `2026-11-21_${f.productId}`;
    await api.app.reactionsIdle();
    const shown = (await api.call('cook', { method: 'GET', url: '/api/daily-stock' })).json() as Array<{
      id: string;
      currentStock: number;
    }>;
    expect(shown.find((entry) => entry.id === row)?.currentStock).toBe(0);
    expect(await alerts('waiter')).toBe(before + 1);
    await api.call('cook', { method: 'PUT', url: `/api/daily-stock/${row}`, payload: { currentStock: 1 } });
    await api.call('waiter', {
      method: 'POST',
      url: '/api/orders',
      payload: { tableId: f.tableId, status: 'pending', items: [{ productId: f.productId, quantity: 1 }] },
    });
    await api.app.reactionsIdle();
    expect(await alerts('waiter')).toBe(before + 2);

    // A pending invoice is an alert for the roles that see the office database only.
    const at = now.toISOString();
    await api.app.store.db('office').put({
      _id: 'invoice:F1',
      type: 'invoice',
      invoiceNumber: 'F-1',
      supplierId: f.supplierId,
      amount: '284.50',
      date: '2026-11-21',
      status: 'pending',
      createdAt: at,
      updatedAt: at,
      updatedBy: 'test',
    });
    expect(await alerts('waiter')).toBe(before + 2);
    expect(await alerts('manager')).toBe(before + 3);
  });

  it('starts the takings again the next day, keeping the open orders active', async () => {
    now = new Date('2026-11-22T12:00:00Z');
    const tomorrow = (await api.call('cook', { method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(tomorrow).toMatchObject({ todayRevenue: '0.00', activeOrders: 2 });
  });
});
