import { describe, expect, it } from 'vitest';
import type { Payment } from '../../docs/money.ts';
import { byPaymentMethod, type PaymentMethod } from '../../enums.ts';
import { reportDaySchema } from '../../docs/report.ts';
import {
  REPORT_AGGREGATE_VERSION,
  REPORT_SOURCE_TYPES,
  aggregateDay,
  methodSplit,
  reportDatesOf,
  type DaySources,
} from './aggregate.ts';
import {
  DAY,
  TIMEZONE,
  adjustment,
  check,
  item,
  payment,
  products,
  refund,
  round,
  workedDay,
} from './fixtures.ts';

const hours = (filled: Record<number, number>) => Array.from({ length: 24 }, (_, hour) => filled[hour] ?? 0);

const emptyDay = (fields: Partial<DaySources> = {}): DaySources => ({
  businessDate: DAY,
  timezone: TIMEZONE,
  orders: [],
  checks: [],
  payments: [],
  refunds: [],
  adjustments: [],
  tickets: [],
  annulments: [],
  products,
  ...fields,
});

/** Every declared payment method at zero: a method without sales still has its entry. */
const noSales = byPaymentMethod(() => 0);
describe('aggregateDay on the worked day (fixtures.ts)', () => {
  const day = aggregateDay(workedDay());

  it('is a valid day doc once the store gives it its id', () => {
    expect(reportDaySchema.safeParse({ _id: `day:${DAY}`, ...day }).success).toBe(true);
    expect(day).toMatchObject({ type: 'report_day', businessDate: DAY, version: REPORT_AGGREGATE_VERSION });
  });

  // Sales 25,25 + 20,00 + 13,00 − 3,00 = 55,25; tips 1,00 + 1,50.
  // Card 25,25 + (10,00 − 1,50 tip) = 33,75; cash 11,50 + 13,00 − 3,00 refunded = 21,50.
  // Hours (Madrid, UTC+1): 13:10Z and 13:40Z → 14 h, refund 15:05Z → 16 h, 21:30Z → 22 h.
  it.each([
    ['sales', 5525],
    ['payments', 3],
    ['tips', 250],
    ['byMethod', { ...noSales, cash: 2150, card: 3375 }],
    ['byHour', hours({ 14: 3300, 16: -300, 22: 2525 })],
    ['tickets', 2],
    ['checks', 2],
    ['covers', 6],
    // 10 % of 25,00; the invited paella 10,00; 2 flans at 4,00; the refund.
    ['discounts', { count: 1, cents: 250 }],
    ['invitations', { count: 1, cents: 1000 }],
    ['voids', { count: 1, cents: 800 }],
    ['refunds', { count: 1, cents: 300 }],
    // 10 %: 18,00 + 30,00 − 2,73 (3,00 ÷ 1,10) base, 1,80 + 3,00 − 0,27 IVA; 21 %: 4,50 and 0,945 → 0,95.
    ['iva', { '10': { base: 4527, tax: 453 }, '21': { base: 450, tax: 95 } }],
    [
      'byWaiter',
      {
        ana: { sales: 3825, tips: 100, payments: 2, checks: 1 },
        luis: { sales: 2000, tips: 150, payments: 1, checks: 1 },
      },
    ],
    [
      'byProduct',
      {
        beer: { quantity: 3, revenue: 750, categoryId: 'bebidas', name: 'Caña' },
        croquetas: { quantity: 1, revenue: 600, categoryId: null, name: 'Croquetas' },
        paella: { quantity: 3, revenue: 6000, categoryId: 'principales', name: 'Paella' },
      },
    ],
    [
      'incidents',
      [
        {
          kind: 'refund',
          at: '2026-11-24T15:05:00.000Z',
          by: 'maria',
          label: 'Ticket T-K7Q4-000005',
          cents: 300,
          reason: 'Plato frío',
        },
        {
          kind: 'void',
          at: '2026-11-24T20:45:00.000Z',
          by: 'maria',
          label: '2 × Flan',
          cents: 800,
          reason: 'Problema de calidad',
        },
      ],
    ],
  ] as const)('%s', (field, expected) => {
    expect(day[field]).toEqual(expected);
  });

  it('gives the same doc whatever order the documents come in', () => {
    const sources = workedDay();
    const reversed = Object.fromEntries(
      Object.entries(sources).map(([key, value]) => [
        key,
        Array.isArray(value) ? [...value].reverse() : value,
      ]),
    ) as unknown as DaySources;
    expect(JSON.stringify(aggregateDay(reversed))).toBe(JSON.stringify(day));
  });
});

