import { afterEach, describe, expect, it } from 'vitest';
import { newId, orderSchema, type ChosenModifier } from '@restaurantpro/schema';
import { memoryDb } from '../../../test/helper.ts';
import { createOrder } from './orders.ts';

const dbs: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

const alPunto: ChosenModifier = { groupId: 'punto', groupName: 'Punto de la carne', optionId: 'alpunto', optionName: 'Al punto', priceDelta: '0.00' };
const huevo: ChosenModifier = { groupId: 'extras', groupName: 'Extras', optionId: 'huevo', optionName: 'Huevo', priceDelta: '1.50' };

describe('order lines with modifiers and notes', () => {
  it('stores each line’s modifiers and note, priced with the price changes', async () => {
    const db = memoryDb();
    dbs.push(db);
    const draft = {
      id: newId(),
      tableId: 'mesa-3',
      lines: [
        { productId: 'entrecot', productName: 'Entrecot', quantity: 2, unitPrice: '20.40', modifiers: [alPunto, huevo], notes: 'sin cebolla' },
        { productId: 'entrecot', productName: 'Entrecot', quantity: 1, unitPrice: '18.90', modifiers: [] },
      ],
      lineIds: [newId(), newId()],
    };
    const order = await createOrder(db, draft, { actor: { id: 'waiter-1', role: 'waiter' }, now: new Date('2026-11-22T13:00:00Z') });
    const stored = orderSchema.parse(await db.get(order._id));
    expect(stored.items[0]).toMatchObject({ modifiers: [alPunto, huevo], notes: 'sin cebolla', unitPrice: '20.40', subtotal: '40.80' });
    expect(stored.items[1]).not.toHaveProperty('modifiers');
    expect(stored.items[1]).not.toHaveProperty('notes');
    // 40.80 + 18.90 = 59.70; IVA 5.97; total 65.67.
    expect(stored).toMatchObject({ subtotal: '59.70', tax: '5.97', total: '65.67' });
  });
});
