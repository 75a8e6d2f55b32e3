import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyStockId, saleMovementId } from '@restaurantpro/schema';
import { createPouchStore } from '../store/pouch-store.ts';
import type { Store, StoreDb, StoredDoc } from '../store/types.ts';
import { project, type ProjectionContext } from './projections.ts';

/**
 * Two reactors on one store (two gateways with the lease off, or a lease lost mid-batch): each
 * projects what its own feed gave it, and whichever writes last, the day's stock must end as the
 * orders now stand.
 */
const DAY = '2026-11-23';
const AT = '2026-11-23T12:00:00.000Z';

/** Stores an order (over its previous revision when given) and returns it as a feed would: with its `_rev`. */
async function putOrder(db: StoreDb, id: string, quantity: number, status: string, prev?: StoredDoc) {
  const doc: StoredDoc = {
    _id: `order:${id}`,
    ...(prev?._rev === undefined ? {} : { _rev: prev._rev }),
    type: 'order',
    status,
    businessDate: DAY,
    updatedAt: AT,
    items: [{ id: `${id}L1`, productId: 'bravas', quantity, status: 'pending', createdAt: AT }],
  };
  const { rev } = await db.put(doc);
  return { ...doc, _rev: rev as string };
}

describe('daily stock with two reactors at once', () => {
  let dir: string;
  let store: Store;
  let first: ProjectionContext;
  let second: ProjectionContext;
  const row = () => first.db.get(dailyStockId(DAY, 'bravas'));

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rp-two-reactors-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    first = { db: store.db('floor'), clock: () => new Date(AT) };
    second = { db: store.db('floor'), clock: () => new Date(AT) };
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets a reactor holding an older revision of an order move nothing back', async () => {
    const sold = await putOrder(first.db, 'O1', 2, 'pending');
    const kept = await putOrder(first.db, 'O2', 1, 'pending');
    const cancelled = await putOrder(first.db, 'O1', 2, 'cancelled', sold);
    await project(first, [cancelled, kept]);
    expect(await row()).toMatchObject({ soldQuantity: 1, currentStock: -1 });
    // The slower reactor's feed gave it O1 before the cancellation; it writes after its peer.
    await project(second, [sold, kept]);
    expect(await row()).toMatchObject({ soldQuantity: 1, currentStock: -1 });
    await expect(first.db.get(saleMovementId('O1', 'O1L1'))).rejects.toMatchObject({ status: 404 });
    expect(await first.db.get(saleMovementId('O2', 'O2L1'))).toMatchObject({ quantity: 1 });
  });

  it('ends each day at its ledger when both project interleaved batches at once', async () => {
    // Each reactor is given every order, in batches cut differently, and both run at the same time.
    const orders: StoredDoc[] = [];
    for (let index = 0; index < 24; index++) {
      let doc = await putOrder(first.db, `O${index}`, 1 + (index % 3), 'pending');
      if (index % 4 === 0) doc = await putOrder(first.db, `O${index}`, 1 + (index % 3), 'cancelled', doc);
      orders.push(doc);
    }
    const batches = (size: number) =>
      Array.from({ length: Math.ceil(orders.length / size) }, (_, at) =>
        orders.slice(at * size, at * size + size),
      );
    const run = async (ctx: ProjectionContext, size: number) => {
      for (const batch of batches(size)) await project(ctx, batch);
    };
    await Promise.all([run(first, 5), run(second, 3)]);
    const expected = orders
      .filter((doc) => doc.status !== 'cancelled')
      .reduce((sum, doc) => sum + Number((doc.items as Array<{ quantity: number }>)[0]?.quantity), 0);
    expect(await row()).toMatchObject({ soldQuantity: expected, currentStock: -expected });
  });
});
