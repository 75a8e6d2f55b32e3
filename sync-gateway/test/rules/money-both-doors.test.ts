import { afterEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulidx';
import { TODAY, type Doc, type User } from '../replication/helpers.ts';
import {
  AT,
  bothDoors,
  check,
  idOf,
  itemsOf,
  round,
  type RuleCase,
  type Verdict,
  type World,
} from '../support/both-doors.ts';
import { settingsDoc } from '../support/money-docs.ts';

/**
 * The money rules give the same verdict and Spanish reason at `/api` and at `/db` (a device
 * replicating the same document), for every refusal of the bad input: a payment on a closed
 * day, a refund by a waiter, a negative or non-cent amount, a split that does not add up, a discount
 * above the line's value. Each refused case also leaves the store without the document.
 */

const stamp = (userId: string) => ({ createdAt: AT, updatedAt: AT, updatedBy: userId });

const SETTINGS: Doc = settingsDoc('admin');

/** A payment document as a device takes it; the API gets the same figures as its body. */
interface PaymentBody {
  id: string;
  amount: string;
  tip: string;
  parts: Array<{ method: 'cash' | 'card'; amount: string; tendered?: string }>;
  split?: object;
}

function paymentDoc(user: User, checkId: string, body: PaymentBody): Doc {
  const { id, ...fields } = body;
  return {
    _id: `payment:${id}`,
    type: 'payment',
    ...stamp(user.id),
    checkId,
    businessDate: TODAY,
    change: '0.00',
    takenBy: user.id,
    ...fields,
  };
}

/** Both doors' payment of `body` on the case's first given document (a check). */
function pay(body: () => PaymentBody): Pick<RuleCase, 'api' | 'device'> {
  return {
    api: (_w, [open]) => ({ method: 'POST', path: `/api/checks/${idOf(open)}/payments`, body: body() }),
    device: async (w, [open]) => {
      await w.device.local.put(paymentDoc(w.user, idOf(open), body()));
    },
  };
}

/** A served check of two croquetas (13,00 € + 10 % = 14,30 €). */
const served = (user: User) => {
  const open = check(user.id, 'T1');
  return [open, round(user.id, open, 'served')];
};

/** A paid check's sale ticket (14,30 €), as a device issues it, with the settings it needs. */
function ticketed(user: User): Doc[] {
  const [open, order] = served(user);
  const ticket: Doc = {
    _id: 'ticket:T-K7Q4-000001',
    type: 'ticket',
    ...stamp(user.id),
    kind: 'simplified',
    series: 'T-K7Q4',
    number: 1,
    checkId: idOf(open),
    businessDate: TODAY,
    issuedAt: AT,
    issuer: { name: 'Casa Pepe', nif: String(SETTINGS.nif), address: String(SETTINGS.address) },
    waiter: 'Ana',
    lines: [{ name: 'Croquetas', quantity: 2, unitPrice: '6.50', ivaRate: 10, amount: '13.00' }],
    adjustments: [],
    taxes: [{ rate: 10, base: '13.00', amount: '1.30' }],
    total: '14.30',
    payments: [{ method: 'card', amount: '14.30' }],
    change: '0.00',
    tip: '0.00',
  };
  return [open!, order!, SETTINGS, ticket];
}

function refund(): Pick<RuleCase, 'api' | 'device'> {
  const body = { amount: '5.00', method: 'cash', reason: 'Plato frío' };
  return {
    api: (_w, [, , , ticket]) => ({ method: 'POST', path: `/api/tickets/${idOf(ticket)}/refunds`, body }),
    device: async (w, [open, , , ticket]) => {
      await w.device.local.put({
        _id: `refund:${ulid()}`,
        type: 'refund',
        ...stamp(w.user.id),
        ticketId: idOf(ticket),
        checkId: idOf(open),
        businessDate: TODAY,
        by: w.user.id,
        ...body,
      });
    },
  };
}

const card = (amount: string): PaymentBody => ({
  id: ulid(),
  amount,
  tip: '0.00',
  parts: [{ method: 'card', amount }],
});

const CASES: RuleCase[] = [
  {
    name: 'a waiter takes a card payment (accepted at both doors)',
    refused: false,
    role: 'waiter',
    given: served,
    ...pay(() => card('14.30')),
  },
  {
    name: 'a waiter takes a payment on a closed day',
    refused: true,
    reason: /^El día 22\/11\/2026 ya está cerrado$/,
    role: 'waiter',
    given: (user) => [
      ...served(user),
      {
        _id: `day_close:${TODAY}`,
        type: 'day_close',
        ...stamp('gerente'),
        businessDate: TODAY,
        counted: [],
        countedCash: '0.00',
        expectedCash: '0.00',
        difference: '0.00',
        closedBy: 'gerente',
        closedAt: AT,
      },
    ],
    ...pay(() => card('14.30')),
  },
  {
    name: 'a payment of a negative amount',
    refused: true,
    reason: /^amount: /,
    role: 'waiter',
    given: served,
    ...pay(() => card('-5.00')),
  },
  {
    name: 'a payment of a fraction of a cent',
    refused: true,
    reason: /^amount: /,
    role: 'waiter',
    given: served,
    ...pay(() => card('12.345')),
  },
  {
    name: 'a split whose parts do not add up to what is divided',
    refused: true,
    role: 'waiter',
    given: served,
    ...pay(() => ({
      ...card('7.15'),
      split: { kind: 'equal', of: '14.30', parts: ['7.15', '7.10'], index: 0 },
    })),
  },
  {
    name: 'a manager refunds part of a ticket (accepted at both doors)',
    refused: false,
    role: 'manager',
    given: ticketed,
    ...refund(),
  },
  {
    name: 'a waiter refunds without a manager',
    refused: true,
    reason: /^Solo un gerente puede hacer devoluciones$/,
    role: 'waiter',
    given: ticketed,
    ...refund(),
  },
  {
    name: 'a manager discounts a line by more than it is worth',
    refused: true,
    reason: /^El descuento no puede superar el importe de la línea \(13,00 €\)$/,
    role: 'manager',
    given: served,
    api: (_w, [open, order]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(open)}/adjustments`,
      body: {
        kind: 'discount',
        line: { orderId: idOf(order), lineId: itemsOf(order)[0]?.id ?? '' },
        amount: '20.00',
        reason: 'Cliente habitual',
      },
    }),
    device: async (w, [open, order]) => {
      await w.device.local.put({
        _id: `adjustment:${ulid()}`,
        type: 'adjustment',
        ...stamp(w.user.id),
        checkId: idOf(open),
        businessDate: TODAY,
        kind: 'discount',
        line: { orderId: idOf(order), lineId: itemsOf(order)[0]?.id ?? '' },
        amount: '20.00',
        reason: 'Cliente habitual',
        by: w.user.id,
      });
    },
  },
];

/** Money documents a door may write: after a refusal the store holds only those it was given. */
const MONEY_TYPES = new Set(['payment', 'adjustment', 'refund', 'ticket', 'cash_movement', 'day_close']);

async function nothingHalfWritten(w: World, given: Doc[], verdict: Verdict): Promise<void> {
  if (verdict.ok) return;
  await w.app.reactionsIdle();
  const { rows } = await w.db.allDocs({});
  const money = rows.map((row) => row.id).filter((id) => MONEY_TYPES.has(id.slice(0, id.indexOf(':'))));
  const givenMoney = given
    .map((doc) => doc._id)
    .filter((id) => MONEY_TYPES.has(id.slice(0, id.indexOf(':'))));
  expect(money.sort()).toEqual(givenMoney.sort());
}

describe('money rules at both doors', () => {
  const doors = bothDoors();
  afterEach(async () => {
    await doors.cleanup();
  });

  it.each(CASES)('$name', async (rule) => {
    await doors.run({ ...rule, settled: nothingHalfWritten });
  });
});
