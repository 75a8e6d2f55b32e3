import { afterEach, expect, it } from 'vitest';
import { follow, type Following } from '../../src/store/follow.ts';
import { scan } from '../../src/store/scan.ts';
import { update } from '../../src/store/update.ts';
import { StoreError, type Change, type ChangesOptions, type StoreDb } from '../../src/store/types.ts';
import type { ContractContext } from './store.contract.ts';

/**
 * The real database, with its live feeds watched: each subscription's `since`, how many are open, and
 * `kill()` making the open one die the way a dropped connection does (its `onError`, once).
 */
function watched(db: StoreDb) {
  const feeds: Array<{ since: ChangesOptions['since']; open: boolean; die: (err: Error) => void }> = [];
  let allDocsCalls = 0;
  const wrapped: StoreDb = {
    ...db,
    allDocs: (opts) => {
      allDocsCalls++;
      return db.allDocs(opts);
    },
    liveChanges(opts, onChange, onError) {
      const feed = { since: opts.since, open: true, die: (_err: Error) => undefined as void };
      const inner = db.liveChanges(opts, onChange, (err) => {
        feed.open = false;
        onError(err);
      });
      feed.die = (err) => {
        inner.cancel();
        feed.open = false;
        onError(err);
      };
      feeds.push(feed);
      return {
        cancel() {
          feed.open = false;
          inner.cancel();
        },
      };
    },
  };
  return {
    db: wrapped,
    feeds,
    allDocsCalls: () => allDocsCalls,
    kill: () =>
      feeds.findLast((feed) => feed.open)?.die(new StoreError(503, 'unavailable', 'conexión perdida')),
  };
}

const silent = { warn: () => undefined, error: () => undefined };
const ids = (changes: readonly Change[]) => changes.map((change) => change.id);

/** `follow`, `update` and `scan`, which the gateway writes over any store: the same cases on each. */
export function verbsContract(ctx: ContractContext): void {
  const floor = (): StoreDb => ctx.current().store.db('floor');
  const followers: Following[] = [];
  afterEach(async () => {
    await Promise.all(followers.splice(0).map((following) => following.stop()));
  });

  async function following(...args: Parameters<typeof follow>): Promise<Following> {
    const started = await follow(...args);
    followers.push(started);
    return started;
  }

  it('follow resumes from the last change handled after its feed dies, skipping and repeating nothing', async () => {
    const feed = watched(floor());
    const handled: string[] = [];
    const run = await following(feed.db, 'now', (changes) => void handled.push(...ids(changes)), {
      name: 'contract',
      log: silent,
      retryMs: 10,
    });
    await feed.db.bulkDocs([{ _id: 'note:a' }, { _id: 'note:b' }]);
    await run.idle();
    const afterB = run.seq;
    feed.kill();
    // Written while the follower waits out its back-off: the new feed must bring them.
    await feed.db.put({ _id: 'note:c' });
    await feed.db.put({ _id: 'note:d' });
    await run.idle();
    await feed.db.put({ _id: 'note:e' });
    await run.idle();
    expect(handled).toEqual(['note:a', 'note:b', 'note:c', 'note:d', 'note:e']);
    expect(feed.feeds).toHaveLength(2);
    expect(feed.feeds[1]?.since).toEqual(afterB);
  });

  it('follow sets aside a change its handler keeps failing on, and goes on with the rest', async () => {
    const handled: string[] = [];
    const errors: unknown[] = [];
    await floor().bulkDocs([{ _id: 'note:a' }, { _id: 'note:poison' }, { _id: 'note:b' }]);
    const run = await following(
      floor(),
      { checkpoint: '_local/contract' },
      (changes) => {
        if (ids(changes).includes('note:poison')) throw new TypeError('no se puede procesar');
        handled.push(...ids(changes));
      },
      {
        name: 'contract',
        log: { ...silent, error: (...args: unknown[]) => void errors.push(args) },
        retryMs: 10,
      },
    );
    await run.idle();
    expect(handled).toEqual(expect.arrayContaining(['note:a', 'note:b']));
    expect(handled).not.toContain('note:poison');
    expect(errors).toHaveLength(1);
    expect((await floor().get('_local/contract-set-aside')).ids).toEqual(['note:poison']);
  });

  it('follow resumes from its checkpoint when started again, and stops cleanly', async () => {
    const feed = watched(floor());
    const handled: string[] = [];
    const handler = (changes: readonly Change[]) => void handled.push(...ids(changes));
    const options = { name: 'contract', log: silent };
    const first = await follow(feed.db, { checkpoint: '_local/contract' }, handler, options);
    await feed.db.bulkDocs([{ _id: 'note:a' }, { _id: 'note:b' }]);
    await first.idle();
    await first.stop();
    expect(feed.feeds.every((open) => !open.open)).toBe(true);
    await feed.db.put({ _id: 'note:c' });
    // Stopped: nothing more is handled, however long we wait for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual(['note:a', 'note:b']);
    const second = await following(feed.db, { checkpoint: '_local/contract' }, handler, options);
    await second.idle();
    expect(handled).toEqual(['note:a', 'note:b', 'note:c']);
  });

  it('update retries a write that lost to a concurrent writer, on top of the winner', async () => {
    await floor().put({ _id: 'counter:1', count: 0, notes: [] });
    let calls = 0;
    const stored = await update(floor(), 'counter:1', async (current) => {
      calls++;
      // Another writer changes the document after we read it, the first time only.
      if (calls === 1) await floor().put({ ...current, _id: 'counter:1', notes: ['ajena'] });
      return { _id: 'counter:1', count: Number(current?.count) + 1, notes: current?.notes };
    });
    expect(calls).toBe(2);
    expect(stored?._rev).toMatch(/^3-/);
    expect(await floor().get('counter:1')).toMatchObject({ count: 1, notes: ['ajena'] });
  });

  it('update gives up with 409 conflict when it keeps losing, and creates a missing document', async () => {
    await floor().put({ _id: 'counter:1', count: 0 });
    const losing = update(
      floor(),
      'counter:1',
      async (current) => {
        await floor().put({ ...current, _id: 'counter:1', count: -1 });
        return { _id: 'counter:1', count: 1 };
      },
      { attempts: 3 },
    );
    await expect(losing).rejects.toMatchObject({ status: 409, error: 'conflict' });
    const created = await update(floor(), 'counter:2', (current) => ({
      _id: 'x',
      count: current === undefined ? 1 : 2,
    }));
    expect(created).toMatchObject({ _id: 'counter:2', count: 1 });
  });

  it('scan pages through a type, in id order, one page after another', async () => {
    const feed = watched(floor());
    const notes = Array.from({ length: 7 }, (_, i) => ({ _id: `note:${i}`, n: i }));
    await feed.db.bulkDocs([...notes, { _id: 'nota:x' }, { _id: 'notes:y' }, { _id: 'other:z' }]);
    await feed.db.put({ _id: 'note:gone', _deleted: true });
    const seen: string[] = [];
    for await (const doc of scan(feed.db, { type: 'note', batch: 3 })) seen.push(doc._id);
    expect(seen).toEqual(notes.map((note) => note._id));
    expect(feed.allDocsCalls()).toBe(3);
    const byPrefix: string[] = [];
    for await (const doc of scan(feed.db, { prefix: 'not', batch: 2 })) byPrefix.push(doc._id);
    expect(byPrefix).toEqual(['nota:x', ...notes.map((note) => note._id), 'notes:y']);
  });
}
