import { describe, expect, it } from 'vitest';
import type { Check } from '../docs/check.ts';
import { checkWrite } from '../permissions.ts';
import type { Role } from '../roles.ts';
import {
  CHECK_CLOSED_MESSAGE,
  CLOSE_REASON_MESSAGE,
  CLOSE_ROLE_MESSAGE,
  checkUpdateProblem,
  newCheckProblem,
  tableTakenMessage,
} from './checks.ts';
import { LATER, check, closed, context } from './check-fixtures.ts';

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
