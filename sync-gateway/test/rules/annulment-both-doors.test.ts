import { afterEach, describe, expect, it } from 'vitest';
import {
  ANNULMENT_MESSAGES,
  anulacionHuella,
  buildInvoice,
  closedDayMessage,
  FISCAL_MESSAGES,
  forkMessage,
  idPart,
  roleRefusal,
  type Annulment,
  type FiscalAnulacion,
  type Ticket,
} from '@restaurantpro/schema';
import { NOON, TODAY, type Doc, type User } from '../replication/helpers.ts';
import {
  bothDoors,
  check,
  idOf,
  round,
  type RuleCase,
  type Verdict,
  type World,
} from '../support/both-doors.ts';
import {
  ANNULMENT_REASON,
  Chain,
  morningSale as sale,
  rectifyingTicket,
  ZONE,
} from '../support/fiscal-docs.ts';
import { dayCloseDoc, refundDoc, settingsDoc } from '../support/money-docs.ts';

/**
 * 'Anular ticket' (registro de anulación, docs/fiscal.md): a manager's cancellation of a ticket
 * issued in error gets the same verdict and Spanish reason when a device replicates it through `/db`
 * and when it is asked of `/api` (`POST /api/tickets/{id}/annulment`, which writes it on the API's
 * own chain, or `PUT` relaying another till's), and nothing of a refused one is stored.
 */

const SETTINGS: Doc = settingsDoc('admin');

/** What the store holds of the till's chain (K7Q4) before the write: sale 1, then `more`. */
interface Held {
  sale: Ticket;
  others: Ticket[];
  /** The till's chain, ready for its next record. */
  chain: Chain;
}

type Extra = (userId: string, checkId: string, sale: Ticket) => Ticket[];

function held(userId: string, checkId: string, more: Extra = () => []): Held {
  const chain = new Chain('K7Q4');
  const first = chain.add(sale(userId, checkId, 1));
  const others = more(userId, checkId, first).map((ticket) => chain.add(ticket));
  return { sale: first, others, chain };
}

/** A check with a served round and the settings, then the held tickets, then `also`'s documents. */
function given(more?: Extra, also: (user: User, held: Held) => Doc[] = () => []) {
  return (user: User): Doc[] => {
    const open = check(user.id, 'T1');
    const tickets = held(user.id, idOf(open), more);
    return [
      open,
      round(user.id, open, 'served'),
      SETTINGS,
      tickets.sale,
      ...tickets.others,
      ...also(user, tickets),
    ];
  };
}

/** The same held tickets as the store's, built again on the device from the case's check. */
const heldOn = (w: World, docs: Doc[], more?: Extra) => held(w.user.id, idOf(docs[0]), more);

/**
 * Both doors cancel the ticket `pick` names: `/api` by `POST` with the reason (its own chain), the
 * device by writing the annulment as the next record of the till's chain and replicating it.
 */
function annul(
  pick: (held: Held) => Ticket,
  more?: Extra,
  also?: (user: User, held: Held) => Doc[],
): Pick<RuleCase, 'api' | 'device' | 'given'> {
  return {
    given: given(more, also),
    api: (w, docs) => ({
      method: 'POST',
      path: `/api/tickets/${idPart(pick(heldOn(w, docs, more))._id)}/annulment`,
      body: { reason: ANNULMENT_REASON },
    }),
    device: async (w, docs) => {
      const tickets = heldOn(w, docs, more);
      await w.device.local.put(tickets.chain.annul(pick(tickets), w.user.id, NOON));
    },
  };
}

/**
 * Both doors take the annulment `make` builds on the till's chain as it is: `/api` relays it
 * (`PUT`, as a till that keeps its own records does), the device replicates it.
 */
function relay(
  make: (userId: string, held: Held) => Annulment,
  more?: Extra,
): Pick<RuleCase, 'api' | 'device' | 'given'> {
  const build = (w: World, docs: Doc[]) => make(w.user.id, heldOn(w, docs, more));
  return {
    given: given(more),
    api: (w, docs) => {
      const { _id, type: _t, updatedAt: _u, updatedBy: _b, ...body } = build(w, docs);
      return { method: 'PUT', path: `/api/tickets/${idPart(_id)}/annulment`, body };
    },
    device: async (w, docs) => {
      await w.device.local.put(build(w, docs));
    },
  };
}

/** The annulment's record changed by `fields` and hashed again, so only the named fault remains. */
function rehashed(annulment: Annulment, fields: Partial<FiscalAnulacion>): Annulment {
  const record = { ...annulment.fiscal, ...fields };
  const Huella = anulacionHuella({ ...record, previousHuella: record.RegistroAnterior?.Huella ?? '' });
  return { ...annulment, fiscal: { ...record, Huella } };
}

/** Sale 2 of the same check, chained after sale 1. */
const secondSale: Extra = (userId, checkId) => [sale(userId, checkId, 2)];

const exact = (message: string) => new RegExp(`^${message.replace(/[.()]/g, '\\$&')}$`);

