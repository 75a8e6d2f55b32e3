import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { idPart, type Order } from '@restaurantpro/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderDoc, productDoc } from '../../test/support/docs.ts';
import { docs } from './docs.ts';
import { createPouchStore } from './pouch-store.ts';
import type { Store, StoreDb } from './types.ts';

describe('docs(db): typed reads', () => {
  let dataDir: string;
  let store: Store;
  let floor: StoreDb;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-store-docs-'));
    store = createPouchStore({ dataDir, prefix: 'rp_' });
    await store.provision();
    floor = store.db('floor');
  });

  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Two valid orders, one that does not match its schema (no total), a product and a deleted order. */
  async function seed() {
    const first = orderDoc('W1', { _id: 'order:01KA0000000000000000000001' });
    const second = orderDoc('W1', { _id: 'order:01KA0000000000000000000002' });
    const { total: _total, ...malformed } = orderDoc('W1', { _id: 'order:01KA0000000000000000000003' });
    const gone = orderDoc('W1', { _id: 'order:01KA0000000000000000000004' });
    await floor.bulkDocs([second, first, malformed, gone, productDoc('M1')]);
    const stored = await floor.get(gone._id);
    await floor.put({ _id: gone._id, _rev: stored._rev, _deleted: true });
    return { first, second, malformed };
  }

  it('lists every document of the kind that parses, in id order', async () => {
    const { first, second } = await seed();
    const orders: Order[] = await docs(floor).list('order');
    expect(orders.map((order) => order._id)).toEqual([first._id, second._id]);
    expect(orders[0]?.total).toBe('14.30');
    expect(orders[0]?.items[0]?.productName).toBe('Croquetas');
    expect(await docs(floor).list('check')).toEqual([]);
  });

  it('gets one by id part or full id; missing, deleted or malformed is undefined', async () => {
    const { first, malformed } = await seed();
    const byPart: Order | undefined = await docs(floor).get('order', idPart(first._id));
    expect(byPart?._id).toBe(first._id);
    expect(byPart?._rev).toMatch(/^1-/);
    expect((await docs(floor).get('order', first._id))?._id).toBe(first._id);
    expect(await docs(floor).get('order', 'NOPE')).toBeUndefined();
    expect(await docs(floor).get('order', '01KA0000000000000000000004')).toBeUndefined();
    expect(await docs(floor).get('order', malformed._id)).toBeUndefined();
    // A document of another kind is not read as this one.
    expect(await docs(floor).get('product', idPart(first._id))).toBeUndefined();
  });

  it('reads the documents of some ids, once each, leaving out what does not parse', async () => {
    const { first, second, malformed } = await seed();
    const found = await docs(floor).byIds('order', [
      idPart(second._id),
      first._id,
      second._id,
      malformed._id,
      'NOPE',
    ]);
    expect(found.map((order) => order._id)).toEqual([second._id, first._id]);
  });
});
