import { describe, expect, it } from 'vitest';
import type { Check, Transfer } from '../docs/check.ts';
import type { Order, OrderItem } from '../docs/order.ts';
import { checkView, lineOwners, resolveCheckId } from './check-view.ts';

const at = '2026-11-21T20:00:00.000Z';
const stamps = { createdAt: at, updatedAt: at, updatedBy: 'U1' };

function check(id: string, over: Partial<Check> = {}): Check {
  return {
    _id: `check:${id}`,
    type: 'check',
    ...stamps,
    tableId: 'T3',
    guests: 2,
    status: 'open',
    openedBy: 'U1',
    businessDate: '2026-11-21',
    ...over,
  };
}

function line(id: string, unitPrice: string, quantity = 1, over: Partial<OrderItem> = {}): OrderItem {
  const cents = Math.round(Number(unitPrice) * 100) * quantity;
  return {
    id,
    productId: 'P1',
    productName: 'Croquetas',
    quantity,
    unitPrice,
    subtotal: (cents / 100).toFixed(2),
    status: 'pending',
    createdAt: at,
    ...over,
  };
}

function round(id: string, checkId: string | undefined, items: OrderItem[]): Order {
  return {
    _id: `order:${id}`,
    type: 'order',
    ...stamps,
    orderNumber: `K1-00${id.slice(-1)}`,
    waiterId: 'U1',
    status: 'pending',
    items,
    subtotal: '0.00',
    tax: '0.00',
    total: '0.00',
    businessDate: '2026-11-21',
    ...(checkId === undefined ? {} : { checkId }),
  };
}

function transfer(id: string, from: string, to: string, lines: Transfer['lines']): Transfer {
  return {
    _id: `transfer:${id}`,
    type: 'transfer',
    ...stamps,
    fromCheckId: from,
    toCheckId: to,
    lines,
    businessDate: '2026-11-21',
  };
}

describe('resolveCheckId', () => {
  it.each([
    ['an open check is its own', [check('A')], 'A', 'A'],
    [
      'a merged check resolves to its survivor',
      [check('A'), check('B', { status: 'merged', mergedInto: 'A' })],
      'B',
      'A',
    ],
    [
      'a chain of merges resolves to its end',
      [
        check('A'),
        check('B', { status: 'merged', mergedInto: 'C' }),
        check('C', { status: 'merged', mergedInto: 'A' }),
      ],
      'B',
      'A',
    ],
    [
      'a cycle stops at the smallest id',
      [check('A', { status: 'merged', mergedInto: 'B' }), check('B', { status: 'merged', mergedInto: 'A' })],
      'B',
      'A',
    ],
    ['an unknown check is itself', [], 'Z', 'Z'],
  ])('%s', (_, checks, from, expected) => {
    const byId = new Map(checks.map((c) => [c._id.slice('check:'.length), c]));
    expect(resolveCheckId(from, byId)).toBe(expected);
  });
});

describe('checkView', () => {
  const orders = [
    round('O1', 'A', [line('L1', '12.50', 2), line('L2', '3.00')]),
    round('O2', 'A', [line('L3', '4.20', 1, { void: { reason: 'order_error', by: 'U1', at } })]),
    round('O3', 'B', [line('L4', '9.90')]),
    round('O4', undefined, [line('L5', '1.00')]),
  ];

  it('adds the rounds of its lines, skipping voided ones, with IVA on the subtotal', () => {
    const view = checkView('A', {
      checks: [check('A'), check('B', { tableId: 'T5' })],
      orders,
      transfers: [],
    });
    expect(view.rounds.map((r) => r._id)).toEqual(['order:O1', 'order:O2']);
    expect(view.lines.map((l) => l.line.id)).toEqual(['L1', 'L2', 'L3']);
    // 2 × 12,50 + 3,00 = 28,00; IVA 10 % = 2,80.
    expect(view.totals).toEqual({ subtotal: '28.00', tax: '2.80', total: '30.80' });
    expect(view.guests).toBe(2);
  });

  it('holds the rounds and guests of a check merged into it', () => {
    const checks = [check('A'), check('B', { status: 'merged', mergedInto: 'A', guests: 3 })];
    const view = checkView('A', { checks, orders, transfers: [] });
    expect(view.rounds.map((r) => r._id)).toEqual(['order:O1', 'order:O2', 'order:O3']);
    expect(view.guests).toBe(5);
    expect(view.totals.subtotal).toBe('37.90');
    expect(checkView('B', { checks, orders, transfers: [] }).lines).toEqual([]);
  });

  it('moves transferred lines, the newest transfer of a line winning', () => {
    const checks = [check('A'), check('B', { tableId: 'T5' })];
    const transfers = [
      transfer('X2', 'B', 'A', [{ orderId: 'O1', lineId: 'L2' }]),
      transfer('X1', 'A', 'B', [
        { orderId: 'O1', lineId: 'L2' },
        { orderId: 'O1', lineId: 'L1' },
      ]),
    ];
    const owners = lineOwners({ checks, orders, transfers });
    expect(owners.get('O1/L1')).toBe('B');
    expect(owners.get('O1/L2')).toBe('A');
    const a = checkView('A', { checks, orders, transfers });
    const b = checkView('B', { checks, orders, transfers });
    expect(a.lines.map((l) => l.line.id)).toEqual(['L2', 'L3']);
    expect(b.lines.map((l) => l.line.id)).toEqual(['L1', 'L4']);
    // Every charged line is on exactly one check: 3,00 + 34,90 is the whole 37,90.
    expect([a.totals.subtotal, b.totals.subtotal]).toEqual(['3.00', '34.90']);
  });

  it('ignores a transfer of a line that no round holds', () => {
    const owners = lineOwners({
      checks: [check('A')],
      orders,
      transfers: [transfer('X1', 'A', 'B', [{ orderId: 'O9', lineId: 'L9' }])],
    });
    expect(owners.has('O9/L9')).toBe(false);
  });
});
