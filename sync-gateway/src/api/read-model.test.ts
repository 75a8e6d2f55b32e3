import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPouchStore } from '../store/pouch-store.ts';
import { FloorIndexes } from '../store/current.ts';
import type { Store, StoredDoc } from '../store/types.ts';
import { ReadModel } from './read-model.ts';

const at = '2026-11-21T12:00:00.000Z';
const product = (id: string, name: string): StoredDoc => ({
  _id: `product:${id}`,
  type: 'product',
  name,
  category: 'entradas',
  price: '5.00',
  cost: '1.00',
  isAvailable: true,
  preparationTime: 10,
  isActive: true,
  createdAt: at,
  updatedAt: at,
  updatedBy: 'test',
});

let orders = 0;
/** A served order of `businessDate` (or of `status`), valid for the schema. */
const orderDoc = (_waiter: string, over: { status: string; businessDate: string }): StoredDoc => {
  orders++;
  return {
    _id: `order:01KAB${String(orders).padStart(21, '0')}`,
    type: 'order',
    createdAt: at,
    updatedAt: at,
    updatedBy: 'w1',
    orderNumber: `K7-${String(orders).padStart(3, '0')}`,
    tableId: 'T1',
    waiterId: 'w1',
    items: [
      {
        id: `01KAC${String(orders).padStart(21, '0')}`,
        productId: 'a',
        productName: 'Croquetas',
        quantity: 2,
        unitPrice: '5.00',
        subtotal: '10.00',
        status: 'served',
        createdAt: at,
      },
    ],
    subtotal: '10.00',
    tax: '1.00',
    total: '11.00',
    ...over,
  };
};

