import { afterAll } from 'vitest';
import { createCouchStore } from '../../src/store/couch-store.ts';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import { DATABASE_NAMES, type Store } from '../../src/store/types.ts';
import { uniquePrefix } from '../store/store.contract.ts';
import { startPouchDbServer, type PouchDbServerPeer } from './pouchdb-server-peer.ts';

/**
 * The store a test harness gives its gateways: the embedded store in `dir`, or with
 * `RP_TEST_STORE=couch` couch-store (the production store) on a pouchdb-server behind the selector
 * bridge, one server per test worker and databases of their own per store. The `sync-gateway-couch`
 * project of vitest.config.ts runs the replication tests that way.
 */
export const COUCH_TESTS = process.env.RP_TEST_STORE === 'couch';

let peer: Promise<PouchDbServerPeer> | undefined;

// The worker that started the server stops it once the file's tests are done: a worker ended by a
// signal runs no exit handler, and its server would outlive the run.
afterAll(async () => {
  const started = peer;
  peer = undefined;
  await (await started)?.stop();
});

export interface TestStore {
  store: Store;
  /** Closes the store and drops what it held (the caller removes `dir`). */
  dispose(): Promise<void>;
}

export async function testStore(dir: string): Promise<TestStore> {
  if (!COUCH_TESTS) {
    const store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    return { store, dispose: () => store.close() };
  }
  // Started on first use, stopped after the file's tests (above).
  peer ??= startPouchDbServer({ bridge: true });
  const { url, serverUrl } = await peer;
  const store = createCouchStore({ url, prefix: uniquePrefix() });
  // The embedded store makes a database on first use; CouchDB needs it made first.
  await store.provision();
  return {
    store,
    async dispose() {
      await store.close();
      for (const name of DATABASE_NAMES) {
        const res = await fetch(`${serverUrl}/${store.db(name).name}`, { method: 'DELETE' });
        await res.body?.cancel();
      }
    },
  };
}
