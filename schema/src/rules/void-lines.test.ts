import { describe, expect, it } from 'vitest';
import { orderSchema, type LineVoid, type Order, type OrderItem } from '../docs/order.ts';
import { sampleOrder } from '../docs/fixtures.ts';
import type { OrderStatus } from '../enums.ts';
import type { Role } from '../roles.ts';
import { orderTotals } from './totals.ts';
import {
  VOID_NEEDS_MANAGER_MESSAGE,
  VOID_NOTE_MESSAGE,
  voidLines,
  voidNeedsApproval,
  voidNeedsManager,
  voidProblem,
  voidReasonProblem,
  type VoidStamp,
} from './voids.ts';

const AT = '2026-11-21T20:30:00.000Z';
const base = sampleOrder.items[0] as OrderItem;
/** Croquetas 2 × 8,50 (I1) and flan 1 × 5,00 (I2). */
const FLAN: OrderItem = {
  ...base,
  id: 'I2',
  productId: 'P2',
  productName: 'Flan',
  quantity: 1,
  unitPrice: '5.00',
  subtotal: '5.00',
};

/** A round of croquetas and flan; `statuses` are the lines' and the round is the first one's. */
function round(statuses: [OrderStatus, OrderStatus], voids: [LineVoid?, LineVoid?] = []): Order {
  const items = [base, FLAN].map((line, index) => {
    const lineVoid = voids[index];
    return { ...line, status: statuses[index] ?? 'pending', ...(lineVoid ? { void: lineVoid } : {}) };
  });
  return { ...sampleOrder, status: statuses[0], items, ...orderTotals(items) };
}
const stamp = (patch: Partial<VoidStamp> = {}): VoidStamp => ({
  reason: 'order_error',
  by: 'U1',
  at: AT,
  ...patch,
});
const earlier: LineVoid = { reason: 'quality', by: 'M1', at: '2026-11-21T20:00:00.000Z' };

