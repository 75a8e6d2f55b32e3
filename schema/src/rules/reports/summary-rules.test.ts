import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents } from '../../money.ts';
import { aggregateDay } from './aggregate.ts';
import { TIMEZONE, payment, products, refund } from './fixtures.ts';
import { daysOf, previousRange, reportRange } from './ranges.ts';
import { reportSummary } from './summary-rules.ts';
import {
  PREVIOUS,
  RANGE,
  catalogue,
  days,
  hours,
  methodRows,
  names,
  previousDays,
} from './summary-fixtures.ts';

const NOW = new Date('2026-11-26T10:32:00.000Z');
const summary = reportSummary(days, previousDays, catalogue, names, RANGE, PREVIOUS, NOW);
const zeros = hours({});

describe('reportSummary of the worked range (summary-fixtures.ts)', () => {
  it.each([
    ['range', { from: '2026-11-23', to: '2026-11-25', days: 3 }],
    ['previous', { from: '2026-11-20', to: '2026-11-22', days: 3 }],
    [
      'headline',
      {
        // 100,00 + 50,03 (the 26th is outside); 150,03 / 6 tickets = 25,005 → 25,01; / 11 covers = 13,639 → 13,64.
        sales: 15003,
        tickets: 6,
        covers: 11,
        averageTicket: 2501,
        revenuePerCover: 1364,
        tips: 300,
        discounts: { count: 1, cents: 500 },
        invitations: { count: 1, cents: 1000 },
        voids: { count: 1, cents: 800 },
        refunds: { count: 1, cents: 300 },
      },
    ],
    // 80,00 / 3 = 26,666… → 26,67; no covers: 0.
    [
      'previousHeadline',
      expect.objectContaining({ sales: 8000, tickets: 3, averageTicket: 2667, revenuePerCover: 0 }),
    ],
    [
      'byDay',
      [
        { date: '2026-11-23', sales: 10000, tickets: 4 },
        { date: '2026-11-24', sales: 0, tickets: 0 },
        { date: '2026-11-25', sales: 5003, tickets: 2 },
      ],
    ],
    // Monday the 23rd is row 0, Wednesday the 25th row 2.
    [
      'heatmap',
      [hours({ 13: 6000, 21: 4000 }), zeros, hours({ 14: 5303, 16: -300 }), zeros, zeros, zeros, zeros],
    ],
    [
      'byCategory',
      [
        { categoryId: 'principales', name: 'Platos Principales', quantity: 6, revenue: 12000 },
        { categoryId: 'bebidas', name: 'Bebidas', quantity: 10, revenue: 2000 },
        { categoryId: null, name: 'Sin categoría', quantity: 1, revenue: 601 },
        { categoryId: 'postres', name: 'Postres', quantity: 1, revenue: 400 },
      ],
    ],
    [
      'byMethod',
      methodRows({ cash: 4003, card: 11000 }, 0).map(({ method, value }) => ({ method, cents: value })),
    ],
    [
      'byWaiter',
      [
        { userId: 'ana', name: 'Ana', sales: 12303, tips: 200, payments: 5, checks: 4 },
        { userId: 'luis', name: 'Luis', sales: 3000, tips: 100, payments: 1, checks: 1 },
      ],
    ],
    [
      'iva',
      [
        { rate: 10, base: 12547, tax: 1254 },
        { rate: 21, base: 1000, tax: 210 },
      ],
    ],
    // Placed: paella, flan, gazpacho (the tarta is not on sale): 0,7 / 3; (11 202 + 335 + 0) / 7 = 1 648,1 → 1 648.
    ['menu', { popularityThreshold: 0.7 / 3, averageUnitMargin: 1648 }],
    ['generatedAt', '2026-11-26T10:32:00.000Z'],
  ] as const)('%s', (field, expected) => {
    expect(summary[field]).toEqual(expected);
  });

  it('lists voids and refunds newest first, with the person’s name', () => {
    expect(summary.incidents.map((row) => [row.kind, row.at, row.byName])).toEqual([
      ['refund', '2026-11-25T15:00:00.000Z', 'María'],
      ['void', '2026-11-23T20:00:00.000Z', 'María'],
    ]);
  });

  // Paella: 6 × 1,33 = 7,98 of 120,00 → 6,65 % → 6,7; margin per item 112,02 / 6 = 18,67; 6 of 7
  // placed items sold, 6 of 18 in all. Flan: 0,65 of 4,00 → 16,25 % → 16,3. Gazpacho sold nothing:
  // 20,00 − 0,75 = 19,25 per item, above the average: a puzzle.
  it.each([
    ['paella', 'Paella', 'Platos Principales', 6, 12000, 798, 11202, 6.7, 6 / 18, 6 / 7, 1867, 'star'],
    ['beer', 'Caña', 'Bebidas', 10, 2000, null, null, null, 10 / 18, undefined, null, null],
    ['old', 'Croquetas', 'Sin categoría', 1, 601, null, null, null, 1 / 18, undefined, null, null],
    ['flan', 'Flan', 'Postres', 1, 400, 65, 335, 16.3, 1 / 18, 1 / 7, 335, 'dog'],
    ['gazpacho', 'Gazpacho', 'Entradas', 0, 0, 0, 0, null, 0, 0, 1925, 'puzzle'],
  ] as const)(
    'product mix row %s',
    (
      productId,
      name,
      categoryName,
      quantity,
      revenue,
      cost,
      margin,
      foodCost,
      share,
      menuShare,
      unitMargin,
      quadrant,
    ) => {
      const row = summary.products.find((candidate) => candidate.productId === productId);
      expect(row).toEqual({
        productId,
        name,
        categoryName,
        quantity,
        revenue,
        cost,
        margin,
        foodCostPercent: foodCost,
        share,
        ...(menuShare === undefined ? {} : { menuShare }),
        unitMargin,
        quadrant,
      });
    },
  );

  it('orders the product mix by revenue and leaves out products no longer on sale', () => {
    expect(summary.products.map((row) => row.productId)).toEqual([
      'paella',
      'beer',
      'old',
      'flan',
      'gazpacho',
    ]);
  });

  it('is all zeros over days without docs', () => {
    const empty = reportSummary([], [], catalogue, names, RANGE, PREVIOUS, NOW);
    expect(empty.headline).toMatchObject({ sales: 0, averageTicket: 0, revenuePerCover: 0 });
    expect(empty.byDay.map((row) => row.sales)).toEqual([0, 0, 0]);
    // Nothing sold: nothing is popular, every dish on sale above its cost is a puzzle (by name).
    expect(empty.products.map((row) => [row.productId, row.quadrant])).toEqual([
      ['flan', 'puzzle'],
      ['gazpacho', 'puzzle'],
      ['paella', 'puzzle'],
    ]);
  });
});

