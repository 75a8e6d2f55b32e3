import { describe, expect, it } from 'vitest';
import {
  inactiveCountMessage,
  INVOICE_OTHER_SUPPLIER_MESSAGE,
  PRODUCT_SOLD_MESSAGE,
  SUPPLIER_INACTIVE_MESSAGE,
  type Invoice,
  type Supplier,
} from '@restaurantpro/schema';
import { as, freshDb, idOf, MANAGER, WAITER } from '../../../test/helper.ts';
import { allOfType, type StoredDoc } from '../queries.ts';
import { receiveDelivery } from './deliveries.ts';
import { saveIngredient } from './ingredients.ts';
import { deleteProduct, saveProduct } from './products.ts';
import { recordStockCount } from './stock-counts.ts';

const AT = '2026-11-22T10:00:00.000Z';
const base = { createdAt: AT, updatedAt: AT, updatedBy: 'manager-1', _rev: '1-a' };
const supplier = (id: string, isActive = true): Supplier & StoredDoc => ({ ...base, _id: `supplier:${id}`, type: 'supplier', name: id, isActive });
const invoice = (id: string, supplierId: string): Invoice & StoredDoc => ({
  ...base,
  _id: `invoice:${id}`,
  type: 'invoice',
  invoiceNumber: `F-${id}`,
  supplierId,
  amount: '34.00',
  date: '2026-11-22',
  status: 'pending',
});

async function rice(db: PouchDB.Database, isActive = true): Promise<string> {
  const saved = await saveIngredient(db, { id: null, values: { name: 'Arroz bomba', unit: 'kg', currentStock: '10', costPerUnit: '3.40', isActive } }, as(MANAGER));
  return idOf(saved);
}

const line = (ingredientId: string, unit = 'kg') => ({ ingredientId, quantity: '10', unit, unitCost: '3,40' });

describe('deliveries repository', () => {
  it('stores the delivery whole, each line with its own id, received by the writer today', async () => {
    const db = freshDb();
    const id = await rice(db);
    const values = { supplierId: 'mc', invoiceId: 'F1', reference: 'ALB-1', lines: [line(id), line(id, 'g')] };
    const saved = await receiveDelivery(db, { values, suppliers: [supplier('mc')], invoices: [invoice('F1', 'mc')] }, as(MANAGER));
    expect(saved).toMatchObject({ invoiceId: 'F1', reference: 'ALB-1', receivedBy: 'manager-1', businessDate: '2026-11-22' });
    expect(saved.lines.map((stored) => [stored.quantity, stored.unit, stored.unitCost])).toEqual([
      ['10.000', 'kg', '3.40'],
      ['10.000', 'g', '3.40'],
    ]);
    expect(new Set(saved.lines.map((stored) => stored.id)).size).toBe(2);
  });

  it.each([
    ['an incompatible unit', { lines: [line('ING', 'l')] }, [supplier('mc')], 'No se puede convertir l a kg: usa una unidad de peso'],
    ['an inactive supplier', {}, [supplier('mc', false)], SUPPLIER_INACTIVE_MESSAGE],
    ['an invoice of another supplier', { invoiceId: 'F2' }, [supplier('mc')], INVOICE_OTHER_SUPPLIER_MESSAGE],
  ])('refuses %s with the schema’s reason and stores nothing', async (_case, change, suppliers, reason) => {
    const db = freshDb();
    const id = await rice(db);
    const values = { supplierId: 'mc', lines: [line(id)], ...change };
    if ('lines' in change) values.lines = change.lines.map((wrong) => ({ ...wrong, ingredientId: id }));
    const attempt = receiveDelivery(db, { values, suppliers, invoices: [invoice('F2', 'other')] }, as(MANAGER));
    await expect(attempt).rejects.toMatchObject({ kind: 'refused', reason });
    expect(await allOfType(db, 'delivery')).toHaveLength(0);
  });

  it('refuses a waiter, who may not receive goods', async () => {
    const db = freshDb();
    const id = await rice(db);
    const attempt = receiveDelivery(db, { values: { supplierId: 'mc', lines: [line(id)] }, suppliers: [supplier('mc')], invoices: [] }, as(WAITER));
    await expect(attempt).rejects.toMatchObject({ kind: 'refused' });
  });
});

describe('stock counts repository', () => {
  it('fills expected and cost from the ingredient when the input leaves them out', async () => {
    const db = freshDb();
    const id = await rice(db);
    const saved = await recordStockCount(db, { lines: [{ ingredientId: id, counted: '9', reason: 'waste' }] }, as(MANAGER));
    expect(saved.lines).toEqual([{ ingredientId: id, expected: '10.000', counted: '9.000', reason: 'waste', unitCost: '3.40' }]);
  });

  it('refuses counting an inactive ingredient with the schema’s reason', async () => {
    const db = freshDb();
    const id = await rice(db, false);
    const attempt = recordStockCount(db, { lines: [{ ingredientId: id, counted: '9', reason: 'waste' }] }, as(MANAGER));
    await expect(attempt).rejects.toMatchObject({ kind: 'refused', reason: inactiveCountMessage('Arroz bomba') });
    expect(await allOfType(db, 'stock_count')).toHaveLength(0);
  });
});

describe('deleting a product', () => {
  it('refuses a product an order line references with the schema’s reason, deletes one never sold', async () => {
    const db = freshDb();
    const context = as(MANAGER);
    const paella = await saveProduct(db, { id: null, values: { name: 'Paella', price: '14' } }, context);
    const flan = await saveProduct(db, { id: null, values: { name: 'Flan', price: '4' } }, context);
    await db.put({ _id: 'order:O1', type: 'order', items: [{ id: 'L1', productId: idOf(paella) }] });
    await expect(deleteProduct(db, paella._id, context)).rejects.toMatchObject({ kind: 'refused', reason: PRODUCT_SOLD_MESSAGE });
    await deleteProduct(db, flan._id, context);
    expect((await allOfType(db, 'product')).map((product) => product._id)).toEqual([paella._id]);
  });
});
