import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulidx';
import { expectCall, seedDining, startApi, type ApiHarness, type Dining } from '../../../test/helper.ts';
import { SETTINGS, cents, saveSettings, servedCheck } from '../../../test/support/money-api.ts';

interface Bill {
  total: string;
  paid: string;
  due: string;
  overpaid: string;
  isPaid: boolean;
  taxes: Array<{ rate: number; base: string; amount: string }>;
}
interface Ticket {
  id: string;
  kind: string;
  series: string;
  number: number;
  total: string;
  change: string;
  tip: string;
  rectifies?: { ticketId: string };
}
interface Paid {
  payment: { id: string; amount: string; tip: string; change: string };
  bill: Bill;
  ticket?: Ticket;
}

/** Two paellas: 29,00 € of base at 10 % → 2,90 € of IVA, 31,90 € in all (worked out by hand). */
const TWO_PAELLAS = { base: '29.00', tax: '2.90', total: '31.90' };

describe('payments and tickets through /api', () => {
  let api: ApiHarness;
  let dining: Dining;
  beforeAll(async () => {
    api = await startApi({ now: () => new Date('2026-11-24T13:00:00Z') });
    dining = await seedDining(api);
  });
  afterAll(async () => {
    await api.close();
  });

  it('keeps the restaurant settings for administrators, with a checked NIF', async () => {
    const missing = await api.call('waiter', { method: 'GET', url: '/api/settings' });
    expect(missing.statusCode).toBe(404);
    const byWaiter = await api.call('waiter', { method: 'PUT', url: '/api/settings', payload: SETTINGS });
    expect(byWaiter.statusCode).toBe(403);
    const badNif = await api.call('admin', {
      method: 'PUT',
      url: '/api/settings',
      payload: { ...SETTINGS, nif: '12345678A' },
    });
    expect(badNif.statusCode).toBe(400);
    expect(badNif.json()).toMatchObject({ error: 'validation-failed', details: [{ path: '/nif' }] });
    await saveSettings(api);
    const read = await expectCall(api, 'cook', 'GET', '/api/settings', undefined, 200);
    expect(read).toMatchObject({ ...SETTINGS, id: 'restaurant' });
  });

  it('takes a bill in cash and card with change and a tip, and issues ticket 1 then 2', async () => {
    await saveSettings(api);
    const checkId = await servedCheck(api, dining, 2);
    const bill = await expectCall<Bill>(api, 'waiter', 'GET', `/api/checks/${checkId}/bill`, undefined, 200);
    expect(bill).toMatchObject({ total: TWO_PAELLAS.total, due: TWO_PAELLAS.total, isPaid: false });
    expect(bill.taxes).toEqual([{ rate: 10, base: TWO_PAELLAS.base, amount: TWO_PAELLAS.tax }]);

    // 20,00 € of a 50 € note in cash (30,00 € change), the rest and a 1,00 € tip by card.
    const cardPart = cents(TWO_PAELLAS.total) - 2000 + 100;
    const body = {
      id: ulid(),
      amount: TWO_PAELLAS.total,
      tip: '1.00',
      parts: [
        { method: 'cash', amount: '20.00', tendered: '50.00' },
        { method: 'card', amount: (cardPart / 100).toFixed(2) },
      ],
    };
    const first = await expectCall<Paid>(api, 'waiter', 'POST', `/api/checks/${checkId}/payments`, body, 201);
    expect(first.payment).toMatchObject({ amount: TWO_PAELLAS.total, tip: '1.00', change: '30.00' });
    expect(first.bill).toMatchObject({ paid: TWO_PAELLAS.total, due: '0.00', isPaid: true });
    const { code } = api.app.apiInstallation;
    expect(first.ticket).toMatchObject({
      kind: 'simplified',
      series: `T-${code}`,
      number: 1,
      total: TWO_PAELLAS.total,
    });

    // The same request again (its answer was lost): the stored payment, no second one, no new ticket.
    const again = await expectCall<Paid>(api, 'waiter', 'POST', `/api/checks/${checkId}/payments`, body, 200);
    expect(again.payment).toEqual(first.payment);
    const payments = (await api.stored('payment')).filter((doc) => doc.checkId === checkId);
    expect(payments).toHaveLength(1);

    const other = await servedCheck(api, dining, 1);
    const second = await expectCall<Paid>(
      api,
      'waiter',
      'POST',
      `/api/checks/${other}/payments`,
      { parts: [{ method: 'card', amount: '15.95' }] },
      201,
    );
    expect(second.ticket).toMatchObject({ series: `T-${code}`, number: 2, total: '15.95' });
    const tickets = await api.stored('ticket');
    expect(tickets.map((doc) => doc._id).sort()).toEqual([
      `ticket:T-${code}-000001`,
      `ticket:T-${code}-000002`,
    ]);
  });

  it('leaves a partial payment without a ticket, and issues it with the payment that completes the bill', async () => {
    await saveSettings(api);
    const checkId = await servedCheck(api, dining, 2);
    const half = await expectCall<Paid>(
      api,
      'waiter',
      'POST',
      `/api/checks/${checkId}/payments`,
      {
        parts: [{ method: 'card', amount: '15.95' }],
        split: { kind: 'equal', of: '31.90', parts: ['15.95', '15.95'], index: 0 },
      },
      201,
    );
    expect(half.ticket).toBeUndefined();
    expect(half.bill).toMatchObject({ paid: '15.95', due: '15.95', isPaid: false });
    const rest = await expectCall<Paid>(
      api,
      'waiter',
      'POST',
      `/api/checks/${checkId}/payments`,
      {
        parts: [{ method: 'cash', amount: '15.95', tendered: '20.00' }],
        split: { kind: 'equal', of: '31.90', parts: ['15.95', '15.95'], index: 1 },
      },
      201,
    );
    expect(rest.payment.change).toBe('4.05');
    expect(rest.ticket).toMatchObject({ kind: 'simplified', total: '31.90' });
  });

  it('counts a merged check’s payment on the kept check’s bill, and issues the ticket when the rest is paid', async () => {
    await saveSettings(api);
    const kept = await servedCheck(api, dining, 1);
    const merged = await servedCheck(api, dining, 2);
    // 10,00 € paid on the two paellas' check, which is then merged: three paellas, 43,50 € + 4,35 € of IVA.
    await expectCall(
      api,
      'waiter',
      'POST',
      `/api/checks/${merged}/payments`,
      { parts: [{ method: 'card', amount: '10.00' }] },
      201,
    );
    await api.app.reactionsIdle();
    await expectCall(api, 'waiter', 'POST', `/api/checks/${merged}/merge`, { intoCheckId: kept }, 200);
    const bill = await expectCall<Bill & { payments: unknown[] }>(
      api,
      'waiter',
      'GET',
      `/api/checks/${kept}/bill`,
      undefined,
      200,
    );
    expect(bill).toMatchObject({ total: '47.85', paid: '10.00', due: '37.85', isPaid: false });
    expect(bill.payments).toHaveLength(1);
    const rest = await expectCall<Paid>(
      api,
      'waiter',
      'POST',
      `/api/checks/${kept}/payments`,
      {
        parts: [{ method: 'card', amount: '37.85' }],
      },
      201,
    );
    expect(rest.bill).toMatchObject({ paid: '47.85', due: '0.00', isPaid: true });
    expect(rest.ticket).toMatchObject({ kind: 'simplified', total: '47.85' });
  });

  it('refunds part of a ticket with a rectifying ticket in the API’s R series', async () => {
    await saveSettings(api);
    const checkId = await servedCheck(api, dining, 1);
    const paid = await expectCall<Paid>(
      api,
      'waiter',
      'POST',
      `/api/checks/${checkId}/payments`,
      { parts: [{ method: 'card', amount: '15.95' }] },
      201,
    );
    const ticketId = paid.ticket?.id ?? '';
    const byWaiter = await api.call('waiter', {
      method: 'POST',
      url: `/api/tickets/${ticketId}/refunds`,
      payload: { amount: '5.00', method: 'card', reason: 'Plato frío' },
    });
    expect(byWaiter.statusCode).toBe(403);
    const refunded = await expectCall<{ refund: { amount: string }; ticket: Ticket }>(
      api,
      'manager',
      'POST',
      `/api/tickets/${ticketId}/refunds`,
      { amount: '5.00', method: 'card', reason: 'Plato frío' },
      201,
    );
    expect(refunded.refund.amount).toBe('5.00');
    expect(refunded.ticket).toMatchObject({
      kind: 'rectifying',
      series: `RT-${api.app.apiInstallation.code}`,
      number: 1,
      total: '-5.00',
      rectifies: { ticketId },
    });
    const read = await expectCall<Ticket>(
      api,
      'waiter',
      'GET',
      `/api/tickets/${refunded.ticket.id}`,
      undefined,
      200,
    );
    expect(read).toEqual(refunded.ticket);
  });
});
