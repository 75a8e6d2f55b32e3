import { describe, expect, it } from 'vitest';
import type { FiscalRecord } from '../../docs/fiscal.ts';
import { ticketSchema, type Ticket } from '../../docs/ticket.ts';
import { checkMoneyWrite, type MoneyContext } from '../../money-writes.ts';
import { customerInputSchema } from '../../money-inputs.ts';
import type { Role } from '../../roles.ts';
import { saleTicket, ZONE } from '../fiscal/fixtures.ts';
import { FISCAL_MESSAGES, fiscalRecordProblem, previousOf, withFiscalRecord } from '../fiscal/record.ts';
import { billOf } from './bill.ts';
import { DAY, item, payment, settings, sources, viewOf } from './fixtures.ts';
import {
  alreadyReplacedMessage,
  buildDirectInvoice,
  buildInvoice,
  checkInvoicedMessage,
  INVOICE_MESSAGES,
  invoiceSeries,
  replacementProblem,
  saleDocumentProblem,
} from './invoices.ts';
import { TAX_ID_CONTROL_MESSAGE, TAX_ID_FORMAT_MESSAGE } from './tax-id.ts';
import { ticketProblem } from './tickets.ts';
import { zReport } from './z-report.ts';

const CUSTOMER = { nif: '12345678Z', name: 'Aceros del Norte, S.A.', address: 'Gran Vía 1, Bilbao' };
const LATER = '2026-11-24T21:30:00.000Z';

/** Sale 1 of T-K7Q4 with the first record of K7Q4's chain: 2 beers, 6,05 € (24-11-2026). */
const sale = withFiscalRecord(saleTicket(1), { installation: 'K7Q4', seq: 0 }, ZONE);
const saleRecord = sale.fiscal as FiscalRecord;

/** Invoice `number` of FT-K7Q4 replacing `replaced`, chained after the sale's record. */
function invoiceOf(replaced: Ticket, number = 1, customer = CUSTOMER): Ticket {
  const draft = buildInvoice(
    replaced,
    customer,
    { series: 'FT-K7Q4', number, issuedAt: LATER, businessDate: DAY, by: 'u-waiter', waiter: 'Ana' },
    ZONE,
  );
  return withFiscalRecord(draft, { installation: 'K7Q4', seq: 1, last: previousOf(saleRecord) }, ZONE);
}

const invoice = invoiceOf(sale);

describe('a full invoice replacing a simplified one', () => {
  it('repeats the sale, names the customer and the replaced ticket, and is recorded as an F3', () => {
    expect(invoiceSeries('T', 'K7Q4')).toBe('FT-K7Q4');
    expect(ticketSchema.parse(invoice)).toEqual(invoice);
    expect(invoice).toMatchObject({
      _id: 'ticket:FT-K7Q4-000001',
      kind: 'invoice',
      checkId: sale.checkId,
      issuer: sale.issuer,
      lines: sale.lines,
      taxes: sale.taxes,
      total: '6.05',
      payments: sale.payments,
      customer: CUSTOMER,
      replaces: { ticketId: 'T-K7Q4-000001', series: 'T-K7Q4', number: 1, issueDate: '24-11-2026' },
    });
    expect(invoice.fiscal).toMatchObject({
      TipoFactura: 'F3',
      NumSerieFactura: 'FT-K7Q4-000001',
      NumeroInstalacion: 'K7Q4',
      seq: 2,
      ImporteTotal: '6.05',
      RegistroAnterior: { NumSerieFactura: 'T-K7Q4-000001' },
    });
    expect(ticketProblem(invoice)).toBeNull();
    expect(fiscalRecordProblem(invoice)).toBeNull();
    expect(replacementProblem(invoice, sale, [invoice])).toBeNull();
  });

  it('stores the NIF as the AEAT takes it, and dates a ticket without a record by its local day', () => {
    const typed = invoiceOf(sale, 1, { nif: ' 12.345.678-z ', name: ' Ana Pérez ', address: ' Sol 2 ' });
    expect(typed.customer).toEqual({ nif: '12345678Z', name: 'Ana Pérez', address: 'Sol 2' });
    // 23:30 UTC on the 24th is already the 25th in Madrid.
    const late = saleTicket(2, 2, '2.50', '2026-11-24T23:30:00.000Z');
    expect(invoiceOf(late).replaces?.issueDate).toBe('25-11-2026');
  });

  it('carries its billing record: a full invoice is never issued without one', () => {
    expect(fiscalRecordProblem({ ...invoice, fiscal: undefined })).toBe(FISCAL_MESSAGES.missing);
    // Tickets issued before records were written still go without.
    expect(fiscalRecordProblem({ ...sale, fiscal: undefined })).toBeNull();
  });

  it('is not bound by the simplified invoice’s 3.000 € limit', () => {
    const big = saleTicket(3, 100, '24.80');
    expect(big.total).toBe('3000.80');
    const asSimplified = withFiscalRecord(big, { installation: 'K7Q4', seq: 0 }, ZONE);
    expect(fiscalRecordProblem(asSimplified)).toBe(FISCAL_MESSAGES.overLimit);
    expect(fiscalRecordProblem(invoiceOf(big))).toBeNull();
  });
});

