import { afterEach, describe, expect, it } from 'vitest';
import { orderDoc, replicationHarness, TODAY, waitForDoc } from './helpers.ts';

const YESTERDAY = '2026-11-21';
const LAST_WEEK = '2026-11-15';

describe('a new device joining the floor', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('pulls today’s and yesterday’s orders and every open one, not older closed ones', async () => {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const waiter = await h.account(app, url, 'waiter');
    const at = (date: string) => ({
      businessDate: date,
      createdAt: `${date}T20:00:00.000Z`,
      updatedAt: `${date}T21:00:00.000Z`,
    });
    const old = (status: string) => orderDoc(waiter.id, { status, ...at(LAST_WEEK) });
    const closedLongAgo = [old('served'), old('cancelled')];
    const openLongAgo = [old('pending'), old('preparing'), old('ready')];
    const recent = [
      orderDoc(waiter.id, { status: 'served', ...at(YESTERDAY) }),
      orderDoc(waiter.id, { status: 'cancelled' }),
    ];
    // Written as history already in the store (the gateway's own writes are not checked).
    await store.db('floor').bulkDocs([...closedLongAgo, ...openLongAgo, ...recent]);

    const device = h.device(url, waiter);
    await device.local.replicate.from(device.remote);
    const held = (await device.local.allDocs({ startkey: 'order:', endkey: 'order:\uffff' })).rows.map(
      (row) => row.id,
    );
    expect(held.sort()).toEqual([...openLongAgo, ...recent].map((order) => order._id).sort());

    // An old order closed today: the device holding it open sees the close, though the order is
    // still older than yesterday (the feed judges documents as they are now).
    h.sync(device.local, device.remote);
    const [stillOpen] = openLongAgo as [(typeof openLongAgo)[0]];
    const current = await store.db('floor').get(stillOpen._id);
    await store.db('floor').put({ ...current, status: 'cancelled', updatedAt: `${TODAY}T11:00:00.000Z` });
    await waitForDoc(device.local, stillOpen._id, (doc) => doc.status === 'cancelled');
  });
});
