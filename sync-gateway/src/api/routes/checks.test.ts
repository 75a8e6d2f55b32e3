import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCall,
  expectRefused,
  freeTable,
  seedDining,
  startApi,
  storedCheck,
  type ApiHarness,
  type Dining,
} from '../../../test/helper.ts';

interface Line {
  id: string;
  productName: string;
  quantity: number;
  unitPrice: string;
  subtotal: string;
  notes?: string;
  modifiers?: Array<{ groupName: string; optionName: string; priceDelta: string }>;
}
interface Round {
  id: string;
  checkId?: string;
  tableId: string;
  items: Line[];
  subtotal: string;
  tax: string;
  total: string;
}
interface View {
  id: string;
  tableId: string;
  status: string;
  guests: number;
  openedAt: string;
  table: { id: string; number: string } | null;
  rounds: Round[];
  lines: Array<{ orderId: string; line: Line }>;
  totals: { subtotal: string; tax: string; total: string };
}

describe('checks: opening, rounds and the bill', () => {
  let api: ApiHarness;
  let f: Dining;
  // 21:30 in Madrid: business day 2026-11-21.
  const now = new Date('2026-11-21T20:30:00Z');
  beforeAll(async () => {
    api = await startApi({ now: () => now });
    f = await seedDining(api);
  });
  afterAll(async () => {
    await api.close();
  });

  const steak = (extras: string[] = []) => ({
    productId: f.steakId,
    quantity: 2,
    notes: 'sin sal',
    modifiers: [
      { groupId: 'punto', optionIds: ['al-punto'] },
      ...(extras.length > 0 ? [{ groupId: 'extras', optionIds: extras }] : []),
    ],
  });

  it('opens a check for the table’s capacity with its first round, and reads it as the bill', async () => {
    const tableId = await freeTable(api, f.areaId, 4);
    const view = await expectCall<View>(
      api,
      'waiter',
      'POST',
      '/api/checks',
      { tableId, items: [{ productId: f.productId, quantity: 1 }] },
      201,
    );
    expect(view).toMatchObject({
      tableId,
      status: 'open',
      guests: 4,
      openedAt: '2026-11-21T20:30:00.000Z',
      businessDate: '2026-11-21',
      totals: { subtotal: '14.50', tax: '1.45', total: '15.95' },
    });
    expect(view.table?.id).toBe(tableId);
    expect(view.rounds).toHaveLength(1);
    expect(view.rounds[0]?.checkId).toBe(view.id);
    expect(view.lines.map(({ line }) => line.productName)).toEqual(['Paella']);
    // The same view from GET, and the stored check carries no lines or totals of its own.
    expect(await expectCall<View>(api, 'cook', 'GET', `/api/checks/${view.id}`, undefined, 200)).toEqual(
      view,
    );
    expect(await storedCheck(api, view.id)).not.toHaveProperty('total');
  });

  it('opens a check with the guests asked for and no round yet', async () => {
    const tableId = await freeTable(api, f.areaId, 6);
    const view = await expectCall<View>(api, 'waiter', 'POST', '/api/checks', { tableId, guests: 3 }, 201);
    expect(view).toMatchObject({ guests: 3, rounds: [], lines: [], totals: { total: '0.00' } });
  });

  it('refuses a second check for a table that has one, pointing at it', async () => {
    const tableId = await freeTable(api, f.areaId);
    const first = await expectCall<View>(api, 'waiter', 'POST', '/api/checks', { tableId }, 201);
    const res = await api.call('waiter', { method: 'POST', url: '/api/checks', payload: { tableId } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'conflict',
      message: expect.stringMatching(/^La mesa \d+ ya tiene una cuenta abierta/),
      details: { checkId: first.id },
    });
  });

  it('prices a round from the catalogue plus the chosen options, keeping notes and option names', async () => {
    const tableId = await freeTable(api, f.areaId);
    const check = await expectCall<View>(api, 'waiter', 'POST', '/api/checks', { tableId }, 201);
    const round = await expectCall<Round>(
      api,
      'waiter',
      'POST',
      `/api/checks/${check.id}/rounds`,
      { items: [steak(['huevo', 'queso'])] },
      201,
    );
    // 18.00 + 1.50 + 1.00 = 20.50 a portion; IVA 10 % on the subtotal.
    expect(round).toMatchObject({
      checkId: check.id,
      tableId,
      subtotal: '41.00',
      tax: '4.10',
      total: '45.10',
    });
    expect(round.items[0]).toMatchObject({
      productName: 'Entrecot',
      unitPrice: '20.50',
      subtotal: '41.00',
      notes: 'sin sal',
      modifiers: [
        { groupName: 'Punto de la carne', optionName: 'Al punto', priceDelta: '0.00' },
        { groupName: 'Extras', optionName: 'Huevo', priceDelta: '1.50' },
        { groupName: 'Extras', optionName: 'Queso', priceDelta: '1.00' },
      ],
    });
    const view = await expectCall<View>(api, 'waiter', 'GET', `/api/checks/${check.id}`, undefined, 200);
    expect(view.totals).toEqual({ subtotal: '41.00', tax: '4.10', total: '45.10' });
  });

  it.each<[string, object, RegExp]>([
    ['a required group left out', { modifiers: [] }, /^Falta elegir: Punto de la carne$/],
    [
      'two options of a single-choice group',
      { modifiers: [{ groupId: 'punto', optionIds: ['poco', 'hecho'] }] },
      /^Punto de la carne: elige solo una opción$/,
    ],
    [
      'an option the product does not have',
      { modifiers: [{ groupId: 'punto', optionIds: ['crudo'] }] },
      /^Punto de la carne: opción no válida$/,
    ],
  ])('refuses a line with %s, writing nothing', async (_name, choice, message) => {
    const tableId = await freeTable(api, f.areaId);
    const check = await expectCall<View>(api, 'waiter', 'POST', '/api/checks', { tableId }, 201);
    const payload = { items: [{ productId: f.steakId, quantity: 1, ...choice }] };
    await expectRefused(
      api,
      { method: 'POST', url: `/api/checks/${check.id}/rounds`, payload },
      { status: 400, code: 'validation-failed', type: 'order', role: 'waiter' },
    );
    const res = await api.call('waiter', { method: 'POST', url: `/api/checks/${check.id}/rounds`, payload });
    expect((res.json() as { message: string }).message).toMatch(message);
  });

  it('opens nothing when the first round is refused', async () => {
    const tableId = await freeTable(api, f.areaId);
    await expectRefused(
      api,
      {
        method: 'POST',
        url: '/api/checks',
        payload: { tableId, items: [{ productId: f.steakId, quantity: 1 }] },
      },
      { status: 400, code: 'validation-failed', type: 'check', role: 'waiter' },
    );
  });

  it('makes POST /api/orders a round of the table’s check, opening one when the table is free', async () => {
    const tableId = await freeTable(api, f.areaId, 2);
    const order = { tableId, status: 'pending', items: [{ productId: f.productId, quantity: 1 }] };
    const first = await expectCall<Round>(api, 'waiter', 'POST', '/api/orders', order, 201);
    const second = await expectCall<Round>(api, 'waiter', 'POST', '/api/orders', order, 201);
    expect(first.checkId).toEqual(expect.any(String));
    expect(second.checkId).toBe(first.checkId);
    const view = await expectCall<View>(api, 'waiter', 'GET', `/api/checks/${first.checkId}`, undefined, 200);
    expect(view).toMatchObject({ guests: 2, totals: { subtotal: '29.00', tax: '2.90', total: '31.90' } });
    expect(view.rounds.map((round) => round.id)).toEqual([first.id, second.id]);
  });

  it('opens one check when two orders for a free table arrive together', async () => {
    const tableId = await freeTable(api, f.areaId);
    const order = { tableId, status: 'pending', items: [{ productId: f.productId, quantity: 1 }] };
    const rounds = await Promise.all(
      [1, 2, 3].map(() => expectCall<Round>(api, 'waiter', 'POST', '/api/orders', order, 201)),
    );
    expect(new Set(rounds.map((round) => round.checkId)).size).toBe(1);
    const listed = await expectCall<View[]>(
      api,
      'waiter',
      'GET',
      `/api/checks?tableId=${tableId}`,
      undefined,
      200,
    );
    expect(listed).toHaveLength(1);
  });

  it('takes a round after the bill was asked for, and opens the check again', async () => {
    const tableId = await freeTable(api, f.areaId);
    const check = await expectCall<View>(api, 'waiter', 'POST', '/api/checks', { tableId }, 201);
    await expectCall(api, 'waiter', 'POST', `/api/checks/${check.id}/request-bill`, undefined, 200);
    await expectCall(
      api,
      'waiter',
      'POST',
      `/api/checks/${check.id}/rounds`,
      { items: [{ productId: f.productId, quantity: 1 }] },
      201,
    );
    expect(await storedCheck(api, check.id)).toMatchObject({ status: 'open' });
  });

  it('refuses a round for a closed check', async () => {
    const tableId = await freeTable(api, f.areaId);
    const check = await expectCall<View>(api, 'waiter', 'POST', '/api/checks', { tableId }, 201);
    await expectCall(api, 'manager', 'POST', `/api/checks/${check.id}/close`, { reason: 'Invitación' }, 200);
    const payload = { items: [{ productId: f.productId, quantity: 1 }] };
    await expectRefused(
      api,
      { method: 'POST', url: `/api/checks/${check.id}/rounds`, payload },
      { status: 409, code: 'conflict', type: 'order', role: 'waiter' },
    );
    const res = await api.call('waiter', { method: 'POST', url: `/api/checks/${check.id}/rounds`, payload });
    expect(res.json()).toMatchObject({ message: 'La cuenta de esta mesa ya está cerrada' });
  });

  it('lists checks by status and table with their totals and opening time', async () => {
    const tableId = await freeTable(api, f.areaId);
    const check = await expectCall<View>(
      api,
      'waiter',
      'POST',
      '/api/checks',
      { tableId, items: [{ productId: f.productId, quantity: 2 }] },
      201,
    );
    const open = await expectCall<Array<{ id: string; total: string; openedAt: string }>>(
      api,
      'cook',
      'GET',
      `/api/checks?status=open&tableId=${tableId}`,
      undefined,
      200,
    );
    expect(open).toEqual([
      expect.objectContaining({ id: check.id, total: '31.90', openedAt: check.openedAt }),
    ]);
    const closed = await expectCall<unknown[]>(
      api,
      'cook',
      'GET',
      `/api/checks?status=closed&tableId=${tableId}`,
      undefined,
      200,
    );
    expect(closed).toEqual([]);
  });

  it('answers 404 for a check that does not exist', async () => {
    const res = await api.call('waiter', { method: 'GET', url: '/api/checks/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not-found', message: 'Cuenta no encontrada' });
  });
});
