import { describe, expect, it } from 'vitest';
import {
  checkView,
  idPart,
  newId,
  VOID_NEEDS_MANAGER_MESSAGE,
  VOID_NOTHING_MESSAGE,
} from '@restaurantpro/schema';
import { as, freshDb, MANAGER, putTable, WAITER } from '../../../test/helper.ts';
import { allOfType } from '../queries.ts';
import { sendRound } from './checks.ts';
import { moveOrder } from './orders.ts';
import { voidLines } from './voids.ts';

const COOK = { id: 'cook-1', role: 'cook' as const };
const CROQUETAS = { productId: 'croquetas', productName: 'Croquetas', quantity: 2, unitPrice: '9.50' };
const FLAN = { productId: 'flan', productName: 'Flan', quantity: 1, unitPrice: '5.00' };

async function sitting() {
  const db = freshDb();
  await putTable(db, { id: 'mesa-3', number: '3' });
  const lines = [CROQUETAS, FLAN];
  const sent = await sendRound(db, { id: newId(), tableId: 'mesa-3', lines, lineIds: lines.map(() => newId()) }, as(WAITER));
  const orderId = idPart(sent.order._id);
  const [croquetas, flan] = sent.order.items.map((line) => line.id);
  return { db, check: sent.check, orderId, croquetas: croquetas ?? '', flan: flan ?? '' };
}

async function totalOf(db: PouchDB.Database, checkId: string) {
  const [checks, orders] = await Promise.all([allOfType(db, 'check'), allOfType(db, 'order')]);
  return checkView(checkId, { checks, orders, transfers: [] }).totals.total;
}

describe('voidLines', () => {
  it('a waiter voids a line the kitchen has not started: cancelled, kept with who, when and why, off the total', async () => {
    const { db, check, orderId, flan } = await sitting();
    const order = await voidLines(db, { orderId, lineIds: [flan], reason: 'customer_changed' }, as(WAITER, '2026-11-22T10:05:00.000Z'));
    const line = order.items.find((item) => item.id === flan);
    expect(line).toMatchObject({ status: 'cancelled', void: { reason: 'customer_changed', by: WAITER.id, at: '2026-11-22T10:05:00.000Z' } });
    expect(order.status).toBe('pending');
    // 2 × 9,50 = 19,00 + IVA 1,90.
    expect(await totalOf(db, idPart(check._id))).toBe('20.90');
    await expect(voidLines(db, { orderId, lineIds: [flan], reason: 'quality' }, as(WAITER))).rejects.toMatchObject({
      kind: 'refused',
      reason: VOID_NOTHING_MESSAGE,
    });
  });

  it("'other' needs the free text", async () => {
    const { db, orderId, flan } = await sitting();
    await expect(voidLines(db, { orderId, lineIds: [flan], reason: 'other', note: ' ' }, as(WAITER))).rejects.toMatchObject({
      reason: 'Indica el motivo de la anulación',
    });
  });

  it('a started line needs a manager: the waiter’s device carries the approval, a manager voids directly', async () => {
    const { db, orderId, croquetas, flan } = await sitting();
    await moveOrder(db, { id: `order:${orderId}`, to: 'preparing' }, as(COOK));
    // Judged on the device by the schema's rule, in the words the gateway would use.
    await expect(voidLines(db, { orderId, lineIds: [croquetas], reason: 'kitchen_delay' }, as(WAITER))).rejects.toMatchObject({
      kind: 'refused',
      reason: VOID_NEEDS_MANAGER_MESSAGE,
    });
    const approval = { approvedBy: MANAGER.id, approval: 'firma' };
    const order = await voidLines(db, { orderId, lineIds: [croquetas], reason: 'kitchen_delay', approval }, as(WAITER));
    expect(order.items.find((item) => item.id === croquetas)?.void).toMatchObject({ by: WAITER.id, approvedBy: MANAGER.id, approval: 'firma' });
    const whole = await voidLines(db, { orderId, reason: 'quality' }, as(MANAGER));
    expect(whole.status).toBe('cancelled');
    expect(whole.items.find((item) => item.id === flan)?.void?.by).toBe(MANAGER.id);
  });

  it('a ready line keeps its status and carries the void', async () => {
    const { db, check, orderId, flan } = await sitting();
    await moveOrder(db, { id: `order:${orderId}`, to: 'ready' }, as(COOK));
    const order = await voidLines(db, { orderId, lineIds: [flan], reason: 'quality' }, as(MANAGER));
    expect(order.items.find((item) => item.id === flan)).toMatchObject({ status: 'ready', void: { reason: 'quality' } });
    expect(await totalOf(db, idPart(check._id))).toBe('20.90');
  });
});