describe('reportSummary adds up whatever was sold', () => {
  const DAYS = daysOf(reportRange('2026-11-20', '2026-11-26'));
  const money = fc.integer({ min: 1, max: 50_000 });
  const sale = fc.record({
    day: fc.constantFrom(...DAYS),
    minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    amount: money,
    tip: fc.integer({ min: 0, max: 2_000 }),
    card: fc.integer({ min: 0, max: 52_000 }),
  });
  const giveBack = fc.record({ day: fc.constantFrom(...DAYS), amount: money, cash: fc.boolean() });
  const at = (day: string, minute: number) =>
    new Date(Date.parse(`${day}T05:00:00Z`) + minute * 60_000).toISOString();

  it('Σ byDay = Σ byMethod = Σ heat map = headline sales = Σ payments − Σ refunds', () => {
    fc.assert(
      fc.property(
        fc.array(sale, { maxLength: 30 }),
        fc.array(giveBack, { maxLength: 5 }),
        (sales, refunds) => {
          const payments = sales.map((row, index) => {
            const total = row.amount + row.tip;
            const card = Math.min(row.card, total);
            const parts = [
              ...(card > 0 ? [{ method: 'card' as const, amount: fromCents(card) }] : []),
              ...(total - card > 0 ? [{ method: 'cash' as const, amount: fromCents(total - card) }] : []),
            ];
            return payment(`P${index}`, fromCents(row.amount), {
              businessDate: row.day,
              createdAt: at(row.day, row.minute),
              tip: fromCents(row.tip),
              parts,
            });
          });
          const given = refunds.map((row, index) =>
            refund(`R${index}`, fromCents(row.amount), {
              businessDate: row.day,
              createdAt: at(row.day, 600),
              method: row.cash ? 'cash' : 'card',
            }),
          );
          const dayDocs = DAYS.map((businessDate) =>
            aggregateDay({
              businessDate,
              timezone: TIMEZONE,
              orders: [],
              checks: [],
              payments,
              refunds: given,
              adjustments: [],
              tickets: [],
              annulments: [],
              products,
            }),
          );
          const range = reportRange(DAYS[0] ?? '', DAYS[DAYS.length - 1] ?? '');
          const report = reportSummary(
            dayDocs,
            [],
            catalogue,
            names,
            range,
            previousRange(range),
            new Date(),
          );
          const expected =
            sales.reduce((sum, row) => sum + row.amount, 0) -
            refunds.reduce((sum, row) => sum + row.amount, 0);
          const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
          expect(report.headline.sales).toBe(expected);
          expect(total(report.byDay.map((row) => row.sales))).toBe(expected);
          expect(total(report.byMethod.map((row) => row.cents))).toBe(expected);
          expect(total(report.heatmap.flat())).toBe(expected);
          expect(report.headline.tips).toBe(total(sales.map((row) => row.tip)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
