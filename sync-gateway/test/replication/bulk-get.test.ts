import { afterEach, describe, expect, it } from 'vitest';
import { orderDoc, replicationHarness } from './helpers.ts';

const LAST_WEEK = '2026-11-15';

interface BulkGetAnswer {
  results: Array<{
    id: string;
    docs: Array<{ ok?: { _id: string; _rev: string; notes?: string }; error?: { error: string } }>;
  }>;
}

describe('_bulk_get shared by the devices asking at the same sequence', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('answers the same through the devices\' filter, and the newest revision once a write lands', async () => {
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
});
