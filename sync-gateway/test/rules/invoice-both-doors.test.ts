import { afterEach, describe, expect, it } from 'vitest';
import {
  alreadyReplacedMessage,
  buildInvoice,
  checkInvoicedMessage,
  idPart,
  INVOICE_MESSAGES,
  roleRefusal,
  TAX_ID_CONTROL_MESSAGE,
  type Customer,
  type FiscalRecord,
  type Ticket,
} from '@restaurantpro/schema';
import { TODAY, type Doc, type User } from '../replication/helpers.ts';
import {
  bothDoors,
  check,
  idOf,
  round,
  type RuleCase,
  type Verdict,
  type World,
} from '../support/both-doors.ts';
import { Chain, rectifyingTicket, saleTicket, ZONE } from '../support/fiscal-docs.ts';
import { settingsDoc } from '../support/money-docs.ts';

/**
 * 'Factura completa' (DESIGN.md §11, docs/fiscal.md): a full invoice (F3) replacing a paid simplified
 * invoice, or issued instead of one (F1), gets the same verdict and Spanish reason when a device
 * replicates it through `/db` and when a till relays it through `PUT /api/tickets/:id`, and nothing of
 * a refused one is stored.
 */

const SETTINGS: Doc = settingsDoc('admin');
const CUSTOMER: Customer = {
  nif: '12345678Z',
  name: 'Aceros del Norte, S.A.',
  address: 'Gran Vía 1, Bilbao',
};

/**
 * The device's chain as the store holds it before the write: on one check, sale 1 (2 croquetas),
 * then what `more` adds (each chained after the last), all records of installation K7Q4.
 */
interface Stored {
  sale: Ticket;
  others: Ticket[];
  /** The device's chain, ready for the next record. */
  chain: Chain;
}

type Extra = (userId: string, checkId: string, sale: Ticket) => Ticket[];

function stored(userId: string, checkId: string, more: Extra = () => []): Stored {
  const chain = new Chain('K7Q4');
  const sale = chain.add(saleTicket(userId, checkId, 1, { businessDate: TODAY }));
  const others = more(userId, checkId, sale).map((ticket) => chain.add(ticket));
  return { sale, others, chain };
}

/** Invoice `number` of FT-K7Q4 replacing `replaced` for `customer`, issued 10 minutes after it. */
function invoice(userId: string, replaced: Ticket, number = 1, customer = CUSTOMER): Ticket {
  const issuedAt = new Date(Date.parse(replaced.issuedAt) + 600_000).toISOString();
  return buildInvoice(
    replaced,
    customer,
    { series: 'FT-K7Q4', number, issuedAt, businessDate: TODAY, by: userId, waiter: 'Ana' },
    ZONE,
  );
}

/**
 * Invoice 1 of `series` issued for `checkId` without a simplified one (F1): `quantity` croquetas at
 * 6,50 € + 10 % (420: 3.003,00 €, over the simplified invoice's limit), for `customer`.
 */
function direct(
  userId: string,
  checkId: string,
  customer?: Customer,
  { quantity = 420, series = 'FT-K7Q4' } = {},
): Ticket {
  const issuedAt = '2026-11-22T12:30:00.000Z';
  const sale = saleTicket(userId, checkId, 1, { series, quantity, issuedAt, businessDate: TODAY });
  return { ...sale, kind: 'invoice', ...(customer === undefined ? {} : { customer }) };
}

/** A check with a served round and the settings, then the stored tickets, then `also`'s documents. */
function given(more?: Extra, also: (user: User) => Doc[] = () => []) {
  return (user: User): Doc[] => {
    const open = check(user.id, 'T1');
    const { sale, others } = stored(user.id, idOf(open), more);
    return [open, round(user.id, open, 'served'), SETTINGS, sale, ...others, ...also(user)] as Doc[];
  };
}

/** A second check, paid and without a ticket (its payments are not what these rules read). */
function otherCheck(user: User): Doc[] {
  const open = check(user.id, 'T2', { status: 'closed' });
  return [open, round(user.id, open, 'served')];
}

/** The id part of the `n`th check the store was given. */
const checkIdOf = (docs: Doc[], n: number) => idOf(docs.filter((doc) => doc._id.startsWith('check:'))[n]);

/** Both doors' write of the ticket `make` builds from what the store holds, chained after it. */
function relay(
  make: (userId: string, held: Stored, docs: Doc[]) => Ticket,
  more?: Extra,
  also?: (user: User) => Doc[],
): Pick<RuleCase, 'api' | 'device' | 'given'> {
  const build = (w: World, docs: Doc[]) => {
    const held = stored(w.user.id, idOf(docs[0]), more);
    return held.chain.add(make(w.user.id, held, docs));
  };
  return {
    given: given(more, also),
    api: (w, docs) => {
      const { _id, type: _t, createdAt: _c, updatedAt: _u, updatedBy: _b, ...body } = build(w, docs);
      return { method: 'PUT', path: `/api/tickets/${idPart(_id)}`, body };
    },
    device: async (w, docs) => {
      await w.device.local.put(build(w, docs));
    },
  };
}

const exact = (message: string) => new RegExp(`^${message.replace(/[.()]/g, '\\$&')}$`);

