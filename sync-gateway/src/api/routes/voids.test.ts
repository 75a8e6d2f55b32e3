import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  expectCall,
  expectRefused,
  freeTable,
  seedDining,
  startApi,
  type ApiHarness,
  type Dining,
} from '../../../test/helper.ts';

interface Line {
  id: string;
  status: string;
  void?: { reason: string; note?: string; by: string; at: string; approvedBy?: string; approval?: string };
}
interface Round {
  id: string;
  checkId: string;
  status: string;
  items: Line[];
  subtotal: string;
  total: string;
}

describe('voids of lines and rounds', () => {
  let api: ApiHarness;
  let f: Dining;
  const now = new Date('2026-11-21T20:30:00Z');
  const ids = new Map<string, string>();
  beforeAll(async () => {
    api = await startApi({ now: () => now });
    f = await seedDining(api);
    for (const role of ['waiter', 'manager'] as const)
      ids.set(
        role,
        (await expectCall<{ id: string }>(api, role, 'GET', '/api/auth/user', undefined, 200)).id,
      );
  });
  afterAll(async () => {
    await api.close();
  });

  /** A round of two lines (1 and 2 paellas) on a new table's check, moved along to `status`. */
  const round = async (status?: 'preparing' | 'ready'): Promise<Round> => {
    const tableId = await freeTable(api, f.areaId);
    const order = await expectCall<Round>(
      api,
      'waiter',
      'POST',
      '/api/orders',
      {
        tableId,
        status: 'pending',
        items: [
          { productId: f.productId, quantity: 1 },
          { productId: f.productId, quantity: 2 },
        ],
      },
      201,
    );
    if (!status) return order;
    return expectCall<Round>(api, 'cook', 'PUT', `/api/orders/${order.id}`, { status }, 200);
  };
  const lineVoid = (order: Round, index: number, body: object) => ({
    method: 'POST' as const,
    url: `/api/orders/${order.id}/lines/${order.items[index]?.id ?? ''}/void`,
    payload: body,
  });
  const approval = (orderId: string, lineId?: string) =>
    expectCall<{ approvedBy: string; approval: string }>(
      api,
      'waiter',
      'POST',
      '/api/approvals',
      { email: 'manager@api.test', password: PASSWORD, orderId, ...(lineId ? { lineId } : {}) },
      200,
    );
  const message = async (role: 'waiter' | 'manager', request: ReturnType<typeof lineVoid>) =>
    ((await api.call(role, request)).json() as { message: string }).message;

  it('lets a waiter void a line the kitchen has not started: cancelled, kept, out of the totals', async () => {
    const order = await round();
    const voided = await expectCall<Round>(
      api,
      'waiter',
      'POST',
      lineVoid(order, 1, {}).url,
      { reason: 'customer_changed' },
      200,
    );
    expect(voided.items[1]).toMatchObject({
      status: 'cancelled',
      void: { reason: 'customer_changed', by: ids.get('waiter'), at: now.toISOString() },
    });
    expect(voided).toMatchObject({ status: 'pending', subtotal: '14.50', total: '15.95' });
    const check = await expectCall<{ totals: { total: string }; lines: unknown[] }>(
      api,
      'waiter',
      'GET',
      `/api/checks/${order.checkId}`,
      undefined,
      200,
    );
    // The voided line stays on the check (struck through), outside its total.
    expect(check.lines).toHaveLength(2);
    expect(check.totals.total).toBe('15.95');
  });

  it('keeps a void for good: voiding the line again changes nothing', async () => {
    const order = await round();
    const first = await expectCall<Round>(
      api,
      'waiter',
      'POST',
      lineVoid(order, 0, {}).url,
      { reason: 'quality' },
      200,
    );
    const again = await expectCall<Round>(
      api,
      'manager',
      'POST',
      lineVoid(order, 0, {}).url,
      { reason: 'order_error' },
      200,
    );
    expect(again.items[0]?.void).toEqual(first.items[0]?.void);
  });

  it('refuses a void without a reason, writing nothing', async () => {
    const order = await round();
    await expectRefused(api, lineVoid(order, 0, {}), {
      status: 400,
      code: 'validation-failed',
      type: 'order',
      role: 'waiter',
    });
    expect(await message('waiter', lineVoid(order, 0, {}))).toMatch(/^items\.0\.void\.reason: /);
  });

  it("refuses 'other' without saying what", async () => {
    const order = await round();
    await expectRefused(api, lineVoid(order, 0, { reason: 'other', note: ' ' }), {
      status: 409,
      code: 'conflict',
      type: 'order',
      role: 'waiter',
    });
    expect(await message('waiter', lineVoid(order, 0, { reason: 'other' }))).toBe(
      'Indica el motivo de la anulación',
    );
  });

  it('refuses a waiter voiding a line the kitchen started, without a manager', async () => {
    const order = await round('preparing');
    await expectRefused(api, lineVoid(order, 0, { reason: 'kitchen_delay' }), {
      status: 409,
      code: 'conflict',
      type: 'order',
      role: 'waiter',
    });
    expect(await message('waiter', lineVoid(order, 0, { reason: 'kitchen_delay' }))).toBe(
      'Esta línea ya está en cocina: solo gerencia puede anularla',
    );
  });

  it('lets a manager void a ready line: it keeps its status, carries the void and leaves the bill', async () => {
    const order = await round('ready');
    const voided = await expectCall<Round>(
      api,
      'manager',
      'POST',
      lineVoid(order, 0, {}).url,
      { reason: 'quality' },
      200,
    );
    expect(voided.items[0]).toMatchObject({
      status: 'ready',
      void: { reason: 'quality', by: ids.get('manager') },
    });
    const check = await expectCall<{ totals: { subtotal: string } }>(
      api,
      'manager',
      'GET',
      `/api/checks/${order.checkId}`,
      undefined,
      200,
    );
    expect(check.totals.subtotal).toBe('29.00');
  });

  it('lets a waiter void a started line with a manager’s confirmation, kept on the void', async () => {
    const order = await round('preparing');
    const confirmed = await approval(order.id, order.items[0]?.id);
    expect(confirmed.approvedBy).toBe(ids.get('manager'));
    const voided = await expectCall<Round>(
      api,
      'waiter',
      'POST',
      lineVoid(order, 0, {}).url,
      { reason: 'kitchen_delay', ...confirmed },
      200,
    );
    expect(voided.items[0]).toMatchObject({
      status: 'cancelled',
      void: { by: ids.get('waiter'), approvedBy: confirmed.approvedBy, approval: confirmed.approval },
    });
  });

  it.each<[string, (order: Round) => Promise<{ approvedBy: string; approval: string }>]>([
    [
      'a forged confirmation',
      async () => ({ approvedBy: ids.get('manager') ?? '', approval: 'e30.firma-falsa' }),
    ],
    ['a confirmation of another line', async (order) => approval(order.id, order.items[1]?.id)],
    [
      'a confirmation given in someone else’s name',
      async (order) => ({
        ...(await approval(order.id, order.items[0]?.id)),
        approvedBy: ids.get('waiter') ?? '',
      }),
    ],
  ])('refuses a waiter’s void of a started line with %s', async (_name, confirm) => {
    const order = await round('preparing');
    const request = lineVoid(order, 0, { reason: 'kitchen_delay', ...(await confirm(order)) });
    await expectRefused(api, request, { status: 409, code: 'conflict', type: 'order', role: 'waiter' });
    expect(await message('waiter', request)).toBe('La confirmación de gerencia no es válida o ha caducado');
  });

  it('voids a whole round with one reason, and cancels it', async () => {
    const order = await round();
    const voided = await expectCall<Round>(
      api,
      'waiter',
      'POST',
      `/api/orders/${order.id}/void`,
      { reason: 'order_error' },
      200,
    );
    expect(voided.status).toBe('cancelled');
    expect(voided.items.map((line) => [line.status, line.void?.reason])).toEqual([
      ['cancelled', 'order_error'],
      ['cancelled', 'order_error'],
    ]);
    expect(voided.total).toBe('0.00');
  });

  it('lets a waiter void a whole started round with a confirmation of the round', async () => {
    const order = await round('preparing');
    const confirmed = await approval(order.id);
    const voided = await expectCall<Round>(
      api,
      'waiter',
      'POST',
      `/api/orders/${order.id}/void`,
      { reason: 'kitchen_delay', ...confirmed },
      200,
    );
    expect(voided.items.every((line) => line.void?.approval === confirmed.approval)).toBe(true);
  });

  it('answers 404 for a line or order that does not exist', async () => {
    const order = await round();
    for (const url of [`/api/orders/${order.id}/lines/nada/void`, '/api/orders/nada/void']) {
      const res = await api.call('waiter', { method: 'POST', url, payload: { reason: 'quality' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
