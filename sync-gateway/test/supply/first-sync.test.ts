import { afterEach, describe, expect, it } from 'vitest';
import { replicationHarness } from '../replication/helpers.ts';
import { deliveryDoc, stockCountDoc } from './fixtures.ts';

const LAST_MONTH = '2026-10-22';
const YESTERDAY = '2026-11-21';
const SUPPLY = /^(delivery|stock_count):/;

const line = { ingredientId: 'arroz', quantity: '1.000', unit: 'kg', unitCost: '3.40' };
const counted = { ingredientId: 'arroz', expected: '2.000', counted: '1.500' };

/** Deliveries and counts reach the kitchen's and the managers' devices, of today and yesterday. */
describe('supply documents on a new device', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('a cook’s first sync holds today’s and yesterday’s deliveries and counts; a waiter’s none', async () => {
    const { app, db, pos, kitchen } = await h.floor();
    const old = [
      deliveryDoc('M1', 'S1', [line], { businessDate: LAST_MONTH }),
      stockCountDoc('C1', [counted], { businessDate: LAST_MONTH }),
    ];
    const recent = [
      deliveryDoc('M1', 'S1', [line]),
      deliveryDoc('M1', 'S1', [line], { businessDate: YESTERDAY }),
      stockCountDoc('C1', [counted]),
    ];
    await db.bulkDocs([...old, ...recent]);

    // Both join with nothing: the first sync is read from the indexes.
    await app.floorIndexes.refresh();
    await Promise.all([pos.local.replicate.from(pos.remote), kitchen.local.replicate.from(kitchen.remote)]);
    const held = async (device: typeof pos) =>
      (await device.local.allDocs()).rows
        .map((row) => row.id)
        .filter((id) => SUPPLY.test(id))
        .sort();
    expect(await held(kitchen)).toEqual(recent.map((doc) => doc._id).sort());
    expect(await held(pos)).toEqual([]);

    // Neither can fetch by id what its feed would not have sent it.
    for (const doc of old)
      await expect(kitchen.remote.get(doc._id)).rejects.toMatchObject({ error: 'forbidden' });
    for (const doc of recent)
      await expect(pos.remote.get(doc._id)).rejects.toMatchObject({ error: 'forbidden' });

    // A device already syncing hears of today's count through the live feed, and not of an old one.
    const later = stockCountDoc('C1', [counted]);
    const stale = stockCountDoc('C1', [counted], { businessDate: LAST_MONTH });
    await db.bulkDocs([stale, later]);
    await kitchen.local.replicate.from(kitchen.remote);
    expect((await kitchen.local.get(later._id))._id).toBe(later._id);
    await expect(kitchen.local.get(stale._id)).rejects.toMatchObject({ status: 404 });
  });
});
