import { afterEach, describe, expect, it } from 'vitest';
import { moved } from './fixtures.ts';
import {
  orderDoc,
  replicationHarness,
  waitForDoc,
  waitForDocs,
  waitForStoreDocs,
  type Doc,
} from './helpers.ts';

describe('a device that works offline for a while', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('lands every order it wrote once it syncs again, each once', async () => {
    const { store, waiter, pos: a, kitchen: b } = await h.floor();
    const syncA = h.sync(a.local, a.remote);
    h.sync(b.local, b.remote);

    // Online first, so both devices share a checkpoint and a document to diverge from.
    const before = orderDoc(waiter.id);
    await a.local.put(before);
    await waitForDoc(b.local, before._id);

    // The connection drops: the live sync is cancelled and the waiter keeps taking orders.
    const stopped = new Promise((resolve) => syncA.on('complete', resolve));
    syncA.cancel();
    await stopped;
    const offline: Doc[] = Array.from({ length: 40 }, (_, i) =>
      orderDoc(waiter.id, { tableId: `T${(i % 6) + 1}` }),
    );
    for (const order of offline) await a.local.put(order);
    // Some of them are edited again offline: one document with several revisions, not several documents.
    for (const order of offline.slice(0, 10)) {
      const current = await a.local.get(order._id);
      await a.local.put(
        moved({ ...order, _rev: current._rev }, 'cancelled', waiter.id, '2026-11-22T12:10:00.000Z'),
      );
    }
    const edited = await a.local.get(before._id);
    await a.local.put(
      moved({ ...before, _rev: edited._rev }, 'cancelled', waiter.id, '2026-11-22T12:10:00.000Z'),
    );
    // Nothing left the device meanwhile.
    expect(
      (await store.db('floor').allDocs({ keys: offline.map((o) => o._id) })).rows.every(
        (row) => row.error === 'not_found',
      ),
    ).toBe(true);

    h.sync(a.local, a.remote);
    const ids = offline.map((order) => order._id);
    await waitForStoreDocs(store.db('floor'), ids);
    await waitForDocs(b.local, ids);
    await Promise.all(
      offline
        .slice(0, 10)
        .map((order) => waitForDoc(b.local, order._id, (doc) => doc.status === 'cancelled')),
    );
    await waitForDoc(b.local, before._id, (doc) => doc.status === 'cancelled');

    const orderIds = async (db: PouchDB.Database) =>
      (await db.allDocs({ startkey: 'order:', endkey: 'order:\uffff' })).rows.map((row) => row.id).sort();
    const expected = [before._id, ...ids].sort();
    expect(await orderIds(b.local)).toEqual(expected);
    const inStore = await store
      .db('floor')
      .allDocs({ startkey: 'order:', endkey: 'order:\uffff', include_docs: true, conflicts: true });
    expect(inStore.rows.map((row) => row.id).sort()).toEqual(expected);
    // The offline edits arrive as further revisions of the same documents: no conflict, no copy.
    for (const row of inStore.rows) expect(row.doc?._conflicts ?? []).toEqual([]);
    const cancelled = inStore.rows.filter((row) => row.doc?.status === 'cancelled').map((row) => row.id);
    expect(cancelled.sort()).toEqual([before._id, ...ids.slice(0, 10)].sort());
  });
});
