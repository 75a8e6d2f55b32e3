import { afterEach, expect, it } from 'vitest';
import type { Change, ChangesOptions, StoreDb, Subscription } from '../../src/store/types.ts';
import type { ContractContext } from './store.contract.ts';

/** Resolves with the first change for `id`; rejects if the feed reports an error first. */
function nextChangeFor(
  db: StoreDb,
  opts: ChangesOptions,
  id: string,
  seen: Change[],
): { subscription: Subscription; change: Promise<Change> } {
  let subscription: Subscription | undefined;
  const change = new Promise<Change>((resolve, reject) => {
    subscription = db.liveChanges(
      opts,
      (c) => {
        seen.push(c);
        if (c.id === id) resolve(c);
      },
      reject,
    );
  });
  if (!subscription) throw new Error('liveChanges did not return a subscription');
  return { subscription, change };
}

/** The changes-feed half of the Store contract (normal feed, selectors, styles, live feed). */
export function changesContract(ctx: ContractContext): void {
  const floor = (): StoreDb => ctx.current().store.db('floor');
  const { limits } = ctx;
  const subscriptions: Subscription[] = [];

  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.cancel();
  });

  async function seed(): Promise<void> {
    await floor().put({ _id: 'order:01', type: 'order' });
    await floor().put({ _id: 'product:01', type: 'product' });
    await floor().put({ _id: 'order:02', type: 'order' });
  }

  it('lists changes since a sequence, with a limit and docs', async () => {
    await seed();
    const all = await floor().changes({ include_docs: true });
    expect(all.results.map((change) => change.id)).toEqual(['order:01', 'product:01', 'order:02']);
    expect(all.results[1]?.doc).toMatchObject({ _id: 'product:01', type: 'product' });

    const firstTwo = await floor().changes({ limit: 2 });
    expect(firstTwo.results).toHaveLength(2);
    const rest = await floor().changes({ since: firstTwo.last_seq });
    expect(rest.results.map((change) => change.id)).toEqual(['order:02']);
    // Sequences arrive from query strings as strings; the store must read them as the same position.
    const fromString = await floor().changes({ since: String(firstTwo.last_seq) });
    expect(fromString.results.map((change) => change.id)).toEqual(['order:02']);
    expect((await floor().changes({ since: all.last_seq })).results).toEqual([]);
  });

  it('reports deletions', async () => {
    const put = await floor().put({ _id: 'order:01', type: 'order' });
    await floor().put({ _id: 'order:01', _rev: put.rev, _deleted: true });
    const { results } = await floor().changes({});
    expect(results).toEqual([expect.objectContaining({ id: 'order:01', deleted: true })]);
  });

  // pouchdb-server crashes on `_changes?filter=_selector`; CouchDB and PouchDB both evaluate it.
  it.skipIf(Boolean(limits.selectorChanges))('filters changes with a Mango selector', async () => {
    await seed();
    const orders = await floor().changes({ selector: { type: 'order' }, include_docs: true });
    expect(orders.results.map((change) => change.id)).toEqual(['order:01', 'order:02']);
    expect(orders.results.every((change) => change.doc?.type === 'order')).toBe(true);
  });

  it.skipIf(Boolean(limits.selectorChanges))(
    "counts a filtered read's limit in matches, however many changes lie between them",
    async () => {
      // The matches far apart, as today's checks are among a year of orders.
      const filler = Array.from({ length: 2500 }, (_, i) => ({
        _id: `order:${String(i).padStart(5, '0')}`,
        type: 'order',
      }));
      await floor().bulkDocs([{ _id: 'check:01', type: 'check' }, ...filler.slice(0, 1200)]);
      await floor().bulkDocs([{ _id: 'check:02', type: 'check' }, ...filler.slice(1200)]);
      await floor().put({ _id: 'check:03', type: 'check' });
      const first = await floor().changes({ selector: { type: 'check' }, limit: 2 });
      expect(first.results.map((change) => change.id)).toEqual(['check:01', 'check:02']);
      expect(first.results[0]?.doc).toBeUndefined();
      const rest = await floor().changes({ selector: { type: 'check' }, since: first.last_seq, limit: 2 });
      expect(rest.results.map((change) => change.id)).toEqual(['check:03']);
      expect((await floor().changes({ selector: { type: 'check' }, since: rest.last_seq })).results).toEqual(
        [],
      );
    },
  );

  it('lists every leaf revision with style all_docs', async () => {
    const leaf = (hash: string) => ({
      _id: 'order:01',
      _rev: `1-${hash}`,
      _revisions: { start: 1, ids: [hash] },
      type: 'order',
    });
    await floor().bulkDocs([leaf('a'.repeat(32)), leaf('b'.repeat(32))], { newEdits: false });

    const mainOnly = await floor().changes({});
    expect(mainOnly.results[0]?.changes).toHaveLength(1);
    const allDocs = await floor().changes({ style: 'all_docs' });
    const revs = allDocs.results[0]?.changes.map((c) => c.rev).sort();
    expect(revs).toEqual([`1-${'a'.repeat(32)}`, `1-${'b'.repeat(32)}`]);
  });

  it.skipIf(Boolean(limits.liveChanges))('delivers a later write to a live feed', async () => {
    await floor().put({ _id: 'order:00', type: 'order' });
    const { update_seq } = await floor().info();
    const seen: Change[] = [];
    const live = nextChangeFor(floor(), { since: update_seq, include_docs: true }, 'order:01', seen);
    subscriptions.push(live.subscription);

    await floor().put({ _id: 'order:01', type: 'order', note: 'later' });
    const change = await live.change;
    expect(change.doc).toMatchObject({ _id: 'order:01', note: 'later' });
    // Starting at the current sequence means nothing older is replayed.
    expect(seen.map((c) => c.id)).toEqual(['order:01']);
  });

  it.skipIf(Boolean(limits.liveChanges || limits.selectorChanges))(
    'applies a selector to a live feed',
    async () => {
      const { update_seq } = await floor().info();
      const seen: Change[] = [];
      const live = nextChangeFor(
        floor(),
        { since: update_seq, selector: { type: 'order' } },
        'order:02',
        seen,
      );
      subscriptions.push(live.subscription);

      await floor().put({ _id: 'product:01', type: 'product' });
      await floor().put({ _id: 'order:02', type: 'order' });
      await live.change;
      expect(seen.map((c) => c.id)).toEqual(['order:02']);
    },
  );

  it.skipIf(Boolean(limits.liveChanges))('stops delivering after cancel', async () => {
    // A fixed starting sequence rather than 'now', which a feed resolves later and could miss the write.
    const { update_seq } = await floor().info();
    const seenA: Change[] = [];
    const seenB: Change[] = [];
    const cancelled = nextChangeFor(floor(), { since: update_seq }, 'order:01', seenA);
    cancelled.subscription.cancel();
    const witness = nextChangeFor(floor(), { since: update_seq }, 'order:01', seenB);
    subscriptions.push(witness.subscription);

    await floor().put({ _id: 'order:01', type: 'order' });
    // The witness feed saw the write, so the cancelled one would have seen it by now too.
    await witness.change;
    expect(seenA).toEqual([]);
  });
}
