import { afterEach, describe, expect, it } from 'vitest';
import { checkView, isLiveCheck, type Check, type Order, type Transfer } from '@restaurantpro/schema';
import {
  replicationHarness,
  tableDoc,
  waitForDoc,
  waitForDocs,
  waitForStoreDoc,
  type Device,
  type Doc,
} from '../replication/helpers.ts';
import type { StoreDb } from '../../src/store/types.ts';
import { checkDoc, idOf, roundDoc, withLines } from './fixtures.ts';

/** The checks, rounds and transfers a replica holds (a device's PouchDB or the store itself). */
async function sourcesOf(db: Device | StoreDb) {
  const { rows } = await (db as Device).allDocs({ include_docs: true });
  const docs = rows.flatMap((row) => (row.doc ? [row.doc as unknown as Doc] : []));
  return {
    checks: docs.filter((doc) => doc.type === 'check') as unknown as Check[],
    orders: docs.filter((doc) => doc.type === 'order') as unknown as Order[],
    transfers: docs.filter((doc) => doc.type === 'transfer') as unknown as Transfer[],
  };
}

/**
 * Decision 3: two devices apart open a check for the same table, each sends a round; once they
 * reconnect, the gateway merges the later check into the earlier one and every replica shows one
 * live check holding every round, with the same total.
 */
describe('two devices open the same table while offline', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('leaves one live check with all rounds on every replica', async () => {
    const { app, url, db, waiter, pos } = await h.floor();
    const otherWaiter = await h.account(app, url, 'waiter');
    const other = h.device(url, otherWaiter);
    const table = tableDoc('system', { number: '3' });
    await db.put(table);
    await pos.local.replicate.from(pos.remote);
    await other.local.replicate.from(other.remote);
    const tableId = idOf(table);

    // Apart (no replication running): each device opens table 3 and sends a round.
    const first = checkDoc(waiter.id, { tableId, guests: 2, createdAt: '2026-11-22T12:01:00.000Z' });
    const second = checkDoc(otherWaiter.id, { tableId, guests: 3, createdAt: '2026-11-22T12:02:00.000Z' });
    const roundA = roundDoc(waiter.id, first);
    const roundB = withLines(roundDoc(otherWaiter.id, second), [
      { quantity: 1 },
      { productId: 'P2', quantity: 3 },
    ]);
    await pos.local.bulkDocs([first, roundA]);
    await other.local.bulkDocs([second, roundB]);

    h.sync(pos.local, pos.remote);
    h.sync(other.local, other.remote);
    await waitForStoreDoc(db, second._id, (doc) => doc.status === 'merged');
    // The merge needs only the two checks: a round pushed in a later batch may still be on its way.
    for (const round of [roundA, roundB]) await waitForStoreDoc(db, round._id, () => true);
    await app.reactionsIdle();
    const replicas: Array<Device | StoreDb> = [db];
    for (const device of [pos.local, other.local]) {
      await waitForDoc(device, second._id, (doc) => doc.status === 'merged');
      await waitForDocs(device, [first._id, roundA._id, roundB._id]);
      replicas.push(device);
    }

    const views = [];
    for (const replica of replicas) {
      const sources = await sourcesOf(replica);
      const live = sources.checks.filter((check) => check.tableId === tableId && isLiveCheck(check));
      expect(live.map((check) => check._id)).toEqual([first._id]);
      views.push(checkView(idOf(first), sources));
    }
    for (const view of views) {
      expect(view.rounds.map((round) => round._id).sort()).toEqual([roundA._id, roundB._id].sort());
      expect(view.lines).toHaveLength(3);
      expect(view.guests).toBe(5);
      // 2 + 1 + 3 portions at 6,50 €: 39,00 € + 10 % IVA.
      expect(view.totals).toEqual({ subtotal: '39.00', tax: '3.90', total: '42.90' });
    }
    expect((await db.get(second._id)).mergedInto).toBe(idOf(first));
    // The table shows the one sitting.
    expect((await db.get(table._id)).status).toBe('occupied');
  });
});