const CASES: RuleCase[] = [
  {
    name: 'a manager cancelling a ticket (accepted at both doors)',
    refused: false,
    role: 'manager',
    ...annul((tickets) => tickets.sale),
  },
  {
    name: 'another till’s annulment relayed with its record (accepted at both doors)',
    refused: false,
    role: 'manager',
    ...relay((userId, { sale: first, chain }) => chain.annul(first, userId, NOON)),
  },
  {
    name: 'a waiter cancelling a ticket',
    refused: true,
    reason: exact(roleRefusal('annulment')),
    role: 'waiter',
    ...annul((tickets) => tickets.sale),
  },
  {
    name: 'a cook cancelling a ticket',
    refused: true,
    reason: exact(roleRefusal('annulment')),
    role: 'cook',
    ...annul((tickets) => tickets.sale),
  },
  {
    name: 'a tampered huella',
    refused: true,
    reason: exact(ANNULMENT_MESSAGES.huella),
    role: 'manager',
    ...relay((userId, { sale: first, chain }) => {
      const annulment = chain.annul(first, userId, NOON);
      return { ...annulment, fiscal: { ...annulment.fiscal, Huella: 'A'.repeat(64) } };
    }),
  },
  {
    name: 'a record naming another invoice than the ticket cancelled',
    refused: true,
    reason: exact(ANNULMENT_MESSAGES.fields),
    role: 'manager',
    ...relay(
      (userId, { sale: first, chain }) =>
        rehashed(chain.annul(first, userId, NOON), { NumSerieFacturaAnulada: 'T-K7Q4-000002' }),
      secondSale,
    ),
  },
  {
    name: 'a ticket refunded before',
    refused: true,
    reason: exact(ANNULMENT_MESSAGES.refunded),
    role: 'manager',
    ...annul(
      (tickets) => tickets.sale,
      undefined,
      (user, tickets) => [refundDoc(user.id, tickets.sale, '5.00')],
    ),
  },
  {
    name: 'a ticket replaced by a full invoice (F3)',
    refused: true,
    reason: exact(ANNULMENT_MESSAGES.replaced),
    role: 'manager',
    ...annul(
      (tickets) => tickets.sale,
      (userId, _checkId, first) => [
        buildInvoice(
          first,
          { nif: '12345678Z', name: 'Aceros del Norte, S.A.', address: 'Gran Vía 1, Bilbao' },
          {
            series: 'FT-K7Q4',
            number: 1,
            issuedAt: `${TODAY}T10:00:00.000Z`,
            businessDate: TODAY,
            by: userId,
            waiter: 'Ana',
          },
          ZONE,
        ),
      ],
    ),
  },
  {
    name: 'a rectifying ticket',
    refused: true,
    reason: exact(ANNULMENT_MESSAGES.onlySimplified),
    role: 'manager',
    ...annul(
      (tickets) => tickets.others[0] as Ticket,
      (userId, _checkId, first) => [rectifyingTicket(userId, first, 'RT-K7Q4', 1, '14.30')],
    ),
  },
  {
    name: 'a second annulment of the ticket, written by another device',
    refused: true,
    reason: exact(ANNULMENT_MESSAGES.final),
    role: 'manager',
    given: given(undefined, (user, tickets) => [
      tickets.chain.annul(tickets.sale, user.id, NOON, 'Mesa equivocada'),
    ]),
    api: (w, docs) => ({
      method: 'POST',
      path: `/api/tickets/${idPart(heldOn(w, docs).sale._id)}/annulment`,
      body: { reason: ANNULMENT_REASON },
    }),
    device: async (w, docs) => {
      // Another installation's chain: its first record, for the ticket already cancelled.
      await w.device.local.put(new Chain('B7XW').annul(heldOn(w, docs).sale, w.user.id, NOON));
    },
  },
  {
    name: 'a broken link: the previous huella is not the stored record’s',
    refused: true,
    reason: exact(FISCAL_MESSAGES.link),
    role: 'manager',
    ...relay((userId, { sale: first, chain }) => {
      const annulment = chain.annul(first, userId, NOON);
      const link = annulment.fiscal.RegistroAnterior;
      return rehashed(annulment, { RegistroAnterior: link && { ...link, Huella: 'B'.repeat(64) } });
    }),
  },
  {
    name: 'a fork: the annulment at the place the till’s second ticket holds',
    refused: true,
    reason: exact(forkMessage('K7Q4', 2)),
    role: 'manager',
    ...relay((userId, { sale: first }) => {
      // The till's chain as it stood after sale 1: sale 2 has taken place 2 since.
      const before = new Chain('K7Q4');
      before.add(sale(userId, first.checkId, 1));
      return before.annul(first, userId, NOON);
    }, secondSale),
  },
  {
    name: 'a ticket whose day is closed',
    refused: true,
    reason: exact(closedDayMessage(TODAY)),
    role: 'manager',
    ...annul(
      (tickets) => tickets.sale,
      undefined,
      (user) => [dayCloseDoc(user.id, TODAY, '0.00')],
    ),
  },
];

/** A chain document as the store holds it: its id and its record's huella. */
const chainDocs = (docs: ReadonlyArray<Doc | undefined>) =>
  docs
    .flatMap((doc) => (doc === undefined ? [] : [doc]))
    .filter((doc) => doc._id.startsWith('ticket:') || doc._id.startsWith('annulment:'))
    .map((doc) => [doc._id, (doc.fiscal as { Huella?: string } | undefined)?.Huella])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));

/** After a refusal the store holds exactly the tickets and annulments it was given, as given. */
async function nothingStored(w: World, docs: Doc[], verdict: Verdict): Promise<void> {
  if (verdict.ok) return;
  const { rows } = await w.db.allDocs({ include_docs: true });
  expect(chainDocs(rows.map((row) => row.doc as Doc | undefined))).toEqual(chainDocs(docs));
}

describe('annulment rules at both doors', () => {
  const doors = bothDoors();
  afterEach(async () => {
    await doors.cleanup();
  });

  it.each(CASES)('$name', async (rule) => {
    await doors.run({ ...rule, settled: nothingStored });
  });
});
