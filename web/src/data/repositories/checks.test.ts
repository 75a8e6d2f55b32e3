import { describe, expect, it } from 'vitest';
import { type Check, checkView, idPart, newId } from '@restaurantpro/schema';
import { as, freshDb, MANAGER, putTable, WAITER } from '../../../test/helper.ts';
import { allOfType } from '../queries.ts';
import {
  endCheck,
  mergeCheck,
  moveCheck,
  reopenCheck,
  requestBill,
  sendRound,
  transferLines,
} from './checks.ts';
import { markTableReady } from './tables.ts';

const CROQUETAS = { productId: 'croquetas', productName: 'Croquetas', quantity: 2, unitPrice: '9.50' };
const FLAN = { productId: 'flan', productName: 'Flan', quantity: 1, unitPrice: '5.00' };

function round(tableId: string, lines = [CROQUETAS], guests?: number) {
  return { id: newId(), tableId, lines, lineIds: lines.map(() => newId()), ...(guests ? { guests } : {}) };
}

async function sources(db: PouchDB.Database) {
  const [checks, orders, transfers] = await Promise.all([
    allOfType(db, 'check'),
    allOfType(db, 'order'),
    allOfType(db, 'transfer'),
  ]);
  return { checks, orders, transfers };
}

async function viewOf(db: PouchDB.Database, check: Check & { _id: string }) {
  return checkView(idPart(check._id), await sources(db));
}

async function floor() {
  const db = freshDb();
  await putTable(db, { id: 'mesa-3', number: '3', capacity: 4 });
  await putTable(db, { id: 'mesa-5', number: '5', capacity: 6 });
  return db;
}

describe('sendRound: the table’s check takes every round', () => {
  it('opens a check with the guests asked on the first round and adds later rounds to it', async () => {
    const db = await floor();
    const first = await sendRound(db, round('mesa-3', [CROQUETAS], 3), as(WAITER));
    expect(first.opened).toBe(true);
    expect(first.check).toMatchObject({ tableId: 'mesa-3', guests: 3, status: 'open', businessDate: '2026-11-22' });
    expect(first.order.checkId).toBe(idPart(first.check._id));
    const second = await sendRound(db, round('mesa-3', [FLAN]), as(WAITER, '2026-11-22T10:30:00.000Z'));
    expect(second.opened).toBe(false);
    expect(second.check._id).toBe(first.check._id);
    const view = await viewOf(db, first.check);
    expect(view.rounds).toHaveLength(2);
    // 2 × 9,50 + 5,00 = 24,00; IVA 2,40.
    expect(view.totals).toEqual({ subtotal: '24.00', tax: '2.40', total: '26.40' });
  });

  it('opens no check for a first round that cannot be stored, and writes the two together otherwise', async () => {
    const db = await floor();
    // A line of no dishes is refused by the order's schema: the table stays free.
    await expect(sendRound(db, round('mesa-3', [{ ...CROQUETAS, quantity: 0 }]), as(WAITER))).rejects.toThrow();
    expect(await sources(db)).toMatchObject({ checks: [], orders: [] });
    const before = (await db.info()).update_seq;
    const sent = await sendRound(db, round('mesa-3'), as(WAITER));
    // Consecutive changes with nothing between, the round first: one batch for the replica's push.
    const { results } = await db.changes({ since: before });
    expect(results.map((change) => change.id)).toEqual([sent.order._id, sent.check._id]);
  });

  it('seats the table’s capacity when no guests are asked', async () => {
    const db = await floor();
    expect((await sendRound(db, round('mesa-5'), as(WAITER))).check.guests).toBe(6);
  });

  it('sending the same draft again opens no second check nor round', async () => {
    const db = await floor();
    const draft = round('mesa-3');
    await sendRound(db, draft, as(WAITER));
    await sendRound(db, draft, as(WAITER));
    const { checks, orders } = await sources(db);
    expect([checks.length, orders.length]).toEqual([1, 1]);
  });

  it('a round after the bill was asked for reopens the check', async () => {
    const db = await floor();
    const { check } = await sendRound(db, round('mesa-3'), as(WAITER));
    const asked = await requestBill(db, idPart(check._id), as(WAITER));
    expect(asked).toMatchObject({ status: 'bill_requested', billRequestedAt: '2026-11-22T10:00:00.000Z' });
    const coffee = await sendRound(db, round('mesa-3', [FLAN]), as(WAITER));
    expect(coffee.check._id).toBe(check._id);
    const stored = await db.get<Check>(check._id);
    expect(stored.status).toBe('open');
    expect(stored.billRequestedAt).toBeUndefined();
  });
});

