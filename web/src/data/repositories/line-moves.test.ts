import { afterEach, describe, expect, it } from 'vitest';
import { newId, orderSchema, PASS_READY_MESSAGE, type LineMove, type Order } from '@restaurantpro/schema';
import { memoryDb } from '../../../test/helper.ts';
import type { WriteContext } from './context.ts';
import { moveOrderLines } from './line-moves.ts';
import { createOrder } from './orders.ts';

const dbs: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

const SENT = new Date('2026-11-22T13:00:00Z');
const at = (minutes: number): WriteContext => ({
  actor: { id: 'cook-1', role: 'cook' },
  now: new Date(SENT.getTime() + minutes * 60_000),
});

/** A round of a drink, a starter and a held main, as the POS sends it. */
async function round(): Promise<{ db: PouchDB.Database; order: Order; ids: string[] }> {
  const db = memoryDb();
  dbs.push(db);
  const ids = [newId(), newId(), newId()];
  const order = await createOrder(
    db,
    {
      id: newId(),
      tableId: 'mesa-1',
      lines: [
        { productId: 'cana', productName: 'Caña', quantity: 2, unitPrice: '2.50', course: 'bebidas' },
        { productId: 'bravas', productName: 'Bravas', quantity: 1, unitPrice: '6.55', course: 'entrantes' },
        { productId: 'paella', productName: 'Paella', quantity: 2, unitPrice: '14.00', course: 'principales', held: true },
      ],
      lineIds: ids,
    },
    { actor: { id: 'waiter-1', role: 'waiter' }, now: SENT },
  );
  return { db, order, ids };
}

const stored = async (db: PouchDB.Database, id: string) => orderSchema.parse(await db.get(id));

describe('moveOrderLines', () => {
  it('fires a held course, bumps lines and recalls one, the round following its lines', async () => {
    const { db, order, ids } = await round();
    const [drink, starter, main] = ids as [string, string, string];
    await moveOrderLines(db, { id: order._id, move: { kind: 'fire', course: 'principales' } }, at(12));
    let now = await stored(db, order._id);
    expect(now.items.find((line) => line.id === main)).toMatchObject({ firedAt: '2026-11-22T13:12:00.000Z' });
    expect(now.items.find((line) => line.id === main)?.held).toBeUndefined();

    await moveOrderLines(db, { id: order._id, move: { kind: 'bump', lineIds: [drink, starter] } }, at(14));
    now = await stored(db, order._id);
    expect(now.status).toBe('pending');
    await moveOrderLines(db, { id: order._id, move: { kind: 'bump', lineIds: [main] } }, at(20));
    expect((await stored(db, order._id)).status).toBe('ready');

    await moveOrderLines(db, { id: order._id, move: { kind: 'recall', lineIds: [main] } }, at(21));
    now = await stored(db, order._id);
    expect(now.status).toBe('preparing');
    expect(now.items.find((line) => line.id === main)).toMatchObject({ status: 'preparing', recalls: 1 });
  });

  it('leaves the order as it is when the move was already made', async () => {
    const { db, order, ids } = await round();
    const bump: LineMove = { kind: 'bump', lineIds: [ids[0] as string] };
    const first = await moveOrderLines(db, { id: order._id, move: bump }, at(3));
    const again = await moveOrderLines(db, { id: order._id, move: bump }, at(4));
    expect(again._rev).toBe(first._rev);
    expect((await db.get(order._id))._rev).toBe(first._rev);
  });

  it('refuses, with the gateway’s words, a ready line passed to another station, and writes nothing', async () => {
    const { db, order, ids } = await round();
    await moveOrderLines(db, { id: order._id, move: { kind: 'bump', lineIds: [ids[1] as string] } }, at(5));
    const before = await db.get(order._id);
    await expect(
      moveOrderLines(
        db,
        { id: order._id, move: { kind: 'pass', lineIds: [ids[1] as string], stationId: 'frios' } },
        at(6),
      ),
    ).rejects.toMatchObject({ kind: 'refused', reason: PASS_READY_MESSAGE });
    expect((await db.get(order._id))._rev).toBe(before._rev);
  });
});
