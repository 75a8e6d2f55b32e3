import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_ROLE_MESSAGE,
  closedDayMessage,
  discountAboveMessage,
  newId,
  REFUND_ROLE_MESSAGE,
  refundAboveMessage,
} from '@restaurantpro/schema';
import { as, freshDb, MANAGER, putSettings, sittingToPay, WAITER } from '../../../test/helper.ts';
import { allOfType } from '../queries.ts';
import { recordAdjustment } from './adjustments.ts';
import { readCheckMoney } from './money-sources.ts';
import { recordPayment } from './payments.ts';
import { recordRefund } from './refunds.ts';
import { issueTicket } from './tickets.ts';

const CARD = (amount: string) => ({ amount, tip: '0.00', parts: [{ method: 'card' as const, amount }], change: '0.00' });
const APPROVAL = { approvedBy: MANAGER.id, approval: 'firma-de-gerencia' };

async function billOfCheck(db: PouchDB.Database, checkId: string) {
  return (await readCheckMoney(db, checkId)).money.bill;
}

describe('payments on the device', () => {
  it('a retried payment is the same document: paid once', async () => {
    const db = freshDb();
    const checkId = await sittingToPay(db, as(WAITER));
    const draft = { id: newId(), checkId, ...CARD('40.00') };
    await recordPayment(db, draft, as(WAITER));
    const again = await recordPayment(db, draft, as(WAITER));
    expect(await allOfType(db, 'payment')).toHaveLength(1);
    expect(again.money.bill).toMatchObject({ paid: '40.00', due: '46.20', isPaid: false });
  });

  it('a payment on a closed day is refused in the schema’s words, and nothing is written', async () => {
    const db = freshDb();
    const checkId = await sittingToPay(db, as(WAITER));
    await db.put({ _id: 'day_close:2026-11-22', type: 'day_close', businessDate: '2026-11-22' });
    await expect(recordPayment(db, { id: newId(), checkId, ...CARD('86.20') }, as(WAITER))).rejects.toMatchObject({
      kind: 'refused',
      reason: closedDayMessage('2026-11-22'),
    });
    expect(await allOfType(db, 'payment')).toEqual([]);
  });
});

describe('discounts and invitaciones', () => {
  it('a waiter needs a manager’s approval; with it the bill takes the discount', async () => {
    const db = freshDb();
    const checkId = await sittingToPay(db, as(WAITER));
    const draft = { id: newId(), checkId, kind: 'discount' as const, percent: 10, reason: 'Cliente habitual' };
    await expect(recordAdjustment(db, draft, as(WAITER))).rejects.toMatchObject({ kind: 'refused', reason: ADJUSTMENT_ROLE_MESSAGE });
    const stored = await recordAdjustment(db, { ...draft, approval: APPROVAL }, as(WAITER));
    expect(stored).toMatchObject({ by: WAITER.id, approvedBy: MANAGER.id, percent: 10 });
    // 78,36 − 7,84 (10 %) = 70,52 + IVA 7,05 = 77,57.
    expect(await billOfCheck(db, checkId)).toMatchObject({ subtotal: '70.52', total: '77.57' });
  });

  it('a discount above the line’s value is refused with the figure', async () => {
    const db = freshDb();
    const checkId = await sittingToPay(db, as(WAITER));
    const { lines } = await billOfCheck(db, checkId);
    const line = { orderId: lines[0]?.orderId ?? '', lineId: lines[0]?.lineId ?? '' };
    await expect(
      recordAdjustment(db, { id: newId(), checkId, kind: 'discount', line, amount: '80.00', reason: 'Error' }, as(MANAGER)),
    ).rejects.toMatchObject({ reason: discountAboveMessage('line', 7836) });
    await recordAdjustment(db, { id: newId(), checkId, kind: 'invitation', line, reason: 'Invita la casa' }, as(MANAGER));
    expect(await billOfCheck(db, checkId)).toMatchObject({ total: '0.00', isPaid: true });
  });
});

describe('refunds', () => {
  async function ticketed(db: PouchDB.Database) {
    await putSettings(db);
    const checkId = await sittingToPay(db, as(WAITER));
    await recordPayment(db, { id: newId(), checkId, ...CARD('86.20') }, as(WAITER));
    return issueTicket(db, { checkId, waiter: 'Ana' }, as(WAITER));
  }

  it('a waiter without a manager is refused; a manager’s refund writes a rectifying ticket in the R series', async () => {
    const db = freshDb();
    const sale = await ticketed(db);
    const ticketId = sale._id.slice('ticket:'.length);
    const draft = { id: newId(), ticketId, amount: '10.00', method: 'card' as const, reason: 'Plato frío', waiter: 'Ana' };
    await expect(recordRefund(db, draft, as(WAITER))).rejects.toMatchObject({ kind: 'refused', reason: REFUND_ROLE_MESSAGE });
    const { refund, ticket } = await recordRefund(db, draft, as(MANAGER));
    expect(refund).toMatchObject({ ticketId, amount: '10.00', checkId: sale.checkId, by: MANAGER.id });
    expect(ticket).toMatchObject({ kind: 'rectifying', series: `R${sale.series}`, number: 1, total: '-10.00', refundId: draft.id });
    // A retry issues no second rectifying ticket.
    await recordRefund(db, draft, as(MANAGER));
    expect((await allOfType(db, 'ticket')).map((doc) => doc.kind).sort()).toEqual(['rectifying', 'simplified']);
    await expect(
      recordRefund(db, { ...draft, id: newId(), amount: '80.00' }, as(MANAGER)),
    ).rejects.toMatchObject({ reason: refundAboveMessage(7620) });
  });
});
