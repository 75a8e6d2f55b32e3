import { afterEach, describe, expect, it } from 'vitest';
import { moved } from '../replication/fixtures.ts';
import { orderDoc, productDoc, replicationHarness, type Device, type Doc } from '../replication/helpers.ts';
import type { StoreDb } from '../../src/store/types.ts';

/**
 * Whatever the gateway refuses or merges, every replica ends on the server's winning revision with
 * no conflict left, and the refused content never reaches the store.
 */
describe('replicas after a refused or concurrent edit', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  /**
   * Resolves with `local`'s winner of `id` once it is the store's winner, satisfies `accept`, and
   * neither side has a conflict; judged again on every change of either side (no polling).
   */
  function converged(db: StoreDb, local: Device, id: string, accept: (doc: Doc) => boolean): Promise<Doc> {
    return new Promise((resolve, reject) => {
      let done = false;
      let checking = Promise.resolve();
      const stop = () => {
        done = true;
        device.cancel();
        store.cancel();
      };
      const check = () => {
        checking = checking.then(async () => {
          if (done) return;
          const mine = await local.get<Doc>(id, { conflicts: true }).catch(() => null);
          const theirs = await db.get(id, { conflicts: true }).catch(() => null);
          if (mine === null || theirs === null || mine._rev !== theirs._rev) return;
          if (mine._conflicts !== undefined || theirs._conflicts !== undefined || !accept(mine)) return;
          stop();
          resolve(mine);
        }, reject);
      };
      const device = local.changes({ live: true, since: 'now', doc_ids: [id] });
      device.on('change', check);
      device.on('error', reject);
      const store = db.liveChanges({ since: 'now' }, (change) => change.id === id && check(), reject);
      check();
    });
  }

  /** A floor whose waiter's order has reached the server and the kitchen's device. */
  async function orderInKitchen() {
    const floor = await h.floor();
    const order = orderDoc(floor.waiter.id);
    await floor.pos.local.put(order);
    await floor.pos.local.replicate.to(floor.pos.remote);
    await floor.kitchen.local.replicate.from(floor.kitchen.remote);
    return { ...floor, order };
  }

  it('a refused edit made on the server’s revision: the device falls back to it, and hears why', async () => {
    const { url, app, waiter, db } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const product = productDoc(manager.id, { price: '19.50' });
    await db.put(product);
    const device = h.device(url, waiter);
    await device.local.replicate.from(device.remote);
    const held = await device.local.get<Doc>(product._id);
    await device.local.put({
      ...held,
      price: '0.01',
      updatedAt: '2026-11-22T12:30:00.000Z',
      updatedBy: waiter.id,
    });

    const denied: string[] = [];
    const sync = h.sync(device.local, device.remote);
    sync.on('denied', (info) => denied.push((info as { doc?: { reason?: string } }).doc?.reason ?? ''));
    const after = await converged(db, device.local, product._id, () => true);
    expect(after.price).toBe('19.50');
    // Heard at least once, and only this reason. It can be heard twice: the gateway keeps its winner
    // live before it closes the refused branch, and a device that pulls the kept winner in between
    // pushes its refused revision again, which is refused again and stored nowhere.
    expect(denied.length).toBeGreaterThan(0);
    expect(denied).toEqual(denied.map(() => expect.stringContaining('productos')));
    // No revision in the store holds the refused price.
    const leaves = await db.getOpenRevs(product._id, 'all');
    for (const leaf of leaves) if ('ok' in leaf) expect(leaf.ok.price === '0.01').toBe(false);
  });

  it('a refused edit while the server moved on: the device ends on the server’s new revision', async () => {
    const { url, app, waiter, db } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const product = productDoc(manager.id, { price: '19.50' });
    const first = await db.put(product);
    const device = h.device(url, waiter);
    await device.local.replicate.from(device.remote);
    const held = await device.local.get<Doc>(product._id);
    await device.local.put({
      ...held,
      price: '0.01',
      updatedAt: '2026-11-22T12:30:00.000Z',
      updatedBy: waiter.id,
    });
    await db.put({ ...product, _rev: first.rev, price: '21.00', updatedAt: '2026-11-22T12:31:00.000Z' });

    h.sync(device.local, device.remote);
    const after = await converged(db, device.local, product._id, (doc) => doc.price === '21.00');
    expect(after.price).toBe('21.00');
  });

  it('an order edited twice on a device while it was cancelled online: one merged order everywhere', async () => {
    const { url, waiter, cook, db, pos, kitchen, order } = await orderInKitchen();

    // Offline in the kitchen: preparing, then a note; meanwhile the waiter cancels through the API.
    const taken = await kitchen.local.get<Doc>(order._id);
    const preparing = await kitchen.local.put(moved(taken, 'preparing', cook.id, '2026-11-22T12:05:00.000Z'));
    await kitchen.local.put(
      moved({ ...taken, _rev: preparing.rev }, 'preparing', cook.id, '2026-11-22T12:06:00.000Z', {
        notes: 'Sin sal',
      }),
    );
    const cancel = await fetch(`${url}/api/orders/${order._id.slice('order:'.length)}`, {
      method: 'PUT',
      headers: { cookie: waiter.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancel.status).toBe(200);

    h.sync(kitchen.local, kitchen.remote);
    h.sync(pos.local, pos.remote);
    for (const device of [kitchen.local, pos.local]) {
      const after = await converged(db, device, order._id, (doc) => doc.status === 'cancelled');
      expect(after.status).toBe('cancelled');
    }
  });

  it('a cook who moved an order and saved it three more times while it was marked ready elsewhere', async () => {
    const { url, cook, db, kitchen, order } = await orderInKitchen();
    const other = h.device(url, cook);
    await other.local.replicate.from(other.remote);

    let doc = await kitchen.local.get<Doc>(order._id);
    for (const [index, status] of (['preparing', 'preparing', 'preparing', 'preparing'] as const).entries()) {
      const at = `2026-11-22T12:0${index + 1}:00.000Z`;
      const written = await kitchen.local.put(moved(doc, status, cook.id, at));
      doc = { ...(await kitchen.local.get<Doc>(order._id)), _rev: written.rev };
    }
    const elsewhere = await other.local.get<Doc>(order._id);
    const items = (elsewhere.items as Doc[]).map((item) => ({ ...item, status: 'ready' }));
    await other.local.put(moved(elsewhere, 'ready', cook.id, '2026-11-22T12:02:30.000Z', { items }));
    await other.local.replicate.to(other.remote);

    const denied: unknown[] = [];
    h.sync(kitchen.local, kitchen.remote).on('denied', (err) => denied.push(err));
    for (const device of [kitchen.local, other.local]) {
      if (device === other.local) h.sync(other.local, other.remote);
      const after = await converged(db, device, order._id, (stored) => stored.status === 'ready');
      expect(after.status).toBe('ready');
    }
    expect(denied).toEqual([]);
  });
});
