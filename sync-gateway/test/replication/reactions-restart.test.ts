import { dailyStockId } from '@restaurantpro/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { adjustmentDoc, dailyStockDoc, orderOf } from './fixtures.ts';
import { replicationHarness, TODAY, waitForStoreDoc, type Doc } from './helpers.ts';

const CHECKPOINT = '_local/reactions-floor';
const STOCK = dailyStockId(TODAY, 'P1');
const stock = (sold: number, current: number) => (doc: Doc) =>
  doc.soldQuantity === sold && doc.currentStock === current;

describe('gateway reactions across a restart', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  /** A gateway that projected two orders and an adjustment, then stopped. */
  async function projectedThenStopped() {
    const store = await h.store();
    const db = store.db('floor');
    const first = await h.gateway(store);
    const waiter = await h.account(first.app, first.url, 'waiter');
    const cook = await h.account(first.app, first.url, 'cook');
    await db.put(dailyStockDoc('P1', 20));
    const pos = h.device(first.url, waiter);
    const kitchen = h.device(first.url, cook);
    await pos.local.bulkDocs([orderOf(waiter.id, [['P1', 2]]), orderOf(waiter.id, [['P1', 3]])]);
    await kitchen.local.put(adjustmentDoc(cook.id, 'P1', 4));
    await Promise.all([pos.local.replicate.to(pos.remote), kitchen.local.replicate.to(kitchen.remote)]);
    await waitForStoreDoc(db, STOCK, stock(5, 19));
    await first.app.reactionsIdle();
    await h.stopGateway(first.app);
    return { store, db, waiter, cook };
  }

  it('resume from their checkpoint and handle what arrived while stopped, once', async () => {
    const { store, db, waiter, cook } = await projectedThenStopped();
    const before = await db.get(CHECKPOINT);
    // Written while no gateway ran (another instance's API, say): the next one must catch up.
    await db.bulkDocs([orderOf(waiter.id, [['P1', 1]]), adjustmentDoc(cook.id, 'P1', -2)]);

    const next = await h.gateway(store);
    await waitForStoreDoc(db, STOCK, stock(6, 16));
    await next.app.reactionsIdle();
    const after = await db.get(CHECKPOINT);
    expect(Number(after.seq)).toBeGreaterThan(Number(before.seq));
    expect(await db.get(STOCK)).toMatchObject({ soldQuantity: 6, currentStock: 16 });
  });

  it('never apply an event twice, even when every change is handled again from the start', async () => {
    const { store, db } = await projectedThenStopped();
    const row = await db.get(STOCK);
    const movementsBefore = await db.allDocs({
      startkey: 'stock_movement:',
      endkey: 'stock_movement:\uffff',
    });
    // As if the gateway had crashed after handling each change but before saving its checkpoint.
    const checkpoint = await db.get(CHECKPOINT);
    await db.put({ ...checkpoint, seq: 0 });

    const next = await h.gateway(store);
    // A later order is the fence: once it counts, every earlier change was handled again.
    const fence = orderOf('system', [['P1', 1]]);
    await db.put(fence);
    await waitForStoreDoc(db, STOCK, stock(6, 18));
    await next.app.reactionsIdle();
    const again = await db.get(STOCK);
    expect(again).toMatchObject({ soldQuantity: 6, currentStock: 18 });
    // Re-handled changes wrote nothing: the row moved once (for the fence), the movements not at all.
    expect(Number(again._rev?.split('-')[0])).toBe(Number(row._rev?.split('-')[0]) + 1);
    const movements = await db.allDocs({ startkey: 'stock_movement:', endkey: 'stock_movement:\uffff' });
    const unchanged = movements.rows.filter((r) =>
      movementsBefore.rows.some((old) => old.id === r.id && old.value.rev === r.value.rev),
    );
    expect(unchanged).toHaveLength(movementsBefore.rows.length);
  });
});