describe('the invoice’s own fields', () => {
  const withCustomer = (fields: Partial<Ticket['customer'] & object>): Ticket => ({
    ...invoice,
    customer: { ...CUSTOMER, ...fields },
  });

  it.each<[string, Ticket, string]>([
    ['a NIF whose control letter is wrong', withCustomer({ nif: '12345678A' }), TAX_ID_CONTROL_MESSAGE],
    ['a NIF that is no NIF', withCustomer({ nif: 'ABC' }), TAX_ID_FORMAT_MESSAGE],
    ['a NIF stored as typed', withCustomer({ nif: '12345678-z' }), TAX_ID_FORMAT_MESSAGE],
    ['no name', withCustomer({ name: '  ' }), INVOICE_MESSAGES.name],
    ['no address', withCustomer({ address: '' }), INVOICE_MESSAGES.address],
    ['no customer', { ...invoice, customer: undefined }, INVOICE_MESSAGES.customer],
    [
      'an invoice outside an F series',
      { ...invoice, _id: 'ticket:T-K7Q4-000009', series: 'T-K7Q4', number: 9 },
      INVOICE_MESSAGES.series,
    ],
    [
      'a replaced ticket named by two numbers',
      { ...invoice, replaces: { ...(invoice.replaces as Ticket['replaces'] & object), number: 2 } },
      INVOICE_MESSAGES.reference,
    ],
    ['a simplified ticket naming a customer', { ...sale, customer: CUSTOMER }, INVOICE_MESSAGES.notInvoice],
  ])('refuses %s', (_name, ticket, message) => {
    expect(ticketProblem(ticket)).toBe(message);
  });
});

