import { describe, expect, it } from 'vitest';
import { idPart, newId } from '@restaurantpro/schema';
import { as, freshDb, MANAGER, putSettings, sittingToPay, WAITER } from '../../../test/helper.ts';
import { allOfType } from '../../data/queries.ts';
import { annulTicket } from '../../data/repositories/annulments.ts';
import { addCashMovement } from '../../data/repositories/cash.ts';
import { readMoneySources } from '../../data/repositories/money-sources.ts';
import { recordPayment } from '../../data/repositories/payments.ts';
import { issueTicket } from '../../data/repositories/tickets.ts';
import { cashDay, openChecksValue } from '../../lib/cash-day.ts';

const DAY = '2026-11-22';
const AT = '2026-11-22T13:00:00.000Z';

async function sourcesOf(db: PouchDB.Database) {
  return {
    ...(await readMoneySources(db)),
    cashMovements: await allOfType(db, 'cash_movement'),
    dayCloses: await allOfType(db, 'day_close'),
  };
}

const pay = (checkId: string, amount: string, parts: { method: 'cash' | 'card'; amount: string; tendered?: string }[], tip = '0.00', change = '0.00') => ({
  id: newId(),
  checkId,
  amount,
  tip,
  parts,
  change,
});

describe('the day of the drawer (Caja screen and Informe Z figures)', () => {
  it('adds up the day’s payments, tips, cash and overpayments from the replica’s documents', async () => {
    const db = freshDb();
    await putSettings(db);
    await addCashMovement(db, { businessDate: DAY, kind: 'float', amount: '100.00' }, as(MANAGER, AT));
    await addCashMovement(db, { businessDate: DAY, kind: 'out', amount: '4.50', reason: 'Pan' }, as(MANAGER, AT));
    // Mesa 3: 86,20 € split in two; 50 € cash for 43,10 € (6,90 € change), the rest by card with a 2 € tip.
    const paid = await sittingToPay(db, as(WAITER, AT), { table: 'mesa-3' });
    await recordPayment(db, pay(paid, '43.10', [{ method: 'cash', amount: '43.10', tendered: '50.00' }], '0.00', '6.90'), as(WAITER, AT));
    await recordPayment(db, pay(paid, '43.10', [{ method: 'card', amount: '45.10' }], '2.00'), as(WAITER, AT));
    // A second device paid 5 € more on the same check.
    await recordPayment(db, pay(paid, '5.00', [{ method: 'card', amount: '5.00' }]), as(WAITER, AT));
    // Mesa 7: served, not paid yet.
    await sittingToPay(db, as(WAITER, AT), { table: 'mesa-7', quantity: 1, unitPrice: '10.00' });

    const sources = await sourcesOf(db);
    const day = cashDay(sources, DAY, (tableId) => `Mesa ${tableId.replace('mesa-', '')}`);
    expect(day.report).toMatchObject({
      byMethod: { cash: '43.10', card: '50.10' },
      sales: '91.20',
      tips: '2.00',
      refunds: { count: 0, amount: '0.00' },
      cash: { float: '100.00', out: '4.50', taken: '43.10', expected: '138.60' },
    });
    expect(day.expected).toBe('138.60');
    expect(day.close).toBeNull();
    expect(day.movements.map((movement) => movement.kind)).toEqual(['float', 'out']);
    expect(day.overpayments.map((alert) => alert.message)).toEqual(['Cobro de más: Mesa 3, 5,00 €']);
    // Open checks apart from the money: Mesa 7's 11,00 € (10 € + 10 % IVA); Mesa 3 owes nothing.
    expect(openChecksValue(sources)).toEqual({ count: 2, due: '11.00' });
  });

  it('an annulled ticket keeps its number in the series but stops counting as a sale, until its check gets a new one', async () => {
    const db = freshDb();
    await putSettings(db);
    // Mesa 3: 86,20 € (78,36 € + 7,84 € IVA); Mesa 7: 11,00 € (10,00 € + 1,00 € IVA). Both by card, both ticketed.
    const paidWithTicket = async (table: string, quantity: number, unitPrice: string, amount: string) => {
      const checkId = await sittingToPay(db, as(WAITER, AT), { table, quantity, unitPrice });
      await recordPayment(db, pay(checkId, amount, [{ method: 'card', amount }]), as(WAITER, AT));
      return issueTicket(db, { checkId, waiter: 'Ana' }, as(WAITER, AT));
    };
    const mesa3 = await paidWithTicket('mesa-3', 4, '19.59', '86.20');
    await paidWithTicket('mesa-7', 1, '10.00', '11.00');
    const label = (tableId: string) => tableId;
    expect(cashDay(await sourcesOf(db), DAY, label).report).toMatchObject({
      tickets: 2,
      taxes: [{ rate: 10, base: '88.36', amount: '8.84' }],
    });

    await annulTicket(db, { ticketId: idPart(mesa3._id), reason: 'Cobrado en la mesa equivocada' }, as(MANAGER, AT));
    const annulled = cashDay(await sourcesOf(db), DAY, label).report;
    expect(annulled).toMatchObject({
      tickets: 1,
      series: [{ series: mesa3.series, first: 1, last: 2, count: 2 }],
      taxes: [{ rate: 10, base: '10.00', amount: '1.00' }],
      // The money taken stays: only the ticket was cancelled.
      byMethod: { cash: '0.00', card: '97.20' },
      sales: '97.20',
    });

    await issueTicket(db, { checkId: mesa3.checkId, waiter: 'Ana' }, as(WAITER, AT));
    expect(cashDay(await sourcesOf(db), DAY, label).report).toMatchObject({
      tickets: 2,
      series: [{ series: mesa3.series, first: 1, last: 3, count: 3 }],
      taxes: [{ rate: 10, base: '88.36', amount: '8.84' }],
    });
  });

  it('leaves out documents of other days', async () => {
    const db = freshDb();
    await addCashMovement(db, { businessDate: '2026-11-21', kind: 'float', amount: '80.00' }, as(MANAGER, AT));
    const day = cashDay(await sourcesOf(db), DAY, (tableId) => tableId);
    expect(day.report.cash.float).toBe('0.00');
    expect(day.movements).toEqual([]);
  });
});
