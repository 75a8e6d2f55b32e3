import { afterEach, describe, expect, it } from 'vitest';
import type { Doc } from './helpers.ts';
import { orderDoc, productDoc, replicationHarness, waitForStoreDocs } from './helpers.ts';

describe('a write outside the role in a replicated batch', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('is refused on its own while the rest of the batch lands', async () => {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const manager = await h.account(app, url, 'manager');
    const waiter = await h.account(app, url, 'waiter');
    const product = productDoc(manager.id, { price: '6.50' });
    await store.db('floor').put(product);

    const device = h.device(url, waiter);
    await device.local.replicate.from(device.remote);
    const held = await device.local.get<Doc>(product._id);
    // Offline, the waiter raises a price and takes orders: one push, one _bulk_docs.
    await device.local.put({
      ...held,
      price: '9.90',
      updatedAt: '2026-11-22T12:30:00.000Z',
      updatedBy: waiter.id,
    });
    const orders = [
      orderDoc(waiter.id),
      orderDoc(waiter.id, { tableId: 'T2' }),
      orderDoc(waiter.id, { tableId: 'T3' }),
    ];
    for (const order of orders) await device.local.put(order);

    let bulkDocsCalls = 0;
    const counted = h.device(url, waiter, 'floor', (path) => {
      if (path.endsWith('/_bulk_docs')) bulkDocsCalls++;
    }).remote;
    const denied: Array<{ id?: string; reason?: string }> = [];
    const push = device.local.replicate.to(counted);
    push.on('denied', (err) => denied.push(err as { id?: string; reason?: string }));
    const result = await push;

    expect(bulkDocsCalls).toBe(1);
    expect(denied).toEqual([
      expect.objectContaining({ id: product._id, reason: expect.stringContaining('productos') }),
    ]);
    expect(result.doc_write_failures).toBe(1);
    await waitForStoreDocs(
      store.db('floor'),
      orders.map((order) => order._id),
    );
    expect((await store.db('floor').get(product._id)).price).toBe('6.50');
  });
});