describe('what the invoice must agree with in the replaced ticket', () => {
  const rectifying: Ticket = { ...sale, kind: 'rectifying' };
  const otherInvoice: Ticket = { ...invoice, _id: 'ticket:FT-K7Q4-000002', number: 2 };
  const moreBeer = withFiscalRecord(saleTicket(1, 3), { installation: 'K7Q4', seq: 0 }, ZONE);

  it.each<[string, Ticket | undefined, Ticket[], string]>([
    ['a replaced ticket that is not stored', undefined, [], INVOICE_MESSAGES.missing],
    ['a rectifying ticket', rectifying, [], INVOICE_MESSAGES.notSimplified],
    ['another full invoice', { ...sale, kind: 'invoice' }, [], INVOICE_MESSAGES.notSimplified],
    [
      'a ticket another invoice already replaced',
      sale,
      [otherInvoice, invoice],
      alreadyReplacedMessage('T-K7Q4-000001', 'FT-K7Q4-000002'),
    ],
    ['a ticket of another check', { ...sale, checkId: 'C9' }, [], INVOICE_MESSAGES.reference],
    [
      'a ticket of another issuer',
      { ...sale, issuer: { ...sale.issuer, nif: 'A58818501' } },
      [],
      INVOICE_MESSAGES.reference,
    ],
    [
      'another issue date than the replaced record’s',
      { ...sale, fiscal: { ...saleRecord, FechaExpedicionFactura: '23-11-2026' } },
      [],
      INVOICE_MESSAGES.reference,
    ],
    // 3 beers: 7,50 + 1,58 = 9,08 € against the invoice's 6,05 €
    ['a ticket of other amounts', moreBeer, [], INVOICE_MESSAGES.amounts],
  ])('refuses %s', (_name, replaced, invoices, message) => {
    expect(replacementProblem(invoice, replaced, invoices)).toBe(message);
  });

  it('says so through the write rules, with the store’s lookups, and only floor money roles issue it', () => {
    const context: MoneyContext = {
      ticketOf: (id) => (id === 'T-K7Q4-000001' ? sale : undefined),
      invoicesReplacing: () => [],
    };
    const write = (role: Role, ctx: MoneyContext = context) =>
      checkMoneyWrite({ id: 'u-1', role }, null, invoice, ctx);
    expect(write('waiter')).toEqual({ ok: true });
    expect(write('manager')).toEqual({ ok: true });
    expect(write('cook')).toEqual({ ok: false, reason: INVOICE_MESSAGES.role, byRole: true });
    expect(write('waiter', { ...context, invoicesReplacing: () => [otherInvoice] })).toEqual({
      ok: false,
      reason: alreadyReplacedMessage('T-K7Q4-000001', 'FT-K7Q4-000002'),
    });
    expect(write('waiter', { ...context, ticketOf: () => rectifying })).toEqual({
      ok: false,
      reason: INVOICE_MESSAGES.notSimplified,
    });
  });
});

