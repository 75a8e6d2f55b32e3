import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCall, seedDining, startApi, type ApiHarness, type Dining } from '../../../test/helper.ts';
import { cents, saveSettings, servedCheck } from '../../../test/support/money-api.ts';

const DAY = '2026-11-24';

interface Figures {
  float: string;
  in: string;
  out: string;
  taken: string;
  refunded: string;
  expected: string;
}
interface BillLine {
  orderId: string;
  lineId: string;
}
interface Paid {
  ticket?: { id: string };
}
interface Stored {
  [field: string]: unknown;
}

/** Money of a stored document's field, in cents. */
const centsOf = (doc: Stored, field: string): number => cents(String(doc[field]));
const money = (value: number): string => (value / 100).toFixed(2);
const total = (values: readonly number[]): number => values.reduce((acc, value) => acc + value, 0);

describe('the cash drawer, its close and the Z report through /api', () => {
  let api: ApiHarness;
  let dining: Dining;
  beforeAll(async () => {
    api = await startApi({ now: () => new Date(`${DAY}T21:00:00Z`) });
    dining = await seedDining(api);
    await saveSettings(api);
  });
  afterAll(async () => {
    await api.close();
  });

  const stored = async (type: string): Promise<Stored[]> =>
    (await api.stored(type)).filter((doc) => doc.businessDate === DAY) as Stored[];

  it('keeps the float and the movements of managers only, with a reason for money in and out', async () => {
    const byWaiter = await api.call('waiter', {
      method: 'POST',
      url: '/api/cash/movements',
      payload: { kind: 'float', amount: '100.00' },
    });
    expect(byWaiter.statusCode).toBe(403);
    const noReason = await api.call('manager', {
      method: 'POST',
      url: '/api/cash/movements',
      payload: { kind: 'out', amount: '5.50' },
    });
    expect(noReason.statusCode).toBe(409);
    expect(noReason.json()).toMatchObject({ message: 'Indica el motivo' });
    const float = await expectCall(
      api,
      'manager',
      'POST',
      '/api/cash/movements',
      { kind: 'float', amount: 100 },
      201,
    );
    expect(float).toMatchObject({ kind: 'float', amount: '100.00', businessDate: DAY });
    await expectCall(
      api,
      'manager',
      'POST',
      '/api/cash/movements',
      { kind: 'in', amount: '20,00', reason: 'Cambio del banco' },
      201,
    );
    await expectCall(
      api,
      'manager',
      'POST',
      '/api/cash/movements',
      { kind: 'out', amount: '5.50', reason: 'Hielo' },
      201,
    );
    expect(await stored('cash_movement')).toHaveLength(3);
  });

  it('closes the day on the counted cash against the expected, and the Z report adds up to the cent', async () => {
    // Two paellas paid 20,00 € in cash (a 50 € note) and the rest with a 1,00 € tip by card.
    const first = await servedCheck(api, dining, 2);
    await expectCall(
      api,
      'waiter',
      'POST',
      `/api/checks/${first}/payments`,
      {
        amount: '31.90',
        tip: '1.00',
        parts: [
          { method: 'cash', amount: '20.00', tendered: '50.00' },
          { method: 'card', amount: '12.90' },
        ],
      },
      201,
    );
    // One paella in cash (change 4,05 €), then 5,00 € of it refunded in cash by a manager.
    const second = await servedCheck(api, dining, 1);
    const paid = await expectCall<Paid>(
      api,
      'waiter',
      'POST',
      `/api/checks/${second}/payments`,
      {
        parts: [{ method: 'cash', amount: '15.95', tendered: '20.00' }],
      },
      201,
    );
    await expectCall(
      api,
      'manager',
      'POST',
      `/api/tickets/${paid.ticket?.id ?? ''}/refunds`,
      {
        amount: '5.00',
        method: 'cash',
        reason: 'Plato frío',
      },
      201,
    );
    // One paella with a manager's 10 % discount, by card: 14,50 − 1,45 = 13,05 + 1,31 of IVA.
    const third = await servedCheck(api, dining, 1);
    const lines = (
      await expectCall<{ lines: BillLine[] }>(
        api,
        'waiter',
        'GET',
        `/api/checks/${third}/bill`,
        undefined,
        200,
      )
    ).lines;
    const line = { orderId: lines[0]?.orderId, lineId: lines[0]?.lineId };
    await expectCall(
      api,
      'manager',
      'POST',
      `/api/checks/${third}/adjustments`,
      {
        kind: 'discount',
        line,
        percent: 10,
        reason: 'Cliente habitual',
      },
      201,
    );
    await expectCall(
      api,
      'waiter',
      'POST',
      `/api/checks/${third}/payments`,
      { parts: [{ method: 'card', amount: '14.36' }] },
      201,
    );
    await api.app.reactionsIdle();

    // The drawer worked out apart from the code: float + cash parts − cash refunds + in − out.
    const [movements, payments, refunds, tickets, checks] = await Promise.all(
      ['cash_movement', 'payment', 'refund', 'ticket', 'check'].map(stored),
    );
    const moved = (kind: string) =>
      total((movements ?? []).filter((doc) => doc.kind === kind).map((doc) => centsOf(doc, 'amount')));
    const parts = (payments ?? []).flatMap((doc) => doc.parts as Stored[]);
    const byMethod = (method: string) =>
      total(parts.filter((part) => part.method === method).map((part) => centsOf(part, 'amount')));
    const cashRefunded = total(
      (refunds ?? []).filter((doc) => doc.method === 'cash').map((doc) => centsOf(doc, 'amount')),
    );
    const expected = moved('float') + byMethod('cash') - cashRefunded + moved('in') - moved('out');
    expect(expected).toBe(10000 + 3595 - 500 + 2000 - 550);
    // The close on payment has run: the three paid checks are closed and give the covers.
    expect((checks ?? []).filter((doc) => doc.status === 'closed')).toHaveLength(3);

    const cash = await expectCall<{ figures: Figures; close: unknown }>(
      api,
      'manager',
      'GET',
      `/api/days/${DAY}/cash`,
      undefined,
      200,
    );
    expect(cash.close).toBeNull();
    expect(cash.figures).toEqual({
      float: money(moved('float')),
      in: money(moved('in')),
      out: money(moved('out')),
      taken: money(byMethod('cash')),
      refunded: money(cashRefunded),
      expected: money(expected),
    });

    // Counted: 100 € + 2 × 20 € + 5 € + 2 × 0,20 € — five cents short.
    const counted = [
      { cents: 10000, count: 1 },
      { cents: 2000, count: 2 },
      { cents: 500, count: 1 },
      { cents: 20, count: 2 },
    ];
    const countedCents = total(counted.map((row) => row.cents * row.count));
    const close = await expectCall<Stored>(
      api,
      'manager',
      'POST',
      `/api/days/${DAY}/close`,
      { counted },
      201,
    );
    expect(close).toMatchObject({
      id: DAY,
      countedCash: money(countedCents),
      expectedCash: money(expected),
      difference: money(countedCents - expected),
    });
    expect(close.difference).toBe('-0.05');
    const again = await api.call('manager', {
      method: 'POST',
      url: `/api/days/${DAY}/close`,
      payload: { counted },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'El día 24/11/2026 ya está cerrado' });

    // The Z report against sums of the stored documents made here.
    const z = await expectCall<Stored>(api, 'manager', 'GET', `/api/days/${DAY}/z`, undefined, 200);
    const sales = (tickets ?? []).filter((doc) => doc.kind === 'simplified');
    const refunded = total((refunds ?? []).map((doc) => centsOf(doc, 'amount')));
    const collected = total((payments ?? []).map((doc) => centsOf(doc, 'amount'))) - refunded;
    const taxes = new Map<number, { base: number; amount: number }>();
    for (const tax of (tickets ?? []).flatMap((doc) => doc.taxes as Stored[])) {
      const row = taxes.get(Number(tax.rate)) ?? { base: 0, amount: 0 };
      taxes.set(Number(tax.rate), {
        base: row.base + centsOf(tax, 'base'),
        amount: row.amount + centsOf(tax, 'amount'),
      });
    }
    expect(z).toMatchObject({
      businessDate: DAY,
      tickets: sales.length,
      byMethod: { cash: money(byMethod('cash')), card: money(byMethod('card')) },
      taxes: [...taxes].map(([rate, row]) => ({ rate, base: money(row.base), amount: money(row.amount) })),
      discounts: { count: 1, amount: '1.45' },
      invitations: { count: 0, amount: '0.00' },
      refunds: { count: (refunds ?? []).length, amount: money(refunded) },
      tips: money(total((payments ?? []).map((doc) => centsOf(doc, 'tip')))),
      sales: money(collected),
      averageTicket: money(Math.round(collected / sales.length)),
      covers: total((checks ?? []).filter((doc) => doc.status === 'closed').map((doc) => Number(doc.guests))),
      cash: { expected: money(expected), taken: money(byMethod('cash')) },
    });
    const { code } = api.app.apiInstallation;
    expect(z.series).toEqual([
      { series: `RT-${code}`, first: 1, last: 1, count: 1 },
      { series: `T-${code}`, first: 1, last: 3, count: 3 },
    ]);
    // Hand-worked: 31,90 + 15,95 + 14,36 collected, less the 5,00 refund.
    expect(z.sales).toBe('57.21');
  });

  it('refuses a payment and a movement on the closed day, in the rules’ words, storing nothing', async () => {
    const checkId = await servedCheck(api, dining, 1);
    const before = (await stored('payment')).length;
    const payment = await api.call('waiter', {
      method: 'POST',
      url: `/api/checks/${checkId}/payments`,
      payload: { parts: [{ method: 'card', amount: '15.95' }] },
    });
    expect(payment.statusCode).toBe(409);
    expect(payment.json()).toMatchObject({ error: 'conflict', message: 'El día 24/11/2026 ya está cerrado' });
    expect(await stored('payment')).toHaveLength(before);
    const movement = await api.call('manager', {
      method: 'POST',
      url: '/api/cash/movements',
      payload: { kind: 'in', amount: '10.00', reason: 'Cambio' },
    });
    expect(movement.statusCode).toBe(409);
    expect(movement.json()).toMatchObject({ message: 'El día 24/11/2026 ya está cerrado' });
  });
});
