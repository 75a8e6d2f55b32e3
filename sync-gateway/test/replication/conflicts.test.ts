import { afterEach, describe, expect, it } from 'vitest';
import { moved } from './fixtures.ts';
import {
  orderDoc,
  replicationHarness,
  waitForDoc,
  waitForStoreDoc,
  type Device,
  type Doc,
} from './helpers.ts';

const NOTE = 'El cliente se ha ido';

describe('concurrent status changes of one order on two devices', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  /**
   * A waiter's order reaches the kitchen; both devices go offline, the cook takes it to ready and
   * the waiter cancels it with a note (later clock); then each pushes. The schema's merge keeps the
   * furthest status (ready: the food exists) and the later version's other fields (the note).
   */
  async function divergedOrder() {
    const store = await h.store();
    const gateway = await h.gateway(store);
    const waiter = await h.account(gateway.app, gateway.url, 'waiter');
    const cook = await h.account(gateway.app, gateway.url, 'cook');
    const kitchen = h.device(gateway.url, cook);
    const floor = h.device(gateway.url, waiter);
    const order = orderDoc(waiter.id);
    await floor.local.put(order);
    await floor.local.replicate.to(floor.remote);
    await kitchen.local.replicate.from(kitchen.remote);

    const taken = await kitchen.local.get<Doc>(order._id);
    const preparing = await kitchen.local.put(moved(taken, 'preparing', cook.id, '2026-11-22T12:05:00.000Z'));
    const items = (order.items as Doc[]).map((item) => ({ ...item, status: 'ready' }));
    const ready = moved({ ...taken, _rev: preparing.rev }, 'ready', cook.id, '2026-11-22T12:06:00.000Z', {
      items,
    });
    await kitchen.local.put(ready);
    const sent = await floor.local.get<Doc>(order._id);
    await floor.local.put(moved(sent, 'cancelled', waiter.id, '2026-11-22T12:07:00.000Z', { notes: NOTE }));

    await kitchen.local.replicate.to(kitchen.remote);
    await floor.local.replicate.to(floor.remote);
    const merged = await waitForStoreDoc(
      store.db('floor'),
      order._id,
      (doc) => doc.notes === NOTE && (doc._conflicts ?? []).length === 0,
    );
    return { store, app: gateway.app, order, merged, replicas: [kitchen, floor] };
  }

  const winnerOn = async (db: Device, id: string) => db.get<Doc>(id, { conflicts: true });

  it('converge on the merged order with the same revision on every replica', async () => {
    const { order, merged, replicas } = await divergedOrder();
    expect(merged).toMatchObject({ status: 'ready', notes: NOTE });
    expect((merged.items as Doc[]).map((item) => item.status)).toEqual(['ready']);

    for (const { local, remote } of replicas) h.sync(local, remote);
    for (const { local } of replicas) {
      await waitForDoc(local, order._id, (doc) => doc._rev === merged._rev);
      const winner = await winnerOn(local, order._id);
      expect(winner._conflicts).toBeUndefined();
      expect(winner).toMatchObject({ status: 'ready', notes: NOTE });
    }
  });

  it('stop revising the order once converged (no merge ping-pong)', async () => {
    const { store, app, order, merged, replicas } = await divergedOrder();
    const [kitchen, floor] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
    for (const { local, remote } of replicas) h.sync(local, remote);
    for (const { local } of replicas) await waitForDoc(local, order._id, (doc) => doc._rev === merged._rev);

    // A fence: another order travels the whole loop (device → gateway → reactions → other device).
    // Any merge answered by another merge would have had the same time to show up.
    for (let round = 0; round < 3; round++) {
      const fence = orderDoc(order.waiterId as string, { tableId: `T${round + 2}` });
      await floor.local.put(fence);
      await waitForDoc(kitchen.local, fence._id);
      await app.reactionsIdle();
    }
    await kitchen.local.replicate.from(kitchen.remote);
    await floor.local.replicate.from(floor.remote);

    const inStore = await store.db('floor').get(order._id, { conflicts: true });
    expect(inStore._rev).toBe(merged._rev);
    const leaves = await store.db('floor').getOpenRevs(order._id, 'all');
    // One live leaf; the cancelled branch is closed by a deletion.
    expect(leaves.filter((leaf) => 'ok' in leaf && leaf.ok._deleted !== true)).toHaveLength(1);
    for (const { local } of replicas) expect((await winnerOn(local, order._id))._rev).toBe(merged._rev);
  });
});
