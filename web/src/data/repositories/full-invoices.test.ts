import { describe, expect, it } from 'vitest';
import {
  alreadyReplacedMessage,
  checkInvoicedMessage,
  FISCAL_MESSAGES,
  type FiscalRecord,
  INVOICE_MESSAGES,
  newId,
  TAX_ID_CONTROL_MESSAGE,
  type Ticket,
} from '@restaurantpro/schema';
import { as, freshDb, MANAGER, putSettings, sittingToPay, WAITER } from '../../../test/helper.ts';
import { allOfType } from '../queries.ts';
import { deviceSeries } from '../ticket-series.ts';
import { issueDirectInvoice, issueInvoice } from './full-invoices.ts';
import { recordPayment } from './payments.ts';
import { recordRefund } from './refunds.ts';
import { issueTicket } from './tickets.ts';

const CUSTOMER = { nif: '12345678-z', name: ' Aceros del Norte, S.A. ', address: 'Gran Vía 1, Bilbao' };
const COOK = { id: 'cook-1', role: 'cook' as const };

/** A check paid in full by card (4 × 19,59 + 10 % = 86,20 €) and its sale ticket, issued on this device. */
async function ticketed(db: PouchDB.Database, table = 'mesa-3'): Promise<Ticket> {
  const checkId = await sittingToPay(db, as(WAITER), { table });
  const card = { amount: '86.20', tip: '0.00', parts: [{ method: 'card' as const, amount: '86.20' }], change: '0.00' };
  await recordPayment(db, { id: newId(), checkId, ...card }, as(WAITER));
  return issueTicket(db, { checkId, waiter: 'Ana' }, as(WAITER));
}

const idPartOf = (ticket: Ticket) => ticket._id.slice('ticket:'.length);
const recordOf = (ticket: Ticket) => ticket.fiscal as FiscalRecord;

describe('full invoices on the device', () => {
  it('replaces a sale ticket with an F3 in the device’s F series, chained after its previous record', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    const series = await deviceSeries(db, 'T');
    const invoice = await issueInvoice(db, { ticketId: idPartOf(sale), customer: CUSTOMER }, as(WAITER, '2026-11-22T10:30:00.000Z'));
    expect(invoice).toMatchObject({
      _id: `ticket:${series.invoice}-000001`,
      kind: 'invoice',
      series: series.invoice,
      number: 1,
      checkId: sale.checkId,
      total: '86.20',
      lines: sale.lines,
      taxes: sale.taxes,
      payments: sale.payments,
      waiter: 'Ana',
      updatedBy: WAITER.id,
      customer: { nif: '12345678Z', name: 'Aceros del Norte, S.A.', address: 'Gran Vía 1, Bilbao' },
      replaces: { ticketId: idPartOf(sale), series: sale.series, number: 1, issueDate: recordOf(sale).FechaExpedicionFactura },
    });
    expect(series.invoice).toBe(`F${series.sale}`);
    expect(recordOf(invoice)).toMatchObject({
      TipoFactura: 'F3',
      NumeroInstalacion: recordOf(sale).NumeroInstalacion,
      seq: recordOf(sale).seq + 1,
      NumSerieFactura: `${series.invoice}-000001`,
      RegistroAnterior: { NumSerieFactura: idPartOf(sale), Huella: recordOf(sale).Huella },
    });

    // A retry for the same customer is the same invoice; another customer is refused in the rule's words.
    expect(await issueInvoice(db, { ticketId: idPartOf(sale), customer: CUSTOMER }, as(WAITER))).toMatchObject(invoice);
    await expect(
      issueInvoice(db, { ticketId: idPartOf(sale), customer: { ...CUSTOMER, name: 'Otra, S.L.' } }, as(MANAGER)),
    ).rejects.toMatchObject({ kind: 'refused', reason: alreadyReplacedMessage(idPartOf(sale), idPartOf(invoice)) });

    // The device's next sale ticket chains after the invoice: its series are one chain.
    const next = await ticketed(db, 'mesa-5');
    expect(recordOf(next)).toMatchObject({
      seq: recordOf(invoice).seq + 1,
      RegistroAnterior: { NumSerieFactura: idPartOf(invoice), Huella: recordOf(invoice).Huella },
    });
  });

  it('refuses a NIF that does not verify, a cook, and a rectifying ticket, writing nothing', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    const ticketId = idPartOf(sale);
    await expect(issueInvoice(db, { ticketId, customer: { ...CUSTOMER, nif: '12345678A' } }, as(WAITER))).rejects.toMatchObject({
      kind: 'refused',
      reason: TAX_ID_CONTROL_MESSAGE,
    });
    await expect(issueInvoice(db, { ticketId, customer: CUSTOMER }, as(COOK))).rejects.toMatchObject({
      kind: 'refused',
      reason: INVOICE_MESSAGES.role,
    });
    const { ticket: rectifying } = await recordRefund(
      db,
      { id: newId(), ticketId, amount: '10.00', method: 'card', reason: 'Plato frío', waiter: 'Ana' },
      as(MANAGER),
    );
    await expect(issueInvoice(db, { ticketId: idPartOf(rectifying), customer: CUSTOMER }, as(MANAGER))).rejects.toMatchObject({
      kind: 'refused',
      reason: INVOICE_MESSAGES.notSimplified,
    });
    const kinds = (await allOfType(db, 'ticket')).map((ticket) => ticket.kind).sort();
    expect(kinds).toEqual(['rectifying', 'simplified']);
    const state = (await db.get('_local/ticket-series')) as unknown as { last: Record<string, number> };
    expect(Object.keys(state.last).some((series) => series.startsWith('F'))).toBe(false);
  });
});

