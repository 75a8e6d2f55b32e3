import { afterEach, describe, it } from 'vitest';
import { ulid } from 'ulidx';
import { canTransition, orderStatusFromLines, orderTotals, type OrderItem } from '@restaurantpro/schema';
import { PASSWORD, productDoc, type Doc, type User } from '../replication/helpers.ts';
import {
  AT,
  bothDoors,
  check,
  editOnDevice,
  idOf,
  itemsOf,
  round,
  type RuleCase,
  type World,
} from '../support/both-doors.ts';

/**
 * The check's rules on rounds and voids give the same verdict and Spanish reason at `/api` and at
 * `/db` (a device replicating the same write): reasons, managers' confirmations, modifiers, closed
 * checks. Moves, closes, merges and transfers are in check-moves-both-doors.test.ts.
 */

/** The steak whose doneness must be chosen (18,00 €). */
const STEAK: Doc = productDoc('system', {
  _id: 'product:STEAK',
  name: 'Entrecot',
  price: '18.00',
  modifierGroups: [
    {
      id: 'punto',
      name: 'Punto de la carne',
      kind: 'single',
      required: true,
      options: [
        { id: 'poco', name: 'Poco hecho', priceDelta: '0.00' },
        { id: 'hecho', name: 'Hecho', priceDelta: '0.00' },
      ],
    },
  ],
});

/**
 * What a device writes to void line `index` of an order: the void, cancelled where it may be, totals,
 * and the status its lines give the round.
 */
function voided(w: World, order: Doc, index: number, stamp: object): Doc {
  const items = itemsOf(order).map((line, at) =>
    at === index
      ? {
          ...line,
          void: { ...stamp, by: w.user.id, at: AT },
          status: canTransition(line.status, 'cancelled') ? 'cancelled' : line.status,
        }
      : line,
  );
  return {
    ...order,
    items,
    status: orderStatusFromLines(items as OrderItem[]),
    ...orderTotals(items),
    updatedAt: AT,
    updatedBy: w.user.id,
  };
}

/** A manager's confirmation of voiding `lineId`, asked online from the waiter's session. */
async function confirmation(w: World, orderId: string, lineId: string): Promise<object> {
  const email = `gerente-${ulid().toLowerCase()}@restaurante.test`;
  await w.app.accounts.create({ email, password: PASSWORD, role: 'manager' });
  const res = await fetch(`${w.url}/api/approvals`, {
    method: 'POST',
    headers: { cookie: w.user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, orderId, lineId }),
  });
  if (res.status !== 200) throw new Error(`no confirmation: ${res.status} ${await res.text()}`);
  return (await res.json()) as object;
}

/** Both doors' void of the first line of the case's second given document (an order). */
function voidFirstLine(
  body: (w: World, order: Doc) => object | Promise<object>,
): Pick<RuleCase, 'api' | 'device'> {
  return {
    api: async (w, [, order]) => ({
      method: 'POST',
      path: `/api/orders/${idOf(order)}/lines/${itemsOf(order)[0]?.id ?? ''}/void`,
      body: await body(w, order!),
    }),
    device: async (w, [, order]) => {
      const stamp = await body(w, order!);
      await editOnDevice(w, order!._id, (held) => voided(w, held, 0, stamp));
    },
  };
}

const withRound = (status: string) => (user: User) => {
  const open = check(user.id, 'T1');
  return [open, round(user.id, open, status)];
};

const CASES: RuleCase[] = [
  {
    name: 'a waiter voids a line without a reason',
    refused: true,
    reason: /^items\.0\.void\.reason: /,
    role: 'waiter',
    given: withRound('pending'),
    ...voidFirstLine(() => ({})),
  },
  {
    name: "a waiter voids a line for 'other' without saying what",
    refused: true,
    reason: /^Indica el motivo de la anulación$/,
    role: 'waiter',
    given: withRound('pending'),
    ...voidFirstLine(() => ({ reason: 'other' })),
  },
  {
    name: 'a waiter voids a line the kitchen has not started',
    refused: false,
    role: 'waiter',
    given: withRound('pending'),
    ...voidFirstLine(() => ({ reason: 'customer_changed' })),
  },
  {
    name: 'a waiter voids a line the kitchen started, without a manager',
    refused: true,
    reason: /^Esta línea ya está en cocina: solo gerencia puede anularla$/,
    role: 'waiter',
    given: withRound('preparing'),
    ...voidFirstLine(() => ({ reason: 'kitchen_delay' })),
  },
  {
    name: 'a waiter voids a started line with a forged confirmation',
    refused: true,
    reason: /^La confirmación de gerencia no es válida o ha caducado$/,
    role: 'waiter',
    given: withRound('preparing'),
    ...voidFirstLine(() => ({ reason: 'kitchen_delay', approvedBy: 'gerente', approval: 'e30.firma-falsa' })),
  },
  {
    name: 'a waiter voids a started line with a confirmation of another line',
    refused: true,
    reason: /^La confirmación de gerencia no es válida o ha caducado$/,
    role: 'waiter',
    given: withRound('preparing'),
    ...voidFirstLine(async (w, order) => ({
      reason: 'kitchen_delay',
      ...(await confirmation(w, idOf(order), 'OTRA-LINEA')),
    })),
  },
  {
    name: 'a waiter voids a started line with a manager’s confirmation',
    refused: false,
    role: 'waiter',
    given: withRound('preparing'),
    ...voidFirstLine(async (w, order) => ({
      reason: 'kitchen_delay',
      ...(await confirmation(w, idOf(order), itemsOf(order)[0]?.id ?? '')),
    })),
  },
  {
    name: 'a waiter adds a steak without choosing its doneness',
    refused: true,
    reason: /^Falta elegir: Punto de la carne$/,
    role: 'waiter',
    given: (user) => [STEAK, check(user.id, 'T1')],
    api: (_w, [, open]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(open)}/rounds`,
      body: { items: [{ productId: 'STEAK', quantity: 1 }] },
    }),
    device: async (w, [, open]) => {
      const order = round(w.user.id, open!);
      const items = itemsOf(order).map((line) => ({
        ...line,
        productId: 'STEAK',
        productName: 'Entrecot',
        quantity: 1,
        unitPrice: '18.00',
        subtotal: '18.00',
      }));
      await w.device.local.put({ ...order, items, ...orderTotals(items) });
    },
  },
  {
    name: 'a waiter sends a round for a closed check',
    refused: true,
    reason: /^La cuenta de esta mesa ya está cerrada$/,
    role: 'waiter',
    given: (user) => [
      check(user.id, 'T1', {
        status: 'closed',
        closedAt: AT,
        closedBy: 'gerente',
        closeReason: 'Invitación',
      }),
    ],
    api: (_w, [closed]) => ({
      method: 'POST',
      path: `/api/checks/${idOf(closed)}/rounds`,
      body: { items: [{ productId: 'P1', quantity: 2 }] },
    }),
    device: async (w, [closed]) => {
      await w.device.local.put(round(w.user.id, closed!));
    },
  },
];

describe('rounds and voids at both doors', () => {
  const doors = bothDoors();
  afterEach(() => doors.cleanup());

  it.each(CASES.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => doors.run(rule));
});
