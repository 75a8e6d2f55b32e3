import { afterEach, describe, expect, it } from 'vitest';
import PouchDB from 'pouchdb-browser';
import type { PulledDoc } from '../data/change-feed.ts';
import { makeReplica, type Replica } from '../data/replica.ts';
import { memoryDb } from '../../test/helper.ts';
import { SILENT_SYNC_MS } from '../lib/timing.ts';
import { SyncEngine } from './sync-engine.ts';
import type { ReplicaSyncState } from './sync-store.ts';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

interface Harness {
  engine: SyncEngine;
  replica: Replica;
  server: PouchDB.Database;
  states: Array<Partial<ReplicaSyncState>>;
  latest: () => ReplicaSyncState;
  refused: Array<{ docId: string; reason: string }>;
  clock: { now: Date };
  useRemote: (remote: () => PouchDB.Database) => void;
  /** Called with every state patch as the engine reports it. */
  onUpdate: (listener: (patch: Partial<ReplicaSyncState>) => void) => void;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An engine with its own server; `replica`: a device's database from an earlier harness (a reload). */
function harness(storage = new MemoryStorage(), earlier?: Replica): Harness {
  const owned = earlier === undefined;
  const replica = earlier ?? makeReplica('floor', memoryDb());
  const server = memoryDb();
  const states: Array<Partial<ReplicaSyncState>> = [];
  const listeners: Array<(patch: Partial<ReplicaSyncState>) => void> = [];
  let merged: ReplicaSyncState = {
    state: 'stopped',
    pending: 0,
    lastSyncAt: null,
    error: null,
    caughtUpOnce: false,
  };
  const refused: Array<{ docId: string; reason: string }> = [];
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  let remote: () => PouchDB.Database = () => server;
  const engine = new SyncEngine({
    replica,
    remote: () => remote(),
    update: (patch) => {
      states.push(patch);
      merged = { ...merged, ...patch };
      for (const listener of listeners) listener(patch);
    },
    onRefused: (docId, reason) => refused.push({ docId, reason }),
    onUnauthorized: () => undefined,
    storage,
    now: () => clock.now,
  });
  cleanups.push(async () => {
    engine.stop();
    // A database handed on from an earlier harness is its to close (cleanups run last first).
    if (owned) {
      replica.feed.close();
      await replica.db.destroy();
    }
    await server.destroy();
  });
  return {
    engine,
    replica,
    server,
    states,
    latest: () => merged,
    refused,
    clock,
    useRemote: (next) => (remote = next),
    onUpdate: (listener) => listeners.push(listener),
  };
}

/** Resolves once the engine reports a state matching `predicate`. */
async function until(h: Harness, predicate: (state: ReplicaSyncState) => boolean): Promise<void> {
  for (let i = 0; i < 200 && !predicate(h.latest()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(predicate(h.latest()), JSON.stringify(h.latest())).toBe(true);
}

// Nothing listens on port 9 (discard) on loopback: connections are refused at once, like a dead Wi-Fi.
const unreachable = () => new PouchDB('http://127.0.0.1:9/db/floor', { skip_setup: true });

describe('SyncEngine', () => {
  it('replicates both ways and reports idle with nothing pending', async () => {
    const h = harness();
    await h.server.put({ _id: 'table:1', type: 'table' });
    await h.replica.db.put({ _id: 'order:1', type: 'order' });
    h.engine.start();
    await until(h, (s) => s.state === 'idle');
    expect(h.latest().pending).toBe(0);
    expect(h.latest().lastSyncAt).toBe('2026-11-22T12:00:00.000Z');
    await expect(h.server.get('order:1')).resolves.toMatchObject({ type: 'order' });
    await expect(h.replica.db.get('table:1')).resolves.toMatchObject({ type: 'table' });
    expect(h.states.map((s) => s.state).filter(Boolean)).toContain('connecting');
  });

  it('keeps its pull’s checkpoints on the device: the server holds the push’s only', async () => {
    const h = harness();
    // PouchDB's checkpointer writes through the database's own `put`.
    const written = new Set<string>();
    const put = h.server.put.bind(h.server);
    h.server.put = ((doc: { _id: string }, ...rest: []) => {
      written.add(doc._id);
      return put(doc, ...rest);
    }) as typeof h.server.put;
    await h.server.put({ _id: 'table:1', type: 'table' });
    h.engine.start();
    await h.replica.db.put({ _id: 'order:1', type: 'order' });
    await until(h, (s) => s.state === 'idle');
    await expect(h.server.get('order:1')).resolves.toMatchObject({ type: 'order' });
    expect(written).toContain('table:1');
    expect([...written].filter((id) => id.startsWith('_local/'))).toHaveLength(1);
  });

  it('hands pulled documents to subscribers at once and reports documents delivered to the server', async () => {
    const h = harness();
    h.engine.start();
    await until(h, (s) => s.state === 'idle');
    const pulled = new Promise<readonly PulledDoc[]>((resolve) => {
      const stop = h.replica.feed.subscribe(['order'], () => undefined, {
        onPulled: (docs) => {
          stop();
          resolve(docs);
        },
      });
    });
    await h.server.put({ _id: 'order:9', type: 'order', status: 'pending' });
    expect(await pulled).toEqual([expect.objectContaining({ _id: 'order:9', status: 'pending' })]);

    const delivered = h.replica.pushes.whenDelivered('order:10', 10_000);
    await h.replica.db.put({ _id: 'order:10', type: 'order' });
    expect(await delivered).toBe(true);
    await expect(h.server.get('order:10')).resolves.toMatchObject({ type: 'order' });
  });

  it('never counts a document pulled from the server as a pending local change', async () => {
    const h = harness();
    h.engine.start();
    await until(h, (s) => s.state === 'idle');
    // Count the moment each pulled document lands, before the catch-up records it.
    const counts: number[] = [];
    const landed = new Promise<void>((resolve) => {
      const feed = h.replica.db.changes({ since: 'now', live: true }).on('change', (change) => {
        void h.engine.countPending().then((pending) => {
          counts.push(pending);
          if (change.id === 'table:3') {
            feed.cancel();
            resolve();
          }
        });
      });
    });
    await h.server.bulkDocs([
      { _id: 'table:1', type: 'table' },
      { _id: 'table:2', type: 'table' },
    ]);
    await h.server.put({ _id: 'table:3', type: 'table' });
    await landed;
    expect(counts.length).toBeGreaterThan(0);
    expect(
      counts.every((pending) => pending === 0),
      JSON.stringify(counts),
    ).toBe(true);
  });

  it('counts local changes while the server is unreachable and sends them once it is back', async () => {
    const h = harness();
    h.useRemote(unreachable);
    h.engine.start();
    await until(h, (s) => s.state === 'offline');
    await h.replica.db.put({ _id: 'order:a', type: 'order' });
    await h.replica.db.put({ _id: 'order:b', type: 'order' });
    await until(h, (s) => s.pending === 2);

    // Back online: the watchdog skips the back-off instead of waiting up to 30 s.
    h.useRemote(() => h.server);
    expect(h.engine.tick(false)).toBe(false);
    h.clock.now = new Date(h.clock.now.getTime() + 5_000);
    expect(h.engine.tick(true)).toBe(true);
    await until(h, (s) => s.state === 'idle' && s.pending === 0);
    const ids = (await h.server.allDocs()).rows.map((row) => row.id);
    expect(ids).toEqual(['order:a', 'order:b']);
  });

  it('keeps the pending count across a restart of the app while offline', async () => {
    const storage = new MemoryStorage();
    const h = harness(storage);
    h.engine.start();
    await until(h, (s) => s.state === 'idle');
    h.engine.stop();
    await h.replica.db.put({ _id: 'order:offline', type: 'order' });
    // A new engine over the same database and storage, as after a reload.
    expect(await h.engine.countPending()).toBe(1);
  });

  it('counts every local write: an order created and then moved offline is two changes', async () => {
    const storage = new MemoryStorage();
    const h = harness(storage);
    await h.server.put({ _id: 'order:synced', type: 'order', status: 'pending' });
    h.engine.start();
    await until(h, (s) => s.state === 'idle');
    h.engine.stop();
    const created = await h.replica.db.put({ _id: 'order:new', type: 'order', status: 'pending' });
    await h.replica.db.put({ _id: 'order:new', _rev: created.rev, type: 'order', status: 'preparing' });
    const synced = await h.replica.db.get('order:synced');
    await h.replica.db.put({ ...synced, status: 'preparing' });
    expect(await h.engine.countPending()).toBe(3);

    // After the server has them, nothing is pending, and the next write counts one.
    h.engine.start();
    await until(h, (s) => s.state === 'idle' && s.pending === 0);
    h.engine.stop();
    const moved = await h.replica.db.get('order:new');
    await h.replica.db.put({ ...moved, status: 'ready' });
    expect(await h.engine.countPending()).toBe(1);
  });

  it('never restarts a healthy idle replication, however long it is silent', async () => {
    const h = harness();
    h.engine.start();
    await until(h, (s) => s.state === 'idle');
    expect(h.engine.tick(true)).toBe(false);
    h.clock.now = new Date(h.clock.now.getTime() + SILENT_SYNC_MS + 1);
    // Idle is healthy however long it lasts: a live feed waits silently for changes.
    expect(h.engine.tick(true)).toBe(false);
  });

  it('reports documents the server refuses, with the reason', async () => {
    const h = harness();
    type BulkDocs = (
      body: { docs: Array<{ _id: string }>; new_edits?: boolean },
      options?: object,
    ) => Promise<object[]>;
    const original = h.server.bulkDocs.bind(h.server) as unknown as BulkDocs;
    // The gateway answers a refused document with a per-doc forbidden entry (DESIGN §4).
    const refusing: BulkDocs = async (body, options) => {
      const allowed = body.docs.filter((doc) => doc._id !== 'product:1');
      const results = await original({ ...body, docs: allowed }, options ?? {});
      return [
        ...results,
        {
          id: 'product:1',
          error: 'forbidden',
          reason: 'Solo gerentes pueden cambiar precios',
          name: 'forbidden',
          status: 403,
        },
      ];
    };
    h.server.bulkDocs = refusing as unknown as typeof h.server.bulkDocs;
    await h.replica.db.put({ _id: 'product:1', type: 'product' });
    await h.replica.db.put({ _id: 'order:1', type: 'order' });
    h.engine.start();
    await until(h, (s) => s.state === 'idle');
    expect(h.refused).toEqual([{ docId: 'product:1', reason: 'Solo gerentes pueden cambiar precios' }]);
    await expect(h.server.get('order:1')).resolves.toMatchObject({ type: 'order' });
  });
});

describe('SyncEngine: the first catch-up', () => {
  it('is reported once, after every document of the server is stored locally', async () => {
    const h = harness();
    // More than one batch of the pull (PouchDB asks 100 changes at a time).
    await h.server.bulkDocs(
      Array.from({ length: 250 }, (_, i) => ({ _id: `product:${i}`, type: 'product' })),
    );
    const storedWhenReported = new Promise<number>((resolve) => {
      h.onUpdate((patch) => {
        if (patch.caughtUpOnce) void h.replica.db.info().then((info) => resolve(info.doc_count));
      });
    });
    h.engine.start();
    expect(h.latest().caughtUpOnce).toBe(false);
    expect(await storedWhenReported).toBe(250);

    // Later catch-ups change nothing: the screens' loading state is over for good.
    await until(h, (s) => s.state === 'idle');
    await h.server.put({ _id: 'product:new', type: 'product' });
    await until(h, (s) => s.state === 'idle' && h.states.filter((p) => p.state === 'idle').length >= 2);
    expect(h.states.filter((patch) => patch.caughtUpOnce !== undefined)).toEqual([{ caughtUpOnce: true }]);
  });

  it('is on record before it is reported, and idle is not said before it', async () => {
    const h = harness();
    await h.server.bulkDocs(
      Array.from({ length: 250 }, (_, i) => ({ _id: `product:${i}`, type: 'product' })),
    );
    // What the device holds when the screens are told: the record a reload reads, and the documents.
    const seen: Array<Promise<{ patch: string; docs: number; recorded: boolean }>> = [];
    h.onUpdate((patch) => {
      const what = patch.caughtUpOnce ? 'caught up' : patch.state === 'idle' ? 'idle' : null;
      if (what === null) return;
      seen.push(
        Promise.all([
          h.replica.db.info(),
          h.replica.db.get('_local/caught-up-once').then(
            () => true,
            () => false,
          ),
        ]).then(([info, recorded]) => ({ patch: what, docs: info.doc_count, recorded })),
      );
    });
    h.engine.start();
    await until(h, (s) => s.caughtUpOnce && s.state === 'idle');
    const reports = await Promise.all(seen);
    expect(reports[0]).toEqual({ patch: 'caught up', docs: 250, recorded: true });
    expect(reports.filter((r) => r.patch === 'idle').every((r) => r.docs === 250)).toBe(true);
  });

  it('is not reported for a new device that cannot reach the server', async () => {
    const h = harness();
    h.useRemote(unreachable);
    h.engine.start();
    await until(h, (s) => s.state === 'offline');
    // The record of an earlier catch-up is looked up when the replication starts: none here.
    await expect(h.replica.db.get('_local/caught-up-once')).rejects.toMatchObject({ status: 404 });
    expect(h.states.some((patch) => patch.caughtUpOnce)).toBe(false);
  });

  it('is remembered by the replica: after a reload with the server out of reach it is reported at once', async () => {
    const first = harness();
    await first.server.put({ _id: 'table:1', type: 'table' });
    first.engine.start();
    await until(first, (s) => s.caughtUpOnce && s.state === 'idle');
    first.engine.stop();

    // A new engine over the same local database, as after a reload, with the gateway unreachable.
    const reloaded = harness(new MemoryStorage(), first.replica);
    reloaded.useRemote(unreachable);
    reloaded.engine.start();
    await until(reloaded, (s) => s.caughtUpOnce);
    await expect(reloaded.replica.db.get('table:1')).resolves.toMatchObject({ type: 'table' });
  });
});
