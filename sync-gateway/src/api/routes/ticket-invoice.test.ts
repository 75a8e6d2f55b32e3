import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulidx';
import {
  alreadyReplacedMessage,
  checkInvoicedMessage,
  INVOICE_MESSAGES,
  TAX_ID_CONTROL_MESSAGE,
  type FiscalRecord,
} from '@restaurantpro/schema';
import { expectCall, seedDining, startApi, type ApiHarness, type Dining } from '../../../test/helper.ts';
import { paidTicket, saveSettings, servedCheck } from '../../../test/support/money-api.ts';

interface Ticket {
  id: string;
  kind: string;
  series: string;
  number: number;
  total: string;
  checkId: string;
  taxes: unknown;
  payments: unknown;
  customer?: { nif: string; name: string; address: string };
  replaces?: { ticketId: string; series: string; number: number; issueDate: string };
  fiscal: FiscalRecord;
}

const CUSTOMER = { nif: '12345678-z', name: ' Aceros del Norte, S.A. ', address: 'Gran Vía 1, Bilbao' };

describe('POST /api/tickets/:id/invoice', () => {
  let api: ApiHarness;
  let dining: Dining;
  beforeAll(async () => {
    api = await startApi({ now: () => new Date('2026-11-24T13:00:00Z') });
    dining = await seedDining(api);
    await saveSettings(api);
  });
  afterAll(async () => {
    await api.close();
  });

  const read = (id: string) => expectCall<Ticket>(api, 'waiter', 'GET', `/api/tickets/${id}`, undefined, 200);

  it('replaces a paid simplified invoice with an F3 for the customer, in the API’s F series and chain', async () => {
    const { code } = api.app.apiInstallation;
    const paid = await paidTicket(api, dining, 2);
    const sale = await read(paid.id);
    const invoice = await expectCall<Ticket>(
      api,
      'waiter',
      'POST',
      `/api/tickets/${paid.id}/invoice`,
      CUSTOMER,
      201,
    );
    expect(invoice).toMatchObject({
      id: `FT-${code}-000001`,
      kind: 'invoice',
      series: `FT-${code}`,
      number: 1,
      checkId: sale.checkId,
      total: sale.total,
      taxes: sale.taxes,
      payments: sale.payments,
      customer: { nif: '12345678Z', name: 'Aceros del Norte, S.A.', address: 'Gran Vía 1, Bilbao' },
      replaces: {
        ticketId: paid.id,
        series: sale.series,
        number: sale.number,
        issueDate: sale.fiscal.FechaExpedicionFactura,
      },
    });
    // The API's one chain (this gateway's installation): the F3 links to the sale ticket's record before it.
    expect(invoice.fiscal).toMatchObject({
      TipoFactura: 'F3',
      NumeroInstalacion: code,
      seq: sale.fiscal.seq + 1,
      NumSerieFactura: `FT-${code}-000001`,
      RegistroAnterior: { NumSerieFactura: paid.id, Huella: sale.fiscal.Huella },
    });
    expect(await read(invoice.id)).toEqual(invoice);

    // Once only: a second invoice for the same ticket is refused, in the rule's words.
    const again = await api.call('manager', {
      method: 'POST',
      url: `/api/tickets/${paid.id}/invoice`,
      payload: { ...CUSTOMER, name: 'Otra Empresa, S.L.' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'conflict',
      message: alreadyReplacedMessage(paid.id, `FT-${code}-000001`),
    });

    // The next sale ticket chains after the invoice: the chain head reads all three series.
    const next = await read((await paidTicket(api, dining, 1)).id);
    expect(next.fiscal).toMatchObject({
      seq: invoice.fiscal.seq + 1,
      RegistroAnterior: { NumSerieFactura: `FT-${code}-000001`, Huella: invoice.fiscal.Huella },
    });
  });

  it('checks the customer as typed, and refuses a rectifying ticket', async () => {
    const paid = await paidTicket(api, dining, 1);
    const badNif = await api.call('waiter', {
      method: 'POST',
      url: `/api/tickets/${paid.id}/invoice`,
      payload: { ...CUSTOMER, nif: '12345678A' },
    });
    expect(badNif.statusCode).toBe(400);
    expect(badNif.json()).toMatchObject({
      error: 'validation-failed',
      details: [{ path: '/nif', message: TAX_ID_CONTROL_MESSAGE }],
    });
    const noName = await api.call('waiter', {
      method: 'POST',
      url: `/api/tickets/${paid.id}/invoice`,
      payload: { ...CUSTOMER, name: '  ' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ details: [{ path: '/name', message: INVOICE_MESSAGES.name }] });

    const refunded = await expectCall<{ ticket: Ticket }>(
      api,
      'manager',
      'POST',
      `/api/tickets/${paid.id}/refunds`,
      { amount: '5.00', method: 'card', reason: 'Plato frío' },
      201,
    );
    const onRectifying = await api.call('manager', {
      method: 'POST',
      url: `/api/tickets/${refunded.ticket.id}/invoice`,
      payload: CUSTOMER,
    });
    expect(onRectifying.statusCode).toBe(409);
    expect(onRectifying.json()).toMatchObject({ message: INVOICE_MESSAGES.notSimplified });
  });

  it('is for managers and waiters, on a ticket that exists', async () => {
    const paid = await paidTicket(api, dining, 1);
    const byCook = await api.call('cook', {
      method: 'POST',
      url: `/api/tickets/${paid.id}/invoice`,
      payload: CUSTOMER,
    });
    expect(byCook.statusCode).toBe(403);
    const signedOut = await api.call(null, {
      method: 'POST',
      url: `/api/tickets/${paid.id}/invoice`,
      payload: CUSTOMER,
    });
    expect(signedOut.statusCode).toBe(401);
    const unknown = await api.call('waiter', {
      method: 'POST',
      url: `/api/tickets/T-${api.app.apiInstallation.code}-009999/invoice`,
      payload: CUSTOMER,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not-found', message: 'Ticket no encontrado' });
  });
});

describe('POST /api/checks/:id/invoice', () => {
  let api: ApiHarness;
  let dining: Dining;
  beforeAll(async () => {
    api = await startApi({ now: () => new Date('2026-11-24T13:00:00Z') });
    dining = await seedDining(api);
    await saveSettings(api);
  });
  afterAll(async () => {
    await api.close();
  });

  /** A served check of `quantity` dishes at 14,50 € paid in full by card: its id and whether a ticket was issued. */
  async function paidCheck(quantity: number): Promise<{ checkId: string; total: string; ticketed: boolean }> {
    const checkId = await servedCheck(api, dining, quantity);
    const bill = await expectCall<{ total: string }>(
      api,
      'waiter',
      'GET',
      `/api/checks/${checkId}/bill`,
      undefined,
      200,
    );
    const parts = [{ method: 'card', amount: bill.total }];
    const paid = await expectCall<{ ticket?: unknown }>(
      api,
      'waiter',
      'POST',
      `/api/checks/${checkId}/payments`,
      { id: ulid(), amount: bill.total, tip: '0.00', parts },
      201,
    );
    return { checkId, total: bill.total, ticketed: paid.ticket !== undefined };
  }

  it('invoices a paid check over 3.000 € that got no ticket with an F1, once', async () => {
    // 200 × 14,50 € + 10 % = 3.190,00 €: the payment issues no simplified invoice.
    const { checkId, total, ticketed } = await paidCheck(200);
    expect(total).toBe('3190.00');
    expect(ticketed).toBe(false);
    const { code } = api.app.apiInstallation;
    const invoice = await expectCall<Ticket>(
      api,
      'waiter',
      'POST',
      `/api/checks/${checkId}/invoice`,
      CUSTOMER,
      201,
    );
    expect(invoice).toMatchObject({
      id: `FT-${code}-000001`,
      kind: 'invoice',
      checkId,
      total: '3190.00',
      payments: [{ method: 'card', amount: '3190.00' }],
      customer: { nif: '12345678Z', name: 'Aceros del Norte, S.A.', address: 'Gran Vía 1, Bilbao' },
    });
    expect(invoice.replaces).toBeUndefined();
    expect(invoice.fiscal).toMatchObject({
      TipoFactura: 'F1',
      NumeroInstalacion: code,
      ImporteTotal: '3190.00',
    });

    const again = await api.call('manager', {
      method: 'POST',
      url: `/api/checks/${checkId}/invoice`,
      payload: CUSTOMER,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'conflict',
      message: checkInvoicedMessage(`FT-${code}-000001`),
    });
  });

  it('refuses a check with its ticket, an unpaid check, a cook and a NIF that does not verify', async () => {
    const paid = await paidTicket(api, dining, 1);
    const sale = await expectCall<Ticket>(api, 'waiter', 'GET', `/api/tickets/${paid.id}`, undefined, 200);
    const post = (role: 'waiter' | 'cook', checkId: string, payload = CUSTOMER) =>
      api.call(role, { method: 'POST', url: `/api/checks/${checkId}/invoice`, payload });
    const ticketed = await post('waiter', sale.checkId);
    expect(ticketed.statusCode).toBe(409);
    expect(ticketed.json()).toMatchObject({ message: checkInvoicedMessage(paid.id) });
    const unpaid = await post('waiter', await servedCheck(api, dining, 1));
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: INVOICE_MESSAGES.notPaid });
    const { checkId } = await paidCheck(200);
    expect((await post('cook', checkId)).statusCode).toBe(403);
    const badNif = await post('waiter', checkId, { ...CUSTOMER, nif: '12345678A' });
    expect(badNif.statusCode).toBe(400);
    expect(badNif.json()).toMatchObject({ details: [{ path: '/nif', message: TAX_ID_CONTROL_MESSAGE }] });
  });
});
