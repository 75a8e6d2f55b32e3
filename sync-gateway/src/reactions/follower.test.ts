import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPouchStore } from '../store/pouch-store.ts';
import type { Change, Store, StoreDb } from '../store/types.ts';
import { follow, type Follower } from './follower.ts';

const silent = () => undefined;
const log: FastifyBaseLogger = {
  level: 'silent',
  fatal: silent,
  error: silent,
  warn: silent,
  info: silent,
  debug: silent,
  trace: silent,
  silent,
  child: () => log,
};

const note = (id: string, extra: Record<string, unknown> = {}) => ({ _id: `note:${id}`, ...extra });

describe('reaction follower', () => {
  let dir: string;
  let store: Store;
  let db: StoreDb;
  let follower: Follower | undefined;
  let batches: string[][];
  const handle = async (changes: readonly Change[]) => {
    batches.push(changes.map((change) => change.id));
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rp-follower-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    db = store.db('floor');
    batches = [];
  });
  afterEach(async () => {
    await follower?.stop();
    follower = undefined;
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('handles changes arriving close together as one batch once the feed is quiet', async () => {
    follower = await follow({ db, name: 'test', handle, log, settle: { quietMs: 1000, maxWaitMs: 5000 } });
    await db.bulkDocs([note('a'), note('b')]);
    await db.put(note('c'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await follower.idle();
    expect(batches).toEqual([['note:a', 'note:b', 'note:c']]);
    // The checkpoint moved past the batch: a new follower starts after it.
    const saved = await db.get('_local/reactions-test');
    expect(Number(saved.seq)).toBeGreaterThanOrEqual(3);
  });

  it('does not wait for quiet longer than its maximum, nor for its handler’s own echoes', async () => {
    const settle = {
      quietMs: 10_000,
      maxWaitMs: 600,
      background: (change: Change) => change.doc?.echo === true,
    };
    follower = await follow({ db, name: 'test', handle, log, settle });
    // A change every 50 ms for 1.2 s: never quiet, yet handled while the changes keep coming.
    for (let i = 0; i < 24; i++) {
      await db.put(note(`n${i}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(batches.length).toBeGreaterThanOrEqual(1);
    await follower.idle();
    expect(batches.flat()).toHaveLength(24);
    // An echo alone waits for the maximum, not for ten seconds of quiet.
    batches = [];
    const echoed = Date.now();
    await db.put(note('echo', { echo: true }));
    // Watched, not awaited with idle(): someone awaiting the follower has it handle at once.
    await vi.waitFor(() => expect(batches).toEqual([['note:echo']]), { timeout: 5000 });
    expect(Date.now() - echoed).toBeGreaterThanOrEqual(500);
  });

  it('handles a settling batch at once for whoever awaits it, and whatever arrives meanwhile', async () => {
    const settle = { quietMs: 10_000, maxWaitMs: 10_000 };
    follower = await follow({ db, name: 'test', handle, log, settle });
    const started = Date.now();
    await db.put(note('settling'));
    const idle = follower.idle();
    await db.put(note('meanwhile'));
    await idle;
    await follower.idle();
    expect(batches.flat()).toEqual(['note:settling', 'note:meanwhile']);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('handles at once, for whoever awaits it, what began settling while a batch ran', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const arrived: string[] = [];
    const settle = {
      quietMs: 10_000,
      maxWaitMs: 10_000,
      // Called as each change arrives: it tells the test when the follower has it.
      urgent: (change: Change) => {
        arrived.push(change.id);
        return change.doc?.urgent === true;
      },
    };
    const blocking = async (changes: readonly Change[]) => {
      await handle(changes);
      if (changes.some((change) => change.id === 'note:first')) await gate;
    };
    follower = await follow({ db, name: 'test', handle: blocking, log, settle });
    await db.put(note('first', { urgent: true }));
    await vi.waitFor(() => expect(batches).toEqual([['note:first']]));
    // Arrives while the first batch runs, with nobody waiting yet: it starts to settle.
    await db.put(note('second'));
    await vi.waitFor(() => expect(arrived).toContain('note:second'));
    const started = Date.now();
    const idle = follower.idle();
    release();
    await idle;
    expect(batches).toEqual([['note:first'], ['note:second']]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('handles at once, for whoever awaits it, what arrived while it asked the store', async () => {
    // The live feed hands the change over only once idle() asks the store, and the store answers
    // only after that: the change arrives with idle() between its look at the queue and its wait.
    let asked = () => {};
    const askedStore = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let delivered = () => {};
    const deliveredLive = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    const gated: StoreDb = {
      ...db,
      changes: (async (opts: Parameters<StoreDb['changes']>[0]) => {
        asked();
        const answer = await db.changes(opts);
        await deliveredLive;
        return answer;
      }) as StoreDb['changes'],
      liveChanges: (opts, onChange, onError) =>
        db.liveChanges(
          opts,
          (change) => {
            void askedStore.then(() => {
              onChange(change);
              delivered();
            });
          },
          onError,
        ),
    };
    follower = await follow({
      db: gated,
      name: 'test',
      handle,
      log,
      settle: { quietMs: 10_000, maxWaitMs: 10_000 },
    });
    await db.put(note('late'));
    const started = Date.now();
    await follower.idle();
    expect(batches).toEqual([['note:late']]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('handles an urgent change at once, with whatever waited before it', async () => {
    const settle = {
      quietMs: 10_000,
      maxWaitMs: 10_000,
      urgent: (change: Change) => change.doc?.urgent === true,
    };
    follower = await follow({ db, name: 'test', handle, log, settle });
    const started = Date.now();
    await db.put(note('waiting'));
    await db.put(note('urgent', { urgent: true }));
    await vi.waitFor(() => expect(batches.flat()).toEqual(['note:waiting', 'note:urgent']), {
      timeout: 5000,
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('handles a backlog in batches of bounded size, every change once', async () => {
    await db.bulkDocs(Array.from({ length: 1200 }, (_, i) => note(`b${String(i).padStart(4, '0')}`)));
    follower = await follow({ db, name: 'test', handle, log, settle: { quietMs: 10, maxWaitMs: 100 } });
    await vi.waitFor(() => expect(batches.flat()).toHaveLength(1200), { timeout: 10_000 });
    expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(500);
    expect(new Set(batches.flat()).size).toBe(1200);
  });

  it('sets aside a change its handler can never process, logs it, and goes on with the rest', async () => {
    const errors: unknown[] = [];
    const logged = { ...log, error: (...args: unknown[]) => errors.push(args), child: () => logged };
    const handled: string[] = [];
    const picky = async (changes: readonly Change[]) => {
      if (changes.some((change) => change.id === 'note:poison')) throw new TypeError('cannot process');
      handled.push(...changes.map((change) => change.id));
    };
    await db.bulkDocs([note('a'), note('poison'), note('b')]);
    follower = await follow({
      db,
      name: 'test',
      handle: picky,
      log: logged as FastifyBaseLogger,
      retryMs: 10,
    });
    await follower.idle();
    expect(handled).toEqual(expect.arrayContaining(['note:a', 'note:b']));
    expect(handled).not.toContain('note:poison');
    expect((await db.get('_local/reactions-test-set-aside')).ids).toEqual(['note:poison']);
    expect(errors).toHaveLength(1);
    // The checkpoint moved past it: a restart does not trip on it again.
    await db.put(note('c'));
    await follower.idle();
    expect(handled).toContain('note:c');
  });
});
