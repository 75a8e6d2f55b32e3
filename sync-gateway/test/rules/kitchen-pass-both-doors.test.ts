import { afterEach, describe, it } from 'vitest';
import { moveLines, orderSchema, type LineMove, type OrderItem } from '@restaurantpro/schema';
import type { Doc, User } from '../replication/helpers.ts';
import {
  AT,
  bothDoors,
  check,
  editOnDevice,
  idOf,
  itemsOf,
  round,
  type RuleCase,
} from '../support/both-doors.ts';

/**
 * The kitchen pass's line moves (fire a held course, start, bump, recall, serve, pass to a station)
 * give the same verdict and Spanish reason at `/api` (POST /api/orders/:id/lines/move) and at `/db`
 * (a device writing the same move with the same builder, then replicating it).
 */

/** A round of a drink, a starter and held mains, its lines in that order. */
function pass(status: OrderItem['status'] = 'pending') {
  return (user: User): [Doc, Doc] => {
    const open = check(user.id, 'T1');
    const order = round(user.id, open, status);
    const [first] = itemsOf(order);
    const line = (id: string, patch: Partial<OrderItem>) => ({
      ...first,
      id: `${first?.id ?? ''}${id}`,
      ...patch,
    });
    const items = [
      line('D', { course: 'bebidas' }),
      line('S', { course: 'entrantes' }),
      line('M', { course: 'principales', held: true, status: 'pending' }),
    ];
    return [open, { ...order, items, status: 'pending', subtotal: '39.00', tax: '3.90', total: '42.90' }];
  };
}

/** The ids of the round's lines at `indexes` (0 the drink, 1 the starter, 2 the held main). */
const lineIds = (order: unknown, indexes: number[]) =>
  indexes.map((index) => itemsOf(order as never)[index]?.id ?? '');

/** The same move through each door; `before` moves the round first (on the store) where the case needs it. */
function moveCase(
  name: string,
  opts: {
    refused: boolean;
    reason?: RegExp;
    role?: RuleCase['role'];
    status?: OrderItem['status'];
    before?: (ids: (indexes: number[]) => string[]) => LineMove;
    move: (ids: (indexes: number[]) => string[]) => LineMove;
  },
): RuleCase {
  const given = (user: User): Doc[] => {
    const [open, order] = pass(opts.status)(user);
    if (opts.before === undefined) return [open, order];
    const ids = (indexes: number[]) => lineIds(order, indexes);
    return [open, moveLines(orderSchema.parse(order), opts.before(ids), AT, user.id) ?? order];
  };
  return {
    name,
    role: opts.role ?? 'cook',
    refused: opts.refused,
    ...(opts.reason === undefined ? {} : { reason: opts.reason }),
    given,
    api: (_w, [, order]) => ({
      method: 'POST',
      path: `/api/orders/${idOf(order)}/lines/move`,
      body: opts.move((indexes) => lineIds(order, indexes)),
    }),
    device: async (w, [, order]) => {
      const move = opts.move((indexes) => lineIds(order, indexes));
      await editOnDevice(w, order!._id, (held) => {
        const next = moveLines(orderSchema.parse(held), move, new Date().toISOString(), w.user.id);
        if (next === null) throw new Error('the move changed nothing');
        return next;
      });
    },
  };
}

/** A new round on the case's open check, one line of P1 (a starter) in `course`, held or not. */
function newRoundCase(name: string, course: 'bebidas' | 'principales', reason?: RegExp): RuleCase {
  return {
    name,
    role: 'waiter',
    refused: reason !== undefined,
    ...(reason === undefined ? {} : { reason }),
    given: (user) => [check(user.id, 'T1')],
    api: (_w, [open]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(open)}/rounds`,
      body: { items: [{ productId: 'P1', quantity: 2, course, held: true }] },
    }),
    device: async (w, [open]) => {
      const order = round(w.user.id, open!);
      const items = itemsOf(order).map((line) => ({ ...line, course, held: true }));
      await w.device.local.put({ ...order, items });
    },
  };
}

const CASES: RuleCase[] = [
  newRoundCase('a waiter sends a round with its mains held', 'principales'),
  newRoundCase(
    'a waiter sends a round with its drinks held',
    'bebidas',
    /^Las bebidas salen al momento: no se pueden dejar en espera$/,
  ),
  moveCase('a waiter fires the held mains', {
    role: 'waiter',
    refused: false,
    move: () => ({ kind: 'fire', course: 'principales' }),
  }),
  moveCase('a cook starts the drink and the starter', {
    refused: false,
    move: (ids) => ({ kind: 'start', lineIds: ids([0, 1]) }),
  }),
  moveCase('a cook bumps a line', { refused: false, move: (ids) => ({ kind: 'bump', lineIds: ids([1]) }) }),
  moveCase('a cook starts a held main', {
    refused: true,
    reason: /^La línea está en espera: márchala antes de prepararla$/,
    move: (ids) => ({ kind: 'start', lineIds: ids([2]) }),
  }),
  moveCase('a cook recalls a line bumped by mistake', {
    refused: false,
    before: (ids) => ({ kind: 'bump', lineIds: ids([1]) }),
    move: (ids) => ({ kind: 'recall', lineIds: ids([1]) }),
  }),
  moveCase('a cook recalls a served line', {
    refused: true,
    reason: /^Solo se recupera una línea lista, y de una en una$/,
    before: (ids) => ({ kind: 'serve', lineIds: ids([0]) }),
    move: (ids) => ({ kind: 'recall', lineIds: ids([0]) }),
  }),
  moveCase('a cook passes a starter to another station', {
    refused: false,
    move: (ids) => ({ kind: 'pass', lineIds: ids([1]), stationId: 'caliente' }),
  }),
  moveCase('a cook passes on a line already ready', {
    refused: true,
    reason: /^Una línea lista ya no se puede pasar a otra estación$/,
    before: (ids) => ({ kind: 'bump', lineIds: ids([0]) }),
    move: (ids) => ({ kind: 'pass', lineIds: ids([0]), stationId: 'caliente' }),
  }),
];

describe('the kitchen pass’s line moves at both doors', () => {
  const doors = bothDoors();
  afterEach(() => doors.cleanup());

  it.each(CASES.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => doors.run(rule));
});
