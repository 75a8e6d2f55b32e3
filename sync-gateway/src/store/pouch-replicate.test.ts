import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PouchDB from 'pouchdb-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPouchDbServer, type PouchDbServerPeer } from '../../test/support/pouchdb-server-peer.ts';
import { replicateWith } from './pouch-replicate.ts';
import type { StoreReplication } from './types.ts';

type Changes = ReturnType<PouchDB.Database['changes']>;

/** A `changes` read that fails at once, as a dropped connection does, in the shape PouchDB's replicator uses. */
function failedChanges(): Changes {
  const failed = Promise.reject(new Error('connection reset'));
  const changes = {
    on: () => changes,
    cancel: () => undefined,
    then: failed.then.bind(failed),
    catch: failed.catch.bind(failed),
  };
  return changes as unknown as Changes;
}

/** Resolves at the replication's next 'paused' without an error: a pass that got everything up. */
const caughtUp = (replication: StoreReplication) =>
  new Promise<void>((resolve) => {
    const once = (err?: unknown) => {
      if (err === undefined) resolve();
      else replication.on('paused', once);
    };
    replication.on('paused', once);
  });

describe('the embedded store’s push to a CouchDB database', () => {
  let peer: PouchDbServerPeer;
  let dir: string;
  beforeAll(async () => {
    peer = await startPouchDbServer();
    dir = await mkdtemp(path.join(tmpdir(), 'rp-push-'));
  });
  afterAll(async () => {
    await peer.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** `local` pushed to a new database `name` of the peer, in passes of 200, and that database. */
  async function pushTo(local: PouchDB.Database, name: string) {
    const remoteUrl = `${peer.url}/${name}`;
    await new PouchDB(remoteUrl).info();
    const push = replicateWith(local, {
      direction: 'push',
      remoteUrl,
      filter: () => true,
      maxRetryMs: 1000,
      requestTimeoutMs: 10_000,
    });
    return { push, remote: new PouchDB(remoteUrl) };
  }

  it('goes up in passes that read the store a batch at a time, the next one started by the next write', async () => {
    const local = new PouchDB(path.join(dir, 'floor'));
    // What the replication asks the store for: a live read with no limit is the unbounded kind.
    const reads: Array<{ live: boolean; since: unknown; limit: unknown }> = [];
    const changes = local.changes.bind(local);
    local.changes = ((opts: PouchDB.Core.ChangesOptions) => {
      reads.push({ live: opts.live === true, since: opts.since, limit: opts.limit });
      return changes(opts);
    }) as typeof local.changes;
    await local.bulkDocs(Array.from({ length: 450 }, (_, n) => ({ _id: `order:${n}`, n })));
    const { push, remote } = await pushTo(local, 'push-target');
    try {
      await caughtUp(push);
      expect((await remote.info()).doc_count).toBe(450);
      // Written after it caught up: the next pass takes them, and says so.
      const next = caughtUp(push);
      await local.bulkDocs(Array.from({ length: 300 }, (_, n) => ({ _id: `order:late-${n}` })));
      await next;
      expect((await remote.info()).doc_count).toBe(750);
      // A live replication reads from its last position with no limit; here the only live reads
      // are the wake-ups, from the moment they begin.
      const live = reads.filter((read) => read.live);
      expect(live.length).toBeGreaterThan(0);
      expect(live.every((read) => read.since === 'now')).toBe(true);
      // Every other read is a pass's page of 200, or the wake-up's own look at what was written
      // since the pass before it ended (PouchDB's live feed reads that much before it stops).
      let passEnd: unknown;
      for (const read of reads.filter((each) => !each.live)) {
        if (read.limit === 200) passEnd = read.since;
        else expect(read.since).toBe(passEnd);
      }
    } finally {
      push.cancel();
      await remote.close();
      await local.close();
    }
  });

  it('starts a failed pass again from its checkpoint, and loses nothing', async () => {
    // Three pages of changes (a pass reads 200 at a time).
    const local = new PouchDB(path.join(dir, 'floor-cut'));
    await local.bulkDocs(Array.from({ length: 500 }, (_, n) => ({ _id: `order:${n}`, n })));
    // The first batch's documents are read slowly…
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bulkGet = local.bulkGet.bind(local);
    let bulkGets = 0;
    local.bulkGet = (async (...args: Parameters<typeof bulkGet>) => {
      if (++bulkGets === 1) await held;
      return bulkGet(...args);
    }) as typeof local.bulkGet;
    // …and the third page's read fails while the second page waits its turn.
    const changes = local.changes.bind(local);
    let pages = 0;
    local.changes = ((opts: PouchDB.Core.ChangesOptions) => {
      if (opts.live !== true && ++pages === 3) {
        setTimeout(release, 50);
        return failedChanges();
      }
      return changes(opts);
    }) as typeof local.changes;
    const { push, remote } = await pushTo(local, 'push-cut');
    try {
      await caughtUp(push);
      expect(pages).toBeGreaterThan(3);
      expect((await remote.info()).doc_count).toBe(500);
    } finally {
      push.cancel();
      await remote.close();
      await local.close();
    }
  });
});
