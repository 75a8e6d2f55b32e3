/**
 * The money side's door cases (issue 16's bad input, edits of immutable documents, and accepted
 * twins): each a store (`given`) and a write made on the writer's device (`device`), with the rule's
 * verdict and Spanish reason. `/db` runs them in test/money/refusals.test.ts; the both-doors suite
 * adds each one's `/api` call. Scenes and documents are re-exported for those suites. Not imported
 * by product code.
 */
import {
  ADJUSTMENT_FINAL_MESSAGE,
  ADJUSTMENT_ROLE_MESSAGE,
  CASH_MOVEMENT_FINAL_MESSAGE,
  PAYMENT_FINAL_MESSAGE,
  REFUND_FINAL_MESSAGE,
  REFUND_ROLE_MESSAGE,
  TICKET_FINAL_MESSAGE,
  closedDayMessage,
  discountAboveMessage,
  previousTicketMessage,
  refundAboveMessage,
  splitSumMessage,
  ticketSeries,
} from '@restaurantpro/schema';
import type { Doc } from '../replication/helpers.ts';
import { idOf } from '../checks/fixtures.ts';
import { signApproval } from '../../src/auth/approvals.ts';
import { editOnDevice, type RuleCase, type World } from './both-doors.ts';
import { adjustmentDoc, cashMovementDoc, paymentDoc, refundDoc } from './money-docs.ts';
import {
  SERIES_CODE,
  YESTERDAY,
  closedYesterday,
  newDocId,
  servedCheck,
  splitPayments,
  ticketFor,
  type ServedCheck,
} from './money-scenes.ts';

export {
  AT,
  adjustmentDoc,
  cashMovementDoc,
  dayCloseDoc,
  paymentDoc,
  refundDoc,
  settingsDoc,
} from './money-docs.ts';
export * from './money-scenes.ts';

/** A write on the writer's device, judged when it replicates (`/api`'s twin is the both-doors suite's). */
export type MoneyCase = Omit<RuleCase, 'api'>;

const MANAGER_ID = 'M1';
/** A manager's confirmation of document `id`, signed by the world's gateway. */
function approved(w: World, id: string): { approvedBy: string; approval: string } {
  const subject = { managerId: MANAGER_ID, orderId: id, subject: id };
  return {
    approvedBy: MANAGER_ID,
    approval: signApproval(w.app.approvalSecret, subject, w.app.clock().getTime()),
  };
}

const put = (w: World, docs: readonly Doc[]) => w.device.local.bulkDocs([...docs]).then(() => undefined);

/** The scene of a case, made once per door from the writer (so documents carry their id). */
function scene(userId: string): ServedCheck {
  return servedCheck(userId);
}