describe('moving, merging and transferring', () => {
  it('moves a sitting to a free table and refuses an occupied one', async () => {
    const db = await floor();
    await putTable(db, { id: 'mesa-7', number: '7' });
    const { check } = await sendRound(db, round('mesa-3'), as(WAITER));
    await sendRound(db, round('mesa-7'), as(WAITER));
    await expect(moveCheck(db, { checkId: idPart(check._id), tableId: 'mesa-7' }, as(WAITER))).rejects.toMatchObject({
      kind: 'refused',
      reason: 'La mesa 7 está ocupada: únela en lugar de moverla',
    });
    const moved = await moveCheck(db, { checkId: idPart(check._id), tableId: 'mesa-5' }, as(WAITER));
    expect(moved.tableId).toBe('mesa-5');
    expect((await viewOf(db, moved)).rounds).toHaveLength(1);
  });

  it('merges two tables: the surviving check shows both rounds and both parties', async () => {
    const db = await floor();
    const a = await sendRound(db, round('mesa-3', [CROQUETAS], 2), as(WAITER));
    const b = await sendRound(db, round('mesa-5', [FLAN], 3), as(WAITER));
    await mergeCheck(db, { checkId: idPart(b.check._id), intoCheckId: idPart(a.check._id) }, as(WAITER));
    const view = await viewOf(db, a.check);
    expect([view.rounds.length, view.guests, view.totals.total]).toEqual([2, 5, '26.40']);
  });

  it('moves chosen lines in one transfer, and refuses a line that is no longer on the check', async () => {
    const db = await floor();
    const a = await sendRound(db, round('mesa-3', [CROQUETAS, FLAN]), as(WAITER));
    const b = await sendRound(db, round('mesa-5', [FLAN]), as(WAITER));
    const [, flanLine] = a.order.items;
    const ref = { orderId: idPart(a.order._id), lineId: flanLine?.id ?? '' };
    const input = { fromCheckId: idPart(a.check._id), toCheckId: idPart(b.check._id), lines: [ref] };
    await transferLines(db, input, as(WAITER));
    expect((await viewOf(db, a.check)).totals.subtotal).toBe('19.00');
    expect((await viewOf(db, b.check)).totals.subtotal).toBe('10.00');
    await expect(transferLines(db, input, as(WAITER))).rejects.toMatchObject({ kind: 'refused' });
    expect((await sources(db)).transfers).toHaveLength(1);
  });
});

describe('ending a check and freeing the table', () => {
  it('only a manager closes without payment, with a reason; then Limpieza until Mesa lista', async () => {
    const db = await floor();
    const { check } = await sendRound(db, round('mesa-3'), as(WAITER));
    const checkId = idPart(check._id);
    await expect(endCheck(db, { checkId, to: 'closed', reason: 'Invitación' }, as(WAITER))).rejects.toMatchObject({ kind: 'refused' });
    await expect(endCheck(db, { checkId, to: 'closed', reason: '  ' }, as(MANAGER))).rejects.toMatchObject({ reason: 'Indica el motivo' });
    await expect(markTableReady(db, 'mesa-3', as(WAITER))).rejects.toMatchObject({ reason: 'La mesa no está en limpieza' });
    const closed = await endCheck(db, { checkId, to: 'closed', reason: 'Invitación de la casa' }, as(MANAGER, '2026-11-22T11:00:00.000Z'));
    expect(closed).toMatchObject({ status: 'closed', closedBy: MANAGER.id, closeReason: 'Invitación de la casa' });
    await expect(reopenCheck(db, checkId, as(MANAGER))).rejects.toMatchObject({ reason: 'La cuenta de esta mesa ya está cerrada' });
    const ready = await markTableReady(db, 'mesa-3', as(WAITER, '2026-11-22T11:05:00.000Z'));
    expect(ready.status).toBe('available');
    // The next round at the table opens a new sitting.
    const next = await sendRound(db, round('mesa-3'), as(WAITER, '2026-11-22T11:10:00.000Z'));
    expect(next.opened).toBe(true);
  });
});
