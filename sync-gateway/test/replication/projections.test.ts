import { dailyStockId } from '@restaurantpro/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { adjustmentDoc, dailyStockDoc, moved, orderOf } from './fixtures.ts';
import { replicationHarness, TODAY, waitForDoc, waitForStoreDoc, type Doc } from './helpers.ts';

describe('projections the gateway keeps from replicated documents', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function floor() {
    const setup = await h.floor();
    for (const { local, remote } of [setup.pos, setup.kitchen]) h.sync(local, remote);
    return setup;
  }

  it('daily stock follows orders, and a kitchen adjustment made at the moment of a sale both count', async () => {
    const { db, waiter, cook, pos, kitchen } = await floor();
    const stockId = dailyStockId(TODAY, 'P1');
    await db.put(dailyStockDoc('P1', 20));
    const stock = (sold: number, current: number) => (doc: Doc) =>
      doc.soldQuantity === sold && doc.currentStock === current;

    const first = orderOf(waiter.id, [
      ['P1', 2],
      ['P2', 1],
    ]);
    await pos.local.put(first);
    await waitForStoreDoc(db, stockId, stock(2, 18));

    // A sale on the floor and a correction in the kitchen, written together on two devices.
    await Promise.all([
      pos.local.put(orderOf(waiter.id, [['P1', 1]])),
      kitchen.local.put(adjustmentDoc(cook.id, 'P1', -3)),
    ]);
    await waitForStoreDoc(db, stockId, stock(3, 14));

    // Cancelling an order gives its portions back; the movement of its line is withdrawn.
    const held = await pos.local.get<Doc>(first._id);
    await pos.local.put(moved(held, 'cancelled', waiter.id, '2026-11-22T12:20:00.000Z'));
    await waitForStoreDoc(db, stockId, stock(1, 16));
    await waitForDoc(kitchen.local, stockId, stock(1, 16));
    const sales = await db.allDocs({
      startkey: 'stock_movement:sale_',
      endkey: 'stock_movement:sale_\uffff',
      include_docs: true,
    });
    expect(sales.rows.map((row) => [row.doc?.productId, row.doc?.quantity])).toEqual([['P1', 1]]);
    // P2 had no row for the day: the gateway created one from its sale, and gave the portion back.
    // Nobody controls P2's stock, so its row is paced (reactions/pacer.ts): it follows within a window.
    expect(await waitForStoreDoc(db, dailyStockId(TODAY, 'P2'), stock(0, 0))).toMatchObject({
      initialStock: 0,
      soldQuantity: 0,
      currentStock: 0,
    });
  });
});
