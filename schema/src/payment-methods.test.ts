import { describe, expect, it, vi } from 'vitest';
import { reportDaySchema } from './docs/report.ts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_LIST,
  PAYMENT_METHODS,
  byPaymentMethod,
  paymentMethodSchema,
  type PaymentMethod,
  type PaymentMethodEntry,
} from './enums.ts';
import type * as Enums from './enums.ts';
import { billOf } from './rules/money/bill.ts';
import { cashFigures } from './rules/money/cash.ts';
import { AT, DAY, item, payment, refund, settings, sources, viewOf } from './rules/money/fixtures.ts';
import { paymentProblem } from './rules/money/payments.ts';
import { buildTicket } from './rules/money/tickets.ts';
import { zReport, type ZSources } from './rules/money/z-report.ts';
import { aggregateDay, methodSplit } from './rules/reports/aggregate.ts';
import { reportCsvTables } from './rules/reports/csv.ts';
import { workedDay } from './rules/reports/fixtures.ts';
import { catalogue, dayDoc, names, PREVIOUS, RANGE } from './rules/reports/summary-fixtures.ts';
import { reportSummary } from './rules/reports/summary-rules.ts';

// The list is declared once; every rule reads it. To show that, this file runs the real rules with
// two more methods declared, one outside the drawer (a meal voucher, like a card) and one into it
// (a cheque, like cash): a rule that still named 'cash' and 'card' by hand would get them wrong.
// Only the declaration is replaced, through the same derivation the module itself uses.
// The replaced list has a wider type than the declared one, so the module's typed form of vi.mock
// would refuse it.
vi.mock('./enums.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Enums>();
  // The type is the real list's; the two methods exist at run time only.
  const list: readonly (PaymentMethodEntry & { method: PaymentMethod })[] = [
    ...actual.PAYMENT_METHOD_LIST,
    { method: 'vale' as PaymentMethod, label: 'Vale', paidWith: 'Con vale', drawer: false },
    { method: 'cheque' as PaymentMethod, label: 'Cheque', paidWith: 'Con cheque', drawer: true },
  ];
  return { ...actual, PAYMENT_METHOD_LIST: list, ...actual.paymentMethodsOf(list) };
});

const VALE = 'vale' as PaymentMethod;
const CHEQUE = 'cheque' as PaymentMethod;

const day = (fields: Partial<ZSources>): ZSources => ({
  businessDate: DAY,
  payments: [],
  refunds: [],
  tickets: [],
  annulments: [],
  cashMovements: [],
  checks: [],
  orders: [],
  bills: [],
  ...fields,
});

// Whatever else the real list declares, cash and card come first and the two above last.
const labelsInOrder = () => PAYMENT_METHOD_LIST.map((entry) => entry.label);