describe('voidLines (decision 6)', () => {
  it.each<[string, Order, readonly string[] | 'all', [OrderStatus, OrderStatus], OrderStatus, string]>([
    [
      'a pending line is cancelled; the round goes on',
      round(['pending', 'pending']),
      ['I2'],
      ['pending', 'cancelled'],
      'pending',
      '18.70',
    ],
    [
      'a preparing line is cancelled',
      round(['preparing', 'preparing']),
      ['I1'],
      ['cancelled', 'preparing'],
      'preparing',
      '5.50',
    ],
    [
      'a ready line keeps its status, off the bill',
      round(['ready', 'ready']),
      ['I1'],
      ['ready', 'ready'],
      'ready',
      '5.50',
    ],
    [
      'a served line keeps its status',
      round(['served', 'served']),
      ['I2'],
      ['served', 'served'],
      'served',
      '18.70',
    ],
    [
      'the whole round: lines and round cancelled',
      round(['pending', 'pending']),
      'all',
      ['cancelled', 'cancelled'],
      'cancelled',
      '0.00',
    ],
    [
      'the last charged line cancels the round',
      round(['pending', 'cancelled']),
      ['I1'],
      ['cancelled', 'cancelled'],
      'cancelled',
      '0.00',
    ],
    [
      'a whole ready round keeps its status, nothing charged',
      round(['ready', 'ready']),
      'all',
      ['ready', 'ready'],
      'ready',
      '0.00',
    ],
    [
      'a draft round voided whole is cancelled',
      round(['draft', 'draft']),
      'all',
      ['cancelled', 'cancelled'],
      'cancelled',
      '0.00',
    ],
  ])('%s', (_name, order, lineIds, lineStatuses, status, total) => {
    const next = voidLines(order, lineIds, stamp());
    expect(next?.items.map((line) => line.status)).toEqual(lineStatuses);
    expect(next?.status).toBe(status);
    expect(next?.total).toBe(total);
    // What the device writes is a valid order the write rules accept from a manager.
    expect(orderSchema.safeParse(next).success).toBe(true);
    expect(voidProblem(order, orderSchema.parse(next), { id: 'U1', role: 'manager' })).toBeNull();
  });

  it('stamps every chosen line alike: who, when, why, the trimmed note and the confirmation', () => {
    const given = stamp({ reason: 'other', note: '  Se fue  ', approvedBy: 'M1', approval: 'firma' });
    const next = voidLines(round(['preparing', 'preparing']), 'all', given);
    const expected = {
      reason: 'other',
      note: 'Se fue',
      by: 'U1',
      at: AT,
      approvedBy: 'M1',
      approval: 'firma',
    };
    expect(next?.items.map((line) => line.void)).toEqual([expected, expected]);
    expect(next?.items.map((line) => line.updatedAt)).toEqual([AT, AT]);
    expect(next).toMatchObject({ updatedAt: AT, updatedBy: 'U1' });
  });

  it('leaves out what was not given: no empty note, no confirmation', () => {
    const next = voidLines(round(['pending', 'pending']), ['I1'], stamp({ note: '   ' }));
    expect(next?.items[0]?.void).toEqual({ reason: 'order_error', by: 'U1', at: AT });
    expect(next?.items[1]).toEqual(round(['pending', 'pending']).items[1]);
  });

  it.each<[string, Order, readonly string[] | 'all']>([
    ['the line is voided already', round(['served', 'served'], [earlier]), ['I1']],
    ['every line is voided already', round(['served', 'served'], [earlier, earlier]), 'all'],
    ['no such line', round(['pending', 'pending']), ['I9']],
  ])('gives null when there is nothing to void: %s', (_name, order, lineIds) => {
    expect(voidLines(order, lineIds, stamp())).toBeNull();
  });

  it('keeps an earlier void as it was when voiding the rest of the round', () => {
    const order = round(['served', 'served'], [earlier]);
    const next = voidLines(order, 'all', stamp());
    expect(next?.items.map((line) => line.void)).toEqual([
      earlier,
      { reason: 'order_error', by: 'U1', at: AT },
    ]);
    expect(next?.items[0]).toEqual(order.items[0]);
  });

  it('builds the void as given, so that the order’s shape refuses a reason that is not on the list', () => {
    const next = voidLines(round(['pending', 'pending']), ['I1'], { reason: undefined, by: 'U1', at: AT });
    expect(orderSchema.safeParse(next).error?.issues[0]?.path).toEqual(['items', 0, 'void', 'reason']);
  });
});

describe('who may void what', () => {
  it.each<[OrderStatus, boolean]>([
    ['draft', false],
    ['pending', false],
    ['preparing', true],
    ['ready', true],
    ['served', true],
    ['cancelled', false],
  ])('a %s line needs a manager: %s', (status, expected) => {
    expect(voidNeedsManager({ status })).toBe(expected);
  });

  it.each<[Role, OrderStatus[], boolean]>([
    ['waiter', ['pending', 'pending'], false],
    ['waiter', ['pending', 'preparing'], true],
    ['cook', ['ready'], true],
    ['manager', ['served'], false],
    ['admin', ['preparing'], false],
  ])('%s voiding lines %j needs a confirmation: %s', (role, statuses, expected) => {
    expect(
      voidNeedsApproval(
        role,
        statuses.map((status) => ({ status })),
      ),
    ).toBe(expected);
  });

  it.each<[string | undefined, string | undefined, string | null]>([
    ['other', undefined, VOID_NOTE_MESSAGE],
    ['other', '  ', VOID_NOTE_MESSAGE],
    ['other', 'Se fue', null],
    ['quality', undefined, null],
    [undefined, undefined, null],
  ])('reason %s with note %j: %s', (reason, note, expected) => {
    expect(voidReasonProblem(reason, note)).toBe(expected);
  });

  it('a waiter’s void of a started line without a confirmation is the rules’ to refuse', () => {
    const order = round(['preparing', 'preparing']);
    const next = orderSchema.parse(voidLines(order, ['I1'], stamp()));
    expect(voidProblem(order, next, { id: 'U1', role: 'waiter' })).toBe(VOID_NEEDS_MANAGER_MESSAGE);
  });
});
