import { afterEach, describe, expect, it } from 'vitest';
import PouchDB from 'pouchdb-node';
import { ulid } from 'ulidx';
import {
  altaHuella,
  fiscalRecordSchema,
  previousOf,
  type FiscalRecord,
  type Ticket,
} from '@restaurantpro/schema';
import { flakyRemote, type Link } from '../support/flaky-remote.ts';
import { replicationHarness, type Device, type User } from '../replication/helpers.ts';
import { checkDoc, idOf } from '../checks/fixtures.ts';
import { Chain, rectifyingTicket, saleTicket } from '../support/fiscal-docs.ts';
import { seeded } from '../support/seeded.ts';

const TICKETS = 90;
const SEED = 0x28_2026;

interface Till {
  code: string;
  user: User;
  local: Device;
  remote: Device;
  link: { state: Link };
  chain: Chain;
  sales: Ticket[];
  rectifying: number;
  made: string[];
}

/**
 * Billing records on three devices through the real gateway, with links that go down, answers that
 * never arrive and documents sent again: every device's chain reaches the store whole, verifying
 * from its first record, with no gap and no fork, every record stored once, and every record queued
 * once for the AEAT. Sales and rectifying tickets interleave in each chain, so a device's push
 * holds both series in the order it wrote them.
 */
describe('billing record chains on three offline devices', () => {
  const h = replicationHarness();
  const opened: Device[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await h.cleanup();
  });

  it(`${TICKETS} tickets, random outages and resends: each chain whole, each record stored once`, async () => {
    const random = seeded(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const { app, url, db } = await h.floor();
    const checks = Array.from({ length: 4 }, (_, index) => checkDoc('W0', { tableId: `T${index + 1}` }));
    await db.bulkDocs(checks);

    const tills: Till[] = [];
    for (const code of ['K7Q4', 'M3RX', 'Z9PA']) {
      const user = await h.account(app, url, 'waiter');
      const link = { state: 'up' as Link };
      const local = new PouchDB(`till-${ulid()}`, { adapter: 'memory' });
      const remote = flakyRemote(`${url}/db/floor`, user.cookie, link);
      opened.push(local, remote);
      tills.push({
        code,
        user,
        local,
        remote,
        link,
        chain: new Chain(code),
        sales: [],
        rectifying: 0,
        made: [],
      });
    }
    for (const till of tills) await till.local.replicate.from(till.remote);

    let issued = 0;
    const events = { cuts: 0, downs: 0, resent: 0, rectifying: 0 };
    while (issued < TICKETS) {
      const till = pick(tills);
      const roll = random();
      if (roll < 0.5) {
        const refundOne = till.sales.length > 0 && random() < 0.2;
        const ticket = refundOne
          ? rectifyingTicket(till.user.id, pick(till.sales), `RT-${till.code}`, ++till.rectifying, '1.00')
          : saleTicket(till.user.id, idOf(pick(checks)), till.sales.length + 1, {
              series: `T-${till.code}`,
              quantity: 1 + Math.floor(random() * 6),
            });
        const chained = till.chain.add(ticket);
        await till.local.put(chained);
        if (refundOne) events.rectifying++;
        else till.sales.push(chained);
        till.made.push(chained._id);
        issued++;
      } else if (roll < 0.65) {
        till.link.state = 'down';
        await expect(till.local.replicate.to(till.remote)).rejects.toBeDefined();
        events.downs++;
      } else if (roll < 0.8) {
        till.link.state = 'cut-after-bulk-docs';
        const outcome = await till.local.replicate.to(till.remote).then(
          () => 'completed' as const,
          () => 'cut' as const,
        );
        if (outcome === 'cut') events.cuts++;
        till.link.state = 'up';
        if (random() < 0.5 && till.made.length > 0) {
          // The same documents, same revisions, sent again as a device replays a push.
          const again = await Promise.all(
            till.made.slice(-4).map((id) => till.local.get(id, { revs: true })),
          );
          const answer = await till.remote.bulkDocs(again, { new_edits: false });
          // A replayed record the store holds is nothing new, never a fork of itself.
          expect(answer.filter((row) => 'error' in row && row.error !== undefined)).toEqual([]);
          events.resent += again.length;
        }
      } else {
        await till.local.replicate.to(till.remote);
        await till.local.replicate.from(till.remote);
      }
      till.link.state = 'up';
    }
    expect(events.cuts).toBeGreaterThan(0);
    expect(events.downs).toBeGreaterThan(0);
    expect(events.resent).toBeGreaterThan(0);
    expect(events.rectifying).toBeGreaterThan(0);

    for (const till of tills) await till.local.replicate.to(till.remote);
    for (const till of tills) await till.local.replicate.from(till.remote);
    await app.reactionsIdle();
    await app.fiscal.idle();

    const { rows } = await db.allDocs({
      startkey: 'ticket:',
      endkey: 'ticket:\ufff0',
      include_docs: true,
      conflicts: true,
    });
    const stored = rows.flatMap((row) => (row.doc ? [row.doc] : []));
    const made = tills.flatMap((till) => till.made);
    // Every ticket stored once: its first revision, no conflict.
    expect(stored.map((doc) => doc._id).sort()).toEqual([...made].sort());
    for (const doc of stored) {
      expect(doc._rev).toMatch(/^1-/);
      expect(doc._conflicts).toBeUndefined();
    }
    // Each installation's chain: positions 1..n with no gap or fork, each huella the hash of its
    // fields, each link the record before it, the first with none.
    const records = stored.map((doc) => fiscalRecordSchema.parse(doc.fiscal));
    for (const till of tills) {
      const chain = records.filter((r) => r.NumeroInstalacion === till.code).sort((a, b) => a.seq - b.seq);
      expect(chain.map((r) => r.seq)).toEqual(till.made.map((_, index) => index + 1));
      chain.forEach((record: FiscalRecord, index) => {
        expect(record.Huella).toBe(altaHuella(record));
        const before = chain[index - 1];
        expect(record.RegistroAnterior).toEqual(before === undefined ? undefined : previousOf(before));
      });
    }
    // Each record queued for the AEAT once.
    const { rows: queued } = await app.store
      .db('fiscal')
      .allDocs({ startkey: 'record:', endkey: 'record:\ufff0' });
    expect(queued.map((row) => row.id).sort()).toEqual(
      made.map((id) => `record:${id.slice('ticket:'.length)}`).sort(),
    );
    // And every device holds every ticket.
    for (const till of tills) {
      const held = await till.local.allDocs({ startkey: 'ticket:', endkey: 'ticket:\ufff0' });
      expect(held.rows).toHaveLength(TICKETS);
    }
  });
});
