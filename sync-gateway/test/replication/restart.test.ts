import { afterEach, describe, expect, it } from 'vitest';
import { orderDoc, replicationHarness, waitForDocs, waitForStoreDocs, type Doc } from './helpers.ts';

describe('a gateway restart in the middle of a sync', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('loses nothing: both devices and the store end with every order', async () => {
    const { store, app, url, waiter, cook, pos: a, kitchen: b } = await h.floor();

    // Written before the sync starts, so the push takes several batches (PouchDB sends 100 at a time).
    const orders: Doc[] = Array.from({ length: 150 }, (_, i) =>
      orderDoc(waiter.id, { tableId: `T${(i % 6) + 1}` }),
    );
    await a.local.bulkDocs(orders);
    h.sync(b.local, b.remote);
    const syncA = h.sync(a.local, a.remote);

    // The gateway goes down as soon as the first batch is stored, with the rest still on the device.
    const firstBatch = new Promise<number>((resolve) =>
      syncA.on('change', (info) => {
        if (info.direction === 'push') resolve(info.change.docs_written);
      }),
    );
    const written = await firstBatch;
    await h.stopGateway(app);
    expect(written).toBeLessThan(orders.length);
    const stored = await store.db('floor').allDocs({ keys: orders.map((o) => o._id) });
    expect(stored.rows.filter((row) => row.error === undefined).length).toBeLessThan(orders.length);

    // A device keeps working while the gateway is away.
    const duringRestart = orderDoc(cook.id, { tableId: 'T5' });
    await b.local.put({ ...duringRestart, waiterId: cook.id });

    // Same store, same address: the devices' retries find it, with their sessions and checkpoints.
    await h.gateway(store, Number(new URL(url).port));
    const ids = orders.map((order) => order._id);
    await waitForStoreDocs(store.db('floor'), [...ids, duringRestart._id]);
    await waitForDocs(b.local, ids);
    await waitForDocs(a.local, [duringRestart._id]);
    const onB = await b.local.allDocs({ startkey: 'order:', endkey: 'order:\uffff' });
    expect(onB.rows).toHaveLength(orders.length + 1);
  });
});