describe('the declared list of payment methods', () => {
  it('names the methods, their labels and what a payment part may be', () => {
    expect(PAYMENT_METHODS.slice(0, 2)).toEqual(['cash', 'card']);
    expect(PAYMENT_METHODS.slice(-2)).toEqual(['vale', 'cheque']);
    expect(PAYMENT_METHOD_LIST.map((entry) => PAYMENT_METHOD_LABELS[entry.method])).toEqual(labelsInOrder());
    expect(labelsInOrder().slice(0, 2)).toEqual(['Efectivo', 'Tarjeta']);
    expect(PAYMENT_METHOD_LABELS[VALE]).toBe('Vale');
    expect(PAYMENT_METHOD_LABELS.mixed).toBe('Mixto');
    expect(paymentMethodSchema.safeParse('vale').success).toBe(true);
    expect(paymentMethodSchema.safeParse('pagaré').success).toBe(false);
  });

  it('gives the Z report one line per declared method, in the list order', () => {
    const report = zReport(
      day({
        payments: [
          payment('P1', '10.00', { parts: [{ method: VALE, amount: '10.00' }] }),
          payment('P2', '5.00', { parts: [{ method: 'cash', amount: '5.00' }] }),
        ],
      }),
    );
    expect(Object.keys(report.byMethod)).toEqual(PAYMENT_METHODS);
    expect(report.byMethod).toEqual({ ...byPaymentMethod(() => '0.00'), cash: '5.00', vale: '10.00' });
  });

  it('prints on the ticket what each declared method took', () => {
    const payments = [
      payment('P1', '10.00', { parts: [{ method: VALE, amount: '10.00' }] }),
      payment('P2', '2.50', { parts: [{ method: 'cash', amount: '2.50' }] }),
    ];
    const bill = billOf(viewOf([item('L1', 'paella', 1, '12.50')]), sources({ payments }));
    const ticket = buildTicket(bill, settings, {
      series: 'T-K7Q4',
      number: 1,
      issuedAt: AT,
      businessDate: DAY,
      by: 'u-waiter',
      waiter: 'Ana',
      payments,
    });
    expect(ticket.payments).toEqual([
      { method: 'cash', amount: '2.50' },
      { method: 'vale', amount: '10.00' },
    ]);
  });

  it('counts only the drawer’s methods in the expected cash, and refuses money handed over for another', () => {
    const paid = payment('P1', '10.00', { parts: [{ method: VALE, amount: '10.00' }] });
    const figures = cashFigures({
      cashMovements: [],
      payments: [paid, payment('P2', '4.00', { parts: [{ method: CHEQUE, amount: '4.00' }] })],
      refunds: [refund('R1', '2.00', { method: VALE }), refund('R2', '1.00', { method: CHEQUE })],
    });
    expect([figures.taken, figures.refunded, figures.expected]).toEqual([400, 100, 300]);
    expect(paymentProblem({ ...paid, parts: [{ method: VALE, amount: '10.00', tendered: '10.00' }] })).toBe(
      'Solo se entrega dinero en efectivo',
    );
    const twice = paymentProblem({
      ...paid,
      parts: [
        { method: VALE, amount: '5.00' },
        { method: VALE, amount: '5.00' },
      ],
    });
    expect(twice).toMatch(/^Un cobro lleva como mucho una parte en efectivo, una con tarjeta, /);
    expect(twice).toMatch(/, una con vale y una con cheque$/);
  });

  it('takes a tip out of the parts outside the drawer first, then out of the drawer’s in the list order', () => {
    const paid = {
      tip: '3.50',
      parts: [
        { method: CHEQUE, amount: '5.00' },
        { method: 'cash' as const, amount: '1.00' },
        { method: VALE, amount: '2.00' },
      ],
    };
    // 3,50 of tip: 2,00 off the voucher, then 1,00 off cash and 0,50 off the cheque.
    expect(methodSplit(paid)).toEqual({ ...byPaymentMethod(() => 0), cheque: 450 });
  });

  it('gives each day aggregate, the report summary and its CSV a row per method', () => {
    const sources = workedDay();
    const aggregate = aggregateDay({
      ...sources,
      payments: [
        ...sources.payments,
        payment('PV', '7.00', {
          parts: [{ method: VALE, amount: '7.00' }],
          createdAt: '2026-11-24T13:00:00.000Z',
        }),
      ],
    });
    expect(aggregate.byMethod).toMatchObject({ vale: 700, cheque: 0 });

    // A day stored before a method was declared has no key for it: nothing was taken that way.
    const stored = reportDaySchema.parse({
      _id: 'day:2026-11-23',
      ...dayDoc('2026-11-23', { byMethod: { cash: 100, card: 200 } }),
    });
    expect(stored.byMethod).toEqual({ cash: 100, card: 200 });
    const summary = reportSummary(
      [stored, { ...aggregate, businessDate: '2026-11-25' }],
      [],
      catalogue,
      names,
      RANGE,
      PREVIOUS,
      new Date('2026-11-25T23:00:00.000Z'),
    );
    expect(summary.byMethod.map((row) => row.method)).toEqual(PAYMENT_METHODS);
    expect(summary.byMethod.find((row) => row.method === VALE)?.cents).toBe(700);
    expect(summary.byMethod.find((row) => row.method === CHEQUE)?.cents).toBe(0);
    const methods = reportCsvTables(summary).find((table) => table.name === 'methods');
    expect(methods?.rows.map((row) => row[0])).toEqual(labelsInOrder());
    expect(labelsInOrder().slice(-2)).toEqual(['Vale', 'Cheque']);
  });
});
