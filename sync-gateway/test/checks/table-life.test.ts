import { afterEach, describe, expect, it } from 'vitest';
import { dailyStockId } from '@restaurantpro/schema';
import { dailyStockDoc } from '../replication/fixtures.ts';
import {
  replicationHarness,
  tableDoc,
  TODAY,
  waitForDoc,
  waitForStoreDoc,
  type Device,
  type Doc,
} from '../replication/helpers.ts';
import { checkDoc, idOf, roundDoc, withLines } from './fixtures.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, minutes)).toISOString();

/** Decision 8: the table's status follows its checks; 'Mesa lista' ends the cycle. */
describe('a table’s life from its checks', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function floor() {
    const setup = await h.floor();
    const manager = await h.account(setup.app, setup.url, 'manager');
    const office = h.device(setup.url, manager);
    for (const { local, remote } of [setup.pos, office]) h.sync(local, remote);
    const [three, five] = [tableDoc('system', { number: '3' }), tableDoc('system', { number: '5' })];
    await setup.db.bulkDocs([three, five]);
    await waitForDoc(setup.pos.local, five._id);
    return { ...setup, manager, office, three, five };
  }

  /** Edits `id` as `device` holds it now (the write then replicates). */
  async function edit(device: { local: Device }, id: string, change: (doc: Doc) => Partial<Doc>) {
    const held = await device.local.get<Doc>(id);
    await device.local.put({ ...held, ...change(held) });
  }

  it('Libre → Ocupada → Cuenta pedida → moved → closed → Limpieza → Libre', async () => {
    const { db, waiter, manager, pos, office, three, five } = await floor();
    const check = checkDoc(waiter.id, { tableId: idOf(three) });
    await pos.local.bulkDocs([check, roundDoc(waiter.id, check)]);
    await waitForStoreDoc(db, three._id, (doc) => doc.status === 'occupied');
    // The device sees the table as the floor plan shows it.
    await waitForDoc(pos.local, three._id, (doc) => doc.status === 'occupied' && doc.updatedBy === 'system');

    await edit(pos, check._id, () => ({
      status: 'bill_requested',
      billRequestedAt: at(30),
      updatedAt: at(30),
    }));
    await waitForStoreDoc(db, three._id, (doc) => doc.status === 'bill_requested');

    // Moved to table 5: 3 is left to clean, 5 takes the sitting.
    await edit(pos, check._id, () => ({ tableId: idOf(five), updatedAt: at(31) }));
    await waitForStoreDoc(db, five._id, (doc) => doc.status === 'bill_requested');
    expect((await waitForStoreDoc(db, three._id, (doc) => doc.status === 'cleaning')).updatedBy).toBe(
      'system',
    );

    await waitForDoc(office.local, check._id, (doc) => doc.tableId === idOf(five));
    await edit(office, check._id, () => ({
      status: 'closed',
      closedAt: at(40),
      closedBy: manager.id,
      closeReason: 'Cobrado en efectivo',
      updatedAt: at(40),
      updatedBy: manager.id,
    }));
    await waitForStoreDoc(db, five._id, (doc) => doc.status === 'cleaning');

    // 'Mesa lista' on the waiter's device.
    await waitForDoc(pos.local, five._id, (doc) => doc.status === 'cleaning');
    await edit(pos, five._id, () => ({ status: 'available', updatedAt: at(45), updatedBy: waiter.id }));
    await waitForStoreDoc(db, five._id, (doc) => doc.status === 'available' && doc.updatedBy === waiter.id);
  });

  it('a voided line gives its portion back to the day’s stock, and leaves the check’s total', async () => {
    const { app, db, waiter, pos, three } = await floor();
    const stockId = dailyStockId(TODAY, 'P1');
    await db.put(dailyStockDoc('P1', 20));
    const check = checkDoc(waiter.id, { tableId: idOf(three) });
    const round = withLines(roundDoc(waiter.id, check), [{ quantity: 2 }, { quantity: 3 }]);
    await pos.local.bulkDocs([check, round]);
    await waitForStoreDoc(db, stockId, (doc) => doc.soldQuantity === 5 && doc.currentStock === 15);

    const second = (round.items as Doc[])[1] as Doc;
    await edit(pos, round._id, (held) => {
      const items = (held.items as Doc[]).map((line) =>
        line.id === second.id
          ? { ...line, status: 'cancelled', void: { reason: 'customer_changed', by: waiter.id, at: at(20) } }
          : line,
      );
      return { items, subtotal: '13.00', tax: '1.30', total: '14.30', updatedAt: at(20) };
    });
    await waitForStoreDoc(db, stockId, (doc) => doc.soldQuantity === 2 && doc.currentStock === 18);
    await app.reactionsIdle();
    const stored = await db.get(round._id);
    expect(stored.total).toBe('14.30');
    expect((stored.items as Doc[])[1]?.void).toMatchObject({ reason: 'customer_changed', by: waiter.id });
  });

  it('a Mesa lista tapped after the close wins over the Limpieza the gateway projected from it', async () => {
    const { app, url, db, waiter, manager, pos, five } = await floor();
    const check = checkDoc(waiter.id, { tableId: idOf(five) });
    await pos.local.bulkDocs([check, roundDoc(waiter.id, check)]);
    await waitForStoreDoc(db, five._id, (doc) => doc.status === 'occupied');
    // A manager's tablet, not syncing live, so the test sets the order its writes reach the server.
    const tablet = h.device(url, manager);
    await tablet.local.replicate.from(tablet.remote);
    await edit(tablet, check._id, () => ({
      status: 'closed',
      closedAt: at(40),
      closedBy: manager.id,
      closeReason: 'Invitación de la casa',
      updatedAt: at(40),
      updatedBy: manager.id,
    }));
    // 'Mesa lista' a moment later, on the table as the tablet held it before the projection.
    await edit(tablet, five._id, () => ({ status: 'available', updatedAt: at(41), updatedBy: manager.id }));

    // The close reaches the gateway first, and its projection runs after the tap, in real time.
    h.setClock(new Date(at(50)));
    await tablet.local.replicate.to(tablet.remote, { doc_ids: [check._id] });
    await waitForStoreDoc(db, five._id, (doc) => doc.status === 'cleaning');
    await tablet.local.replicate.to(tablet.remote, { doc_ids: [five._id] });
    await app.reactionsIdle();
    const table = await waitForStoreDoc(db, five._id, (doc) => doc._conflicts === undefined);
    expect(table.status).toBe('available');
    expect(table.updatedBy).toBe(manager.id);
  });
});
