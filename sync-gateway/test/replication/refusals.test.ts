import { afterEach, describe, expect, it } from 'vitest';
import type { Doc } from './helpers.ts';
import { orderDoc, productDoc, replicationHarness, tableDoc, waitForStoreDocs } from './helpers.ts';

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

/** A device that holds the floor deletes `id` and pushes: the refusals it hears. */
async function deleteOnDevice(
  device: ReturnType<ReturnType<typeof replicationHarness>['device']>,
  id: string,
) {
  await device.local.replicate.from(device.remote);
  await device.local.remove(await device.local.get(id));
  const denied: Array<{ id?: string; reason?: string }> = [];
  const push = device.local.replicate.to(device.remote);
  push.on('denied', (err) => denied.push(err as { id?: string; reason?: string }));
  await push;
  return denied;
}

describe('a replicated delete that would leave references dangling', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('is refused with the reason, and goes through once the batch removes what pointed at it', async () => {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const manager = await h.account(app, url, 'manager');
    const at = '2026-11-22T12:00:00.000Z';
    const area = {
      _id: 'area:01KAREA0000000000000000001',
      type: 'area',
      createdAt: at,
      updatedAt: at,
      updatedBy: manager.id,
      name: 'Terraza',
      isActive: true,
    };
    const table = tableDoc(manager.id, { areaId: '01KAREA0000000000000000001' });
    await store.db('floor').bulkDocs([area, table]);

    const denied = await deleteOnDevice(h.device(url, manager), area._id);
    expect(denied).toEqual([
      expect.objectContaining({
        id: area._id,
        reason: expect.stringContaining('tiene 1 mesa(s) asignada(s)'),
      }),
    ]);
    expect((await store.db('floor').get(area._id)).name).toBe('Terraza');

    // The table goes in the same push as the area: nothing is left pointing at it.
    const other = h.device(url, manager);
    await other.local.replicate.from(other.remote);
    await other.local.bulkDocs([
      { ...(await other.local.get(table._id)), _deleted: true },
      { ...(await other.local.get(area._id)), _deleted: true },
    ]);
    const result = await other.local.replicate.to(other.remote);
    expect(result.doc_write_failures).toBe(0);
    await expect(store.db('floor').get(area._id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses deleting an ingredient a recipe still uses', async () => {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const manager = await h.account(app, url, 'manager');
    const at = '2026-11-22T12:00:00.000Z';
    const base = { createdAt: at, updatedAt: at, updatedBy: manager.id };
    const ingredient = {
      ...base,
      _id: 'ingredient:01KING00000000000000000001',
      type: 'ingredient',
      name: 'Arroz bomba',
      unit: 'kg',
      currentStock: '10.000',
      minStock: '2.000',
      costPerUnit: '3.20',
      isActive: true,
    };
    const recipe = {
      ...base,
      _id: 'recipe:01KREC00000000000000000001',
      type: 'recipe',
      productId: '01KPROD0000000000000000001',
      instructions: 'Sofreír y cocer.',
      preparationTime: 30,
      servings: 4,
      difficulty: 'medium',
      ingredients: [
        { id: '01KLINE0000000000000000001', ingredientId: '01KING00000000000000000001', quantity: '0.400' },
      ],
    };
    await store.db('floor').bulkDocs([ingredient, recipe]);

    const denied = await deleteOnDevice(h.device(url, manager), ingredient._id);
    expect(denied).toEqual([
      expect.objectContaining({
        id: ingredient._id,
        reason: expect.stringContaining('lo usa(n) 1 receta(s)'),
      }),
    ]);
    expect((await store.db('floor').get(ingredient._id)).name).toBe('Arroz bomba');
  });
});