/** Each refusal of the money side (issue 16's bad input and more), with an accepted twin where one helps. */
export function moneyCases(): MoneyCase[] {
  // Scenes are remade per door from the same seed ids: a case's `given` and `device` share one.
  const scenes = new Map<string, ServedCheck>();
  const sceneOf = (key: string, userId: string) => {
    const found = scenes.get(key) ?? scene(userId);
    scenes.set(key, found);
    return found;
  };
  const paid = (key: string, userId: string) => {
    const s = sceneOf(key, userId);
    const payments = splitPayments(s, userId, 2);
    return { s, payments, ticket: ticketFor(s, payments, userId) };
  };
  // (paidCheck makes the same for a one-off test; the cases keep one scene per case for both doors.)
  return [
    {
      name: 'a waiter’s payment of part of a served check is accepted',
      role: 'waiter',
      refused: false,
      given: (u) => sceneOf('pay', u.id).docs,
      device: (w) =>
        put(w, [paymentDoc(w.user.id, { checkId: sceneOf('pay', w.user.id).checkId, amount: '10.00' })]),
    },
    {
      name: 'a payment on a closed day is refused',
      role: 'waiter',
      refused: true,
      reason: new RegExp(closedDayMessage(YESTERDAY)),
      given: (u) => [...sceneOf('closed-day', u.id).docs, closedYesterday(MANAGER_ID)],
      device: (w) =>
        put(w, [
          paymentDoc(w.user.id, {
            checkId: sceneOf('closed-day', w.user.id).checkId,
            amount: '10.00',
            businessDate: YESTERDAY,
          }),
        ]),
    },
    ...[
      ['negative', '-5.00'],
      ['non-cent', '5.005'],
    ].map(([what, amount]): MoneyCase => ({
      name: `a payment of a ${what} amount is refused`,
      role: 'waiter',
      refused: true,
      reason: /Importe no válido/,
      given: (u) => sceneOf(`amount-${what}`, u.id).docs,
      device: (w) =>
        put(w, [
          paymentDoc(
            w.user.id,
            { checkId: sceneOf(`amount-${what}`, w.user.id).checkId, amount: '5.00' },
            { amount },
          ),
        ]),
    })),
    {
      name: 'a split whose parts do not add up is refused',
      role: 'waiter',
      refused: true,
      reason: new RegExp(escape(splitSumMessage(2000, 2156))),
      given: (u) => sceneOf('split', u.id).docs,
      device: (w) => {
        const s = sceneOf('split', w.user.id);
        const split = { kind: 'amounts', of: s.billWith().total, parts: ['10.00', '10.00'], index: 0 };
        return put(w, [paymentDoc(w.user.id, { checkId: s.checkId, amount: '10.00' }, { split })]);
      },
    },
    {
      name: 'a manager’s discount above the line’s value is refused',
      role: 'manager',
      refused: true,
      reason: new RegExp(escape(discountAboveMessage('line', 1300))),
      given: (u) => sceneOf('above', u.id).docs,
      device: (w) => {
        const s = sceneOf('above', w.user.id);
        const line = { orderId: idOf(s.round), lineId: s.lineIds[0] };
        return put(w, [adjustmentDoc(w.user.id, s.checkId, { line, percent: undefined, amount: '14.00' })]);
      },
    },
    {
      name: 'a manager’s discount of the line’s whole value is accepted',
      role: 'manager',
      refused: false,
      given: (u) => sceneOf('whole-line', u.id).docs,
      device: (w) => {
        const s = sceneOf('whole-line', w.user.id);
        const line = { orderId: idOf(s.round), lineId: s.lineIds[0] };
        return put(w, [adjustmentDoc(w.user.id, s.checkId, { line, percent: undefined, amount: '13.00' })]);
      },
    },
    {
      name: 'a waiter’s discount without a manager’s confirmation is refused',
      role: 'waiter',
      refused: true,
      reason: new RegExp(ADJUSTMENT_ROLE_MESSAGE),
      given: (u) => sceneOf('waiter-discount', u.id).docs,
      device: (w) => put(w, [adjustmentDoc(w.user.id, sceneOf('waiter-discount', w.user.id).checkId)]),
    },
    {
      name: 'a waiter’s discount with a manager’s confirmation of that discount is accepted',
      role: 'waiter',
      refused: false,
      given: (u) => sceneOf('approved-discount', u.id).docs,
      device: (w) => {
        const id = newDocId('adjustment');
        const s = sceneOf('approved-discount', w.user.id);
        return put(w, [adjustmentDoc(w.user.id, s.checkId, { _id: id, ...approved(w, id) })]);
      },
    },
    {
      name: 'a refund by a waiter is refused',
      role: 'waiter',
      refused: true,
      reason: new RegExp(REFUND_ROLE_MESSAGE),
      given: (u) => {
        const { s, payments, ticket } = paid('waiter-refund', u.id);
        return [...s.docs, ...payments, ticket];
      },
      device: (w) => put(w, [refundDoc(w.user.id, paid('waiter-refund', w.user.id).ticket, '2.00')]),
    },
    {
      name: 'a manager’s refund above what the ticket took is refused',
      role: 'manager',
      refused: true,
      reason: new RegExp(escape(refundAboveMessage(2156))),
      given: (u) => {
        const { s, payments, ticket } = paid('refund-above', u.id);
        return [...s.docs, ...payments, ticket];
      },
      device: (w) => put(w, [refundDoc(w.user.id, paid('refund-above', w.user.id).ticket, '30.00')]),
    },
    {
      name: 'a manager’s refund within the ticket is accepted',
      role: 'manager',
      refused: false,
      given: (u) => {
        const { s, payments, ticket } = paid('refund', u.id);
        return [...s.docs, ...payments, ticket];
      },
      device: (w) => put(w, [refundDoc(w.user.id, paid('refund', w.user.id).ticket, '2.00')]),
    },
    {
      name: 'a ticket whose previous number is missing is refused',
      role: 'waiter',
      refused: true,
      reason: new RegExp(escape(previousTicketMessage(ticketSeries('T', SERIES_CODE), 2))),
      given: (u) => {
        const { s, payments } = paid('gap', u.id);
        return [...s.docs, ...payments];
      },
      device: (w) => {
        const { s, payments } = paid('gap', w.user.id);
        return put(w, [ticketFor(s, payments, w.user.id, 2)]);
      },
    },
    {
      name: 'tickets 1 and 2 of a series pushed together are accepted, whatever order they were written in',
      role: 'waiter',
      refused: false,
      given: (u) => {
        const { s, payments } = paid('in-order', u.id);
        return [...s.docs, ...payments];
      },
      device: async (w) => {
        const { s, payments } = paid('in-order', w.user.id);
        await put(w, [ticketFor(s, payments, w.user.id, 2)]);
        await put(w, [ticketFor(s, payments, w.user.id, 1)]);
      },
    },
    ...(
      [
        ['payment', PAYMENT_FINAL_MESSAGE, 'waiter', (g: Doc[]) => g.find((d) => d.type === 'payment')],
        ['ticket', TICKET_FINAL_MESSAGE, 'waiter', (g: Doc[]) => g.find((d) => d.type === 'ticket')],
        ['refund', REFUND_FINAL_MESSAGE, 'manager', (g: Doc[]) => g.find((d) => d.type === 'refund')],
        [
          'adjustment',
          ADJUSTMENT_FINAL_MESSAGE,
          'manager',
          (g: Doc[]) => g.find((d) => d.type === 'adjustment'),
        ],
        [
          'cash_movement',
          CASH_MOVEMENT_FINAL_MESSAGE,
          'manager',
          (g: Doc[]) => g.find((d) => d.type === 'cash_movement'),
        ],
      ] as const
    ).map(([type, message, role, find]): MoneyCase => ({
      name: `an edit of a stored ${type} is refused`,
      role,
      refused: true,
      reason: new RegExp(escape(message)),
      given: (u) => {
        const { s, payments, ticket } = paid(`edit-${type}`, u.id);
        return [
          ...s.docs,
          ...payments,
          ticket,
          refundDoc(u.id, ticket, '1.00'),
          adjustmentDoc(u.id, s.checkId),
          cashMovementDoc(u.id, 'in', '20.00'),
        ];
      },
      device: (w, given) => {
        const doc = find(given) as Doc;
        // Any change is an edit: a later stamp, as a device saving it again would write.
        return editOnDevice(w, doc._id, (held) => ({
          ...held,
          updatedBy: w.user.id,
          updatedAt: '2026-11-22T13:00:00.000Z',
        }));
      },
    })),
  ];
}

/** A Spanish message as a pattern that matches it literally. */
function escape(message: string): string {
  return message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
