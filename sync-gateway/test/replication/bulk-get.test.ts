import { afterEach, describe, expect, it } from 'vitest';
import type { StoreDb } from '../../src/store/types.ts';
import { orderDoc, replicationHarness, type Doc } from './helpers.ts';

const LAST_WEEK = '2026-11-15';

interface BulkGetAnswer {
  results: Array<{
    id: string;
    docs: Array<{
      ok?: { _id: string; _rev: string; notes?: string; status?: string; _deleted?: boolean };
      error?: { error: string };
    }>;
  }>;
}

/** Two cooks move `doc` (at `rev`) at once: two branches, the first deleted as the losing leaf. */
async function closeOneOfTwoMoves(
  floor: Pick<StoreDb, 'bulkDocs'>,
  doc: Doc,
  rev: string,
): Promise<{ losing: string; winning: string }> {
  const [generation = '', id = ''] = rev.split('-');
  const move = (hash: string) => ({
    ...doc,
    _rev: `2-${hash}`,
    _revisions: { start: 2, ids: [hash, id] },
    status: 'in_progress',
  });
  await floor.bulkDocs([move('a'.repeat(32)), move('b'.repeat(32))], { newEdits: false });
  expect(generation).toBe('1');
  const losing = `2-${'a'.repeat(32)}`;
  await floor.bulkDocs([{ _id: doc._id, _rev: losing, _deleted: true }]);
  return { losing, winning: `2-${'b'.repeat(32)}` };
}

describe('_bulk_get shared by the devices asking at the same sequence', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it("answers the same through the devices' filter, and the newest revision once a write lands", async () => {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const first = await h.account(app, url, 'waiter');
    const second = await h.account(app, url, 'waiter');
    const floor = store.db('floor');
    const today = orderDoc(first.id, { status: 'served' });
    const old = orderDoc(first.id, {
      status: 'served',
      businessDate: LAST_WEEK,
      updatedAt: `${LAST_WEEK}T20:00:00.000Z`,
    });
    await floor.bulkDocs([today, old]);
    const bulkGet = async (cookie: string) => {
      const res = await fetch(`${url}/db/floor/_bulk_get?revs=true&latest=true`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ docs: [{ id: today._id }, { id: old._id }] }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as BulkGetAnswer;
    };

    const [a, b] = await Promise.all([bulkGet(first.cookie), bulkGet(second.cookie)]);
    expect(b).toEqual(a);
    expect(a.results.map((entry) => entry.id)).toEqual([today._id, old._id]);
    expect(a.results[0]?.docs[0]?.ok?._id).toBe(today._id);
    // An order closed last week is not on a device's floor: asked by id, it is refused.
    expect(a.results[1]?.docs[0]?.error?.error).toBe('forbidden');

    const stored = await floor.get(today._id);
    const written = await floor.put({ ...stored, notes: 'Sin sal' });
    const after = await bulkGet(second.cookie);
    expect(after.results[0]?.docs[0]?.ok).toMatchObject({ _rev: written.rev, notes: 'Sin sal' });
  });

  it("a closed branch's tombstone comes with the document's live winner, when the device may read it", async () => {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const waiter = await h.account(app, url, 'waiter');
    const floor = store.db('floor');
    const today = orderDoc(waiter.id);
    const old = orderDoc(waiter.id, {
      status: 'served',
      businessDate: LAST_WEEK,
      updatedAt: `${LAST_WEEK}T20:00:00.000Z`,
    });
    const [todayPut, oldPut] = (await floor.bulkDocs([today, old])) as Array<{ rev: string }>;
    const todays = await closeOneOfTwoMoves(floor, today, todayPut?.rev ?? '');
    const olds = await closeOneOfTwoMoves(floor, { ...old, status: 'served' }, oldPut?.rev ?? '');
    // What a device asks for when its `_changes` listed the losing move before it was closed.
    const res = await fetch(`${url}/db/floor/_bulk_get?revs=true&latest=true`, {
      method: 'POST',
      headers: { cookie: waiter.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        docs: [
          { id: today._id, rev: todays.losing },
          { id: old._id, rev: olds.losing },
        ],
      }),
    });
    const answer = (await res.json()) as BulkGetAnswer;

    const [todayEntry, oldEntry] = answer.results;
    expect(todayEntry?.docs.map((item) => item.ok?._deleted === true)).toEqual([true, false]);
    expect(todayEntry?.docs[1]?.ok).toMatchObject({ _rev: todays.winning, _revisions: { start: 2 } });
    // Last week's order is not on this device's floor: its tombstone alone, and no refusal that
    // would fail the device's batch.
    expect(oldEntry?.docs).toHaveLength(1);
    expect(oldEntry?.docs[0]?.ok?._deleted).toBe(true);
  });
});