describe('aggregateDay edge cases', () => {
  it('is all zeros for a day without documents', () => {
    const day = aggregateDay(emptyDay());
    expect(day).toMatchObject({
      sales: 0,
      payments: 0,
      tickets: 0,
      covers: 0,
      iva: {},
      byProduct: {},
      incidents: [],
    });
    expect(day.byHour).toEqual(hours({}));
  });

  // Madrid is UTC+1 in November, the Canaries UTC+0: 23:30Z is 00:30 in Madrid, still the 24th's takings.
  it.each([
    ['Europe/Madrid', '2026-11-24T23:30:00.000Z', 0],
    ['Atlantic/Canary', '2026-11-24T23:30:00.000Z', 23],
    ['Europe/Madrid', '2026-07-24T11:59:00.000Z', 13],
  ])('files a payment in %s at %s under hour %i', (timezone, createdAt, hour) => {
    const day = aggregateDay(emptyDay({ timezone, payments: [payment('P1', '10.00', { createdAt })] }));
    expect(day.byHour).toEqual(hours({ [hour]: 1000 }));
  });

  it('counts a merged check’s discount on the check it went into, and nothing on a voided check', () => {
    const lines = [item('L1', 'paella', 2, '12.00')];
    const day = aggregateDay(
      emptyDay({
        checks: [
          check('C1', 2, 'closed', 'ana'),
          { ...check('C5', 2, 'merged', 'ana'), mergedInto: 'C1' },
          check('C6', 2, 'voided', 'ana'),
        ],
        orders: [round('O1', 'C1', lines), round('O6', 'C6', [item('L6', 'paella', 1, '12.00')])],
        adjustments: [
          adjustment('A5', { kind: 'discount', amount: '5.00', checkId: 'C5' }),
          adjustment('A6', { kind: 'invitation', checkId: 'C6' }),
        ],
      }),
    );
    expect(day.discounts).toEqual({ count: 1, cents: 500 });
    expect(day.invitations).toEqual({ count: 0, cents: 0 });
  });

  it('applies a check-wide discount to the lines the check holds after a transfer', () => {
    // 50 % off C1, which holds its paella 20,00 and the 10,00 one moved from C2: 15,00 off.
    const stamps = {
      createdAt: '2026-11-24T20:00:00.000Z',
      updatedAt: '2026-11-24T20:00:00.000Z',
      updatedBy: 'ana',
    };
    const day = aggregateDay(
      emptyDay({
        checks: [check('C1', 2, 'closed', 'ana'), check('C2', 2, 'closed', 'ana')],
        orders: [
          round('O1', 'C1', [item('L1', 'paella', 1, '20.00')]),
          round('O2', 'C2', [item('L2', 'paella', 1, '10.00')]),
        ],
        transfers: [
          {
            _id: 'transfer:X1',
            type: 'transfer',
            ...stamps,
            fromCheckId: 'C2',
            toCheckId: 'C1',
            lines: [{ orderId: 'O2', lineId: 'L2' }],
            businessDate: DAY,
          },
        ],
        adjustments: [adjustment('A1', { kind: 'discount', percent: 50, checkId: 'C1' })],
      }),
    );
    expect(day.discounts).toEqual({ count: 1, cents: 1500 });
  });

  it('keeps the newest 1000 incidents of a day, and counts them all', () => {
    // 1 001 voided lines a second apart from 18:00:00Z: the first (18:00:00) is dropped.
    const at = (second: number) =>
      new Date(Date.parse('2026-11-24T18:00:00.000Z') + second * 1000).toISOString();
    const lines = Array.from({ length: 1001 }, (_, index) =>
      item(`L${index}`, 'paella', 1, '1.00', {
        void: { reason: 'other', note: 'Prueba', by: 'ana', at: at(index) },
      }),
    );
    const day = aggregateDay(emptyDay({ orders: [round('O1', 'C1', lines)] }));
    expect(day.voids).toEqual({ count: 1001, cents: 100100 });
    expect(day.incidents).toHaveLength(1000);
    expect(day.incidents[0]).toMatchObject({ at: '2026-11-24T18:00:01.000Z', reason: 'Otro motivo: Prueba' });
  });

  it('lists refunds and voids by the day they belong to, and sales can go below zero', () => {
    const day = aggregateDay(
      emptyDay({ refunds: [refund('R1', '4.00'), refund('R2', '9.00', { businessDate: '2026-11-25' })] }),
    );
    expect(day).toMatchObject({
      sales: -400,
      refunds: { count: 1, cents: 400 },
      byMethod: { cash: -400, card: 0 },
    });
  });
});

