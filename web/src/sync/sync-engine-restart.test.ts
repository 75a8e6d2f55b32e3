import { afterEach, expect, it } from 'vitest';
import { makeReplica } from '../data/replica.ts';
import { memoryDb } from '../../test/helper.ts';
import { SyncEngine } from './sync-engine.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Changes = ReturnType<PouchDB.Database['changes']>;

/**
 * A `changes` answer that fails as a dropped connection does: a promise-like the replicator can
 * listen to, rejected at once.
 */
function failedChanges(): Changes {
  const failed = Promise.reject(Object.assign(new Error('Failed to fetch'), { status: undefined }));
  const changes = {
    on: () => changes,
    cancel: () => undefined,
    then: failed.then.bind(failed),
    catch: failed.catch.bind(failed),
  };
  return changes as unknown as Changes;
}

it('a pull cut off while a batch is being written starts again from its checkpoint, and loses nothing', async () => {
  // Three pages of the server's changes (the replicator reads 100 at a time).
  const server = memoryDb();
  const replica = makeReplica('floor', memoryDb());
  await server.bulkDocs(
    Array.from({ length: 250 }, (_, i) => ({ _id: `order:${String(i).padStart(3, '0')}`, type: 'order' })),
  );
  // The first batch's documents are held on their way, as on a slow link…
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const bulkGet = server.bulkGet.bind(server);
  let bulkGets = 0;
  server.bulkGet = (async (...args: Parameters<typeof bulkGet>) => {
    if (++bulkGets === 1) await held;
    return bulkGet(...args);
  }) as typeof server.bulkGet;
  // …and the connection drops as the third page is asked for, while the second page waits its turn.
  const changes = server.changes.bind(server);
  let reads = 0;
  server.changes = ((...args: Parameters<typeof changes>) => {
    if (++reads === 3) {
      // The first batch's documents arrive once the failure has been handled.
      setTimeout(release, 50);
      return failedChanges();
    }
    return changes(...args);
  }) as typeof server.changes;

  // Idle after the failure was reported: the replica says it holds everything the server has.
  let failedOnce = false;
  const afterFailure: string[] = [];
  let idleAfterFailure: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (idleAfterFailure = resolve));
  const engine = new SyncEngine({
    replica,
    remote: () => server,
    update: (patch) => {
      if (patch.state === undefined) return;
      if (failedOnce) afterFailure.push(patch.state);
      if (patch.state === 'offline') failedOnce = true;
      if (patch.state === 'idle' && failedOnce) idleAfterFailure();
    },
    onRefused: () => undefined,
    onUnauthorized: () => undefined,
    storage: { getItem: () => null, setItem: () => undefined },
  });
  cleanups.push(async () => {
    engine.stop();
    replica.feed.close();
    await replica.db.destroy();
    await server.destroy();
  });
  engine.start();
  await settled;
  expect(reads).toBeGreaterThan(3);
  // The new sync does not say 'connecting' while the server may still be away: offline, then syncing.
  expect(afterFailure[0]).toBe('syncing');
  expect(afterFailure).not.toContain('connecting');
  const { rows } = await replica.db.allDocs({ startkey: 'order:', endkey: 'order:\uffff' });
  expect(rows).toHaveLength(250);
});
