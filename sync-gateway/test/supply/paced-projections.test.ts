import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyStockId } from '@restaurantpro/schema';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store, StoredDoc } from '../../src/store/types.ts';
import { project, type ProjectionContext } from '../../src/reactions/projections.ts';
import { ProjectionPacer } from '../../src/reactions/pacer.ts';
import { reconcilePaced } from '../../src/reactions/reconcile.ts';
import { withLines } from '../checks/fixtures.ts';
import { orderDoc, type Doc } from '../replication/helpers.ts';
import { deliveryDoc, ingredientDoc, recipeDoc } from './fixtures.ts';

const AT = '2026-11-22T12:00:00.000Z';
/** Longer than any test: nothing is written by the window's timer unless a test says so. */
const LONG_WINDOW_MS = 600_000;

const generation = (doc: StoredDoc) => Number.parseInt(String(doc._rev), 10);

/**
 * The pace of the projections every sale rewrites (reactions/pacer.ts): a busy product's day and an
 * ingredient are rewritten at most once per window, end at their ledgers, and what someone acts on
 * is written at once.
 */
describe('paced projections', () => {
  let dir: string;
  let store: Store;
  let ctx: ProjectionContext;
  let pacer: ProjectionPacer;
  const errors: unknown[] = [];
  // 0,800 kg for 4 servings: 0,200 kg of rice per paella; 50 kg in store, low at 1 kg.
  const rice = ingredientDoc('M1', { _id: 'ingredient:arroz', currentStock: '50.000', costPerUnit: '3.00' });
  const recipe = recipeDoc('M1', 'paella', [{ ingredientId: 'arroz', quantity: '0.800' }], 4);
  const stored = (id: string) => ctx.db.get(id);
  let orders = 0;
  const order = (quantity: number) =>
    withLines(orderDoc('W1', { _id: `order:O${++orders}` }), [{ productId: 'paella', quantity }]);
  const rowId = (doc: Doc) => dailyStockId(String(doc.businessDate), 'paella');
  /** Stores `docs` and projects them, as the floor feed hands a settled batch over. */
  const land = async (on: ProjectionContext, ...docs: Doc[]) => {
    const written: StoredDoc[] = [];
    for (const doc of docs) {
      const current = await on.db.get(doc._id).catch(() => null);
      const result = await on.db.put({ ...doc, ...(current === null ? {} : { _rev: current._rev }) });
      written.push({ ...doc, _rev: result.rev });
    }
    await project(on, written);
  };

  const open = (windowMs: number) => {
    pacer = new ProjectionPacer(windowMs, (err) => errors.push(err));
    ctx = { db: store.db('floor'), clock: () => new Date(AT), pacer };
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rp-paced-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    errors.length = 0;
    open(LONG_WINDOW_MS);
    await ctx.db.bulkDocs([rice, recipe]);
  });
  afterEach(async () => {
    await pacer.stop();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("rewrites a busy product's day and its ingredient once per window, ending at their ledgers", async () => {
    const first = order(1);
    await land(ctx, first);
    const row = await stored(rowId(first));
    const ingredient = await stored('ingredient:arroz');
    expect(row).toMatchObject({ soldQuantity: 1 });
    expect(ingredient).toMatchObject({ currentStock: '49.800' });

    // Four more batches inside the window: the ledgers move, the documents the devices pull do not.
    for (const quantity of [2, 3, 1, 2]) await land(ctx, order(quantity));
    expect(await stored(rowId(first))).toMatchObject({ _rev: row._rev, soldQuantity: 1 });
    expect(await stored('ingredient:arroz')).toMatchObject({ _rev: ingredient._rev });
    expect(pacer.owing).toBe(2);

    await pacer.flushAll();
    const settledRow = await stored(rowId(first));
    const settledIngredient = await stored('ingredient:arroz');
    // 9 paellas: 9 × 0,200 kg = 1,800 kg of rice; each document written once more, not four times.
    expect(settledRow).toMatchObject({ soldQuantity: 9, currentStock: -9 });
    expect(settledIngredient).toMatchObject({ currentStock: '48.200' });
    expect(generation(settledRow)).toBe(generation(row) + 1);
    expect(generation(settledIngredient)).toBe(generation(ingredient) + 1);
    expect(pacer.owing).toBe(0);
    expect(errors).toEqual([]);
  });

  it('writes at once what someone acts on: a controlled day, a delivery, a crossing into low stock', async () => {
    const first = order(1);
    // The kitchen set 20 portions for the day: every sale shows on its screen at once.
    await ctx.db.put({
      _id: rowId(first),
      type: 'daily_stock',
      productId: 'paella',
      businessDate: first.businessDate,
      initialStock: 20,
      soldQuantity: 0,
      currentStock: 20,
      tracked: true,
      createdAt: AT,
      updatedAt: AT,
      updatedBy: 'system',
    });
    await land(ctx, first);
    await land(ctx, order(2));
    expect(await stored(rowId(first))).toMatchObject({ soldQuantity: 3, currentStock: 17 });

    // A delivery inside the ingredient's window is written at once (a manager checks it landed).
    await land(
      ctx,
      deliveryDoc('M1', 'S1', [{ ingredientId: 'arroz', quantity: '10.000', unit: 'kg', unitCost: '3.00' }]),
    );
    expect(await stored('ingredient:arroz')).toMatchObject({ currentStock: '59.400' });

    // 293 paellas take 58,600 kg: down to 0,800 kg, under the 1 kg minimum, which the alert shows now.
    await land(ctx, order(293));
    expect(await stored('ingredient:arroz')).toMatchObject({ currentStock: '0.800' });
    expect(pacer.owing).toBe(0);
  });

  it('leaves nothing behind its ledger when the reactor owing the writes dies', async () => {
    const first = order(1);
    await land(ctx, first);
    await land(ctx, order(4));
    expect(pacer.owing).toBe(2);
    // The reactor dies with its writes owed; the next one reconciles as it starts.
    const dead = pacer;
    open(LONG_WINDOW_MS);
    await reconcilePaced(ctx);
    expect(await stored(rowId(first))).toMatchObject({ soldQuantity: 5, currentStock: -5 });
    expect(await stored('ingredient:arroz')).toMatchObject({ currentStock: '49.000' });
    // Its late flush, had it come back, writes nothing more.
    const rev = (await stored(rowId(first)))._rev;
    await dead.flushAll();
    expect((await stored(rowId(first)))._rev).toBe(rev);
  });

  it('writes what it owes once the window has passed, on its own', async () => {
    await pacer.stop();
    open(200);
    const first = order(1);
    await land(ctx, first);
    const { update_seq: since } = await ctx.db.info();
    const rewritten = new Promise<StoredDoc | undefined>((resolve, reject) => {
      const subscription = ctx.db.liveChanges(
        { since, include_docs: true },
        (change) => {
          if (change.id !== rowId(first)) return;
          subscription.cancel();
          resolve(change.doc);
        },
        reject,
      );
    });
    await land(ctx, order(3));
    expect(await stored(rowId(first))).toMatchObject({ soldQuantity: 1 });
    expect(await rewritten).toMatchObject({ soldQuantity: 4 });
  });
});
