import { afterEach, describe, expect, it } from 'vitest';
import {
  altaHuella,
  FISCAL_MESSAGES,
  forkMessage,
  idPart,
  missingPreviousRecordMessage,
  previousOf,
  withFiscalRecord,
  type FiscalRecord,
  type Ticket,
} from '@restaurantpro/schema';
import { TODAY, type Doc, type User } from '../replication/helpers.ts';
import {
  bothDoors,
  check,
  editOnDevice,
  idOf,
  round,
  type RuleCase,
  type Verdict,
  type World,
} from '../support/both-doors.ts';
import { Chain, saleTicket, ZONE } from '../support/fiscal-docs.ts';
import { settingsDoc } from '../support/money-docs.ts';

/**
 * The billing record rules (DESIGN.md §11) give the same verdict and Spanish reason when a device
 * replicates a ticket through `/db` and when a till relays it through `PUT /api/tickets/:id`: a
 * record that does not verify is refused, and nothing of it is stored.
 */

const SETTINGS: Doc = settingsDoc('admin');

/** Sale ticket `number` of T-K7Q4, as the store's settings issue it (no record). */
const sale = (userId: string, checkId: string, number: number, quantity = 2): Ticket =>
  saleTicket(userId, checkId, number, { quantity, businessDate: TODAY });

/** A chain of `count` sale tickets on one check, each record linked to the one before. */
function chain(userId: string, checkId: string, count: number): Ticket[] {
  const device = new Chain('K7Q4');
  return Array.from({ length: count }, (_, index) => device.add(sale(userId, checkId, index + 1)));
}

/** The record changed by `fields` and hashed again, so only the named fault remains. */
function rehashed(ticket: Ticket, fields: Partial<FiscalRecord>): Ticket {
  const record = { ...(ticket.fiscal as FiscalRecord), ...fields };
  return { ...ticket, fiscal: { ...record, Huella: altaHuella(record) } };
}

/** A check with a served round and the settings, then the stored chain of `stored` tickets. */
function withStored(stored: number) {
  return (user: User): Doc[] => {
    const open = check(user.id, 'T1');
    const tickets = chain(user.id, idOf(open), stored) as unknown as Doc[];
    return [open, round(user.id, open, 'served'), SETTINGS, ...tickets];
  };
}

const checkIdOf = (given: Doc[]) => idOf(given[0]);

/** Both doors' write of the ticket `make` builds (a new one, or an edit of a stored one). */
function relay(make: (userId: string, checkId: string) => Ticket): Pick<RuleCase, 'api' | 'device'> {
  return {
    api: (w, given) => {
      const {
        _id,
        type: _t,
        createdAt: _c,
        updatedAt: _u,
        updatedBy: _b,
        ...body
      } = make(w.user.id, checkIdOf(given));
      return { method: 'PUT', path: `/api/tickets/${idPart(_id)}`, body };
    },
    device: async (w, given) => {
      const ticket = make(w.user.id, checkIdOf(given));
      const stored = given.some((doc) => doc._id === ticket._id);
      if (stored) await editOnDevice(w, ticket._id, (doc) => ({ ...doc, ...ticket, _rev: doc._rev }));
      else await w.device.local.put(ticket);
    },
  };
}

const second = (userId: string, checkId: string) => chain(userId, checkId, 2)[1] as Ticket;

