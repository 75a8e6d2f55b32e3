import { afterEach, describe, expect, it } from 'vitest';
import PouchDB from 'pouchdb-node';
import { ulid } from 'ulidx';
import { collectedSales, fromCents, type Payment } from '@restaurantpro/schema';
import { flakyRemote, type Link } from '../support/flaky-remote.ts';
import { replicationHarness, type Device, type Doc, type User } from '../replication/helpers.ts';
import { checkDoc, idOf, roundDoc, withStatus } from '../checks/fixtures.ts';
import { paymentDoc } from '../support/money-docs.ts';
import type { StoreDb } from '../../src/store/types.ts';
import { seeded } from '../support/seeded.ts';

const PAYMENTS = 100;
const DEVICES = 3;
const SEED = 0x16_2026;

interface Till {
  user: User;
  local: Device;
  remote: Device;
  link: { state: Link };
  made: string[];
}

async function paymentsOn(db: Device): Promise<Payment[]> {
  const { rows } = await db.allDocs<Payment>({
    startkey: 'payment:',
    endkey: 'payment:\ufff0',
    include_docs: true,
  });
  return rows.flatMap((row) => (row.doc ? [row.doc] : []));
}

async function storedPayments(db: StoreDb): Promise<Doc[]> {
  const { rows } = await db.allDocs({
    startkey: 'payment:',
    endkey: 'payment:\ufff0',
    include_docs: true,
    conflicts: true,
  });
  return rows.flatMap((row) => (row.doc ? [row.doc as Doc] : []));
}

/**
 * The replication test: payments taken offline on three devices, pushed through the real
 * gateway with connections that drop, answers that never arrive and documents sent again, reach
 * the server exactly once, and the collected money is the same on every replica and the server.
 */
describe('payments taken offline on three devices', () => {
  const h = replicationHarness();
  const opened: Device[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await h.cleanup();
  });

  it(`${PAYMENTS} payments, random reconnects and retries: each stored once, the same totals everywhere`, async () => {
    const random = seeded(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const { app, url, db } = await h.floor();
    // Five served tables, each with a check of 40 rounds (520 € + IVA): enough to take every payment.
    const checks = Array.from({ length: 5 }, (_, index) => checkDoc('W0', { tableId: `T${index + 1}` }));
    const rounds = checks.flatMap((check) =>
      Array.from({ length: 40 }, () => withStatus(roundDoc('W0', check), 'served')),
    );
    await db.bulkDocs([...checks, ...rounds]);

    const tills: Till[] = [];
    for (let i = 0; i < DEVICES; i++) {
      const user = await h.account(app, url, 'waiter');
      const link = { state: 'up' as Link };
      const local = new PouchDB(`till-${ulid()}`, { adapter: 'memory' });
      const remote = flakyRemote(`${url}/db/floor`, user.cookie, link);
      opened.push(local, remote);
      tills.push({ user, local, remote, link, made: [] });
    }
    // Every till starts with the floor as the gateway has it, then goes offline.
    for (const till of tills) await till.local.replicate.from(till.remote);

    const expected: number[] = [];
    let cuts = 0;
    let storedDespiteCut = 0;
    let resent = 0;
    let downs = 0;
    while (expected.length < PAYMENTS) {
      const till = pick(tills);
      const roll = random();
      if (roll < 0.55) {
        const amount = 1 + Math.floor(random() * 4999);
        const tip = random() < 0.3 ? Math.floor(random() * 300) : 0;
        const cash = random() < 0.5;
        const tendered = Math.ceil((amount + tip) / 500) * 500;
        const payment = paymentDoc(till.user.id, {
          checkId: idOf(pick(checks)),
          amount: fromCents(amount),
          tip: fromCents(tip),
          ...(cash ? { tendered: fromCents(tendered) } : {}),
        });
        await till.local.put(payment);
        till.made.push(payment._id);
        expected.push(amount);
      } else if (roll < 0.7) {
        // The network is down: the push fails before anything reaches the gateway.
        till.link.state = 'down';
        await expect(till.local.replicate.to(till.remote)).rejects.toBeDefined();
        downs++;
      } else if (roll < 0.85) {
        // The answer to the push is lost: the gateway stored the batch, the device does not know it.
        till.link.state = 'cut-after-bulk-docs';
        const pushed = till.local.replicate.to(till.remote);
        const outcome = await pushed.then(
          () => 'completed' as const,
          () => 'cut' as const,
        );
        if (outcome === 'cut') {
          cuts++;
          const last = till.made.at(-1);
          if (last !== undefined && (await db.allDocs({ keys: [last] })).rows[0]?.value?.rev !== undefined)
            storedDespiteCut++;
        }
        till.link.state = 'up';
        if (random() < 0.5 && till.made.length > 0) {
          // A retry by hand: the same documents, same revisions, sent again as a device replays them.
          const again = await Promise.all(
            till.made.slice(-5).map((id) => till.local.get(id, { revs: true })),
          );
          await till.remote.bulkDocs(again, { new_edits: false });
          resent += again.length;
        }
      } else {
        // Back online for a moment: push what it holds and pull what the others did.
        till.link.state = 'up';
        await till.local.replicate.to(till.remote);
        await till.local.replicate.from(till.remote);
      }
      till.link.state = 'up';
    }
    // The events the test is about did happen in this seeded run.
    expect(cuts).toBeGreaterThan(0);
    expect(storedDespiteCut).toBeGreaterThan(0);
    expect(resent).toBeGreaterThan(0);
    expect(downs).toBeGreaterThan(0);

    // Everyone back online: push everything, then pull everything.
    for (const till of tills) await till.local.replicate.to(till.remote);
    for (const till of tills) await till.local.replicate.from(till.remote);
    await app.reactionsIdle();
    for (const till of tills) await till.local.replicate.from(till.remote);

    const made = tills.flatMap((till) => till.made);
    expect(new Set(made).size).toBe(PAYMENTS);
    const stored = await storedPayments(db);
    // Exactly once: one document per payment made, each at its first and only revision, no conflicts.
    expect(stored.map((doc) => doc._id).sort()).toEqual([...made].sort());
    for (const doc of stored) {
      expect(doc._rev).toMatch(/^1-/);
      expect(doc._conflicts).toBeUndefined();
    }
    const total = fromCents(expected.reduce((sum, cents) => sum + cents, 0));
    expect(collectedSales(stored as unknown as Payment[], [])).toBe(total);
    for (const till of tills) {
      const held = await paymentsOn(till.local);
      expect(held).toHaveLength(PAYMENTS);
      expect(collectedSales(held, [])).toBe(total);
    }
  });
});
