import { describe, expect, it } from 'vitest';
import type { Check, Transfer } from '../docs/check.ts';
import { sampleTable } from '../docs/fixtures.ts';
import { checkWrite } from '../permissions.ts';
import { CHECK_CLOSED_MESSAGE, TABLE_READY_MESSAGE, transferProblem } from './checks.ts';
import { AT, LATER, check, closed, context, round } from './check-fixtures.ts';

/** The check rules around it: its rounds, moving lines between checks, and the table's 'Mesa lista'. */

describe('rounds: an order on its check', () => {
  const waiter = { id: 'U1', role: 'waiter' as const };
  const order = { ...round('O1', 'C1', [{ id: 'L1' }]), updatedBy: 'U1' };
  const reason = (r: ReturnType<typeof checkWrite>) => (r.ok ? null : r.reason);

  it.each<[string, Check[], string | null]>([
    ['an open check takes a round', [check('C1')], null],
    [
      'a check whose bill was asked for takes one',
      [check('C1', { status: 'bill_requested', billRequestedAt: LATER })],
      null,
    ],
    ['a closed check does not', [check('C1', closed())], CHECK_CLOSED_MESSAGE],
    ['a check not seen yet does (it may come in a later batch)', [], null],
    [
      'a check merged into a live one passes its round on',
      [check('C1', { status: 'merged', mergedInto: 'C2' }), check('C2')],
      null,
    ],
    [
      'a check merged into a closed one does not',
      [check('C1', { status: 'merged', mergedInto: 'C2' }), check('C2', closed())],
      CHECK_CLOSED_MESSAGE,
    ],
  ])('%s', (_name, checks, expected) => {
    expect(reason(checkWrite(waiter, null, order, context({ checks })))).toBe(expected);
  });

  it('a round never changes check; its lines move by transfers', () => {
    const moved = { ...order, checkId: 'C2', updatedAt: LATER };
    expect(reason(checkWrite(waiter, order, moved))).toMatch(/no puede cambiar de cuenta/);
  });

  it('the kitchen moves a closed check’s round along', () => {
    const items = order.items.map((line) => ({ ...line, status: 'preparing' as const }));
    const cooking = { ...order, status: 'preparing' as const, items, updatedAt: LATER };
    expect(
      reason(checkWrite(waiter, order, cooking, context({ checks: [check('C1', closed())] }))),
    ).toBeNull();
  });
});

describe('transferProblem', () => {
  const a = check('A');
  const b = check('B', { tableId: 'T2' });
  const first = round('R1', 'A', [
    { id: 'L1' },
    { id: 'L2' },
    { id: 'L3', status: 'cancelled', void: { reason: 'quality', by: 'U1', at: AT } },
  ]);
  const transfer = (lines: Array<[string, string]>, patch: Partial<Transfer> = {}): Transfer => ({
    _id: 'transfer:X9',
    type: 'transfer',
    createdAt: LATER,
    updatedAt: LATER,
    updatedBy: 'U1',
    fromCheckId: 'A',
    toCheckId: 'B',
    lines: lines.map(([orderId, lineId]) => ({ orderId, lineId })),
    businessDate: '2026-11-21',
    ...patch,
  });
  const sources = { checks: [a, b], orders: [first], transfers: [] as Transfer[] };

  it.each<[string, Transfer, typeof sources, string | null]>([
    [
      'chosen lines of a live check',
      transfer([
        ['R1', 'L1'],
        ['R1', 'L2'],
      ]),
      sources,
      null,
    ],
    [
      'to the same check',
      transfer([['R1', 'L1']], { toCheckId: 'A' }),
      sources,
      'Elige otra cuenta a la que mover las líneas',
    ],
    [
      'one line twice',
      transfer([
        ['R1', 'L1'],
        ['R1', 'L1'],
      ]),
      sources,
      'Una línea aparece dos veces en el traspaso',
    ],
    ['a voided line', transfer([['R1', 'L3']]), sources, 'Croquetas está anulada y no se puede mover'],
    [
      'a line that does not exist',
      transfer([['R1', 'L9']]),
      sources,
      'Una de las líneas del traspaso no existe',
    ],
    [
      'to a closed check',
      transfer([['R1', 'L1']]),
      { ...sources, checks: [a, check('B', closed())] },
      CHECK_CLOSED_MESSAGE,
    ],
    [
      'a line an earlier transfer already took away',
      transfer([['R1', 'L1']]),
      { ...sources, transfers: [transfer([['R1', 'L1']], { _id: 'transfer:X1' })] },
      'Croquetas ya no está en la cuenta de origen',
    ],
    [
      'the same transfer seen again among the sources',
      transfer([['R1', 'L1']]),
      { ...sources, transfers: [transfer([['R1', 'L1']])] },
      null,
    ],
  ])('%s', (_name, doc, given, expected) => {
    expect(transferProblem(doc, given)).toBe(expected);
  });

  it('a transfer is never edited or deleted', () => {
    const doc = transfer([['R1', 'L1']]);
    const waiter = { id: 'U1', role: 'waiter' as const };
    expect(checkWrite(waiter, doc, { ...doc, toCheckId: 'C' }).ok).toBe(false);
    expect(checkWrite(waiter, doc, null).ok).toBe(false);
    expect(checkWrite(waiter, null, doc, context(sources)).ok).toBe(true);
  });
});

describe('tables: Mesa lista', () => {
  const cleaning = { ...sampleTable, status: 'cleaning' as const };
  const ready = { ...cleaning, status: 'available' as const, updatedAt: LATER };
  const waiter = { id: 'U1', role: 'waiter' as const };

  it.each<[string, typeof sampleTable, typeof sampleTable, Check[] | undefined, string | null, boolean]>([
    ['a waiter frees a cleaned table', cleaning, ready, undefined, null, false],
    [
      'a waiter frees one the old projection left occupied',
      { ...cleaning, status: 'occupied' },
      ready,
      [],
      null,
      false,
    ],
    [
      'a waiter frees a table with a live check',
      { ...cleaning, status: 'occupied' },
      ready,
      [check('C1', { tableId: 'T1' })],
      TABLE_READY_MESSAGE,
      false,
    ],
    [
      'a waiter reserves a table',
      cleaning,
      { ...cleaning, status: 'reserved' },
      undefined,
      'Solo gerencia o administración pueden modificar mesas',
      true,
    ],
    [
      'a waiter renames a table while freeing it',
      cleaning,
      { ...ready, number: 'B9' },
      undefined,
      'Solo gerencia o administración pueden modificar mesas',
      true,
    ],
  ])('%s', (_name, prev, next, checks, expected, byRole) => {
    const verdict = checkWrite(
      waiter,
      prev,
      { ...next, updatedBy: 'U1' },
      checks ? context({ checks }) : undefined,
    );
    expect(verdict.ok ? null : verdict.reason).toBe(expected);
    expect(!verdict.ok && verdict.byRole === true).toBe(byRole);
  });

  it('a manager changes a table freely', () => {
    const verdict = checkWrite({ id: 'U1', role: 'manager' }, cleaning, { ...cleaning, status: 'reserved' });
    expect(verdict.ok).toBe(true);
  });
});
