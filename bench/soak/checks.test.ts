import { describe, expect, it } from 'vitest';
import {
  acknowledgedOrdersStored,
  noConflicts,
  oneLiveCheckPerTable,
  roundsOnOneCheck,
  sameRevisions,
  stockMatchesOrders,
  tablesAre,
  tablesFollowChecks,
  type Doc,
  type ReplicaView,
} from './checks.ts';

function view(name: string, docs: Doc[], conflicted: string[] = []): ReplicaView {
  return { name, docs: new Map(docs.map((doc) => [doc._id, doc])), conflicted };
}

interface Line {
  id?: string;
  productId: string;
  quantity: number;
  status: string;
  unitPrice: string;
}

const line = (productId: string, quantity: number, status = 'pending'): Line => ({
  productId,
  quantity,
  status,
  unitPrice: '2.50',
});

function order(id: string, status: string, items: Line[], extra: Partial<Doc> = {}): Doc {
  return {
    _id: `order:${id}`,
    _rev: '1-a',
    type: 'order',
    status,
    items,
    businessDate: '2026-11-24',
    tableId: 'mesa-1',
    orderNumber: `A2-${id}`,
    ...extra,
  };
}

const stock = (productId: string, soldQuantity: number): Doc => ({
  _id: `daily_stock:2026-11-24_${productId}`,
  _rev: '1-s',
  type: 'daily_stock',
  businessDate: '2026-11-24',
  productId,
  soldQuantity,
});

/** A table last changed at noon (the projection's or 'Mesa lista''s write). */
const table = (key: string, status: string): Doc => ({
  _id: `table:${key}`,
  _rev: '1-t',
  type: 'table',
  status,
  updatedAt: '2026-11-24T12:00:00.000Z',
});

function check(id: string, status: string, extra: Partial<Doc> = {}): Doc {
  return {
    _id: `check:${id}`,
    _rev: '1-c',
    type: 'check',
    tableId: 'mesa-1',
    guests: 2,
    status,
    openedBy: 'waiter',
    businessDate: '2026-11-24',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    updatedBy: 'waiter',
    ...extra,
  };
}

const merged = (id: string, into: string, by = 'waiter') =>
  check(id, 'merged', { mergedInto: into, updatedBy: by });
const closed = (id: string, at: string) =>
  check(id, 'closed', { closedAt: at, closedBy: 'admin', closeReason: 'Cierre', updatedAt: at });

/** A round of check `checkId` with one line per id. */
const round = (id: string, checkId: string, lineIds: string[]) =>
  order(
    id,
    'pending',
    lineIds.map((lineId) => ({ ...line('p', 1), id: lineId })),
    { checkId },
  );

