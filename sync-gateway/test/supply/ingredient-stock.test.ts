import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store, StoredDoc } from '../../src/store/types.ts';
import { project, type ProjectionContext } from '../../src/reactions/projections.ts';
import {
  UNDATED,
  ingredientLedgerId,
  ledgerDayId,
  readIngredientLedger,
} from '../../src/ledgers/ingredient-ledger.ts';
import { withLines, withStatus } from '../checks/fixtures.ts';
import { orderDoc, type Doc } from '../replication/helpers.ts';
import { deliveryDoc, idOf, ingredientDoc, recipeDoc, stockCountDoc } from './fixtures.ts';

const AT = '2026-11-22T12:00:00.000Z';

/** The ingredient stock projection over a real store, fed batches as the floor reactions feed it. */
describe('ingredient stock projection', () => {
  let dir: string;
  let store: Store;
  let ctx: ProjectionContext;
  const rice = ingredientDoc('M1', { _id: 'ingredient:arroz', currentStock: '2.000', costPerUnit: '3.00' });
  // 0,800 kg for 4 servings: 0,200 kg of rice per paella.
  const recipe = recipeDoc('M1', 'paella', [{ ingredientId: 'arroz', quantity: '0.800' }], 4);
  const stored = async (id: string) => ctx.db.get(id);
  /** The whole ledger: the head's deliveries and every day's entries. */
  const ledger = async () => {
    const read = await readIngredientLedger(ctx.db, 'arroz');
    if (read === null) throw new Error('no ledger for arroz');
    return read;
  };
  /** Stores `docs` and projects them, as the floor feed hands a settled batch over. */
  const land = async (...docs: Doc[]) => {
    const written: StoredDoc[] = [];
    for (const doc of docs) {
      const current = await ctx.db.get(doc._id).catch(() => null);
      const result = await ctx.db.put({
        ...doc,
        ...(current?._rev === undefined ? {} : { _rev: current._rev }),
      });
      written.push({ ...doc, _rev: result.rev });
    }
    await project(ctx, written);
    return written;
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rp-ingredient-stock-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    ctx = { db: store.db('floor'), clock: () => new Date(AT) };
    await ctx.db.bulkDocs([rice, recipe]);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a delivery raises the stock and moves the cost to the weighted average', async () => {
    // 10 kg at 3,40 €/kg onto 2 kg at 3,00 €/kg: (2 × 3,00 + 10 × 3,40) ÷ 12 = 3,333… → 3,33.
    const delivery = deliveryDoc('M1', 'S1', [
      { ingredientId: 'arroz', quantity: '10.000', unit: 'kg', unitCost: '3.40' },
    ]);
    await land(delivery);
    expect(await stored('ingredient:arroz')).toMatchObject({
      currentStock: '12.000',
      costPerUnit: '3.33',
      updatedBy: 'system',
    });
    // A line in grams counts in the ingredient's kg, its cost too: 500 g at 0,01 €/g is 10,00 €/kg,
    // so (12 × 3,33 + 0,5 × 10,00) ÷ 12,5 = 3,5968 → 3,60.
    await land(
      deliveryDoc('M1', 'S1', [{ ingredientId: 'arroz', quantity: '500', unit: 'g', unitCost: '0.01' }]),
    );
    expect(await stored('ingredient:arroz')).toMatchObject({ currentStock: '12.500', costPerUnit: '3.60' });
  });

  it('4 paellas take 0,800 kg of rice, a void gives 0,200 back, a count of 9 records the merma', async () => {
    const order = withLines(orderDoc('W1', { _id: 'order:O1' }), [
      { productId: 'paella', quantity: 3 },
      { productId: 'paella', quantity: 1 },
    ]);
    const [one] = (order.items as Doc[]).slice(1);
    await land(order);
    expect((await stored('ingredient:arroz')).currentStock).toBe('1.200');
    expect((await ledger()).entries).toMatchObject({
      [`consume:O1:${(order.items as Doc[])[0]?.id as string}`]: { milli: -600 },
      [`consume:O1:${one?.id as string}`]: { milli: -200 },
    });

    // The recipe changes after the sale: what was taken stays as recorded, and so does what comes back.
    await land({ ...recipe, ingredients: [{ id: 'r1', ingredientId: 'arroz', quantity: '2.000' }] });
    const voided = {
      ...order,
      items: (order.items as Doc[]).map((line) =>
        line.id === one?.id ? { ...line, void: { reason: 'Error', by: 'M1', at: AT } } : line,
      ),
    };
    await land(voided);
    expect((await stored('ingredient:arroz')).currentStock).toBe('1.400');

    // The cook counts 9 kg where the screen said 1,400: +7,600 recorded as the count's adjustment.
    const count = stockCountDoc('C1', [
      { ingredientId: 'arroz', expected: '1.400', counted: '9.000', unitCost: '3.00' },
    ]);
    await land(count);
    expect((await stored('ingredient:arroz')).currentStock).toBe('9.000');
    expect((await ledger()).entries[`count:${idOf(count)}:arroz`]).toEqual({ milli: 7600 });
  });

  it('a cancelled order gives back every line; a draft takes nothing', async () => {
    const draft = withStatus(withLines(orderDoc('W1'), [{ productId: 'paella', quantity: 2 }]), 'draft');
    await land(draft);
    expect((await stored('ingredient:arroz')).currentStock).toBe('2.000');
    await land(withStatus(draft, 'pending'));
    expect((await stored('ingredient:arroz')).currentStock).toBe('1.600');
    await land(withStatus(draft, 'cancelled'));
    expect((await stored('ingredient:arroz')).currentStock).toBe('2.000');
  });

  it('an older revision of an order, projected late by another reactor, takes nothing again', async () => {
    const [sent] = await land(withLines(orderDoc('W1'), [{ productId: 'paella', quantity: 2 }]));
    expect((await stored('ingredient:arroz')).currentStock).toBe('1.600');
    await land(withStatus(sent as Doc, 'cancelled'));
    expect((await stored('ingredient:arroz')).currentStock).toBe('2.000');
    // A second gateway's feed gave it the order before the cancellation; it writes last.
    await project(ctx, [sent as StoredDoc]);
    expect((await stored('ingredient:arroz')).currentStock).toBe('2.000');
    expect(Object.keys((await ledger()).entries)).toEqual([]);
  });

  it('re-deriving a batch writes nothing', async () => {
    const docs = await land(
      deliveryDoc('M1', 'S1', [{ ingredientId: 'arroz', quantity: '10.000', unit: 'kg', unitCost: '3.40' }]),
      withLines(orderDoc('W1'), [{ productId: 'paella', quantity: 4 }]),
      stockCountDoc('C1', [{ ingredientId: 'arroz', expected: '11.200', counted: '11.000' }]),
    );
    const before = await Promise.all([stored('ingredient:arroz'), ledger()]);
    const seq = (await ctx.db.info()).update_seq;
    await project(ctx, docs);
    await project(ctx, [...docs].reverse());
    expect(await Promise.all([stored('ingredient:arroz'), ledger()])).toEqual(before);
    expect((await ctx.db.info()).update_seq).toEqual(seq);
    expect(before[0]).toMatchObject({ currentStock: '11.000', costPerUnit: '3.33' });
  });

  it('a manager’s edit cannot move the stock, and a new cost is a correction deliveries then move', async () => {
    await land(
      deliveryDoc('M1', 'S1', [{ ingredientId: 'arroz', quantity: '2.000', unit: 'kg', unitCost: '3.00' }]),
    );
    const current = await stored('ingredient:arroz');
    expect(current.currentStock).toBe('4.000');
    // An edit made on the revision before the delivery (offline): its stock is put back.
    await land({ ...rice, name: 'Arroz bomba D.O.', costPerUnit: '2.00', updatedBy: 'M1' });
    expect(await stored('ingredient:arroz')).toMatchObject({
      name: 'Arroz bomba D.O.',
      currentStock: '4.000',
      costPerUnit: '2.00',
    });
    // 4 kg at 2,00 + 4 kg at 3,00: 2,50.
    await land(
      deliveryDoc('M1', 'S1', [{ ingredientId: 'arroz', quantity: '4.000', unit: 'kg', unitCost: '3.00' }]),
    );
    expect(await stored('ingredient:arroz')).toMatchObject({ currentStock: '8.000', costPerUnit: '2.50' });
  });

  it('keeps each business day in a document of its own: sales do not grow the head', async () => {
    const delivery = deliveryDoc('M1', 'S1', [
      { ingredientId: 'arroz', quantity: '10.000', unit: 'kg', unitCost: '3.00' },
    ]);
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'];
    await land(delivery);
    for (const [n, businessDate] of days.entries())
      await land(
        withLines(orderDoc('W1', { _id: `order:D${n}`, businessDate }), [
          { productId: 'paella', quantity: 2 },
        ]),
      );
    // 12 kg less three times 0,400 kg.
    expect((await stored('ingredient:arroz')).currentStock).toBe('10.800');
    const head = await stored(ingredientLedgerId('arroz'));
    expect(Object.keys(head.entries as object)).toEqual([
      `delivery:${idOf(delivery)}:${String((delivery.lines as Doc[])[0]?.id)}`,
    ]);
    expect(Object.keys(head.days as object).sort()).toEqual(days);
    for (const [n, businessDate] of days.entries()) {
      const day = await stored(ledgerDayId('arroz', businessDate));
      expect(Object.keys(day.entries as object)).toEqual([
        `consume:D${n}:${String((((await stored(`order:D${n}`)).items as Doc[])[0] as Doc).id)}`,
      ]);
    }
    expect(Object.keys((await ledger()).entries)).toHaveLength(4);
  });

  it('splits a ledger kept in one document at its next write, each entry on its source’s day', async () => {
    const [old] = await land(
      withLines(orderDoc('W1', { _id: 'order:OLD', businessDate: '2026-11-01' }), [
        { productId: 'paella', quantity: 4 },
      ]),
    );
    const line = String(((old?.items as Doc[])[0] as Doc).id);
    // The ledger as the single-document version wrote it: a delivery, a sale and a sale given back.
    const head = await stored(ingredientLedgerId('arroz'));
    await ctx.db.put({
      _id: ingredientLedgerId('arroz'),
      _rev: head._rev,
      base: 2000,
      cost: 300,
      entries: {
        'delivery:X:1': { milli: 5000, cents: 300 },
        [`consume:OLD:${line}`]: { milli: -800, v: old?._rev },
      },
      dropped: { 'consume:GONE:1': '3-a' },
    });
    await land(withLines(orderDoc('W1', { _id: 'order:NEW' }), [{ productId: 'paella', quantity: 1 }]));
    // 2 + 5 − 0,800 − 0,200.
    expect((await stored('ingredient:arroz')).currentStock).toBe('6.000');
    const split = await stored(ingredientLedgerId('arroz'));
    expect(split.entries).toEqual({ 'delivery:X:1': { milli: 5000, cents: 300 } });
    expect(split.dropped).toBeUndefined();
    expect((await stored(ledgerDayId('arroz', '2026-11-01'))).entries).toEqual({
      [`consume:OLD:${line}`]: { milli: -800, v: old?._rev },
    });
    // The order given back is no longer stored: its key keeps its place on no day.
    expect((await stored(ledgerDayId('arroz', UNDATED))).dropped).toEqual({ 'consume:GONE:1': '3-a' });
    // Projected again, the old sale takes nothing twice.
    await project(ctx, [old as StoredDoc]);
    expect((await stored('ingredient:arroz')).currentStock).toBe('6.000');
  });
});
