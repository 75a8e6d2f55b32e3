import { afterEach, describe, expect, it } from 'vitest';
import {
  buildRectifyingTicket,
  expectedCash,
  rectifyingSeries,
  type CashMovement,
  type Payment,
  type Refund,
  type Ticket,
} from '@restaurantpro/schema';
import { replicationHarness, TODAY, type Doc } from '../replication/helpers.ts';
import { push, withStatus } from '../checks/fixtures.ts';
import {
  AT,
  SERIES_CODE,
  cashMovementDoc,
  dayCloseDoc,
  paymentDoc,
  refundDoc,
  servedCheck,
  splitPayments,
  ticketFor,
} from '../support/money-cases.ts';

/**
 * A device's day pushed at once, as it comes back online: checks and rounds, their payments,
 * tickets, a refund with its rectifying ticket, the drawer and the close. The guard judges a batch
 * in the order its documents read each other, whatever order they arrive in.
 */
describe('a day of money pushed in one batch', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function managerDay() {
    const { app, url, db } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const device = h.device(url, manager);
    const first = servedCheck(manager.id, 'T1', { openedBy: manager.id });
    const second = servedCheck(manager.id, 'T2', { openedBy: manager.id });
    // The catalogue and settings are the server's: the day's work is the device's.
    await db.bulkDocs([first.settings, first.beer]);
    const firstPaid = splitPayments(first, manager.id, 2);
    const secondPaid = [
      paymentDoc(manager.id, { checkId: second.checkId, amount: second.billWith().total, tendered: '50.00' }),
    ];
    const ticket1 = ticketFor(first, firstPaid, manager.id, 1);
    const ticket2 = ticketFor(second, secondPaid, manager.id, 2);
    const refund = refundDoc(manager.id, ticket1, '3.63');
    const rectifying = buildRectifyingTicket(ticket1 as unknown as Ticket, refund as unknown as Refund, {
      series: rectifyingSeries('T', SERIES_CODE),
      number: 1,
      issuedAt: AT,
      businessDate: TODAY,
      by: manager.id,
      waiter: 'Ana',
    }) as unknown as Doc;
    const float = cashMovementDoc(manager.id, 'float', '100.00');
    const payments = [...firstPaid, ...secondPaid];
    const expected = expectedCash({
      payments: payments as unknown as Payment[],
      refunds: [refund as unknown as Refund],
      cashMovements: [float as unknown as CashMovement],
    });
    const close = dayCloseDoc(manager.id, TODAY, expected);
    const day = [
      float,
      first.check,
      // A device creates its rounds pending; the kitchen moves them on (the bill is the same).
      withStatus(first.round, 'pending'),
      ...firstPaid,
      ticket1,
      second.check,
      withStatus(second.round, 'pending'),
      ...secondPaid,
      ticket2,
      refund,
      rectifying,
      close,
    ];
    return { app, db, device, day };
  }

  it('in the order the device wrote it', async () => {
    const { db, device, day } = await managerDay();
    for (const doc of day) await device.local.put(doc);
    expect(await push(device)).toEqual([]);
    const { rows } = await db.allDocs({ keys: day.map((doc) => doc._id) });
    expect(rows.filter((row) => row.value?.rev === undefined)).toEqual([]);
  });

  it('in reverse: every document still sees what it reads', async () => {
    const { db, device, day } = await managerDay();
    for (const doc of day) await device.local.put(doc);
    const held = await Promise.all(day.map((doc) => device.local.get(doc._id, { revs: true })));
    // A batch as a replicator may send it: nothing in it is where the device wrote it.
    const answer = await device.remote.bulkDocs([...held].reverse(), { new_edits: false });
    expect(answer).toEqual([]);
    const { rows } = await db.allDocs({ keys: day.map((doc) => doc._id) });
    expect(rows.filter((row) => row.value?.rev === undefined)).toEqual([]);
  });
});