describe('soak checks', () => {
  it('sameRevisions names what a replica lacks, holds extra or holds at another revision', () => {
    const server = view('server', [order('1', 'pending', []), order('2', 'pending', [])]);
    const replica = view('cook-2', [
      { ...order('1', 'pending', []), _rev: '2-b' },
      order('3', 'pending', []),
    ]);
    const check = sameRevisions(server, [replica]);
    expect(check.ok).toBe(false);
    expect(check.detail).toContain('cook-2 has order:1 at 2-b, server 1-a');
    expect(check.detail).toContain('cook-2 lacks order:2');
    expect(check.detail).toContain('cook-2 holds order:3, the server does not');
    expect(sameRevisions(server, [view('waiter-1', [...server.docs.values()])]).ok).toBe(true);
  });

  it('noConflicts fails on a conflict in any replica', () => {
    expect(noConflicts([view('server', []), view('cook-2', [], ['order:1'])])).toMatchObject({
      ok: false,
      detail: 'cook-2: order:1',
    });
    expect(noConflicts([view('server', [])]).ok).toBe(true);
  });

  it.each([
    [
      'sent lines counted',
      [order('1', 'preparing', [line('p', 2), line('q', 1)])],
      [stock('p', 2), stock('q', 1)],
      true,
    ],
    [
      'a cancelled line is not sold',
      [order('1', 'ready', [line('p', 2), line('p', 3, 'cancelled')])],
      [stock('p', 2)],
      true,
    ],
    ['a cancelled order sells nothing', [order('1', 'cancelled', [line('p', 2)])], [stock('p', 0)], true],
    ['a draft sells nothing', [order('1', 'draft', [line('p', 2)])], [], true],
    [
      'two orders add up',
      [order('1', 'served', [line('p', 2)]), order('2', 'pending', [line('p', 1)])],
      [stock('p', 3)],
      true,
    ],
    ['a row behind the orders', [order('1', 'served', [line('p', 2)])], [stock('p', 1)], false],
    ['no row at all', [order('1', 'pending', [line('p', 2)])], [], false],
    ['a row selling what no order sold', [], [stock('p', 4)], false],
  ])('stockMatchesOrders: %s', (_name, orders, rows, ok) => {
    expect(stockMatchesOrders(view('server', [...orders, ...rows])).ok).toBe(ok);
  });

  it.each([
    ['one live check, occupied', [check('a', 'open')], 'occupied', true],
    ['bill asked for, Cuenta pedida', [check('a', 'bill_requested')], 'bill_requested', true],
    ['a live check, table still free', [check('a', 'open')], 'available', false],
    ['bill asked for, table shown occupied', [check('a', 'bill_requested')], 'occupied', false],
    ['no check, occupied', [], 'occupied', false],
    ['no check, free', [], 'available', true],
    ['closed after the table changed: Limpieza', [closed('a', '2026-11-24T13:00:00.000Z')], 'cleaning', true],
    [
      'closed after the table changed, but stored free',
      [closed('a', '2026-11-24T13:00:00.000Z')],
      'available',
      false,
    ],
    ['closed before Mesa lista: Libre', [closed('a', '2026-11-24T11:00:00.000Z')], 'available', true],
    ['merged away, the survivor live', [check('a', 'open'), merged('b', 'a')], 'occupied', true],
  ])('tablesFollowChecks: %s', (_name, checks, tableStatus, ok) => {
    expect(tablesFollowChecks(view('server', [...checks, table('mesa-1', tableStatus)])).ok).toBe(ok);
  });

  it('tablesFollowChecks names the table and what it should be', () => {
    const detail = tablesFollowChecks(
      view('server', [check('a', 'open'), table('mesa-1', 'available')]),
    ).detail;
    expect(detail).toBe('table:mesa-1 is available with live check check:a (open)');
  });

  it('oneLiveCheckPerTable: duplicates left, and merges that lead nowhere', () => {
    const ok = oneLiveCheckPerTable(
      view('server', [
        check('a', 'open'),
        merged('b', 'a', 'system'),
        merged('c', 'b'),
        closed('d', '2026-11-24T13:00:00.000Z'),
        merged('e', 'd'),
      ]),
    );
    expect(ok).toMatchObject({ ok: true, detail: '1 live checks; 3 merged (1 by the gateway)' });
    const duplicates = oneLiveCheckPerTable(
      view('server', [check('a', 'open'), check('b', 'bill_requested')]),
    );
    expect(duplicates).toMatchObject({
      ok: false,
      detail: 'table:mesa-1 has 2 live checks: check:a, check:b',
    });
    const dangling = oneLiveCheckPerTable(
      view('server', [merged('b', 'zz'), merged('c', 'd'), merged('d', 'c')]),
    );
    expect(dangling.ok).toBe(false);
    expect(dangling.detail).toContain('check:b merged into zz, which leads to no check');
    // A cycle (no legal write makes one) ends on a merged check: its rounds would show nowhere.
    expect(dangling.detail).toContain('check:c merged into d, which leads to no check');
  });

  it.each([
    [
      'rounds of one check',
      [round('1', 'a', ['x', 'y']), round('2', 'a', ['z'])],
      [check('a', 'open')],
      true,
    ],
    [
      'a round of a merged duplicate shows on the survivor',
      [round('1', 'b', ['x'])],
      [check('a', 'open'), merged('b', 'a')],
      true,
    ],
    ['a round of a check that does not exist', [round('1', 'zz', ['x'])], [check('a', 'open')], false],
    [
      'a round on no check',
      [order('1', 'pending', [{ ...line('p', 1), id: 'x' }])],
      [check('a', 'open')],
      false,
    ],
  ])('roundsOnOneCheck: %s', (_name, orders, checks, ok) => {
    expect(roundsOnOneCheck(view('server', [...orders, ...checks])).ok).toBe(ok);
  });

  it('tablesAre names the tables in another state', () => {
    const server = view('server', [table('mesa-1', 'available'), table('mesa-2', 'cleaning')]);
    expect(tablesAre(server, ['mesa-1'], 'available', 'ready').ok).toBe(true);
    expect(tablesAre(server, ['mesa-1', 'mesa-2', 'mesa-3'], 'available', 'ready')).toMatchObject({
      ok: false,
      detail: 'table:mesa-2 is cleaning; table:mesa-3 is missing',
    });
  });

  it('acknowledgedOrdersStored: every acknowledged id on the server with its number, no number twice', () => {
    const server = view('server', [
      order('1', 'pending', []),
      order('2', 'pending', [], { orderNumber: 'A2-1' }),
      order('3', 'pending', []),
    ]);
    const device = {
      name: 'waiter-1',
      created: new Map([
        ['order:1', 'A2-1'],
        ['order:3', 'A2-9'],
        ['order:4', 'A2-4'],
      ]),
      acknowledged: new Set(['order:1', 'order:3', 'order:4']),
    };
    const [stored, numbers] = acknowledgedOrdersStored(server, [device]);
    expect(stored?.ok).toBe(false);
    expect(stored?.detail).toContain('order:4 acknowledged, not on the server');
    expect(stored?.detail).toContain('order:3 is A2-3 on the server, written as A2-9');
    expect(numbers).toMatchObject({ ok: false, detail: 'A2-1: order:1, order:2' });
  });
});
