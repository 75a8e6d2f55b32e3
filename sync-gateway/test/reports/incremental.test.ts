import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../helper.ts';
import { knownMonth } from './scenario.ts';
import { dayDocs, rebuildNow } from './support.ts';

/**
 * The reports reaction holds the days it recomputes in memory and keeps them current from the floor
 * feed: a month written a few documents at a time, each batch reacted to before the next, then a
 * document deleted and another edited, must leave exactly what a full rebuild from the store writes.
 */
describe('reports kept as sales happen, a batch at a time', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ now: () => new Date('2026-11-30T12:00:00Z') });
  });
  afterAll(async () => {
    await api.close();
  });

  it('writes what a rebuild writes after every kind of change', async () => {
    const users = await api.app.accounts.list();
    const waiterId = users.find((user) => user.role === 'waiter')?.id ?? '';
    const managerId = users.find((user) => user.role === 'manager')?.id ?? '';
    const month = knownMonth(waiterId, managerId);
    const floor = api.app.store.db('floor');
    for (let at = 0; at < month.docs.length; at += 3) {
      const written = await floor.bulkDocs(month.docs.slice(at, at + 3));
      expect(written.filter((result) => result.error !== undefined)).toEqual([]);
      await api.app.reactionsIdle();
    }
    expect(Object.keys(await dayDocs(api)).length).toBeGreaterThan(0);
    expect(await rebuildNow(api)).toMatchObject({ written: 0, deleted: 0 });

    // An order gone and a note added to another, in two batches of their own.
    const orders = (await floor.allDocs({ startkey: 'order:', endkey: 'order:\ufff0', include_docs: true }))
      .rows;
    const [first, second] = orders.flatMap((row) => (row.doc ? [row.doc] : []));
    if (first === undefined || second === undefined) throw new Error('the month has orders');
    await floor.bulkDocs([{ ...first, _deleted: true }]);
    await api.app.reactionsIdle();
    await floor.bulkDocs([{ ...second, notes: 'mesa junto a la ventana' }]);
    await api.app.reactionsIdle();
    const live = await dayDocs(api);
    expect(await rebuildNow(api)).toMatchObject({ written: 0, deleted: 0 });
    expect(await dayDocs(api)).toEqual(live);
  });
});
