import { afterEach, describe, expect, it } from 'vitest';
import {
  DELIVERY_FINAL_MESSAGE,
  inactiveCountMessage,
  INGREDIENT_STOCK_MESSAGE,
  PRODUCT_SOLD_MESSAGE,
  SUPPLIER_MISSING_MESSAGE,
  unitProblem,
} from '@restaurantpro/schema';
import { push } from '../checks/fixtures.ts';
import { orderDoc, replicationHarness, type Doc } from '../replication/helpers.ts';
import { deliveryDoc, idOf, ingredientDoc, stockCountDoc, supplierDoc } from './fixtures.ts';

const ISO = '2026-11-22T12:30:00.000Z';

/**
 * The supply refusals at `/db`, each with the schema's Spanish reason, pushed from a manager's (or a
 * cook's) device through the real gateway: nothing of a refused document is stored, and the
 * ingredient's stock stays as the gateway projects it.
 */
describe('supply writes at /db', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function world() {
    const { app, url, db, store, waiter } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const cook = await h.account(app, url, 'cook');
    const supplier = supplierDoc('M0');
    const rice = ingredientDoc('M0', { currentStock: '2.000' });
    await store.db('office').put(supplier);
    await db.put(rice);
    const office = h.device(url, manager);
    const kitchen = h.device(url, cook);
    const managerOffice = h.device(url, manager, 'office');
    await Promise.all([
      office.local.replicate.from(office.remote),
      kitchen.local.replicate.from(kitchen.remote),
    ]);
    const stored = (id: string) => db.get(id).catch(() => null);
    return { app, url, db, waiter, manager, cook, supplier, rice, office, kitchen, managerOffice, stored };
  }

  it('a delivery line in an incompatible unit: the whole delivery is refused', async () => {
    const w = await world();
    const delivery = deliveryDoc(w.manager.id, idOf(w.supplier), [
      { ingredientId: idOf(w.rice), quantity: '5.000', unit: 'kg', unitCost: '3.40' },
      { ingredientId: idOf(w.rice), quantity: '2.000', unit: 'l', unitCost: '1.00' },
    ]);
    await w.office.local.put(delivery);
    expect(await push(w.office)).toEqual([unitProblem('l', 'kg')]);
    expect(await w.stored(delivery._id)).toBeNull();
    await w.app.reactionsIdle();
    expect((await w.stored(w.rice._id))?.currentStock).toBe('2.000');
  });

  it('a count of an inactive ingredient', async () => {
    const w = await world();
    const oil = ingredientDoc('M0', { name: 'Aceite de girasol', unit: 'l', isActive: false });
    await w.db.put(oil);
    const count = stockCountDoc(w.cook.id, [
      { ingredientId: idOf(oil), expected: '2.000', counted: '1.000' },
    ]);
    await w.kitchen.local.put(count);
    expect(await push(w.kitchen)).toEqual([inactiveCountMessage('Aceite de girasol')]);
    expect(await w.stored(count._id)).toBeNull();
  });

  it('a direct edit of currentStock; the same edit of the name alone passes', async () => {
    const w = await world();
    const held = await w.office.local.get<Doc>(w.rice._id);
    await w.office.local.put({ ...held, currentStock: '50.000', updatedAt: ISO, updatedBy: w.manager.id });
    expect(await push(w.office)).toEqual([INGREDIENT_STOCK_MESSAGE]);
    expect((await w.stored(w.rice._id))?.currentStock).toBe('2.000');

    await w.office.local.replicate.from(w.office.remote);
    const winner = await w.office.local.get<Doc>(w.rice._id);
    await w.office.local.put({
      ...winner,
      name: 'Arroz bomba D.O.',
      updatedAt: ISO,
      updatedBy: w.manager.id,
    });
    expect(await push(w.office)).toEqual([]);
    expect(await w.stored(w.rice._id)).toMatchObject({ name: 'Arroz bomba D.O.', currentStock: '2.000' });
  });

  it('an edit made on a copy older than the projected stock passes, and the stock stays projected', async () => {
    const w = await world();
    // A second device of the manager pulls the rice at 2 kg, then 5 kg are received elsewhere.
    const stale = h.device(w.url, w.manager);
    await stale.local.replicate.from(stale.remote);
    const copy = await stale.local.get<Doc>(w.rice._id);
    expect(copy.currentStock).toBe('2.000');
    const delivery = deliveryDoc(w.manager.id, idOf(w.supplier), [
      { ingredientId: idOf(w.rice), quantity: '5.000', unit: 'kg', unitCost: '3.40' },
    ]);
    await w.office.local.put(delivery);
    expect(await push(w.office)).toEqual([]);
    await w.app.reactionsIdle();
    expect((await w.stored(w.rice._id))?.currentStock).toBe('7.000');
    // Still on its 2 kg copy, the second device renames the rice. Judged against the revision it was
    // made from, the edit changes no stock: accepted, and the projection keeps the stock it holds.
    await stale.local.put({ ...copy, name: 'Arroz bomba D.O.', updatedAt: ISO, updatedBy: w.manager.id });
    expect(await push(stale)).toEqual([]);
    await w.app.reactionsIdle();
    expect(await w.stored(w.rice._id)).toMatchObject({ name: 'Arroz bomba D.O.', currentStock: '7.000' });
  });

  it('an edit of a delivery: it is written once', async () => {
    const w = await world();
    const delivery = deliveryDoc(w.manager.id, idOf(w.supplier), [
      { ingredientId: idOf(w.rice), quantity: '5.000', unit: 'kg', unitCost: '3.40' },
    ]);
    await w.office.local.put(delivery);
    expect(await push(w.office)).toEqual([]);
    const held = await w.office.local.get<Doc>(delivery._id);
    const lines = (held.lines as Doc[]).map((line) => ({ ...line, quantity: '50.000' }));
    await w.office.local.put({ ...held, lines, updatedAt: ISO });
    expect(await push(w.office)).toEqual([DELIVERY_FINAL_MESSAGE]);
    expect(((await w.stored(delivery._id))?.lines as Doc[])[0]?.quantity).toBe('5.000');
    // The stock counts the delivery as first written: 2 + 5.
    await w.app.reactionsIdle();
    expect((await w.stored(w.rice._id))?.currentStock).toBe('7.000');
  });

  it('an ingredient created on the device and a delivery of it, pushed together, are judged in that order', async () => {
    const w = await world();
    const saffron = ingredientDoc(w.manager.id, { name: 'Azafrán', unit: 'g', currentStock: '0.000' });
    // The delivery first in the device's feed: the guard still judges the ingredient before it.
    const delivery = deliveryDoc(w.manager.id, idOf(w.supplier), [
      { ingredientId: idOf(saffron), quantity: '0.050', unit: 'kg', unitCost: '900.00' },
    ]);
    await w.office.local.bulkDocs([delivery, saffron]);
    expect(await push(w.office)).toEqual([]);
    await w.app.reactionsIdle();
    // 0,050 kg is 50 g; 900,00 €/kg is 0,90 €/g.
    expect(await w.stored(saffron._id)).toMatchObject({ currentStock: '50.000', costPerUnit: '0.90' });
  });

  it('an invoice of an unknown supplier, at the office database', async () => {
    const w = await world();
    const invoice: Doc = {
      _id: 'invoice:F2026-001',
      type: 'invoice',
      createdAt: ISO,
      updatedAt: ISO,
      updatedBy: w.manager.id,
      invoiceNumber: 'F2026-001',
      supplierId: 'nadie',
      amount: '120.00',
      date: '2026-11-22',
      status: 'pending',
    };
    await w.managerOffice.local.put(invoice);
    expect(await push(w.managerOffice)).toEqual([SUPPLIER_MISSING_MESSAGE]);
  });

  it('deleting a product once sold; one never sold goes', async () => {
    const w = await world();
    await w.db.put(orderDoc(w.waiter.id));
    await w.office.local.replicate.from(w.office.remote);
    const sold = await w.office.local.get<Doc>('product:P1');
    const unsold = await w.office.local.get<Doc>('product:P2');
    await w.office.local.bulkDocs([
      { ...sold, _deleted: true },
      { ...unsold, _deleted: true },
    ]);
    expect(await push(w.office)).toEqual([PRODUCT_SOLD_MESSAGE]);
    expect(await w.stored('product:P1')).not.toBeNull();
    expect(await w.stored('product:P2')).toBeNull();
  });
});
