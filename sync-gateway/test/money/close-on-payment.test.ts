import { afterEach, describe, expect, it } from 'vitest';
import {
  replicationHarness,
  tableDoc,
  waitForDoc,
  waitForStoreDoc,
  type Doc,
} from '../replication/helpers.ts';
import { checkDoc, idOf, push, roundDoc, withStatus } from '../checks/fixtures.ts';
import { paymentDoc } from '../support/money-docs.ts';

const generation = (doc: { _rev?: string }) => Number.parseInt(doc._rev ?? '', 10);

/**
 * Decision 5 of the money design: the gateway closes a live check once its payments cover its
 * bill, whichever devices took them; the table then goes to Limpieza.
 */
describe('a check closed by its payments', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  /** Table T1 with a served check of 2 × 6,50 € at 10 %: 14,30 €. */
  async function servedTable() {
    const floor = await h.floor();
    const { app, url, db, waiter } = floor;
    const check = checkDoc(waiter.id);
    const round = withStatus(roundDoc(waiter.id, check), 'served');
    await db.bulkDocs([tableDoc('M1', { _id: 'table:T1', status: 'occupied' }), check, round]);
    const other = await h.account(app, url, 'waiter');
    return { ...floor, check, checkId: idOf(check), bar: h.device(url, other), barWaiter: other };
  }

  it('two devices each paying half close it once, by the system, and the table goes to Limpieza', async () => {
    const { app, db, pos, bar, waiter, barWaiter, check, checkId } = await servedTable();
    h.sync(pos.local, pos.remote);
    h.sync(bar.local, bar.remote);
    const first = paymentDoc(waiter.id, { checkId, amount: '7.15', tendered: '10.00' });
    const second = paymentDoc(
      barWaiter.id,
      { checkId, amount: '7.15' },
      { createdAt: '2026-11-22T12:05:00.000Z' },
    );
    await Promise.all([pos.local.put(first), bar.local.put(second)]);

    const closed = await waitForStoreDoc(db, check._id, (doc) => doc.status === 'closed');
    expect(closed).toMatchObject({ closedBy: 'system', updatedBy: 'system', closedAt: second.createdAt });
    expect(closed.closeReason).toBeUndefined();
    expect((await waitForStoreDoc(db, 'table:T1', (doc) => doc.status === 'cleaning')).updatedBy).toBe(
      'system',
    );
    // Both devices hear of it, and of each other's payment.
    for (const device of [pos, bar]) {
      await waitForDoc(device.local, check._id, (doc: Doc) => doc.status === 'closed');
      await waitForDoc(device.local, first._id);
      await waitForDoc(device.local, second._id);
    }

    // Handled again (a restart from an older checkpoint, a retried push): nothing more is written.
    await app.reactionsIdle();
    const before = await db.get(check._id);
    expect(generation(before)).toBe(2);
    expect(await push(pos)).toEqual([]);
    await app.reactionsIdle();
    expect((await db.get(check._id))._rev).toBe(before._rev);
  });

  it('a part of the bill leaves the check live; a payment after the close leaves it closed', async () => {
    const { app, db, pos, waiter, check, checkId } = await servedTable();
    await pos.local.put(paymentDoc(waiter.id, { checkId, amount: '10.00' }));
    expect(await push(pos)).toEqual([]);
    await app.reactionsIdle();
    expect((await db.get(check._id)).status).toBe('open');

    await pos.local.put(paymentDoc(waiter.id, { checkId, amount: '4.30', tip: '1.00' }));
    expect(await push(pos)).toEqual([]);
    const closed = await waitForStoreDoc(db, check._id, (doc) => doc.status === 'closed');
    // Two devices paid at once: the surplus stays as an overpayment, and the check as it was closed.
    await pos.local.put(paymentDoc(waiter.id, { checkId, amount: '4.30' }));
    expect(await push(pos)).toEqual([]);
    await app.reactionsIdle();
    expect((await db.get(check._id))._rev).toBe(closed._rev);
  });

  it('a check merged into another adds its rounds to the survivor’s bill, which closes once all is paid', async () => {
    const { app, db, pos, waiter, check, checkId } = await servedTable();
    // A second check for the table, merged into the first, with its own round: the bill is 28,60 €.
    const merged = checkDoc(waiter.id, { status: 'merged', mergedInto: checkId });
    await db.bulkDocs([merged, withStatus(roundDoc(waiter.id, merged), 'served')]);
    await pos.local.put(paymentDoc(waiter.id, { checkId, amount: '14.30' }));
    expect(await push(pos)).toEqual([]);
    await app.reactionsIdle();
    expect((await db.get(check._id)).status).toBe('open');
    // (A payment on the merged check itself is refused: 'cobra en la cuenta de esa mesa'.)
    await pos.local.put(paymentDoc(waiter.id, { checkId: idOf(merged), amount: '14.30' }));
    expect(await push(pos)).toEqual([expect.stringMatching(/se unió a otra/)]);
    await pos.local.put(paymentDoc(waiter.id, { checkId, amount: '14.30' }));
    expect(await push(pos)).toEqual([]);
    expect((await waitForStoreDoc(db, check._id, (doc) => doc.status === 'closed')).closedBy).toBe('system');
    expect((await db.get(merged._id)).status).toBe('merged');
  });
});
