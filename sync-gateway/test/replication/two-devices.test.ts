import { afterEach, describe, expect, it } from 'vitest';
import { orderDoc, replicationHarness, waitForDoc } from './helpers.ts';

describe('live replication through the gateway', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('two devices see each other’s orders', async () => {
    const { store, waiter, cook, pos: a, kitchen: b } = await h.floor();
    h.sync(a.local, a.remote);
    h.sync(b.local, b.remote);

    const fromA = orderDoc(waiter.id);
    await a.local.put(fromA);
    const seenByB = await waitForDoc(b.local, fromA._id);
    expect(seenByB.orderNumber).toBe(fromA.orderNumber);

    const fromB = orderDoc(cook.id, { tableId: 'T2' });
    await b.local.put(fromB);
    const seenByA = await waitForDoc(a.local, fromB._id);
    expect(seenByA.tableId).toBe('T2');
    // It went through the store, not around it.
    expect((await store.db('floor').get(fromA._id)).orderNumber).toBe(fromA.orderNumber);
  });
});
