import { afterEach, describe, expect, it } from 'vitest';
import { fromMilli, toMilli } from '@restaurantpro/schema';
import { withLines } from '../checks/fixtures.ts';
import {
  orderDoc,
  replicationHarness,
  waitForDoc,
  waitForStoreDoc,
  type Device,
} from '../replication/helpers.ts';
import { readIngredientLedger } from '../../src/ledgers/ingredient-ledger.ts';
import { deliveryDoc, idOf, ingredientDoc, recipeDoc, supplierDoc } from './fixtures.ts';
import { seeded } from '../support/seeded.ts';

const DEVICES = 3;
const ORDERS_PER_DEVICE = 8;
const SEED = 0x17_2026;

/**
 * The replication test: three tills sell paellas, each pushing through the real gateway as
 * it goes, while a manager receives a delivery of rice on a fourth device. The gateway alone writes
 * the rice's stock, so every replica ends with the same figure: opening + receipts − consumption,
 * computed here from what was sold and received, not read from the gateway.
 */
describe('ingredient stock on three selling devices', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('sales on 3 devices while a delivery is received: every replica holds opening + receipts − consumption', async () => {
    const random = seeded(SEED);
    const { app, url, db, store } = await h.floor();
    const opening = '5.000';
    const rice = ingredientDoc('M0', { currentStock: opening });
    const riceId = idOf(rice);
    // 0,800 kg for 4 servings: each P1 sold takes 0,200 kg.
    const perPortion = toMilli('0.800') / 4;
    const supplier = supplierDoc('M0');
    await store.db('office').put(supplier);
    await db.bulkDocs([rice, recipeDoc('M0', 'P1', [{ ingredientId: riceId, quantity: '0.800' }], 4)]);

    const manager = await h.account(app, url, 'manager');
    const office = h.device(url, manager);
    // Nothing the devices push is refused: every sale and the delivery count.
    const denied: string[] = [];
    const hear = (err: unknown) => denied.push((err as { reason?: string }).reason ?? String(err));
    const tills: Array<{ local: Device; waiterId: string }> = [];
    for (let i = 0; i < DEVICES; i++) {
      const waiter = await h.account(app, url, 'waiter');
      const { local, remote } = h.device(url, waiter);
      h.sync(local, remote).on('denied', hear);
      tills.push({ local, waiterId: waiter.id });
    }
    h.sync(office.local, office.remote).on('denied', hear);
    await Promise.all(
      [...tills.map(({ local }) => local), office.local].map((local) => waitForDoc(local, rice._id)),
    );

    const received = '10.000';
    const delivery = deliveryDoc(manager.id, idOf(supplier), [
      { ingredientId: riceId, quantity: received, unit: 'kg', unitCost: '3.40' },
    ]);
    let portions = 0;
    let lines = 0;
    for (let round = 0; round < ORDERS_PER_DEVICE; round++) {
      // Mid-service, the goods come in on the office device while the tills keep selling.
      if (round === ORDERS_PER_DEVICE / 2) await office.local.put(delivery);
      for (const [index, { local: till, waiterId }] of tills.entries()) {
        const quantities = Array.from(
          { length: 1 + Math.floor(random() * 2) },
          () => 1 + Math.floor(random() * 3),
        );
        const order = withLines(orderDoc(waiterId, { tableId: `T${index + 1}` }), [
          ...quantities.map((quantity) => ({ productId: 'P1', quantity })),
        ]);
        await till.put(order);
        portions += quantities.reduce((sum, quantity) => sum + quantity, 0);
        lines += quantities.length;
      }
    }
    const expected = fromMilli(toMilli(opening) + toMilli(received) - portions * perPortion);

    const atStock = (doc: Record<string, unknown>) => doc.currentStock === expected;
    const [server, ...replicas] = await Promise.all([
      waitForStoreDoc(db, rice._id, atStock),
      ...[...tills.map(({ local }) => local), office.local].map((local) =>
        waitForDoc(local, rice._id, atStock),
      ),
    ]);
    expect(denied).toEqual([]);
    expect(server).toMatchObject({ currentStock: expected, updatedBy: 'system' });
    expect(server?._conflicts ?? []).toEqual([]);
    for (const replica of replicas) expect(replica.currentStock).toBe(expected);
    // One entry per order line and one for the delivery's line: nothing counted twice.
    const ledger = await readIngredientLedger(db, riceId);
    expect(Object.keys(ledger?.entries ?? {})).toHaveLength(lines + 1);
    // The delivery arrived on the office device only, and went through the gateway's guard.
    expect((await db.get(delivery._id)).receivedBy).toBe(manager.id);
  });
});
