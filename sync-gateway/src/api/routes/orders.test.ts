import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, seed, startApi, type ApiHarness, type Fixtures } from '../../../test/helper.ts';

describe('orders', () => {
  let api: ApiHarness;
  let f: Fixtures;
  // 21:30 in Madrid: business day 2026-11-21.
  const now = new Date('2026-11-21T20:30:00Z');
  beforeAll(async () => {
    api = await startApi({ now: () => now });
    f = await seed(api);
  });
  afterAll(async () => {
    await api.close();
  });

  const create = async (payload: object) => {
    const res = await api.call('waiter', { method: 'POST', url: '/api/orders', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Record<string, unknown> & { id: string; status: string };
  };
  const staffOrder = (quantity = 2) => ({
    tableId: f.tableId,
    status: 'pending',
    items: [{ productId: f.productId, quantity, unitPrice: '0.01', notes: '' }],
    total: '0.02',
  });

  it('prices staff orders from the catalogue, not from the client', async () => {
    const order = await create(staffOrder(3));
    expect(order).toMatchObject({
      status: 'pending',
      tableId: f.tableId,
      subtotal: '43.50',
      tax: '4.35',
      total: '47.85',
      businessDate: '2026-11-21',
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: f.productId,
        productName: 'Paella',
        quantity: 3,
        unitPrice: '14.50',
        subtotal: '43.50',
        status: 'pending',
      }),
    ]);
    const { orderCode } = api.app.apiInstallation;
    expect(order.orderNumber).toMatch(new RegExp(`^${orderCode}-\\d{3}$`));
    expect(order.waiterId).toEqual(expect.any(String));
  });

  it('prices a point-of-sale order from its lines, whatever amounts it sends', async () => {
    const order = await create({
      tableId: f.tableId,
      status: 'pending',
      subtotal: '20.00',
      tax: '0.00',
      total: '1.00',
      notes: '',
      items: [{ productId: f.productId, quantity: 2 }],
    });
    expect(order).toMatchObject({ subtotal: '29.00', tax: '2.90', total: '31.90' });
    expect(order).not.toHaveProperty('notes');
    // The spec's point of sale names tables by number; the order still points at the table's id.
    const byNumber = await create({
      tableId: '1',
      status: 'pending',
      items: [{ productId: f.productId, quantity: 1 }],
    });
    expect(byNumber.tableId).toBe(f.tableId);
  });

  it.each<[string, object]>([
    ['no lines at all', {}],
    ['an empty list of lines', { items: [] }],
  ])('refuses an order with %s, and says so naming the field', async (_name, lines) => {
    const before = await api.call('waiter', { method: 'GET', url: '/api/dashboard/stats' });
    const res = await api.call('waiter', {
      method: 'POST',
      url: '/api/orders',
      payload: {
        tableId: f.tableId,
        status: 'pending',
        subtotal: '20.00',
        tax: '2.00',
        total: '22.00',
        ...lines,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation-failed',
      message: 'items: Añada productos al pedido antes de enviarlo',
      details: [{ path: '/items', message: 'Añada productos al pedido antes de enviarlo' }],
    });
    // Nothing was sold.
    const after = await api.call('waiter', { method: 'GET', url: '/api/dashboard/stats' });
    expect(after.json()).toEqual(before.json());
  });

  it('numbers orders with a daily sequence, without duplicates under concurrency', async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, () => create(staffOrder(1))));
    const numbers = orders.map((o) => o.orderNumber);
    expect(new Set(numbers).size).toBe(10);
  });

  it('lists active orders newest first on both paths, and hides finished ones', async () => {
    const older = await create(staffOrder(1));
    const newer = await create(staffOrder(1));
    const served = await create(staffOrder(1));
    for (const status of ['preparing', 'ready', 'served']) {
      expect(
        (await api.call('cook', { method: 'PUT', url: `/api/orders/${served.id}`, payload: { status } }))
          .statusCode,
      ).toBe(200);
    }
    for (const url of ['/api/orders', '/api/orders/active']) {
      const list = (await api.call('cook', { method: 'GET', url })).json() as Array<{
        id: string;
        status: string;
      }>;
      const ids = list.map((o) => o.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids).not.toContain(served.id);
      expect(list.every((o) => ['pending', 'preparing', 'ready'].includes(o.status))).toBe(true);
    }
  });

  it('moves orders along legal transitions and refuses illegal ones with 409 illegal-transition', async () => {
    const order = await create(staffOrder(1));
    const moved = await api.call('cook', {
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      payload: { status: 'preparing' },
    });
    expect(moved.json()).toMatchObject({
      status: 'preparing',
      items: [expect.objectContaining({ status: 'preparing' })],
    });
    // A replay of the same move (the staff outbox) changes nothing.
    const replay = await api.call('cook', {
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      payload: { status: 'preparing' },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().updatedAt).toBe(moved.json().updatedAt);
    await expectRefused(
      api,
      { method: 'PUT', url: `/api/orders/${order.id}`, payload: { status: 'pending' } },
      { status: 409, code: 'illegal-transition', type: 'order' },
    );
    // Forward moves may skip steps (the schema's one rule, as for a device that was offline).
    const skipped = await api.call('cook', {
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      payload: { status: 'served' },
    });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ status: 'served' });
    await expectRefused(
      api,
      { method: 'PUT', url: `/api/orders/${order.id}`, payload: { status: 'ready' } },
      { status: 409, code: 'illegal-transition', type: 'order' },
    );
    await expectRefused(
      api,
      { method: 'PUT', url: `/api/orders/${order.id}`, payload: { status: 'eaten' } },
      { status: 400, code: 'validation-failed', type: 'order' },
    );
    await expectRefused(
      api,
      { method: 'PUT', url: '/api/orders/01ARZ3NDEKTSV4RRFFQ69G5FAV', payload: { status: 'ready' } },
      { status: 404, type: 'order' },
    );
  });

  it('refuses unavailable products with the spec message', async () => {
    const { id } = (
      await api.call('manager', {
        method: 'POST',
        url: '/api/products',
        payload: { name: 'Ostras', category: 'entradas', price: '18', isAvailable: false },
      })
    ).json() as { id: string };
    await expectRefused(
      api,
      {
        method: 'POST',
        url: '/api/orders',
        payload: { ...staffOrder(), items: [{ productId: id, quantity: 1, unitPrice: '18.00' }] },
      },
      { status: 409, code: 'conflict', type: 'order' },
    );
    const res = await api.call('waiter', {
      method: 'POST',
      url: '/api/orders',
      payload: { ...staffOrder(), items: [{ productId: id, quantity: 1, unitPrice: '18.00' }] },
    });
    expect(res.json().message).toContain('Este producto no está disponible actualmente');
  });

  it.each([
    ['no table', () => ({ status: 'pending', subtotal: '1.00', tax: '0.10', total: '1.10' })],
    ['an unknown table', () => ({ ...staffOrder(), tableId: 'mesa-fantasma' })],
    [
      'an unknown product',
      () => ({ ...staffOrder(), items: [{ productId: 'nada', quantity: 1, unitPrice: '1.00' }] }),
    ],
    [
      'a zero quantity',
      () => ({ ...staffOrder(), items: [{ productId: f.productId, quantity: 0, unitPrice: '1.00' }] }),
    ],
    [
      'a fractional quantity',
      () => ({ ...staffOrder(), items: [{ productId: f.productId, quantity: 1.5, unitPrice: '1.00' }] }),
    ],
    [
      'a quantity as text',
      () => ({ ...staffOrder(), items: [{ productId: f.productId, quantity: 'dos', unitPrice: '1.00' }] }),
    ],
    ['a negative subtotal', () => ({ ...staffOrder(), subtotal: '-5.00', tax: '0', total: '0' })],
    ['an over-precise subtotal', () => ({ ...staffOrder(), subtotal: 5.005, tax: '0', total: '0' })],
    ['a status other than draft or pending', () => ({ ...staffOrder(), status: 'served' })],
    ['an empty staff order', () => ({ tableId: f.tableId, status: 'pending', items: [], total: '0.00' })],
  ])('refuses an order with %s', async (_name, payload) => {
    await expectRefused(
      api,
      { method: 'POST', url: '/api/orders', payload: payload() },
      { status: 400, code: 'validation-failed', type: 'order', role: 'waiter' },
    );
  });
});
