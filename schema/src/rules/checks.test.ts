import { describe, expect, it } from 'vitest';
import type { Check, Transfer } from '../docs/check.ts';
import type { Order, OrderItem } from '../docs/order.ts';
import { sampleOrder, sampleTable } from '../docs/fixtures.ts';
import { checkWrite, type WriteContext } from '../permissions.ts';
import type { Role } from '../roles.ts';
import {
  CHECK_CLOSED_MESSAGE,
  CLOSE_REASON_MESSAGE,
  CLOSE_ROLE_MESSAGE,
  TABLE_READY_MESSAGE,
  checkUpdateProblem,
  newCheckProblem,
  tableTakenMessage,
  transferProblem,
} from './checks.ts';
import { orderTotals } from './totals.ts';

const AT = '2026-11-21T20:00:00.000Z';
const LATER = '2026-11-21T21:00:00.000Z';

function check(id: string, patch: Partial<Check> = {}): Check {
  return {
    _id: `check:${id}`,
    type: 'check',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: 'U1',
    tableId: 'T1',
    guests: 4,
    status: 'open',
    openedBy: 'U1',
    businessDate: '2026-11-21',
    ...patch,
  };
}

function round(id: string, checkId: string, lines: Array<Partial<OrderItem> & { id: string }>): Order {
  const base = sampleOrder.items[0] as OrderItem;
  const items = lines.map((line) => ({ ...base, ...line }));
  return { ...sampleOrder, _id: `order:${id}`, checkId, items, ...orderTotals(items) };
}

function context(patch: Partial<WriteContext> = {}): WriteContext {
  return {
    checks: [],
    orders: [],
    transfers: [],
    tables: [{ ...sampleTable, _id: 'table:T5', number: '5' }],
    spellsOf: () => [{ price: '8.50', from: '2026-01-01' }],
    productOf: () => ({ name: 'Croquetas' }),
    verifyApproval: () => true,
    ...patch,
  };
}

const closed = (by = 'M1'): Partial<Check> => ({
  status: 'closed',
  closedAt: LATER,
  closedBy: by,
  closeReason: 'Invitación de la casa',
  updatedAt: LATER,
  updatedBy: by,
});

describe('checkUpdateProblem: the moves of a check', () => {
  const open = check('C1');
  const billed = check('C1', { status: 'bill_requested', billRequestedAt: LATER });
  it.each<[string, Check, Check, Role | 'system', string | null]>([
    ['a waiter asks for the bill', open, billed, 'waiter', null],
    ['a waiter reopens it for a coffee', billed, check('C1'), 'waiter', null],
    [
      'a bill asked for without its time',
      open,
      check('C1', { status: 'bill_requested' }),
      'waiter',
      'Falta la hora a la que se pidió la cuenta',
    ],
    ['a manager closes it without payment', open, check('C1', closed()), 'manager', null],
    ['a waiter closes it', open, check('C1', closed('U1')), 'waiter', CLOSE_ROLE_MESSAGE],
    [
      'a manager closes it without a reason',
      open,
      check('C1', { ...closed(), closeReason: '  ' }),
      'manager',
      CLOSE_REASON_MESSAGE,
    ],
    ['a manager voids it', billed, check('C1', { ...closed(), status: 'voided' }), 'admin', null],
    [
      'the gateway closes it on payment, without a reason',
      billed,
      check('C1', { ...closed('system'), closeReason: undefined }),
      'system',
      null,
    ],
    [
      'the gateway never voids one',
      open,
      check('C1', { ...closed('system'), status: 'voided' }),
      'system',
      'El servidor solo cierra cuentas cobradas',
    ],
    [
      'the gateway closes in its own name',
      open,
      check('C1', { ...closed('M1'), closeReason: undefined }),
      'system',
      'Falta quién y cuándo cerró la cuenta',
    ],
    ['a closed check reopened', check('C1', closed()), open, 'manager', CHECK_CLOSED_MESSAGE],
    [
      'a closed check written again unchanged',
      check('C1', closed()),
      check('C1', { ...closed(), updatedAt: '2026-11-21T22:00:00.000Z' }),
      'waiter',
      null,
    ],
    [
      'a waiter merges it into another',
      open,
      check('C1', { status: 'merged', mergedInto: 'C2' }),
      'waiter',
      null,
    ],
    [
      'a merge without its target',
      open,
      check('C1', { status: 'merged' }),
      'waiter',
      'Falta la cuenta con la que se une',
    ],
    [
      'a merge into itself',
      open,
      check('C1', { status: 'merged', mergedInto: 'C1' }),
      'waiter',
      'Una cuenta no se puede unir consigo misma',
    ],
    [
      'a merged check moved on',
      check('C1', { status: 'merged', mergedInto: 'C2' }),
      check('C1', { status: 'merged', mergedInto: 'C3' }),
      'manager',
      'Esta cuenta ya está unida a otra mesa',
    ],
    ['a waiter moves it to table 5', open, check('C1', { tableId: 'T5' }), 'waiter', null],
    ['a waiter changes the guests', open, check('C1', { guests: 6 }), 'waiter', null],
    [
      'guests of a closed check',
      check('C1', closed()),
      check('C1', { ...closed(), guests: 2 }),
      'manager',
      CHECK_CLOSED_MESSAGE,
    ],
    [
      'who opened it rewritten',
      open,
      check('C1', { openedBy: 'U2' }),
      'manager',
      'Quien abrió la cuenta no se puede cambiar',
    ],
  ])('%s', (_name, prev, next, role, expected) => {
    expect(checkUpdateProblem(prev, next, role)).toBe(expected);
  });
});

