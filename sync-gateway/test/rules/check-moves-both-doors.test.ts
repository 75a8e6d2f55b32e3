import { afterEach, describe, it } from 'vitest';
import { ulid } from 'ulidx';
import { tableDoc, type Doc } from '../replication/helpers.ts';
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
 * The check's moves give the same verdict and Spanish reason at `/api` and at `/db`: moving to an
 * occupied table, merging, closing (who may, with a reason), transfers of lines, 'Mesa lista'.
 */

/** Table '5', where another sitting is. */
const table5 = (userId: string): Doc =>
  tableDoc(userId, { _id: `table:${ulid()}`, number: '5', status: 'occupied' });

/** Both doors' close (or void) of the case's first given document, a check, with `reason`. */
function finish(path: 'close' | 'void', reason: string | undefined): Pick<RuleCase, 'api' | 'device'> {
  return {
    api: (_w, [open]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(open)}/${path}`,
      body: reason === undefined ? {} : { reason },
    }),
    device: (w, [open]) =>
      editOnDevice(w, open!._id, (doc) => ({
        ...doc,
        status: path === 'close' ? 'closed' : 'voided',
        closedAt: AT,
        closedBy: w.user.id,
        ...(reason === undefined ? {} : { closeReason: reason }),
        updatedAt: AT,
        updatedBy: w.user.id,
      })),
  };
}

const CASES: RuleCase[] = [
  {
    name: 'a waiter moves a check to a table that has one',
    refused: true,
    reason: /^La mesa 5 está ocupada: únela en lugar de moverla$/,
    role: 'waiter',
    given: (user) => {
      const five = table5(user.id);
      return [check(user.id, 'T1'), five, check(user.id, idOf(five))];
    },
    api: (_w, [open, five]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(open)}/move`,
      body: { tableId: idOf(five) },
    }),
    device: (w, [open, five]) =>
      editOnDevice(w, open!._id, (doc) => ({
        ...doc,
        tableId: idOf(five),
        updatedAt: AT,
        updatedBy: w.user.id,
      })),
  },
  {
    name: 'a waiter moves a check to a free table',
    refused: false,
    role: 'waiter',
    given: (user) => [check(user.id, 'T1'), tableDoc(user.id, { _id: `table:${ulid()}`, number: '6' })],
    api: (_w, [open, six]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(open)}/move`,
      body: { tableId: idOf(six) },
    }),
    device: (w, [open, six]) =>
      editOnDevice(w, open!._id, (doc) => ({
        ...doc,
        tableId: idOf(six),
        updatedAt: AT,
        updatedBy: w.user.id,
      })),
  },
  {
    name: 'a waiter merges a check into the occupied table’s (the move that joins two sittings)',
    refused: false,
    role: 'waiter',
    given: (user) => {
      const five = table5(user.id);
      return [check(user.id, 'T1'), five, check(user.id, idOf(five))];
    },
    api: (_w, [open, , other]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(open)}/merge`,
      body: { intoCheckId: idOf(other) },
    }),
    device: (w, [open, , other]) =>
      editOnDevice(w, open!._id, (doc) => ({
        ...doc,
        status: 'merged',
        mergedInto: idOf(other),
        updatedAt: AT,
        updatedBy: w.user.id,
      })),
  },
  {
    name: 'a manager closes a check without a reason',
    refused: true,
    reason: /^Indica el motivo$/,
    role: 'manager',
    given: (user) => [check(user.id, 'T1')],
    ...finish('close', undefined),
  },
  {
    name: 'a manager closes a check without payment, saying why',
    refused: false,
    role: 'manager',
    given: (user) => [check(user.id, 'T1')],
    ...finish('close', 'Invitación de la casa'),
  },
  {
    name: 'a waiter closes a check',
    refused: true,
    reason: /^Solo gerencia/,
    role: 'waiter',
    given: (user) => [check(user.id, 'T1')],
    ...finish('close', 'Se han ido'),
  },
  {
    name: 'a waiter voids a check',
    refused: true,
    reason: /^Solo gerencia/,
    role: 'waiter',
    given: (user) => [check(user.id, 'T1')],
    ...finish('void', 'Mesa abierta por error'),
  },
  {
    name: 'a waiter transfers a line that is on another check',
    refused: true,
    reason: /ya no está en la cuenta de origen$/,
    role: 'waiter',
    given: (user) => {
      const from = check(user.id, 'T1');
      const to = check(user.id, 'T2');
      return [from, to, round(user.id, from), round(user.id, to)];
    },
    api: (_w, [from, to, , stranger]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(from)}/transfers`,
      body: { toCheckId: idOf(to), lines: [{ orderId: idOf(stranger), lineId: itemsOf(stranger)[0]?.id }] },
    }),
    device: async (w, [from, to, , stranger]) => {
      await w.device.local.put({
        _id: `transfer:${ulid()}`,
        type: 'transfer',
        createdAt: AT,
        updatedAt: AT,
        updatedBy: w.user.id,
        fromCheckId: idOf(from),
        toCheckId: idOf(to),
        lines: [{ orderId: idOf(stranger), lineId: itemsOf(stranger)[0]?.id }],
        businessDate: '2026-11-22',
      });
    },
  },
  {
    name: 'a waiter transfers a line of the check to another table’s',
    refused: false,
    role: 'waiter',
    given: (user) => {
      const from = check(user.id, 'T1');
      return [from, check(user.id, 'T2'), round(user.id, from)];
    },
    api: (_w, [from, to, order]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(from)}/transfers`,
      body: { toCheckId: idOf(to), lines: [{ orderId: idOf(order), lineId: itemsOf(order)[0]?.id }] },
    }),
    device: async (w, [from, to, order]) => {
      await w.device.local.put({
        _id: `transfer:${ulid()}`,
        type: 'transfer',
        createdAt: AT,
        updatedAt: AT,
        updatedBy: w.user.id,
        fromCheckId: idOf(from),
        toCheckId: idOf(to),
        lines: [{ orderId: idOf(order), lineId: itemsOf(order)[0]?.id }],
        businessDate: '2026-11-22',
      });
    },
  },
  {
    name: 'a waiter marks a table in Limpieza as ready',
    refused: false,
    role: 'waiter',
    given: (user) => [tableDoc(user.id, { _id: `table:${ulid()}`, number: '8', status: 'cleaning' })],
    api: (_w, [table]) => ({ method: 'POST', path: `/api/tables/${idOf(table)}/ready` }),
    device: (w, [table]) =>
      editOnDevice(w, table!._id, (doc) => ({
        ...doc,
        status: 'available',
        updatedAt: AT,
        updatedBy: w.user.id,
      })),
  },
];

describe('the check’s moves at both doors', () => {
  const doors = bothDoors();
  afterEach(() => doors.cleanup());

  it.each(CASES.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => doors.run(rule));
});
