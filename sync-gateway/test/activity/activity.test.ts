import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_ROLE_REFUSAL,
  ROLES,
  accountEventId,
  type AccountEvent,
  type Role,
} from '@restaurantpro/schema';
import { expectCall, seed, startApi, type ApiHarness, type Fixtures } from '../helper.ts';
import { saveSettings } from '../support/money-api.ts';

const DAY = '2026-11-21';

interface Entry {
  at: string;
  userId: string;
  userName: string;
  kind: string;
  text: string;
}
interface ActivityDay {
  date: string;
  entries: Entry[];
  people: Array<{ id: string; name: string }>;
}
interface Round {
  id: string;
  checkId: string;
  items: Array<{ id: string }>;
}

/** The people of the restaurant, by the role they sign in with. */
const NAMES: Record<Role, [string, string]> = {
  admin: ['Ana', 'Pérez'],
  manager: ['Marta', 'Ruiz'],
  waiter: ['Luis', 'Gil'],
  cook: ['Carmen', 'Soto'],
};
const fullName = (role: Role) => NAMES[role].join(' ');

describe('the activity log of a day through /api/activity', () => {
  let api: ApiHarness;
  let f: Fixtures;
  // The gateway's clock, moved on before each action so every entry has a time of its own.
  let now = new Date(`${DAY}T09:00:00Z`);
  const at = (time: string) => {
    now = new Date(`${DAY}T${time}Z`);
    return now.toISOString();
  };
  const ids = new Map<Role, string>();
  /** When each action was done, by the clock the gateway read. */
  const when: Record<string, string> = {};

  const activity = (role: Role | null, query: string) =>
    api.call(role, { method: 'GET', url: `/api/activity${query}` });
  const read = async (query: string): Promise<ActivityDay> => {
    const res = await activity('manager', query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ActivityDay;
  };
  const putEvent = async (event: Omit<AccountEvent, '_id' | 'type'>) =>
    api.app.store
      .db('accounts')
      .put({ _id: accountEventId(new Date(event.at)), type: 'account_event', ...event });

  beforeAll(async () => {
    api = await startApi({ now: () => now });
    f = await seed(api);
    await saveSettings(api);
    for (const role of ROLES) {
      const user = await api.app.accounts.findByEmail(`${role}@api.test`);
      const id = user?._id.slice('user:'.length) ?? '';
      const [firstName, lastName] = NAMES[role];
      await api.app.accounts.update(id, { firstName, lastName }, 'system');
      ids.set(role, id);
    }
    // The product's first price is in its ledger before it changes.
    await api.app.reactionsIdle();
    const id = (role: Role) => ids.get(role) ?? '';

    when.price = at('10:00:00.000');
    await expectCall(
      api,
      'manager',
      'PUT',
      `/api/products/${f.productId}`,
      { name: 'Paella', category: 'principales', price: '16.00', cost: '4.20' },
      200,
    );

    when.order = at('11:00:00.000');
    const round = await expectCall<Round>(
      api,
      'waiter',
      'POST',
      '/api/orders',
      {
        tableId: f.tableId,
        status: 'pending',
        items: [
          { productId: f.productId, quantity: 2 },
          { productId: f.productId, quantity: 1 },
        ],
      },
      201,
    );
    const [voided, kept] = round.items;

    when.void = at('12:00:00.000');
    await expectCall(
      api,
      'waiter',
      'POST',
      `/api/orders/${round.id}/lines/${voided?.id ?? ''}/void`,
      { reason: 'order_error' },
      200,
    );

    when.discount = at('13:00:00.000');
    await expectCall(
      api,
      'manager',
      'POST',
      `/api/checks/${round.checkId}/adjustments`,
      {
        kind: 'discount',
        percent: 10,
        line: { orderId: round.id, lineId: kept?.id },
        reason: 'Cliente habitual',
      },
      201,
    );

    when.payment = at('14:00:00.000');
    const bill = await expectCall<{ total: string }>(
      api,
      'waiter',
      'GET',
      `/api/checks/${round.checkId}/bill`,
      undefined,
      200,
    );
    const paid = await expectCall<{ ticket?: { id: string } }>(
      api,
      'waiter',
      'POST',
      `/api/checks/${round.checkId}/payments`,
      { parts: [{ method: 'card', amount: bill.total }] },
      201,
    );
    when.ticket = paid.ticket?.id ?? '';

    when.refund = at('15:00:00.000');
    await expectCall(
      api,
      'manager',
      'POST',
      `/api/tickets/${when.ticket}/refunds`,
      { amount: '2.00', method: 'card', reason: 'Plato frío' },
      201,
    );

    when.count = at('16:00:00.000');
    await expectCall(
      api,
      'cook',
      'POST',
      '/api/stock-counts',
      { lines: [{ ingredientId: f.ingredientId, counted: '9.6', reason: 'waste' }] },
      201,
    );

    when.kitchen = at('16:30:00.000');
    // The cook corrects the count the screen shows: once the sale reaction has taken the round (and
    // given back its voided line), or the correction's delta depends on how far the reaction got.
    await api.app.reactionsIdle();
    const rows = await expectCall<Array<{ id: string; productId: string }>>(
      api,
      'cook',
      'GET',
      '/api/daily-stock',
      undefined,
      200,
    );
    const row = rows.find((candidate) => candidate.productId === f.productId);
    await expectCall(api, 'cook', 'PUT', `/api/daily-stock/${row?.id ?? ''}`, { currentStock: 8 }, 200);

    // Account events as the gateway's account routes record them (the accounts database only).
    when.account = at('17:00:00.000');
    await putEvent({ userId: id('waiter'), action: 'pin_reset', by: id('admin'), at: when.account });
    await putEvent({
      userId: id('cook'),
      action: 'created',
      by: id('admin'),
      at: '2026-11-20T12:00:00.000Z',
    });
    await putEvent({
      userId: id('cook'),
      action: 'role',
      role: 'manager',
      by: id('admin'),
      at: '2026-11-22T12:00:00.000Z',
    });
    at('18:00:00.000');
  });
  afterAll(async () => {
    await api.close();
  });

  it('shows each change of the day with who did it and when, newest first', async () => {
    const day = await read(`?date=${DAY}`);
    expect(day.date).toBe(DAY);
    const table = day.entries.map((entry) => [entry.kind, entry.userName, entry.at, entry.text]);
    expect(table).toEqual([
      ['account', fullName('admin'), when.account, `Restableció el PIN de ${fullName('waiter')}`],
      [
        'stock',
        fullName('cook'),
        when.kitchen,
        // From −1 (none made, one sold: three ordered, two voided) to the 8 counted.
        'Ajustó el stock del día de Paella: +9 raciones (Ajuste de cocina)',
      ],
      ['stock', fullName('cook'), when.count, 'Recuento de Arroz: −0,4 kg (Merma)'],
      [
        'refund',
        fullName('manager'),
        when.refund,
        `Devolución de 2,00 € del ticket ${when.ticket}: Plato frío`,
      ],
      [
        'discount',
        fullName('manager'),
        when.discount,
        'Descuento del 10 % en Paella (Mesa 1): Cliente habitual',
      ],
      ['void', fullName('waiter'), when.void, 'Anuló 2 × Paella (Mesa 1): Error al tomar la comanda'],
      ['price', fullName('manager'), when.price, 'Cambió el precio de Paella de 14,50 € a 16,00 €'],
    ]);
    const roleOf = (name: string) => ROLES.find((role) => fullName(role) === name);
    for (const entry of day.entries) expect(entry.userId).toBe(ids.get(roleOf(entry.userName) ?? 'admin'));
    expect(day.people.map((person) => person.name)).toEqual(
      [fullName('admin'), fullName('cook'), fullName('manager'), fullName('waiter')].sort((a, b) =>
        a.localeCompare(b, 'es'),
      ),
    );
  });

  it('is today by default, and an admin reads it too', async () => {
    const res = await activity('admin', '');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ActivityDay).date).toBe(DAY);
    expect((res.json() as ActivityDay).entries).toHaveLength(7);
  });

  it('keeps an account event on the business day of its time', async () => {
    const before = await read('?date=2026-11-20');
    expect(before.entries.map((entry) => entry.text)).toEqual([`Creó la cuenta de ${fullName('cook')}`]);
    const after = await read('?date=2026-11-22');
    expect(after.entries.map((entry) => entry.text)).toEqual([
      `Cambió el rol de ${fullName('cook')} a Gerente`,
    ]);
  });

  it('filters by person, keeping everyone of the day for the filter', async () => {
    const day = await read(`?date=${DAY}&userId=${ids.get('manager') ?? ''}`);
    expect(day.entries.map((entry) => entry.kind)).toEqual(['refund', 'discount', 'price']);
    expect(day.people).toHaveLength(4);
    const nobody = await read(`?date=${DAY}&userId=nadie`);
    expect(nobody.entries).toEqual([]);
  });

  it('is for managers and admins only, in the schema’s words', async () => {
    for (const role of ['waiter', 'cook'] as const) {
      const res = await activity(role, `?date=${DAY}`);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: ACTIVITY_ROLE_REFUSAL });
    }
    expect((await activity(null, '')).statusCode).toBe(401);
  });

  it('refuses a date that is not one, in Spanish', async () => {
    for (const date of ['2026-02-30', 'ayer']) {
      const res = await activity('manager', `?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation-failed',
        message: expect.stringMatching(/Fecha no válida/),
      });
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await api.call(null, { method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/api/activity']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
  });
});
