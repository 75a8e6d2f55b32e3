import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { ulid } from 'ulidx';
import type { Role } from '@restaurantpro/schema';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import type { Store, StoreDb, StoredDoc } from '../../src/store/types.ts';
import { NOON, productDoc, type Doc } from '../support/docs.ts';
import { testStore, type TestStore } from '../support/test-store.ts';

// The document builders live in support/docs.ts (no I/O, importable from e2e); tests import them from here too.
export { NOON, TODAY, orderDoc, productDoc, tableDoc, type Doc } from '../support/docs.ts';

PouchDB.plugin(MemoryAdapter);

export const PASSWORD = 'clave-de-prueba-1234';
export type Device = PouchDB.Database;

export interface User {
  id: string;
  role: Role;
  cookie: string;
}

/**
 * One test's gateways, devices and temp dirs. A gateway listens on a loopback port with a store the
 * harness owns, so a test can stop a gateway and start another on the same data (a restart).
 */
export function replicationHarness() {
  const apps: FastifyInstance[] = [];
  const devices: Device[] = [];
  const syncs: PouchDB.Replication.Sync<object>[] = [];
  const dirs: string[] = [];
  const stores: TestStore[] = [];
  let clock = NOON;

  const harness = {
    setClock(at: Date) {
      clock = at;
    },
    async store(): Promise<Store> {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-replication-'));
      dirs.push(dir);
      const made = await testStore(dir);
      stores.push(made);
      return made.store;
    },
    async gateway(
      store: Store,
      port = 0,
      overrides: Partial<Config> = {},
    ): Promise<{ app: FastifyInstance; url: string }> {
      const config = testConfig({
        dataDir: dirs[0] ?? os.tmpdir(),
        adminEmail: 'jefa@restaurante.test',
        adminPassword: PASSWORD,
        ...overrides,
      });
      await fixtureProducts(store);
      const app = await buildApp({ config, store, clock: () => clock });
      apps.push(app);
      await app.listen({ host: '127.0.0.1', port });
      const address = app.server.address();
      if (address === null || typeof address === 'string')
        throw new Error('gateway is not listening on a port');
      return { app, url: `http://127.0.0.1:${address.port}` };
    },
    async stopGateway(app: FastifyInstance): Promise<void> {
      apps.splice(apps.indexOf(app), 1);
      await app.close();
    },
    /** Creates an account of that role and signs it in. */
    async account(app: FastifyInstance, url: string, role: Role): Promise<User> {
      const email = `${role}-${ulid().toLowerCase()}@restaurante.test`;
      const user = await app.accounts.create({ email, password: PASSWORD, role });
      return { id: user.id, role, cookie: await signIn(url, email) };
    },
    /** A device: a memory PouchDB plus the gateway database it replicates with, signed in by cookie. */
    device(
      url: string,
      user: User,
      db = 'floor',
      onRequest?: (path: string) => void,
    ): { local: Device; remote: Device } {
      const local = new PouchDB(`device-${ulid()}`, { adapter: 'memory' });
      const remote = remoteDb(`${url}/db/${db}`, user.cookie, onRequest);
      devices.push(local, remote);
      return { local, remote };
    },
    /** A store and a gateway on it, with a waiter's device (`pos`) and a cook's (`kitchen`), not yet syncing. */
    async floor() {
      const store = await harness.store();
      const { app, url } = await harness.gateway(store);
      const waiter = await harness.account(app, url, 'waiter');
      const cook = await harness.account(app, url, 'cook');
      return {
        store,
        db: store.db('floor'),
        app,
        url,
        waiter,
        cook,
        pos: harness.device(url, waiter),
        kitchen: harness.device(url, cook),
      };
    },
    sync(local: Device, remote: Device): PouchDB.Replication.Sync<object> {
      const sync = local.sync(remote, { live: true, retry: true, back_off_function: () => 50 });
      syncs.push(sync);
      return sync;
    },
    async cleanup(): Promise<void> {
      for (const sync of syncs.splice(0)) sync.cancel();
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await Promise.all(devices.splice(0).map((db) => db.close().catch(() => undefined)));
      await Promise.all(stores.splice(0).map((made) => made.dispose()));
      await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
  return harness;
}

/**
 * `product:P1` and `product:P2` at 6,50 €, the products the fixtures' orders sell: the gateway
 * refuses order lines priced off its catalogue, so the products they name must exist.
 */
async function fixtureProducts(store: Store): Promise<void> {
  const floor = store.db('floor');
  const ids = ['product:P1', 'product:P2'];
  const existing = await floor.allDocs({ keys: ids });
  const missing = ids.filter((_, index) => existing.rows[index]?.value?.rev === undefined);
  if (missing.length > 0) await floor.bulkDocs(missing.map((_id) => productDoc('system', { _id })));
}

export async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rp_session='));
  if (res.status !== 200 || cookie === undefined) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

/**
 * The gateway database as PouchDB's http adapter sees it, the session cookie on every request;
 * `onRequest` hears each request's path (tests that count round trips).
 */
export function remoteDb(dbUrl: string, cookie: string, onRequest?: (path: string) => void): Device {
  return new PouchDB(dbUrl, {
    skip_setup: true,
    fetch: async (url, opts) => {
      const path = new URL(String(url)).pathname;
      onRequest?.(path);
      const headers = new Headers(opts?.headers);
      headers.set('cookie', cookie);
      // PouchDB 9 reads the source's info after each replicated batch without handling a failure
      // (activeTasks bookkeeping), so a gateway restarting at that moment is an unhandled rejection
      // in the client. That one read, `GET /db/<name>/`, waits for the gateway to be back instead.
      const isInfo = (opts?.method ?? 'GET') === 'GET' && /^\/db\/[a-z]+\/$/.test(path);
      for (let attempt = 0; ; attempt++) {
        try {
          return await PouchDB.fetch(url, { ...opts, headers });
        } catch (err) {
          if (!isInfo || attempt >= 100) throw err;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    },
  });
}

/** Resolves with the doc once `db` holds a revision of `id` satisfying `accept` (live changes, no polling). */
export function waitForDoc(db: Device, id: string, accept: (doc: Doc) => boolean = () => true): Promise<Doc> {
  return new Promise((resolve, reject) => {
    const feed = db.changes({ live: true, since: 0, include_docs: true, doc_ids: [id] });
    feed.on('change', (change) => {
      const doc = change.doc as Doc | undefined;
      if (doc !== undefined && accept(doc)) {
        feed.cancel();
        resolve(doc);
      }
    });
    feed.on('error', reject);
  });
}

/**
 * Resolves with the store's versions of `ids` once each satisfies `accept`, read from one live feed
 * of the store itself (conflicts included), so a test waits on what the gateway wrote, not a timer.
 */
export function waitForStoreDocs(
  db: StoreDb,
  ids: string[],
  accept: (doc: StoredDoc) => boolean = () => true,
): Promise<StoredDoc[]> {
  const found = new Map<string, StoredDoc>();
  const wanted = new Set(ids);
  return new Promise((resolve, reject) => {
    let done = false;
    const feed = db.liveChanges(
      { since: 0, include_docs: true, conflicts: true },
      (change) => {
        if (done || !wanted.has(change.id) || change.doc === undefined) return;
        if (accept(change.doc)) found.set(change.id, change.doc);
        else found.delete(change.id);
        if (found.size < wanted.size) return;
        done = true;
        queueMicrotask(() => feed.cancel());
        resolve(ids.map((id) => found.get(id) as StoredDoc));
      },
      reject,
    );
  });
}

export async function waitForStoreDoc(
  db: StoreDb,
  id: string,
  accept?: (doc: StoredDoc) => boolean,
): Promise<StoredDoc> {
  const [doc] = await waitForStoreDocs(db, [id], accept);
  return doc as StoredDoc;
}

/** Resolves once every id is in `db` (any revision), on one live feed. */
export function waitForDocs(db: Device, ids: string[]): Promise<void> {
  const missing = new Set(ids);
  return new Promise((resolve, reject) => {
    if (missing.size === 0) return resolve();
    const feed = db.changes({ live: true, since: 0, doc_ids: ids });
    feed.on('change', (change) => {
      missing.delete(change.id);
      if (missing.size > 0) return;
      feed.cancel();
      resolve();
    });
    feed.on('error', reject);
  });
}
