import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPouchStore } from './pouch-store.ts';
import type { Change, Store, StoreDb, Subscription } from './types.ts';

const ids = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}:${String(i).padStart(5, '0')}`);

describe('the embedded store’s live feed, read a page at a time', () => {
  let dir: string;
  let store: Store;
  let db: StoreDb;
  let subscription: Subscription | undefined;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rp-paged-live-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    db = store.db('floor');
  });
  afterEach(async () => {
    subscription?.cancel();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('hands over a backlog of many pages and the writes landing meanwhile, each once and in order, then goes on live', async () => {
    const before = ids(1000, 'old');
    await db.bulkDocs(before.map((_id) => ({ _id })));
    const seen: Change[] = [];
    subscription = db.liveChanges(
      { since: 0, include_docs: true },
      (change) => seen.push(change),
      (err) => {
        throw err;
      },
    );
    // Written while the feed is still paging through the backlog.
    const during = ids(600, 'during');
    for (let start = 0; start < during.length; start += 100)
      await db.bulkDocs(during.slice(start, start + 100).map((_id) => ({ _id })));
    await vi.waitFor(() => expect(seen).toHaveLength(1600), { timeout: 10_000 });
    await db.put({ _id: 'later' });
    await vi.waitFor(() => expect(seen).toHaveLength(1601), { timeout: 5000 });
    expect(seen.map((change) => change.id)).toEqual([...before, ...during, 'later']);
    const seqs = seen.map((change) => Number(change.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seen.every((change) => change.doc?._id === change.id)).toBe(true);
  });

  it('starts from now, and delivers nothing once cancelled', async () => {
    await db.put({ _id: 'before' });
    const seen: string[] = [];
    subscription = db.liveChanges(
      { since: 'now' },
      (change) => seen.push(change.id),
      () => undefined,
    );
    await db.put({ _id: 'first' });
    await vi.waitFor(() => expect(seen).toEqual(['first']), { timeout: 5000 });
    subscription.cancel();
    await db.put({ _id: 'after-cancel' });
    // A write after it, on a feed still listening, shows the cancelled one had its chance.
    const other: string[] = [];
    const probe = db.liveChanges(
      { since: 'now' },
      (change) => other.push(change.id),
      () => undefined,
    );
    await db.put({ _id: 'probe' });
    await vi.waitFor(() => expect(other).toContain('probe'), { timeout: 5000 });
    probe.cancel();
    expect(seen).toEqual(['first']);
  });

  it('judges a selector page by page: the few matching changes of a long backlog, with their documents only when asked', async () => {
    const docs = ids(900, 'order').map((_id, i) => ({ _id, type: i % 300 === 7 ? 'check' : 'order' }));
    await db.bulkDocs(docs);
    const matching = docs.filter((doc) => doc.type === 'check').map((doc) => doc._id);
    const seen: Change[] = [];
    subscription = db.liveChanges(
      { since: 0, selector: { type: 'check' } },
      (change) => seen.push(change),
      () => undefined,
    );
    await vi.waitFor(() => expect(seen.map((change) => change.id)).toEqual(matching), { timeout: 5000 });
    expect(seen.every((change) => change.doc === undefined)).toBe(true);
    await db.put({ _id: 'order:late', type: 'order' });
    await db.put({ _id: 'check:late', type: 'check' });
    await vi.waitFor(() => expect(seen.at(-1)?.id).toBe('check:late'), { timeout: 5000 });
    expect(seen.map((change) => change.id)).toEqual([...matching, 'check:late']);
  });
});
