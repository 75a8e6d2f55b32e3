import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { follow, type Following } from './follow.ts';
import { createPouchStore } from './pouch-store.ts';
import type { Change, Store, StoreDb } from './types.ts';

const silent = () => undefined;
const log = { warn: silent, error: silent } as Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * The real store, with a count of the changes it has handed to the follower (live or read) that the
 * handler has not had yet: what the follower holds in memory.
 */
function counted(db: StoreDb) {
  const held = { now: 0, most: 0, cancelled: 0 };
  const got = (n: number) => {
    held.now += n;
    held.most = Math.max(held.most, held.now);
  };
  const wrapped: StoreDb = {
    ...db,
    changes: async (opts) => {
      const read = await db.changes(opts);
      // The follower's own reads of its backlog (a `limit`), not its idle check (`limit: 1`).
      if ((opts.limit ?? 0) > 1) got(read.results.length);
      return read;
    },
    liveChanges: (opts, onChange, onError) => {
      const subscription = db.liveChanges(
        opts,
        (change) => {
          got(1);
          onChange(change);
        },
        onError,
      );
      return {
        cancel: () => {
          held.cancelled++;
          subscription.cancel();
        },
      };
    },
  };
  return { wrapped, held, handled: (n: number) => (held.now -= n) };
}

describe('follow', () => {
  let dir: string;
  let store: Store;
  let following: Following | undefined;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rp-follow-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
  });
  afterEach(async () => {
    await following?.stop();
    following = undefined;
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('holds a bounded backlog however far behind its handler falls, and hands out every change once, in order', async () => {
    const db = store.db('floor');
    const { wrapped, held, handled } = counted(db);
    const seen: string[] = [];
    let release: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    following = await follow(
      wrapped,
      0,
      async (changes: readonly Change[]) => {
        // The first batch waits until the whole history has been written behind it.
        await blocked;
        seen.push(...changes.map((change) => change.id));
        handled(changes.length);
      },
      { name: 'test', log, feed: { include_docs: true } },
    );
    const ids = Array.from({ length: 4000 }, (_, i) => `note:${String(i).padStart(5, '0')}`);
    for (let start = 0; start < ids.length; start += 200) {
      await db.bulkDocs(ids.slice(start, start + 200).map((_id) => ({ _id, body: 'x'.repeat(200) })));
    }
    // Until the feed has handed over the whole history, or the follower stopped listening to it.
    await vi.waitFor(() => expect(held.now >= ids.length - 1 || held.cancelled > 0).toBe(true), {
      timeout: 20_000,
    });
    release();
    await following.idle();
    expect(seen).toEqual(ids);
    // Without a bound the feed queued every change written while the first batch waited (~4,000).
    expect(held.most).toBeLessThanOrEqual(1000 + 500);
    // Listening again after the backlog: a later write still arrives.
    await db.put({ _id: 'note:later' });
    await following.idle();
    expect(seen.at(-1)).toBe('note:later');
  });
});
