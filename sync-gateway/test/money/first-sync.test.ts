import { afterEach, describe, expect, it } from 'vitest';
import { SETTINGS_ID } from '@restaurantpro/schema';
import { replicationHarness, TODAY } from '../replication/helpers.ts';
import { checkDoc, idOf } from '../checks/fixtures.ts';
import {
  adjustmentDoc,
  cashMovementDoc,
  dayCloseDoc,
  paymentDoc,
  settingsDoc,
} from '../support/money-docs.ts';

const LAST_MONTH = '2026-10-22';
const YESTERDAY = '2026-11-21';
const MONEY = /^(payment|adjustment|refund|ticket|cash_movement|day_close|settings):/;

/** Decision 13 of the money design: settings always; the money of today and yesterday. */
describe('money on a new device', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('a first sync sends the settings and the money of today and yesterday, not last month’s', async () => {
    const { app, waiter, db, pos, kitchen } = await h.floor();
    const check = checkDoc(waiter.id, {
      status: 'closed',
      closedAt: `${TODAY}T13:00:00.000Z`,
      closedBy: 'system',
    });
    const checkId = idOf(check);
    const old = {
      payment: paymentDoc(waiter.id, { checkId, amount: '20.00', businessDate: LAST_MONTH }),
      float: cashMovementDoc('M1', 'float', '100.00', { businessDate: LAST_MONTH }),
      close: dayCloseDoc('M1', LAST_MONTH, '120.00'),
      discount: adjustmentDoc('M1', checkId, { businessDate: LAST_MONTH }),
    };
    const recent = {
      settings: settingsDoc('A1'),
      payment: paymentDoc(waiter.id, { checkId, amount: '14.30', tendered: '20.00' }),
      yesterday: paymentDoc(waiter.id, { checkId, amount: '8.00', businessDate: YESTERDAY }),
      float: cashMovementDoc('M1', 'float', '100.00'),
      close: dayCloseDoc('M1', YESTERDAY, '108.00'),
      discount: adjustmentDoc('M1', checkId),
    };
    await db.bulkDocs([check, ...Object.values(old), ...Object.values(recent)]);

    // The waiter's device joins with nothing: the first sync is read from the indexes.
    await app.floorIndexes.refresh();
    await pos.local.replicate.from(pos.remote);
    const { rows } = await pos.local.allDocs();
    const held = rows.map((row) => row.id).filter((id) => MONEY.test(id));
    expect(held.sort()).toEqual(
      Object.values(recent)
        .map((doc) => doc._id)
        .sort(),
    );
    expect((await pos.local.get(SETTINGS_ID))._id).toBe(SETTINGS_ID);

    // A device cannot fetch by id what its feed would not have sent it.
    for (const doc of Object.values(old))
      await expect(pos.remote.get(doc._id)).rejects.toMatchObject({ error: 'forbidden' });

    // A device already syncing hears of today's new payment through the live feed.
    await kitchen.local.replicate.from(kitchen.remote);
    const later = paymentDoc(waiter.id, { checkId, amount: '1.00' });
    const stale = paymentDoc(waiter.id, { checkId, amount: '1.00', businessDate: LAST_MONTH });
    await db.bulkDocs([stale, later]);
    await kitchen.local.replicate.from(kitchen.remote);
    expect((await kitchen.local.get(later._id))._id).toBe(later._id);
    await expect(kitchen.local.get(stale._id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('money of a check live since before yesterday', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('replicates with the check, whatever its day; a closed check’s old money does not', async () => {
    const store = await h.store();
    const at = { createdAt: `${LAST_MONTH}T20:00:00.000Z`, updatedAt: `${LAST_MONTH}T20:00:00.000Z` };
    const live = checkDoc('W1', { businessDate: LAST_MONTH, ...at });
    const closed = checkDoc('W1', {
      businessDate: LAST_MONTH,
      ...at,
      status: 'closed',
      closedAt: at.createdAt,
      closedBy: 'system',
    });
    const partOfLive = paymentDoc('W1', { checkId: idOf(live), amount: '5.00', businessDate: LAST_MONTH });
    const discountOfLive = adjustmentDoc('M1', idOf(live), { businessDate: LAST_MONTH });
    const paidClosed = paymentDoc('W1', { checkId: idOf(closed), amount: '5.00', businessDate: LAST_MONTH });
    await store.db('floor').bulkDocs([live, closed, partOfLive, discountOfLive, paidClosed]);
    const { app, url } = await h.gateway(store);
    await app.liveChecksLoaded();
    await app.floorIndexes.refresh();
    const pos = h.device(url, await h.account(app, url, 'waiter'));

    await pos.local.replicate.from(pos.remote);
    const { rows } = await pos.local.allDocs({ keys: [partOfLive._id, discountOfLive._id, paidClosed._id] });
    expect(rows.map((row) => 'value' in row)).toEqual([true, true, false]);
    await expect(pos.remote.get(paidClosed._id)).rejects.toMatchObject({ error: 'forbidden' });
  });
});
