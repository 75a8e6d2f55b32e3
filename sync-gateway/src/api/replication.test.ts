import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../../test/helper.ts';

const Pouch = PouchDB.plugin(MemoryAdapter);

/**
 * The API and the replicas share one store: an order or product written through `/api` reaches a
 * device syncing live through `/db`, and a device's write is served by the next `/api` GET.
 */
describe('REST API and replication see the same documents', () => {
  let api: ApiHarness;
  let base: string;
  let local: PouchDB.Database;
  let sync: PouchDB.Replication.Sync<object>;
  beforeAll(async () => {
    api = await startApi();
    base = await api.app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = api.cookie('manager');
    const remote = new Pouch(`${base}/db/floor`, {
      // The database exists on the gateway; PouchDB must not try to create it.
      skip_setup: true,
      fetch: (url, opts) => {
        const headers = new Headers(opts?.headers);
        headers.set('cookie', cookie);
        return PouchDB.fetch(url, { ...opts, headers });
      },
    });
    local = new Pouch(`device-${Date.now()}`, { adapter: 'memory' });
    sync = local.sync(remote, { live: true, retry: false });
  });
  afterAll(async () => {
    sync.cancel();
    await local.destroy();
    await api.close();
  });

  /** Resolves when the device's replica holds `_id` matching `check`. */
  function onDevice(
    id: string,
    check: (doc: Record<string, unknown>) => boolean,
  ): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const feed = local.changes({ live: true, since: 0, include_docs: true, doc_ids: [id] });
      feed.on('change', (change) => {
        const doc = change.doc as Record<string, unknown> | undefined;
        if (doc && check(doc)) {
          feed.cancel();
          resolve(doc);
        }
      });
      feed.on('error', reject);
    });
  }

  it('delivers a product created and changed through the API to a live device replica', async () => {
    const created = await api.call('manager', {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Pisto', category: 'principales', price: '11.00' },
    });
    const { id } = created.json() as { id: string };
    expect(await onDevice(`product:${id}`, (doc) => doc.name === 'Pisto')).toMatchObject({
      type: 'product',
      price: '11.00',
    });
    await api.call('manager', {
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: { name: 'Pisto manchego', category: 'principales', price: '12' },
    });
    expect(await onDevice(`product:${id}`, (doc) => doc.name === 'Pisto manchego')).toMatchObject({
      price: '12.00',
    });

    // An order taken through the API shows up in the kitchen's replica, and so does its next status.
    const areaId = (
      await api.call('manager', { method: 'POST', url: '/api/areas', payload: { name: 'Barra' } })
    ).json().id as string;
    const tableId = (
      await api.call('manager', { method: 'POST', url: '/api/tables', payload: { number: 'B2', areaId } })
    ).json().id as string;
    const order = await api.call('waiter', {
      method: 'POST',
      url: '/api/orders',
      payload: {
        tableId,
        status: 'pending',
        items: [{ productId: id, quantity: 2, unitPrice: '0' }],
        total: '0',
      },
    });
    const orderId = (order.json() as { id: string }).id;
    expect(await onDevice(`order:${orderId}`, () => true)).toMatchObject({
      status: 'pending',
      total: '26.40',
    });
    await api.call('cook', {
      method: 'PUT',
      url: `/api/orders/${orderId}`,
      payload: { status: 'preparing' },
    });
    expect(await onDevice(`order:${orderId}`, (doc) => doc.status === 'preparing')).toMatchObject({
      status: 'preparing',
    });
  });

  /** Resolves once the live sync has pushed a revision of `_id` from the device to the gateway. */
  function pushedFromDevice(id: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onChange = (info: PouchDB.Replication.SyncResult<object>) => {
        if (info.direction === 'push' && info.change.docs.some((doc) => doc._id === id)) {
          sync.removeListener('change', onChange);
          resolve();
        }
      };
      sync.on('change', onChange);
      sync.on('denied', (err) => reject(new Error(`device write refused: ${JSON.stringify(err)}`)));
      sync.on('error', reject);
    });
  }

  it('serves a product a device changed on the next API GET of the catalogue, with a new ETag', async () => {
    const { id } = (
      await api.call('manager', {
        method: 'POST',
        url: '/api/products',
        payload: { name: 'Gazpacho', category: 'entradas', price: '5.50' },
      })
    ).json() as { id: string };
    const before = await api.call('waiter', { method: 'GET', url: '/api/products' });
    const etag = String(before.headers.etag);
    const onTheDevice = await onDevice(`product:${id}`, () => true);
    const pushed = pushedFromDevice(`product:${id}`);
    await local.put({
      ...onTheDevice,
      name: 'Gazpacho andaluz',
      price: '6.00',
      updatedAt: new Date().toISOString(),
    });
    await pushed;
    // A client polling with the ETag of the old catalogue gets the new one, not a 304.
    const after = await api.call('waiter', {
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const served = (after.json() as Array<{ id: string; name: string; price: string }>).find(
      (p) => p.id === id,
    );
    expect(served).toMatchObject({ name: 'Gazpacho andaluz', price: '6.00' });
  });

  it("serves a device's write on the next API GET", async () => {
    const at = new Date().toISOString();
    const id = '01KAPDEVCEWR1TE00000000001';
    const me = (await api.call('manager', { method: 'GET', url: '/api/auth/user' })).json() as { id: string };
    const pushed = pushedFromDevice(`product:${id}`);
    await local.put({
      _id: `product:${id}`,
      type: 'product',
      name: 'Salmorejo',
      category: 'entradas',
      price: '6.50',
      cost: '1.20',
      isAvailable: true,
      preparationTime: 10,
      isActive: true,
      createdAt: at,
      updatedAt: at,
      updatedBy: me.id,
    });
    await pushed;
    const res = await api.call('waiter', { method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Salmorejo', price: '6.50' });
  });
});
