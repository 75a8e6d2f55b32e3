import { afterEach, describe, expect, it } from 'vitest';
import { replicationHarness } from '../replication/helpers.ts';
import type { World } from '../support/both-doors.ts';
import { moneyCases, type MoneyCase } from '../support/money-cases.ts';

/**
 * Each refusal of the money side at `/db`, with the schema's Spanish reason, and its accepted twins:
 * the write made on the writer's device, pushed through the real gateway, against a store holding
 * the case's documents. Nothing of a refused push is stored. (The both-doors suite runs the same
 * cases through `/api` too.)
 */
describe('the money side at /db', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function world(rule: MoneyCase): Promise<{ w: World; given: ReturnType<MoneyCase['given']> }> {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const user = await h.account(app, url, rule.role);
    const given = rule.given(user);
    if (given.length > 0) await store.db('floor').bulkDocs(given);
    await app.reactionsIdle();
    return { w: { app, url, db: store.db('floor'), user, device: h.device(url, user) }, given };
  }

  it.each(moneyCases().map((rule) => [rule.name, rule] as const))('%s', async (_, rule) => {
    const { w, given } = await world(rule);
    // Each document's content, whatever its revision (a refused edit's branch is closed by writing
    // the winner again as a new revision of itself: see refused-branches.ts).
    const winners = async () => {
      const { rows } = await w.db.allDocs({ startkey: 'a', endkey: '\ufff0', include_docs: true });
      return new Map(rows.map((row) => [row.id, { ...row.doc, _rev: undefined }]));
    };
    const before = await winners();
    await rule.device(w, given);
    const denied: string[] = [];
    const push = w.device.local.replicate.to(w.device.remote);
    push.on('denied', (err) => denied.push((err as { reason?: string }).reason ?? ''));
    await push;
    if (rule.refused) {
      expect(denied).toHaveLength(1);
      expect(denied[0]).toMatch(rule.reason ?? /./);
      // Nothing half-written: the store holds what it held.
      expect(await winners()).toEqual(before);
    } else {
      expect(denied).toEqual([]);
    }
  });
});