describe('a full invoice issued for a check without a sale ticket (F1)', () => {
  // 100 × 27,28 € + 10 % = 3.000,80 €: over the simplified invoice's limit.
  const bigView = viewOf([item('L1', 'lobster', 100, '27.28')]);
  const paid = [payment('P1', '3000.80', { parts: [{ method: 'card', amount: '3000.80' }] })];
  const bill = billOf(bigView, sources({ payments: paid }));
  const numbering = {
    series: 'FT-K7Q4',
    number: 1,
    issuedAt: LATER,
    businessDate: DAY,
    by: 'u-waiter',
    waiter: 'Ana',
  };
  const direct = withFiscalRecord(
    buildDirectInvoice(bill, settings, { ...numbering, tableName: 'Mesa 3', payments: paid }, CUSTOMER),
    { installation: 'K7Q4', seq: 1, last: previousOf(saleRecord) },
    ZONE,
  );
  const ofCheck = (ticket: Ticket, checkId: string): Ticket => ({ ...ticket, checkId });

  it('carries the bill and the customer, replaces nothing, and is recorded as an F1 over 3.000 €', () => {
    expect(ticketSchema.parse(direct)).toEqual(direct);
    expect(direct).toMatchObject({
      _id: 'ticket:FT-K7Q4-000001',
      kind: 'invoice',
      checkId: 'C1',
      total: '3000.80',
      taxes: [{ rate: 10, base: '2728.00', amount: '272.80' }],
      payments: [{ method: 'card', amount: '3000.80' }],
      customer: CUSTOMER,
    });
    expect(direct.replaces).toBeUndefined();
    expect(direct.fiscal).toMatchObject({ TipoFactura: 'F1', ImporteTotal: '3000.80', CuotaTotal: '272.80' });
    expect(ticketProblem(direct)).toBeNull();
    expect(fiscalRecordProblem(direct)).toBeNull();
    expect(saleDocumentProblem(direct, [direct])).toBeNull();
  });

  it.each<[string, Ticket, string]>([
    ['without its customer', { ...direct, customer: undefined }, INVOICE_MESSAGES.customer],
    [
      'with a NIF that does not verify',
      { ...direct, customer: { ...CUSTOMER, nif: '12345678A' } },
      TAX_ID_CONTROL_MESSAGE,
    ],
    [
      'outside an F series',
      { ...direct, _id: 'ticket:T-K7Q4-000009', series: 'T-K7Q4', number: 9 },
      INVOICE_MESSAGES.series,
    ],
  ])('is refused %s', (_name, ticket, message) => {
    expect(ticketProblem(ticket)).toBe(message);
  });

  it('is recorded as the type it is: an F1 record on an F3 and the other way round do not describe it', () => {
    const asF3 = { ...direct, fiscal: { ...(direct.fiscal as FiscalRecord), TipoFactura: 'F3' as const } };
    expect(fiscalRecordProblem(asF3)).toBe(FISCAL_MESSAGES.fields);
    const f1OfInvoice = {
      ...invoice,
      fiscal: { ...(invoice.fiscal as FiscalRecord), TipoFactura: 'F1' as const },
    };
    expect(fiscalRecordProblem(f1OfInvoice)).toBe(FISCAL_MESSAGES.fields);
  });

  it.each<[string, Ticket, Ticket[], string | null]>([
    [
      'an F1 for a check with a simplified invoice',
      ofCheck(direct, sale.checkId),
      [sale],
      checkInvoicedMessage('T-K7Q4-000001'),
    ],
    [
      'a simplified invoice for a check with an F1',
      sale,
      [ofCheck(direct, sale.checkId)],
      checkInvoicedMessage('FT-K7Q4-000001'),
    ],
    // Two devices taking the last payment at once each issue theirs, as before: not an F1's rule.
    [
      'a second simplified invoice for a check',
      { ...sale, _id: 'ticket:T-K7Q4-000002', number: 2 },
      [sale],
      null,
    ],
    ['an F3 replacing the check’s simplified invoice', invoice, [sale], null],
    ['an F1 for another check’s', ofCheck(direct, 'C9'), [sale], null],
  ])('judges %s', (_name, ticket, stored, verdict) => {
    expect(saleDocumentProblem(ticket, stored)).toBe(verdict);
  });

  it('counts in the Z report as the check’s sale', () => {
    const report = zReport({
      businessDate: DAY,
      payments: [],
      refunds: [],
      tickets: [sale, direct],
      annulments: [],
      cashMovements: [],
      checks: [],
      orders: [],
      bills: [],
    });
    expect(report.tickets).toBe(2);
    // The F1's IVA beside the other check's beers (21 %).
    expect(report.taxes).toEqual([
      { rate: 10, base: '2728.00', amount: '272.80' },
      { rate: 21, base: '5.00', amount: '1.05' },
    ]);
  });

  it('says so through the write rules, with the store’s sale documents of the check', () => {
    const context: MoneyContext = {
      saleDocumentsOf: (checkId) => (checkId === 'C1' ? [ofCheck(sale, 'C1')] : []),
    };
    expect(checkMoneyWrite({ id: 'u-1', role: 'waiter' }, null, direct, context)).toEqual({
      ok: false,
      reason: checkInvoicedMessage('T-K7Q4-000001'),
    });
    expect(
      checkMoneyWrite({ id: 'u-1', role: 'waiter' }, null, direct, { saleDocumentsOf: () => [] }),
    ).toEqual({ ok: true });
    expect(checkMoneyWrite({ id: 'u-1', role: 'cook' }, null, direct, {})).toMatchObject({
      reason: INVOICE_MESSAGES.role,
    });
  });
});

describe('the customer as typed', () => {
  it('is normalized, and refused in the rules’ words', () => {
    expect(customerInputSchema.parse({ nif: '12345678-z', name: ' Ana ', address: ' Sol 2 ' })).toEqual({
      nif: '12345678Z',
      name: 'Ana',
      address: 'Sol 2',
    });
    const refused = customerInputSchema.safeParse({ nif: '12345678A', name: ' ', address: '' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nif', TAX_ID_CONTROL_MESSAGE],
      ['name', INVOICE_MESSAGES.name],
      ['address', INVOICE_MESSAGES.address],
    ]);
  });
});

describe('the Z report', () => {
  it('numbers the invoice series but counts the replaced sale’s IVA once', () => {
    const report = zReport({
      businessDate: DAY,
      payments: [],
      refunds: [],
      tickets: [sale, invoice],
      annulments: [],
      cashMovements: [],
      checks: [],
      orders: [],
      bills: [],
    });
    expect(report.tickets).toBe(1);
    expect(report.series.map((row) => row.series)).toEqual(['FT-K7Q4', 'T-K7Q4']);
    expect(report.taxes).toEqual(sale.taxes);
  });
});