const part = (method: PaymentMethod, amount: string) => ({ method, amount });

describe('methodSplit', () => {
  it.each<[string, Pick<Payment, 'parts' | 'tip'>, Partial<Record<PaymentMethod, number>>]>([
    ['card with a tip', { parts: [part('card', '26.25')], tip: '1.00' }, { cash: 0, card: 2525 }],
    ['cash with a tip', { parts: [part('cash', '10.50')], tip: '0.50' }, { cash: 1000, card: 0 }],
    [
      'mixed, tip off the card',
      { parts: [part('card', '10.00'), part('cash', '11.50')], tip: '1.50' },
      { cash: 1150, card: 850 },
    ],
    [
      'mixed, tip above the card part',
      { parts: [part('cash', '11.00'), part('card', '2.00')], tip: '3.00' },
      { cash: 1000, card: 0 },
    ],
    [
      'mixed without a tip',
      { parts: [part('cash', '7.00'), part('card', '3.01')], tip: '0.00' },
      { cash: 700, card: 301 },
    ],
  ])('%s', (_name, paid, expected) => {
    expect(methodSplit(paid)).toEqual({ ...noSales, ...expected });
  });
});

describe('reportDatesOf', () => {
  it.each([
    ['an order', { type: 'order', businessDate: DAY }, undefined, [DAY]],
    ['a payment', { type: 'payment', businessDate: DAY }, null, [DAY]],
    ['a product (not a sale)', { type: 'product', businessDate: DAY }, undefined, []],
    [
      'a transfer (a check-wide discount follows its lines)',
      { type: 'transfer', businessDate: DAY },
      undefined,
      [DAY],
    ],
    [
      'a deleted doc, by its previous revision',
      { _deleted: true },
      { type: 'order', businessDate: DAY },
      [DAY],
    ],
    [
      'a doc whose day changed',
      { type: 'check', businessDate: DAY },
      { type: 'check', businessDate: '2026-11-23' },
      ['2026-11-23', DAY],
    ],
    ['a doc without a valid day', { type: 'ticket', businessDate: '24/11/2026' }, undefined, []],
  ])('%s', (_name, doc, previous, expected) => {
    expect(reportDatesOf(doc, previous)).toEqual(expected);
  });

  it('covers exactly the types that feed a day', () => {
    expect([...REPORT_SOURCE_TYPES].sort()).toEqual([
      'adjustment',
      'annulment',
      'check',
      'order',
      'payment',
      'refund',
      'ticket',
      'transfer',
    ]);
  });
});
