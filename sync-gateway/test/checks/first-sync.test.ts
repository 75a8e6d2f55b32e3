import { afterEach, describe, expect, it } from 'vitest';
import { replicationHarness, TODAY } from '../replication/helpers.ts';
import { checkDoc, idOf, roundDoc } from './fixtures.ts';

const LAST_WEEK = '2026-11-15';
const YESTERDAY = '2026-11-21';
const closed = {
  status: 'closed',
  closedAt: `${LAST_WEEK}T23:00:00.000Z`,
  closedBy: 'M1',
  closeReason: 'Invitación',
};

function transferDoc(
  waiterId: string,
  businessDate: string,
  from: string,
  to: string,
  orderId: string,
  lineId: string,
) {
  return {
    _id: `transfer:01KTRANSFER${businessDate.replaceAll('-', '')}0000000`,
    type: 'transfer',
    createdAt: `${businessDate}T20:00:00.000Z`,
    updatedAt: `${businessDate}T20:00:00.000Z`,
    updatedBy: waiterId,
    fromCheckId: from,
    toCheckId: to,
    lines: [{ orderId, lineId }],
    businessDate,
  };
}

/** Decision 10: live checks always; other checks and transfers of today and yesterday. */
describe('checks and transfers on a new device', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('a first sync and single reads send live checks, and the rest of today and yesterday only', async () => {
    const { waiter, db, pos } = await h.floor();
    const at = (date: string) => ({ createdAt: `${date}T20:00:00.000Z`, updatedAt: `${date}T20:00:00.000Z` });
    const liveOld = checkDoc(waiter.id, { businessDate: LAST_WEEK, ...at(LAST_WEEK) });
    const closedOld = checkDoc(waiter.id, { businessDate: LAST_WEEK, ...at(LAST_WEEK), ...closed });
    const closedYesterday = checkDoc(waiter.id, { businessDate: YESTERDAY, ...at(YESTERDAY), ...closed });
    const today = checkDoc(waiter.id, { tableId: 'T2' });
    const round = roundDoc(waiter.id, liveOld);
    const lineId = String((round.items as Array<{ id: string }>)[0]?.id);
    const movedToday = transferDoc(waiter.id, TODAY, idOf(liveOld), idOf(today), idOf(round), lineId);
    const movedLastWeek = transferDoc(waiter.id, LAST_WEEK, idOf(liveOld), idOf(today), idOf(round), lineId);
    await db.bulkDocs([liveOld, closedOld, closedYesterday, today, round, movedToday, movedLastWeek]);

    await pos.local.replicate.from(pos.remote);
    const { rows } = await pos.local.allDocs({ startkey: 'check:', endkey: 'transfer:\ufff0' });
    const held = rows.map((row) => row.id).filter((id) => /^(check|transfer):/.test(id));
    expect(held.sort()).toEqual([liveOld._id, closedYesterday._id, today._id, movedToday._id].sort());
    // A device cannot fetch by id what its feed would not have sent it.
    await expect(pos.remote.get(closedOld._id)).rejects.toMatchObject({ error: 'forbidden' });
    await expect(pos.remote.get(movedLastWeek._id)).rejects.toMatchObject({ error: 'forbidden' });
    expect((await pos.remote.get(liveOld._id))._id).toBe(liveOld._id);
  });
});
