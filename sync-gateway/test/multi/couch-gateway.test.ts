import { dailyStockId } from '@restaurantpro/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCouchStore } from '../../src/store/couch-store.ts';
import { DATABASE_NAMES, type Store } from '../../src/store/types.ts';
import { uniquePrefix } from '../store/store.contract.ts';
import { startPouchDbServer, type PouchDbServerPeer } from '../support/pouchdb-server-peer.ts';
import { dailyStockDoc, orderOf } from '../replication/fixtures.ts';
import { replicationHarness, TODAY, waitForDoc, waitForStoreDoc } from '../replication/helpers.ts';

/**
 * Whole gateways on the production store, couch-store, with pouchdb-server standing in for CouchDB
 * (behind the selector-changes bridge: each device's replication reads the floor feed through its
 * Mango selector, which pouchdb-server alone cannot answer). What the embedded-store tests show of
 * replication and reactions must hold over HTTP too: a device's order reaches the other devices, and
 * the reactions project it into the day's stock row.
 */
let peer: PouchDbServerPeer;
beforeAll(async () => {
  peer = await startPouchDbServer({ bridge: true });
});
afterAll(async () => {
  await peer.stop();
});

describe('gateways on couch-store (pouchdb-server behind the selector bridge)', () => {
  const h = replicationHarness();
  const stores: Store[] = [];

  afterEach(async () => {
    await h.cleanup();
    for (const store of stores.splice(0)) {
      await store.close();
      for (const name of DATABASE_NAMES)
        await fetch(`${peer.serverUrl}/${store.db(name).name}`, { method: 'DELETE' }).then((res) =>
          res.body?.cancel(),
        );
    }
  });

  /** A provisioned couch-store of its own on the shared peer, with the day's stock row of P1. */
  async function couchStore(): Promise<Store> {
    const store = createCouchStore({ url: peer.url, prefix: uniquePrefix() });
    stores.push(store);
    await store.provision();
    await store.db('floor').put(dailyStockDoc('P1', 30));
    return store;
  }

  it('starts, carries an order from one device to another and projects it into the stock row', async () => {
    const store = await couchStore();
    const { app, url } = await h.gateway(store);
    const waiter = await h.account(app, url, 'waiter');
    const cook = await h.account(app, url, 'cook');
    const pos = h.device(url, waiter);
    const kitchen = h.device(url, cook);
    h.sync(pos.local, pos.remote);
    h.sync(kitchen.local, kitchen.remote);

    const order = orderOf(waiter.id, [['P1', 2]]);
    await pos.local.put(order);
    const received = await waitForDoc(kitchen.local, order._id);
    expect(received).toMatchObject({ type: 'order', status: 'pending', waiterId: waiter.id });

    const stockId = dailyStockId(TODAY, 'P1');
    const row = await waitForStoreDoc(store.db('floor'), stockId, (doc) => doc.soldQuantity === 2);
    expect(row).toMatchObject({ type: 'daily_stock', currentStock: 28 });
    // The projection replicates back to the floor like any document the devices may read.
    await waitForDoc(pos.local, stockId, (doc) => doc.soldQuantity === 2);
  });

  it('two gateways on one peer: written through one, received and projected through the other', async () => {
    const store = await couchStore();
    // A second couch-store on the same databases, as a second gateway process would open them.
    const sameDatabases = createCouchStore({
      url: peer.url,
      prefix: store.db('floor').name.replace(/floor$/, ''),
    });
    stores.push(sameDatabases);
    const a = await h.gateway(store);
    const b = await h.gateway(sameDatabases);
    const waiter = await h.account(a.app, a.url, 'waiter');
    const cook = await h.account(a.app, a.url, 'cook');
    const throughA = h.device(a.url, waiter);
    const kitchenOnB = h.device(b.url, cook);
    h.sync(throughA.local, throughA.remote);
    h.sync(kitchenOnB.local, kitchenOnB.remote);

    const order = orderOf(waiter.id, [['P1', 3]]);
    await throughA.local.put(order);
    await waitForDoc(kitchenOnB.local, order._id);
    const stockId = dailyStockId(TODAY, 'P1');
    await waitForDoc(kitchenOnB.local, stockId, (doc) => doc.soldQuantity === 3 && doc.currentStock === 27);
  });

  it('never lists a document the device may not read through a deleted leaf of it', async () => {
    // CouchDB judges a `style=all_docs` selector leaf by leaf: a document once in conflict keeps the
    // deleted leaf the merge left, which matches the floor filter's `{_deleted: true}` clause whatever
    // its winner is. An old served order (not today's, not open) must stay out of a waiter's feed.
    const store = await couchStore();
    const { app, url } = await h.gateway(store);
    const waiter = await h.account(app, url, 'waiter');
    const floor = store.db('floor');
    const since = (await floor.info()).update_seq;
    const old = {
      ...orderOf(waiter.id, [['P1', 1]]),
      businessDate: '2020-01-10',
      status: 'served',
      updatedAt: '2020-01-10T21:00:00.000Z',
    };
    await floor.bulkDocs(
      [
        { ...old, _rev: '1-aaaa', _revisions: { start: 1, ids: ['aaaa'] } },
        { ...old, _rev: '1-bbbb', _revisions: { start: 1, ids: ['bbbb'] } },
      ],
      { newEdits: false },
    );
    const winner = await floor.get(old._id);
    const loser = winner._rev === '1-bbbb' ? '1-aaaa' : '1-bbbb';
    await floor.put({ _id: old._id, _rev: loser, _deleted: true });

    const res = await fetch(
      `${url}/db/floor/_changes?style=all_docs&since=${encodeURIComponent(String(since))}`,
      {
        headers: { cookie: waiter.cookie },
      },
    );
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Array<{ id: string }> };
    expect(results.map((row) => row.id)).not.toContain(old._id);
  });
});
