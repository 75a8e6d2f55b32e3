import { afterEach, describe, expect, it } from 'vitest';
import { newId, orderSchema } from '@restaurantpro/schema';
import { memoryDb } from '../../../test/helper.ts';
import { allOfType } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { createOrder, moveOrder, type NewOrder, type OrderDraft } from './orders.ts';

const dbs: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

function draft(overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    id: newId(),
    tableId: 'mesa-1',
    waiterId: 'user-1',
    lines: [
      { productId: 'croquetas', productName: 'Croquetas', quantity: 2, unitPrice: '9.50' },
      { productId: 'bravas', productName: 'Bravas', quantity: 1, unitPrice: '6.55' },
    ],
    lineIds: [newId(), newId()],
    now: new Date('2026-11-22T13:00:00Z'),
    ...overrides,
  };
}

/** createOrder's arguments for a draft written by its waiter at its time. */
function sent(db: PouchDB.Database, input: NewOrder): [PouchDB.Database, OrderDraft, WriteContext] {
  const { waiterId, now, ...draft } = input;
  return [db, draft, { actor: { id: waiterId, role: 'waiter' }, now }];
}

describe('orders repository', () => {
  it('stores a valid pending order with totals, business date and a device order number', async () => {
    const db = memoryDb();
    dbs.push(db);
    const order = await createOrder(...sent(db, draft()));
    const stored = orderSchema.parse(await db.get(order._id));
    expect(stored).toMatchObject({ status: 'pending', subtotal: '25.55', tax: '2.56', total: '28.11', businessDate: '2026-11-22' });
    expect(stored.items.map((item) => item.status)).toEqual(['pending', 'pending']);
    expect(stored.orderNumber).toMatch(/^[A-Z][2-9][A-Z]?-001$/);
  });

  it('writes one order when the same draft is sent twice, even concurrently', async () => {
    const db = memoryDb();
    dbs.push(db);
    const input = draft();
    const [a, b] = await Promise.all([createOrder(...sent(db, input)), createOrder(...sent(db, input))]);
    await createOrder(...sent(db, input));
    expect(a._id).toBe(b._id);
    expect(await allOfType(db, 'order')).toHaveLength(1);
  });

  it('numbers the day’s orders in sequence with one device code', async () => {
    const db = memoryDb();
    dbs.push(db);
    const first = await createOrder(...sent(db, draft()));
    const second = await createOrder(...sent(db, draft()));
    expect(second.orderNumber.split('-')[0]).toBe(first.orderNumber.split('-')[0]);
    expect(second.orderNumber.endsWith('-002')).toBe(true);
  });

  it('never gives one number twice when different drafts are sent at once', async () => {
    const db = memoryDb();
    dbs.push(db);
    const orders = await Promise.all(Array.from({ length: 6 }, () => createOrder(...sent(db, draft()))));
    const seqs = orders.map((order) => order.orderNumber.split('-')[1]).sort();
    expect(seqs).toEqual(['001', '002', '003', '004', '005', '006']);
  });

  it('starts the sequence again on a new business day, with the same device code', async () => {
    const db = memoryDb();
    dbs.push(db);
    const today = await createOrder(...sent(db, draft()));
    await createOrder(...sent(db, draft()));
    const tomorrow = await createOrder(...sent(db, draft({ now: new Date('2026-11-23T13:00:00Z') })));
    expect(tomorrow.orderNumber).toBe(`${today.orderNumber.split('-')[0]}-001`);
  });

  it('continues the orders a replica stored before it kept a counter', async () => {
    const db = memoryDb();
    dbs.push(db);
    const earlier = await createOrder(...sent(db, draft()));
    // A replica that kept the device code alone, with five of its orders already stored.
    const device = await db.get('_local/device');
    await db.put({ _id: '_local/device', _rev: device._rev, code: 'K7' });
    await db.put({ ...earlier, _id: 'order:01KZZZZZZZZZZZZZZZZZZZZZZZ', _rev: undefined, orderNumber: 'K7-005' });
    expect((await createOrder(...sent(db, draft()))).orderNumber).toBe('K7-006');
    expect((await createOrder(...sent(db, draft()))).orderNumber).toBe('K7-007');
  });

  it('refuses an order without a valid table reference', async () => {
    const db = memoryDb();
    dbs.push(db);
    await expect(createOrder(...sent(db, draft({ tableId: 'mesa 1' })))).rejects.toThrow();
    expect(await allOfType(db, 'order')).toHaveLength(0);
  });

  it('moves an order and its lines along the kitchen lifecycle and refuses skipping back', async () => {
    const db = memoryDb();
    dbs.push(db);
    const order = await createOrder(...sent(db, draft()));
    const now = new Date('2026-11-22T13:05:00Z');
    await moveOrder(db, { id: order._id, to: 'preparing' }, { actor: { id: 'cook-1', role: 'cook' }, now });
    const ready = await moveOrder(db, { id: order._id, to: 'ready' }, { actor: { id: 'cook-1', role: 'cook' }, now });
    expect(ready.status).toBe('ready');
    expect(ready.items.every((item) => item.status === 'ready')).toBe(true);
    expect(ready.updatedBy).toBe('cook-1');
    await expect(moveOrder(db, { id: order._id, to: 'pending' }, { actor: { id: 'cook-1', role: 'cook' }, now })).rejects.toMatchObject({ kind: 'refused' });
  });
});
