import { describe, expect, it } from 'vitest';
import { ACTIVE_ORDER_STATUSES, ORDER_STATUSES } from '../enums.ts';
import type { OrderStatus } from '../enums.ts';
import { KITCHEN_ACTIONS, KITCHEN_MOVES, STAFF_KITCHEN_ACTIONS, kitchenQueue } from './kitchen.ts';
import { ORDER_TRANSITIONS, canTransition } from './order-status.ts';

const order = (id: string, status: OrderStatus, createdAt: string) => ({ id, status, createdAt });

describe('kitchen queue: which orders', () => {
  it.each([
    ['draft', false],
    ['pending', true],
    ['preparing', true],
    ['ready', true],
    ['served', false],
    ['cancelled', false],
  ] as const)('%s → shown: %s', (status, shown) => {
    const queue = kitchenQueue([order('a', status, '2026-11-22T12:00:00.000Z')]);
    expect(queue.map((o) => o.id)).toEqual(shown ? ['a'] : []);
  });

  it('shows exactly the active statuses, every status accounted for', () => {
    const all = ORDER_STATUSES.map((status) => order(status, status, '2026-11-22T12:00:00.000Z'));
    expect(kitchenQueue(all).map((o) => o.status)).toEqual([...ACTIVE_ORDER_STATUSES]);
  });
});

describe('kitchen queue: in which order', () => {
  it.each([
    ['empty', [], []],
    [
      'oldest first, whatever the status',
      [
        order('c', 'pending', '2026-11-22T12:03:00.000Z'),
        order('a', 'ready', '2026-11-22T12:01:00.000Z'),
        order('b', 'preparing', '2026-11-22T12:02:00.000Z'),
      ],
      ['a', 'b', 'c'],
    ],
    [
      'yesterday before today (full timestamps, not clock times)',
      [
        order('today', 'pending', '2026-11-23T00:10:00.000Z'),
        order('late', 'pending', '2026-11-22T23:50:00.000Z'),
      ],
      ['late', 'today'],
    ],
    [
      'same instant keeps the order they came in',
      [
        order('first', 'pending', '2026-11-22T12:00:00.000Z'),
        order('second', 'preparing', '2026-11-22T12:00:00.000Z'),
      ],
      ['first', 'second'],
    ],
    [
      'finished and cancelled orders leave no gap',
      [
        order('c', 'ready', '2026-11-22T12:03:00.000Z'),
        order('x', 'served', '2026-11-22T12:00:00.000Z'),
        order('a', 'pending', '2026-11-22T12:01:00.000Z'),
        order('y', 'cancelled', '2026-11-22T12:00:30.000Z'),
        order('d', 'draft', '2026-11-22T11:59:00.000Z'),
        order('b', 'preparing', '2026-11-22T12:02:00.000Z'),
      ],
      ['a', 'b', 'c'],
    ],
  ])('%s', (_case, orders, expected) => {
    expect(kitchenQueue(orders).map((o) => o.id)).toEqual(expected);
  });

  it('leaves the list it is given as it was', () => {
    const orders = [
      order('b', 'pending', '2026-11-22T12:02:00.000Z'),
      order('a', 'pending', '2026-11-22T12:01:00.000Z'),
    ];
    kitchenQueue(orders);
    expect(orders.map((o) => o.id)).toEqual(['b', 'a']);
  });
});

describe('kitchen moves (spec §4)', () => {
  it.each([
    ['pending', 'preparing', 'Comenzar', 'Comenzar Preparación'],
    ['preparing', 'ready', 'Listo', 'Marcar Como Listo'],
    ['ready', 'served', 'Servido', undefined],
  ] as const)('%s → %s: kitchen «%s», staff «%s»', (from, to, label, staffLabel) => {
    expect(KITCHEN_ACTIONS[from]).toMatchObject({ label, to });
    expect(STAFF_KITCHEN_ACTIONS[from]).toEqual(
      staffLabel === undefined ? undefined : { label: staffLabel, to },
    );
    // One tap is the lifecycle's one step forward (the other legal move, cancelling, is not a tap).
    expect(canTransition(from, to)).toBe(true);
    expect(ORDER_TRANSITIONS[from].filter((next) => next !== 'cancelled')).toEqual([to]);
  });

  it('has a move for every status the queue shows, and none for the others', () => {
    expect(Object.keys(KITCHEN_MOVES)).toEqual([...ACTIVE_ORDER_STATUSES]);
    expect(Object.keys(KITCHEN_ACTIONS)).toEqual([...ACTIVE_ORDER_STATUSES]);
    expect(Object.keys(STAFF_KITCHEN_ACTIONS)).toEqual(['pending', 'preparing']);
  });

  it('is the one table the enums hand out, not a copy of it', () => {
    expect(KITCHEN_ACTIONS).toBe(KITCHEN_MOVES);
  });
});