describe('newCheckProblem', () => {
  it.each<[string, Check, Role, string | null]>([
    ['a waiter opens one', check('C1'), 'waiter', null],
    [
      'asked for the bill before reconnecting',
      check('C1', { status: 'bill_requested', billRequestedAt: LATER }),
      'waiter',
      null,
    ],
    [
      'in another waiter’s name',
      check('C1', { openedBy: 'U2' }),
      'waiter',
      'La cuenta debe quedar a nombre de quien la abre',
    ],
    ['a manager opens one for a waiter', check('C1', { openedBy: 'U2' }), 'manager', null],
    ['created closed', check('C1', closed('U1')), 'manager', 'Las cuentas nuevas se crean abiertas'],
  ])('%s', (_name, doc, role, expected) => {
    expect(newCheckProblem(doc, { id: 'U1', role })).toBe(expected);
  });
});

describe('checkWrite of checks with the store’s context', () => {
  const waiter = { id: 'U1', role: 'waiter' as const };
  const manager = { id: 'M1', role: 'manager' as const };
  const reason = (r: ReturnType<typeof checkWrite>) => (r.ok ? null : r.reason);

  it('a move to a table with another live check is refused; to a free one accepted', () => {
    const moved = check('C1', { tableId: 'T5' });
    const other = check('C2', { tableId: 'T5' });
    expect(reason(checkWrite(waiter, check('C1'), moved, context({ checks: [other] })))).toBe(
      tableTakenMessage('5'),
    );
    const gone = check('C2', { tableId: 'T5', ...closed() });
    expect(reason(checkWrite(waiter, check('C1'), moved, context({ checks: [gone] })))).toBeNull();
  });

  it('a merge lands on a live check only', () => {
    const merged = check('C1', { status: 'merged', mergedInto: 'C2' });
    expect(reason(checkWrite(waiter, check('C1'), merged, context({ checks: [check('C2')] })))).toBeNull();
    const shut = check('C2', closed());
    expect(reason(checkWrite(waiter, check('C1'), merged, context({ checks: [shut] })))).toBe(
      'La cuenta con la que se une ya está cerrada',
    );
  });

  it('closing is a manager’s, in their own name; a waiter’s refusal is by role', () => {
    expect(checkWrite(waiter, check('C1'), check('C1', closed('U1')))).toEqual({
      ok: false,
      reason: CLOSE_ROLE_MESSAGE,
      byRole: true,
    });
    expect(reason(checkWrite(manager, check('C1'), check('C1', { ...closed('M2'), updatedBy: 'M1' })))).toBe(
      'El cierre debe quedar a nombre de quien cierra',
    );
    expect(checkWrite(manager, check('C1'), check('C1', closed('M1'))).ok).toBe(true);
  });

  it('nobody deletes a check', () => {
    expect(checkWrite(manager, check('C1'), null).ok).toBe(false);
  });
});

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
    const cooking = { ...order, status: 'preparing' as const, updatedAt: LATER };
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
