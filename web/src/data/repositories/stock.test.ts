import { afterEach, describe, expect, it } from 'vitest';
import { stockMovementSchema } from '@restaurantpro/schema';
import { memoryDb } from '../../../test/helper.ts';
import { allOfType } from '../queries.ts';
import { adjustStock } from './stock.ts';

const dbs: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

describe('stock repository', () => {
  it('records kitchen edits as adjustment movements, skipping zero deltas', async () => {
    const db = memoryDb();
    dbs.push(db);
    const now = new Date('2026-11-22T03:00:00Z');
    await adjustStock(db, [{ productId: 'croquetas', delta: 5 }, { productId: 'bravas', delta: 0 }, { productId: 'flan', delta: -2 }], { actor: { id: 'cook-1', role: 'cook' }, now });
    const docs = (await allOfType(db, 'stock_movement')).map((doc) => stockMovementSchema.parse(doc));
    expect(docs.map((doc) => (doc.kind === 'adjustment' ? [doc.productId, doc.delta] : null)).sort()).toEqual([
      ['croquetas', 5],
      ['flan', -2],
    ]);
    // 04:00 in Madrid is before the 05:00 day start: still the previous business day.
    expect(docs.every((doc) => doc.businessDate === '2026-11-21')).toBe(true);
    expect(await allOfType(db, 'daily_stock')).toHaveLength(0);
  });
});