describe('read model', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Indexes still being built from a long history (the first start after the upgrade). */
  const building = { readyWithin: async () => false, refresh: () => new Promise<void>(() => undefined) };

  async function open(
    indexes?: Pick<FloorIndexes, 'readyWithin' | 'refresh'>,
  ): Promise<{ store: Store; model: ReadModel }> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-read-model-'));
    const store = createPouchStore({ dataDir, prefix: 'rp_' });
    await store.provision();
    cleanups.push(async () => {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    const model = new ReadModel(
      store,
      { warn: () => undefined, error: () => undefined },
      () => '2026-11-21',
      indexes ?? new FloorIndexes(store.db('floor')),
    );
    cleanups.push(async () => model.close());
    return { store, model };
  }

  it('loads without the indexes while they are built: the days kept and open orders, no history', async () => {
    const { store, model } = await open(building);
    const today = orderDoc('w1', { status: 'served', businessDate: '2026-11-21' });
    const yesterday = orderDoc('w1', { status: 'served', businessDate: '2026-11-20' });
    const oldOpen = orderDoc('w1', { status: 'pending', businessDate: '2026-10-02' });
    const oldClosed = orderDoc('w1', { status: 'served', businessDate: '2026-10-02' });
    await store.db('floor').bulkDocs([product('a', 'Croquetas'), today, yesterday, oldOpen, oldClosed]);
    await model.start();
    expect(model.list('product').map((p) => p.name)).toEqual(['Croquetas']);
    await model.fresh('floor');
    expect(model.list('order').map((order) => order._id)).toEqual(
      [today._id, yesterday._id, oldOpen._id].sort(),
    );
    // History needs the date index: not answered until it is built.
    expect(await model.history('2026-10-01', '2026-11-21', 10, 0)).toBeNull();
  });

  it('tells when the indexes are ready, without waiting longer than asked', async () => {
    const { store } = await open();
    const indexes = new FloorIndexes(store.db('floor'));
    expect(indexes.ready).toBe(false);
    await indexes.refresh();
    expect(indexes.ready).toBe(true);
    expect(await indexes.readyWithin(0)).toBe(true);
  });

  it('loads what the store holds, then follows writes made directly to the store', async () => {
    const { store, model } = await open();
    await store.db('floor').put(product('a', 'Croquetas'));
    await model.start();
    expect(model.list('product').map((p) => p.name)).toEqual(['Croquetas']);

    const before = model.version('product');
    const { rev } = await store.db('floor').put(product('b', 'Bravas'));
    // fresh() waits for the feed to reach what the store acknowledged: no polling, no stale answer.
    await model.fresh('floor');
    expect(model.get('product', 'b')).toMatchObject({ name: 'Bravas', _rev: rev });
    expect(model.version('product')).toBeGreaterThan(before);

    await store.db('floor').put({ ...product('b', 'Bravas'), _rev: rev, _deleted: true });
    await model.fresh('floor');
    expect(model.get('product', 'b')).toBeUndefined();
  });

  it('keeps the later revision whichever arrives first, and leaves out documents its schema refuses', async () => {
    const { store, model } = await open();
    await model.start();
    const first = await store.db('floor').put(product('c', 'Flan'));
    const second = await store.db('floor').put({ ...product('c', 'Flan de huevo'), _rev: first.rev });
    model.apply({ ...product('c', 'Flan de huevo'), _rev: second.rev });
    model.apply({ ...product('c', 'Flan'), _rev: first.rev });
    await model.fresh('floor');
    expect(model.get('product', 'c')?.name).toBe('Flan de huevo');

    await store.db('floor').put({ ...product('d', 'Roto'), price: 'gratis' });
    await model.fresh('floor');
    expect(model.get('product', 'd')).toBeUndefined();
    expect(model.list('product').map((p) => p.name)).toEqual(['Flan de huevo']);
  });

  it('keeps the catalogue, yesterday’s and today’s orders and open ones; older ones come from the store', async () => {
    const { store, model } = await open();
    const order = (id: string, businessDate: string, status: string): StoredDoc => ({
      _id: `order:${id}`,
      type: 'order',
      orderNumber: 'A1-001',
      waiterId: 'w',
      status,
      // Orders have at least one line (a free one here: the totals are not what is tested).
      items: [
        {
          id: 'L1',
          productId: 'a',
          productName: 'Croquetas',
          quantity: 1,
          unitPrice: '0.00',
          subtotal: '0.00',
          status,
          createdAt: at,
        },
      ],
      subtotal: '0.00',
      tax: '0.00',
      total: '0.00',
      businessDate,
      createdAt: at,
      updatedAt: at,
      updatedBy: 'w',
    });
    await store
      .db('floor')
      .bulkDocs([
        product('a', 'Croquetas'),
        order('old-closed', '2026-10-01', 'served'),
        order('old-open', '2026-10-01', 'pending'),
        order('yesterday', '2026-11-20', 'served'),
      ]);
    await model.start();
    expect(model.list('order').map((o) => o._id)).toEqual(['order:old-open', 'order:yesterday']);
    expect(model.get('order', 'old-closed')).toBeUndefined();
    expect(await model.load('order', 'old-closed')).toMatchObject({ status: 'served' });

    // The old open order is closed: it leaves memory.
    const stillOpen = await store.db('floor').get('order:old-open');
    await store.db('floor').put({ ...stillOpen, status: 'cancelled' });
    await model.fresh('floor');
    expect(model.list('order').map((o) => o._id)).toEqual(['order:yesterday']);
  });

  it.each([
    ['with the indexes', undefined],
    ['while the indexes are built', building],
  ])(
    'keeps live checks whatever their day, and checks and transfers of yesterday on (%s)',
    async (_n, indexes) => {
      const { store, model } = await open(indexes);
      const check = (id: string, businessDate: string, status: string): StoredDoc => ({
        _id: `check:${id}`,
        type: 'check',
        tableId: 'T1',
        guests: 2,
        status,
        openedBy: 'w',
        businessDate,
        ...(status === 'closed' ? { closedAt: at, closedBy: 'm', closeReason: 'Invitación' } : {}),
        createdAt: at,
        updatedAt: at,
        updatedBy: 'w',
      });
      const transfer = (id: string, businessDate: string): StoredDoc => ({
        _id: `transfer:${id}`,
        type: 'transfer',
        fromCheckId: 'old-open',
        toCheckId: 'today',
        lines: [{ orderId: 'O1', lineId: 'L1' }],
        businessDate,
        createdAt: at,
        updatedAt: at,
        updatedBy: 'w',
      });
      await store
        .db('floor')
        .bulkDocs([
          check('old-open', '2026-10-01', 'open'),
          check('old-bill', '2026-10-01', 'bill_requested'),
          check('old-closed', '2026-10-01', 'closed'),
          check('today', '2026-11-21', 'closed'),
          transfer('old', '2026-10-01'),
          transfer('yesterday', '2026-11-20'),
        ]);
      await model.start();
      await model.fresh('floor');
      expect(model.list('check').map((c) => c._id)).toEqual([
        'check:old-bill',
        'check:old-open',
        'check:today',
      ]);
      expect(model.list('transfer').map((t) => t._id)).toEqual(['transfer:yesterday']);
      expect(await model.load('check', 'old-closed')).toMatchObject({ status: 'closed' });

      // The old sitting is closed at last: it leaves memory.
      const sitting = await store.db('floor').get('check:old-open');
      await store
        .db('floor')
        .put({ ...sitting, status: 'closed', closedAt: at, closedBy: 'm', closeReason: 'Cierre' });
      await model.fresh('floor');
      expect(model.list('check').map((c) => c._id)).toEqual(['check:old-bill', 'check:today']);
    },
  );
});
