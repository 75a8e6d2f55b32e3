import { describe, expect, it } from 'vitest';
import { byPaymentMethod } from '../../enums.ts';
import type { Check } from '../../docs/check.ts';
import type { Order } from '../../docs/order.ts';
import { sampleOrder } from '../../docs/fixtures.ts';
import { billOf } from './bill.ts';
import {
  AT,
  DAY,
  adjustment,
  item,
  movement,
  payment,
  refund,
  settings,
  sources,
  viewOf,
} from './fixtures.ts';
import { buildRectifyingTicket, buildTicket } from './tickets.ts';
import { zReport } from './z-report.ts';

const check = (id: string, guests: number, status: Check['status']): Check => ({
  _id: `check:${id}`,
  type: 'check',
  createdAt: AT,
  updatedAt: AT,
  updatedBy: 'u',
  tableId: 'T1',
  guests,
  status,
  openedBy: 'u',
  businessDate: DAY,
});
const numbering = { issuedAt: AT, businessDate: DAY, by: 'u-waiter', waiter: 'Ana' };

// Table 1: paella 20,00 + beer 2 × 2,50 (21 %), 10 % off the check → 22,50 base… paid cash 50 for 26,50 + tip.
const bill1 = billOf(
  viewOf([item('L1', 'paella', 1, '20.00'), item('L2', 'beer', 2, '2.50')], 'C1'),
  sources({ adjustments: [adjustment('A1', { kind: 'discount', percent: 10 })] }),
);
// Table 2: paella 10,00 invited, paella 30,00 → 33,00.
const bill2 = billOf(
  viewOf([item('L3', 'paella', 1, '10.00'), item('L4', 'paella', 1, '30.00')], 'C2', 'O2'),
  sources({ adjustments: [adjustment('A2', { kind: 'invitation', line: { orderId: 'O2', lineId: 'L3' } })] }),
);
const p1 = payment('P1', bill1.total, {
  parts: [{ method: 'cash', amount: bill1.total, tendered: '50.00' }],
  change: '23.43',
});
const p2 = payment('P2', '20.00', {
  checkId: 'C2',
  tip: '1.50',
  parts: [{ method: 'card', amount: '21.50' }],
});
const p3 = payment('P3', '13.00', {
  checkId: 'C2',
  parts: [{ method: 'cash', amount: '13.00', tendered: '20.00' }],
  change: '7.00',
});
const t1 = buildTicket(bill1, settings, { ...numbering, series: 'T-K7Q4', number: 4, payments: [p1] });
const t2 = buildTicket(bill2, settings, { ...numbering, series: 'T-K7Q4', number: 5, payments: [p2, p3] });
const r1 = refund('R1', '3.00', { checkId: 'C2', ticketId: 'T-K7Q4-000005', method: 'cash' });
const rt = buildRectifyingTicket(t2, r1, { ...numbering, series: 'RT-K7Q4', number: 1 });
const voided: Order = {
  ...sampleOrder,
  businessDate: DAY,
  items: [
    item('V1', 'paella', 2, '7.50', { void: { reason: 'quality', by: 'u', at: AT } }),
    item('V2', 'beer', 1, '2.50'),
  ],
};
const otherDay = payment('PX', '99.00', { businessDate: '2026-11-23' });

const report = zReport({
  businessDate: DAY,
  payments: [p1, p2, p3, otherDay],
  refunds: [r1],
  tickets: [t1, t2, rt],
  annulments: [],
  cashMovements: [movement('M1', 'float', '100.00'), movement('M2', 'out', '10.00', 'Pan')],
  checks: [check('C1', 2, 'closed'), check('C2', 4, 'closed'), check('C3', 3, 'open')],
  orders: [voided],
  bills: [bill1, bill2],
});

describe('zReport', () => {
  it('the bills it reads, worked out by hand', () => {
    // C1: 25,00 − 2,50 (10 %) = 22,50; spread 2,00 / 0,50 → 18,00 at 10 % (1,80) + 4,50 at 21 % (0,945 → 0,95).
    expect([bill1.subtotal, bill1.tax, bill1.total]).toEqual(['22.50', '2.75', '25.25']);
    expect([bill2.subtotal, bill2.tax, bill2.total]).toEqual(['30.00', '3.00', '33.00']);
  });

  it.each<[string, unknown]>([
    ['tickets', 2],
    [
      'series',
      [
        { series: 'RT-K7Q4', first: 1, last: 1, count: 1 },
        { series: 'T-K7Q4', first: 4, last: 5, count: 2 },
      ],
    ],
    // 25,25 + 13,00; 20,00 + 1,50 tip; every other declared method at zero.
    ['byMethod', { ...byPaymentMethod(() => '0.00'), cash: '38.25', card: '21.50' }],
    ['discounts', { count: 1, amount: '2.50' }],
    ['invitations', { count: 1, amount: '10.00' }],
    ['voids', { count: 1, amount: '15.00' }],
    ['refunds', { count: 1, amount: '3.00' }],
    ['tips', '1.50'],
    ['sales', '55.25'], // 25,25 + 20,00 + 13,00 − 3,00
    ['averageTicket', '27.63'], // 55,25 / 2 = 27,625 → 27,63
    ['covers', 6],
    [
      'cash',
      { float: '100.00', in: '0.00', out: '10.00', taken: '38.25', refunded: '3.00', expected: '125.25' },
    ],
  ])('%s', (field, value) => {
    expect(report[field as keyof typeof report]).toEqual(value);
  });

  it('IVA per rate: the day sales less the rectification', () => {
    // Sales: 10 %: 18,00 + 30,00 = 48,00 (1,80 + 3,00); 21 %: 4,50 (0,95). Refund 3,00 at 10 %: 2,73 + 0,27.
    expect(report.taxes).toEqual([
      { rate: 10, base: '45.27', amount: '4.53' },
      { rate: 21, base: '4.50', amount: '0.95' },
    ]);
  });

  it('a day without documents is all zeros', () => {
    const empty = zReport({
      businessDate: DAY,
      payments: [],
      refunds: [],
      tickets: [],
      annulments: [],
      cashMovements: [],
      checks: [],
      orders: [],
      bills: [],
    });
    expect([empty.tickets, empty.sales, empty.averageTicket, empty.taxes]).toEqual([0, '0.00', '0.00', []]);
  });
});
