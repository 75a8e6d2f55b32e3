import { afterEach, describe, expect, it } from 'vitest';
import { orderDoc, productDoc, replicationHarness, TODAY } from './helpers.ts';

const LAST_WEEK = '2026-11-15';
const YESTERDAY = '2026-11-21';

interface ChangesAnswer {
  results: Array<{ id: string; seq: string | number; changes: Array<{ rev: string }> }>;
  last_seq: string | number;
}

describe('a first sync (since=0) answered from what is current', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('sends current documents once, ends at the store’s sequence, and lists every leaf', async () => {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const waiter = await h.account(app, url, 'waiter');
    const floor = store.db('floor');
    const row = (date: string) => ({
      _id: `daily_stock:${date}_p1`,
      type: 'daily_stock',
      productId: 'p1',
      businessDate: date,
      initialStock: 5,
      currentStock: 5,
      soldQuantity: 0,
      createdAt: `${date}T08:00:00.000Z`,
      updatedAt: `${date}T08:00:00.000Z`,
      updatedBy: 'system',
    });
    const product = productDoc(waiter.id);
    const today = orderDoc(waiter.id, { status: 'served' });
    const oldClosed = orderDoc(waiter.id, { status: 'served', businessDate: LAST_WEEK });
    await floor.bulkDocs([product, today, oldClosed, row(LAST_WEEK), row(YESTERDAY), row(TODAY)]);
    // A branch closed by a deletion: a device that holds it must learn of the deletion.
    const stored = await floor.get(today._id);
    await floor.put({ ...stored, notes: 'Sin sal' });
    await floor.bulkDocs(
      [
        {
          ...stored,
          _rev: `2-${'b'.repeat(32)}`,
          _deleted: true,
          _revisions: { start: 2, ids: ['b'.repeat(32), (stored._rev ?? '').slice(2)] },
        },
      ],
      { newEdits: false },
    );
    const { update_seq } = await floor.info();

    const res = await fetch(`${url}/db/floor/_changes?since=0&style=all_docs&limit=2`, {
      headers: { cookie: waiter.cookie },
    });
    const answer = (await res.json()) as ChangesAnswer;
    const ids = answer.results.map((change) => change.id);
    // The harness's catalogue (product:P1, product:P2) is current too.
    expect(ids.sort()).toEqual(
      [
        'product:P1',
        'product:P2',
        product._id,
        `daily_stock:${TODAY}_p1`,
        `daily_stock:${YESTERDAY}_p1`,
        today._id,
      ].sort(),
    );
    expect(answer.last_seq).toEqual(update_seq);
    // Only the last change carries the store's sequence: an interrupted pull starts again from nothing.
    expect(answer.results.map((change) => change.seq)).toEqual([...ids.slice(1).map(() => 0), update_seq]);
    const leaves = answer.results.find((change) => change.id === today._id)?.changes.map((c) => c.rev);
    expect(leaves).toHaveLength(2);
    expect(leaves).toContain(`2-${'b'.repeat(32)}`);
  });
});