const CASES: RuleCase[] = [
  {
    name: 'a ticket whose record links to the stored one before it (accepted at both doors)',
    refused: false,
    role: 'waiter',
    given: withStored(1),
    ...relay(second),
  },
  {
    name: 'the first record of a new chain (accepted at both doors)',
    refused: false,
    role: 'waiter',
    given: withStored(0),
    ...relay((userId, checkId) => chain(userId, checkId, 1)[0] as Ticket),
  },
  {
    name: 'a tampered huella',
    refused: true,
    reason: new RegExp(`^${FISCAL_MESSAGES.huella}$`),
    role: 'waiter',
    given: withStored(1),
    ...relay((u, c) => {
      const ticket = second(u, c);
      return { ...ticket, fiscal: { ...(ticket.fiscal as FiscalRecord), Huella: 'A'.repeat(64) } };
    }),
  },
  {
    name: 'a broken link: the previous huella is not the stored record’s',
    refused: true,
    reason: new RegExp(`^${FISCAL_MESSAGES.link}$`),
    role: 'waiter',
    given: withStored(1),
    ...relay((u, c) => {
      const ticket = second(u, c);
      const link = (ticket.fiscal as FiscalRecord).RegistroAnterior;
      return rehashed(ticket, { RegistroAnterior: link && { ...link, Huella: 'B'.repeat(64) } });
    }),
  },
  {
    name: 'a record whose predecessor was never stored',
    refused: true,
    reason: new RegExp(`^${missingPreviousRecordMessage('K7Q4', 2).replace(/[()]/g, '\\$&')}$`),
    role: 'waiter',
    given: withStored(0),
    ...relay((u, c) => {
      const ticket = second(u, c);
      return rehashed(
        { ...ticket, _id: 'ticket:T-K7Q4-000001', number: 1 },
        { NumSerieFactura: 'T-K7Q4-000001' },
      );
    }),
  },
  {
    name: 'a fork: a third ticket at the second record’s place',
    refused: true,
    reason: new RegExp(`^${forkMessage('K7Q4', 2)}$`),
    role: 'waiter',
    given: withStored(2),
    ...relay((u, c) => {
      const ticket = sale(u, c, 3);
      const first = chain(u, c, 1)[0]?.fiscal as FiscalRecord;
      return withFiscalRecord(ticket, { installation: 'K7Q4', seq: 1, last: previousOf(first) }, ZONE);
    }),
  },
  {
    name: 'a record whose amounts are not its ticket’s',
    refused: true,
    reason: new RegExp(`^${FISCAL_MESSAGES.amounts}$`),
    role: 'waiter',
    given: withStored(1),
    ...relay((u, c) => rehashed(second(u, c), { ImporteTotal: '1.43' })),
  },
  {
    name: 'an edit of a stored record',
    refused: true,
    reason: new RegExp(`^${FISCAL_MESSAGES.edited}$`),
    role: 'waiter',
    given: withStored(2),
    ...relay((u, c) => rehashed(second(u, c), { FechaHoraHusoGenRegistro: '2026-11-22T13:05:00+01:00' })),
  },
  {
    name: 'a simplified invoice over 3.000 €',
    refused: true,
    reason: new RegExp(`^${FISCAL_MESSAGES.overLimit.replace(/[.]/g, '\\.')}$`),
    role: 'waiter',
    given: withStored(1),
    ...relay((u, c) => {
      const first = chain(u, c, 1)[0]?.fiscal as FiscalRecord;
      // 420 croquetas: 2.730,00 + 273,00 = 3.003,00 €
      return withFiscalRecord(
        sale(u, c, 2, 420),
        { installation: 'K7Q4', seq: 1, last: previousOf(first) },
        ZONE,
      );
    }),
  },
];

/** After a refusal the store holds exactly the tickets it was given, each as it was given. */
async function nothingStored(w: World, given: Doc[], verdict: Verdict): Promise<void> {
  if (verdict.ok) return;
  const { rows } = await w.db.allDocs({ startkey: 'ticket:', endkey: 'ticket:\ufff0', include_docs: true });
  const stored = rows.map((row) => [row.id, (row.doc?.fiscal as FiscalRecord | undefined)?.Huella]);
  const expected = given
    .filter((doc) => doc._id.startsWith('ticket:'))
    .map((doc) => [doc._id, (doc.fiscal as FiscalRecord | undefined)?.Huella]);
  expect(stored).toEqual(expected);
}

describe('billing record rules at both doors', () => {
  const doors = bothDoors();
  afterEach(async () => {
    await doors.cleanup();
  });

  it.each(CASES)('$name', async (rule) => {
    await doors.run({ ...rule, settled: nothingStored });
  });
});