/** A check of 50 × 54,56 € + 10 % = 3.000,80 € (over a simplified invoice's limit), paid in full by card. */
async function paidOverLimit(db: PouchDB.Database): Promise<string> {
  const checkId = await sittingToPay(db, as(WAITER), { table: 'mesa-7', quantity: 50, unitPrice: '54.56' });
  const card = { amount: '3000.80', tip: '0.00', parts: [{ method: 'card' as const, amount: '3000.80' }], change: '0.00' };
  await recordPayment(db, { id: newId(), checkId, ...card }, as(WAITER));
  return checkId;
}

describe('a full invoice for a paid check without a ticket (F1)', () => {
  it('is what a bill over 3.000 € gets: the check’s bill for the customer, in the F series and the device’s chain', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    const checkId = await paidOverLimit(db);
    await expect(issueTicket(db, { checkId, waiter: 'Ana' }, as(WAITER))).rejects.toMatchObject({
      kind: 'refused',
      reason: FISCAL_MESSAGES.overLimit,
    });
    const series = await deviceSeries(db, 'T');
    const request = { checkId, customer: CUSTOMER, waiter: 'Ana', tableName: 'Mesa 7' };
    const invoice = await issueDirectInvoice(db, request, as(WAITER));
    expect(invoice).toMatchObject({
      _id: `ticket:${series.invoice}-000001`,
      kind: 'invoice',
      checkId,
      tableName: 'Mesa 7',
      total: '3000.80',
      taxes: [{ rate: 10, base: '2728.00', amount: '272.80' }],
      payments: [{ method: 'card', amount: '3000.80' }],
      customer: { nif: '12345678Z', name: 'Aceros del Norte, S.A.', address: 'Gran Vía 1, Bilbao' },
    });
    expect(invoice.replaces).toBeUndefined();
    expect(recordOf(invoice)).toMatchObject({
      TipoFactura: 'F1',
      ImporteTotal: '3000.80',
      seq: recordOf(sale).seq + 1,
      RegistroAnterior: { NumSerieFactura: idPartOf(sale) },
    });

    // A retry for the same customer is the same invoice; the check has its sale document now.
    expect(await issueDirectInvoice(db, request, as(WAITER))).toMatchObject(invoice);
    const invoiced = checkInvoicedMessage(idPartOf(invoice));
    await expect(
      issueDirectInvoice(db, { ...request, customer: { ...CUSTOMER, name: 'Otra, S.L.' } }, as(WAITER)),
    ).rejects.toMatchObject({ kind: 'refused', reason: invoiced });
  });

  it('is refused for a check with its ticket, an unpaid check and a cook, writing nothing', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    const request = { checkId: sale.checkId, customer: CUSTOMER, waiter: 'Ana' };
    await expect(issueDirectInvoice(db, request, as(WAITER))).rejects.toMatchObject({
      kind: 'refused',
      reason: checkInvoicedMessage(idPartOf(sale)),
    });
    const unpaid = await sittingToPay(db, as(WAITER), { table: 'mesa-5' });
    await expect(issueDirectInvoice(db, { ...request, checkId: unpaid }, as(WAITER))).rejects.toMatchObject({
      kind: 'refused',
      reason: INVOICE_MESSAGES.notPaid,
    });
    const checkId = await paidOverLimit(db);
    await expect(issueDirectInvoice(db, { ...request, checkId }, as(COOK))).rejects.toMatchObject({
      kind: 'refused',
      reason: INVOICE_MESSAGES.role,
    });
    const kinds = (await allOfType(db, 'ticket')).map((ticket) => ticket.kind);
    expect(kinds).toEqual(['simplified']);
  });
});
