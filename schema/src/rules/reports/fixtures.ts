// Sample documents of one business day for this folder's tests (not exported from the package).
import type { Check } from '../../docs/check.ts';
import type { Order, OrderItem } from '../../docs/order.ts';
import { sampleOrder } from '../../docs/fixtures.ts';
import { billOf } from '../money/bill.ts';
import { DAY, adjustment, item, payment, refund, settings } from '../money/fixtures.ts';
import { buildRectifyingTicket, buildTicket } from '../money/tickets.ts';
import type { DaySources, ReportProduct } from './aggregate.ts';
import { checkView } from '../check-view.ts';

export { DAY, adjustment, item, payment, refund, settings };

export const TIMEZONE = 'Europe/Madrid';

export function check(id: string, guests: number, status: Check['status'], openedBy: string): Check {
  return {
    _id: `check:${id}`,
    type: 'check',
    createdAt: '2026-11-24T12:00:00.000Z',
    updatedAt: '2026-11-24T12:00:00.000Z',
    updatedBy: openedBy,
    tableId: 'T1',
    guests,
    status,
    openedBy,
    businessDate: DAY,
  };
}

export function round(id: string, checkId: string, items: OrderItem[], fields: Partial<Order> = {}): Order {
  return {
    ...sampleOrder,
    _id: `order:${id}`,
    checkId,
    status: 'served',
    businessDate: DAY,
    items,
    ...fields,
  };
}

export const products: ReportProduct[] = [
  { _id: 'product:paella', category: 'principales' },
  { _id: 'product:beer', category: 'bebidas', ivaRate: 21 },
  { _id: 'product:flan', category: 'postres' },
];

const named = (line: OrderItem, productName: string): OrderItem => ({ ...line, productName });

/**
 * The worked day of aggregate.test.ts (figures worked out by hand there):
 * - C1 (2 guests, Ana): paella 20,00 + 2 beers at 2,50 (21 %), 10 % off the check; paid 25,25 by card
 *   with a 1,00 tip at 22:30 local.
 * - C2 (4 guests, Luis): paella 10,00 invited, paella 30,00, 2 flans at 4,00 voided; 33,00 paid as
 *   20,00 (card 10,00 + cash 11,50, tip 1,50) at 14:10 by Luis and 13,00 cash at 14:40 by Ana;
 *   3,00 refunded in cash at 16:05.
 * - C3 (3 guests, Ana) still open: a beer, a cancelled flan, and old croquetas no longer on the menu.
 * - C4 voided; an order and a payment of the day before.
 */
export function workedDay(): DaySources {
  const o1 = round('O1', 'C1', [
    named(item('L1', 'paella', 1, '20.00'), 'Paella'),
    named(item('L2', 'beer', 2, '2.50'), 'Caña'),
  ]);
  const o2 = round('O2', 'C2', [
    named(item('L3', 'paella', 1, '10.00'), 'Paella'),
    named(item('L4', 'paella', 1, '30.00'), 'Paella'),
    named(
      item('L5', 'flan', 2, '4.00', {
        void: { reason: 'quality', by: 'maria', at: '2026-11-24T20:45:00.000Z' },
      }),
      'Flan',
    ),
  ]);
  const o3 = round('O3', 'C3', [
    named(item('L6', 'beer', 1, '2.50'), 'Caña'),
    named(item('L7', 'flan', 1, '4.00', { status: 'cancelled' }), 'Flan'),
    named(item('L8', 'croquetas', 1, '6.00'), 'Croquetas'),
  ]);
  const yesterday = round('O9', 'C9', [named(item('L9', 'paella', 5, '20.00'), 'Paella')], {
    businessDate: '2026-11-23',
  });
  const checks = [
    check('C1', 2, 'closed', 'ana'),
    check('C2', 4, 'closed', 'luis'),
    check('C3', 3, 'open', 'ana'),
    check('C4', 2, 'voided', 'luis'),
  ];
  const adjustments = [
    adjustment('A1', { kind: 'discount', percent: 10 }),
    adjustment('A2', { kind: 'invitation', checkId: 'C2', line: { orderId: 'O2', lineId: 'L3' } }),
  ];
  const p1 = payment('P1', '25.25', {
    createdAt: '2026-11-24T21:30:00.000Z',
    tip: '1.00',
    parts: [{ method: 'card', amount: '26.25' }],
    takenBy: 'ana',
  });
  const p2 = payment('P2', '20.00', {
    checkId: 'C2',
    createdAt: '2026-11-24T13:10:00.000Z',
    tip: '1.50',
    parts: [
      { method: 'card', amount: '10.00' },
      { method: 'cash', amount: '11.50' },
    ],
    takenBy: 'luis',
  });
  const p3 = payment('P3', '13.00', {
    checkId: 'C2',
    createdAt: '2026-11-24T13:40:00.000Z',
    parts: [{ method: 'cash', amount: '13.00', tendered: '20.00' }],
    change: '7.00',
    takenBy: 'ana',
  });
  const r1 = refund('R1', '3.00', {
    checkId: 'C2',
    ticketId: 'T-K7Q4-000005',
    createdAt: '2026-11-24T15:05:00.000Z',
    by: 'maria',
  });
  const productsById = new Map(products.map((p) => [p._id.slice('product:'.length), p]));
  const sources = { checks, orders: [o1, o2, o3], transfers: [] };
  const bill = (checkId: string) =>
    billOf(checkView(checkId, sources), {
      productsById,
      settings,
      adjustments: adjustments.filter((adj) => adj.checkId === checkId),
      payments: [],
      refunds: [],
    });
  const numbering = { issuedAt: '2026-11-24T21:31:00.000Z', businessDate: DAY, by: 'ana', waiter: 'Ana' };
  const t1 = buildTicket(bill('C1'), settings, { ...numbering, series: 'T-K7Q4', number: 4, payments: [p1] });
  const t2 = buildTicket(bill('C2'), settings, {
    ...numbering,
    series: 'T-K7Q4',
    number: 5,
    payments: [p2, p3],
  });
  const rt = buildRectifyingTicket(t2, r1, { ...numbering, series: 'RT-K7Q4', number: 1 });
  return {
    businessDate: DAY,
    timezone: TIMEZONE,
    orders: [o1, o2, o3, yesterday],
    checks,
    payments: [p1, p2, p3, payment('PX', '99.00', { businessDate: '2026-11-23' })],
    refunds: [r1],
    adjustments,
    tickets: [t1, t2, rt],
    annulments: [],
    products,
    settings,
  };
}
