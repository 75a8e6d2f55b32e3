import { afterEach, describe, expect, it } from 'vitest';
import { replicationHarness, waitForDoc, waitForStoreDoc, type Device, type Doc } from './helpers.ts';
import { divergeOrder, fence, NOTE } from './scenarios.ts';

describe('concurrent status changes of one order on two devices', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function divergedOrder() {
    const { store, app, waiter, cook, kitchen, pos: floor } = await h.floor();
    const order = await divergeOrder(kitchen, floor, cook, waiter);
    const merged = await waitForStoreDoc(
      store.db('floor'),
      order._id,
      (doc) => doc.notes === NOTE && (doc._conflicts ?? []).length === 0,
    );
    return { store, app, order, merged, kitchen, floor };
  }

  const winnerOn = async (db: Device, id: string) => db.get<Doc>(id, { conflicts: true });

  it('converge on the merged order with the same revision on every replica', async () => {
    const { order, merged, kitchen, floor } = await divergedOrder();
    expect(merged).toMatchObject({ status: 'ready', notes: NOTE });
    expect((merged.items as Doc[]).map((item) => item.status)).toEqual(['ready']);

    for (const { local, remote } of [kitchen, floor]) h.sync(local, remote);
    for (const { local } of [kitchen, floor]) {
      await waitForDoc(local, order._id, (doc) => doc._rev === merged._rev);
      const winner = await winnerOn(local, order._id);
      expect(winner._conflicts).toBeUndefined();
      expect(winner).toMatchObject({ status: 'ready', notes: NOTE });
    }
  });

  it('stop revising the order once converged (no merge ping-pong)', async () => {
    const { store, app, order, merged, kitchen, floor } = await divergedOrder();
    for (const { local, remote } of [kitchen, floor]) h.sync(local, remote);
    for (const { local } of [kitchen, floor])
      await waitForDoc(local, order._id, (doc) => doc._rev === merged._rev);
    await fence(floor.local, kitchen.local, order.waiterId as string, [app]);
    await kitchen.local.replicate.from(kitchen.remote);
    await floor.local.replicate.from(floor.remote);

    const inStore = await store.db('floor').get(order._id, { conflicts: true });
    expect(inStore._rev).toBe(merged._rev);
    const leaves = await store.db('floor').getOpenRevs(order._id, 'all');
    // One live leaf; the cancelled branch is closed by a deletion.
    expect(leaves.filter((leaf) => 'ok' in leaf && leaf.ok._deleted !== true)).toHaveLength(1);
    for (const { local } of [kitchen, floor])
      expect((await winnerOn(local, order._id))._rev).toBe(merged._rev);
  });
});