const CASES: RuleCase[] = [
  {
    name: 'an invoice replacing a paid simplified invoice (accepted at both doors)',
    refused: false,
    role: 'waiter',
    ...relay((userId, { sale }) => invoice(userId, sale)),
  },
  {
    name: 'a NIF whose control letter is wrong',
    refused: true,
    reason: exact(TAX_ID_CONTROL_MESSAGE),
    role: 'waiter',
    ...relay((userId, { sale }) => invoice(userId, sale, 1, { ...CUSTOMER, nif: '12345678A' })),
  },
  {
    name: 'a customer without a name',
    refused: true,
    reason: exact(INVOICE_MESSAGES.name),
    role: 'manager',
    ...relay((userId, { sale }) => invoice(userId, sale, 1, { ...CUSTOMER, name: '' })),
  },
  {
    name: 'replacing a rectifying ticket',
    refused: true,
    reason: exact(INVOICE_MESSAGES.notSimplified),
    role: 'waiter',
    ...relay(
      (userId, { sale, others }) => {
        const rectifying = others[0] as Ticket;
        const record = rectifying.fiscal as FiscalRecord;
        return {
          ...invoice(userId, sale),
          replaces: {
            ticketId: idPart(rectifying._id),
            series: rectifying.series,
            number: rectifying.number,
            issueDate: record.FechaExpedicionFactura,
          },
        };
      },
      (userId, _checkId, sale) => [rectifyingTicket(userId, sale, 'RT-K7Q4', 1, '14.30')],
    ),
  },
  {
    name: 'replacing a ticket another invoice already replaced',
    refused: true,
    reason: exact(alreadyReplacedMessage('T-K7Q4-000001', 'FT-K7Q4-000001')),
    role: 'waiter',
    ...relay(
      (userId, { sale }) => invoice(userId, sale, 2, { ...CUSTOMER, name: 'Otra Empresa, S.L.' }),
      (userId, _checkId, sale) => [invoice(userId, sale, 1)],
    ),
  },
  {
    name: 'an invoice whose amounts are not the replaced ticket’s',
    refused: true,
    reason: exact(INVOICE_MESSAGES.amounts),
    role: 'waiter',
    ...relay(
      (userId, { sale, others }) => ({
        ...invoice(userId, others[0] as Ticket),
        replaces: invoice(userId, sale).replaces,
      }),
      // Sale 2 of the same check: 3 croquetas (21,45 €) against sale 1's 2 (14,30 €).
      (userId, checkId) => [saleTicket(userId, checkId, 2, { quantity: 3, businessDate: TODAY })],
    ),
  },
  {
    name: 'a full invoice (F1) of a check over 3.000 € without a ticket (accepted at both doors)',
    refused: false,
    role: 'waiter',
    ...relay((userId, _held, docs) => direct(userId, checkIdOf(docs, 1), CUSTOMER), undefined, otherCheck),
  },
  {
    name: 'a full invoice (F1) without its customer',
    refused: true,
    reason: exact(INVOICE_MESSAGES.customer),
    role: 'waiter',
    ...relay((userId, _held, docs) => direct(userId, checkIdOf(docs, 1)), undefined, otherCheck),
  },
  {
    name: 'a full invoice (F1) of a check that already has its simplified invoice',
    refused: true,
    reason: exact(checkInvoicedMessage('T-K7Q4-000001')),
    role: 'waiter',
    ...relay((userId, { sale }) => direct(userId, sale.checkId, CUSTOMER, { quantity: 2 })),
  },
  {
    name: 'a second simplified invoice for a check invoiced with an F1',
    refused: true,
    reason: exact(checkInvoicedMessage('FT-API0-000001')),
    role: 'waiter',
    ...relay(
      (userId, _held, docs) => saleTicket(userId, checkIdOf(docs, 1), 2, { businessDate: TODAY }),
      undefined,
      (user) => {
        const docs = otherCheck(user);
        const f1 = direct(user.id, idOf(docs[0]), CUSTOMER, { series: 'FT-API0' });
        return [...docs, new Chain('API0').add(f1)];
      },
    ),
  },
  {
    // The kitchen writes no ticket at all: the role is refused before the invoice is read.
    name: 'an invoice issued by a cook',
    refused: true,
    reason: exact(roleRefusal('ticket')),
    role: 'cook',
    ...relay((userId, { sale }) => invoice(userId, sale)),
  },
];

/** After a refusal the store holds exactly the tickets it was given. */
async function nothingStored(w: World, docs: Doc[], verdict: Verdict): Promise<void> {
  if (verdict.ok) return;
  const { rows } = await w.db.allDocs({ startkey: 'ticket:', endkey: 'ticket:\ufff0' });
  expect(rows.map((row) => row.id)).toEqual(
    docs
      .filter((doc) => doc._id.startsWith('ticket:'))
      .map((doc) => doc._id)
      .sort(),
  );
}

describe('full invoice rules at both doors', () => {
  const doors = bothDoors();
  afterEach(async () => {
    await doors.cleanup();
  });

  it.each(CASES)('$name', async (rule) => {
    await doors.run({ ...rule, settled: nothingStored });
  });
});
