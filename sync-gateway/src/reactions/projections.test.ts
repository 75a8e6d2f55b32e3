import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyStockId } from '@restaurantpro/schema';
import { createPouchStore } from '../store/pouch-store.ts';
import type { Store, StoredDoc } from '../store/types.ts';
import { resolveConflict } from './conflicts.ts';
import { project, projectAdjustment, projectOrder, type ProjectionContext } from './projections.ts';
import { settleProjection } from './reconcile.ts';

const DAY = '2026-11-23';
const AT = '2026-11-23T12:00:00.000Z';

function order(id: string, quantity: number, status = 'pending'): StoredDoc {
  return {
    _id: `order:${id}`,
    type: 'order',
    status,
    businessDate: DAY,
    updatedAt: AT,
    items: [{ id: `${id}L1`, productId: 'bravas', quantity, status: 'pending', createdAt: AT }],
  };
}

const adjustment = (id: string, delta: number): StoredDoc => ({
  _id: `stock_movement:${id}`,
  type: 'stock_movement',
  kind: 'adjustment',
  productId: 'bravas',
  businessDate: DAY,
  delta,
});

describe('daily stock projection', () => {
  let dir: string;
  let store: Store;
  let ctx: ProjectionContext;
  const row = () => ctx.db.get(dailyStockId(DAY, 'bravas'));

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rp-projections-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    ctx = { db: store.db('floor'), clock: () => new Date(AT) };
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('brings a merged conflict back to the ledger, whichever side wrote last', async () => {
    await projectOrder(ctx, order('O1', 2));
    await projectOrder(ctx, order('O2', 1));
    const ours = await row();
    // The other side of a cut link counted only O1, and wrote after us: the merge keeps its version.
    const theirs = { ...ours, soldQuantity: 2, currentStock: -2, updatedAt: '2026-11-23T12:05:00.000Z' };
    delete theirs._rev;
    await ctx.db.bulkDocs([{ ...theirs, _rev: '2-ffffffffffffffffffffffffffffffff' }], { newEdits: false });
    const conflicted = await ctx.db.get(dailyStockId(DAY, 'bravas'), { conflicts: true });
    expect(conflicted._conflicts).toHaveLength(1);
    await resolveConflict(ctx.db, conflicted);
    expect(await row()).toMatchObject({ soldQuantity: 2 });
    await settleProjection(ctx, dailyStockId(DAY, 'bravas'));
    const settled = await ctx.db.get(dailyStockId(DAY, 'bravas'), { conflicts: true });
    expect(settled).toMatchObject({ soldQuantity: 3, currentStock: -3 });
    expect(settled._conflicts).toBeUndefined();
  });

  it('leaves a row it never counted into alone: no ledger on this replica', async () => {
    const fromTheCloud = { _id: dailyStockId(DAY, 'bravas'), type: 'daily_stock', productId: 'bravas' };
    await ctx.db.put({
      ...fromTheCloud,
      businessDate: DAY,
      initialStock: 10,
      soldQuantity: 4,
      currentStock: 6,
    });
    await settleProjection(ctx, dailyStockId(DAY, 'bravas'));
    expect(await row()).toMatchObject({ soldQuantity: 4, currentStock: 6 });
  });

  it('counts sales of an uncontrolled product without putting it under control', async () => {
    await projectOrder(ctx, order('O1', 2));
    expect(await row()).toMatchObject({ soldQuantity: 2, currentStock: -2, tracked: false });
  });

  it('puts a product under control with the kitchen’s first figure, and sales still count', async () => {
    await projectOrder(ctx, order('O1', 2));
    // The kitchen typed 5 over a row standing at −2: the delta is 7.
    await projectAdjustment(ctx, adjustment('M1', 7));
    expect(await row()).toMatchObject({ soldQuantity: 2, currentStock: 5, tracked: true });
    await projectOrder(ctx, order('O2', 1));
    expect(await row()).toMatchObject({ soldQuantity: 3, currentStock: 4, tracked: true });
  });

  it('applies the same order and adjustment twice with no further effect', async () => {
    await projectAdjustment(ctx, adjustment('M1', 3));
    await projectOrder(ctx, order('O1', 1));
    const once = await row();
    await projectAdjustment(ctx, adjustment('M1', 3));
    await projectOrder(ctx, order('O1', 1));
    const twice = await row();
    expect(twice).toMatchObject({ soldQuantity: 1, currentStock: 2 });
    expect(twice._rev).toBe(once._rev);
  });

  it('writes a product’s day once for a batch of orders and adjustments, counting each of them', async () => {
    await project(ctx, [order('O1', 2), adjustment('M1', 5), order('O2', 1), order('O1', 3)]);
    const written = await row();
    // O1 counts as its latest change in the batch says.
    expect(written).toMatchObject({ soldQuantity: 4, currentStock: 1, tracked: true });
    expect(written._rev?.startsWith('1-')).toBe(true);
  });

  it('gives the portions back when an order is cancelled', async () => {
    await projectAdjustment(ctx, adjustment('M1', 3));
    await projectOrder(ctx, order('O1', 2));
    await projectOrder(ctx, order('O1', 2, 'cancelled'));
    expect(await row()).toMatchObject({ soldQuantity: 0, currentStock: 3 });
  });
});
