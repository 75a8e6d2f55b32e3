// A device whose first `_bulk_get` is cut off must go on fetching documents by `_bulk_get`.
// PouchDB's HTTP adapter takes a server whose first `_bulk_get` failed for one without it, and
// fetches every document with a request of its own from then on (schema's bulk-get.ts): under link
// flaps, a batch of single reads seldom got through whole, and every device of a full soak stopped
// receiving while the flaps lasted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { alwaysBulkGet } from '@restaurantpro/schema';
import { buildApp } from '@restaurantpro/sync-gateway';
import { testConfig } from '@restaurantpro/sync-gateway/config';
import { createPouchStore } from '@restaurantpro/sync-gateway/store';
import '@restaurantpro/sync-gateway/fastify-types';
import { signIn } from './api.ts';
import { remoteDb } from './remote.ts';
import { productDoc } from './test-docs.ts';

PouchDB.plugin(MemoryAdapter);

const PASSWORD = 'bulk-get-password-123';

describe('a device whose first _bulk_get is cut off', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /**
   * A gateway holding five products, a cook signed in, and a fetch that cuts the first `_bulk_get`
   * off as a dropped link does and notes every request after it.
   */
  async function gatewayWithProducts() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-bulk-get-'));
    const store = createPouchStore({ dataDir, prefix: 'rp_' });
    const app = await buildApp({ config: testConfig({ dataDir, adminPassword: PASSWORD }), store });
    cleanups.push(
      () => rm(dataDir, { recursive: true, force: true }),
      () => store.close(),
      () => app.close(),
    );
    await app.accounts.create({ email: 'cocina@bulk-get.test', password: PASSWORD, role: 'cook' });
    await store.db('floor').bulkDocs([1, 2, 3, 4, 5].map((n) => productDoc(`BG${n}`, `Croquetas ${n}`)));
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = await signIn(url, 'cocina@bulk-get.test', PASSWORD);
    let cut = false;
    const requests: string[] = [];
    const fetch: typeof PouchDB.fetch = (target, opts) => {
      const { pathname } = new URL(String(target));
      if (pathname.endsWith('/_bulk_get') && !cut) {
        cut = true;
        return Promise.reject(new TypeError('fetch failed'));
      }
      if (cut) requests.push(`${opts?.method ?? 'GET'} ${pathname}`);
      return PouchDB.fetch(target, opts);
    };
    const local = new PouchDB(`bulk-get-${Date.now()}-${Math.random()}`, { adapter: 'memory' });
    cleanups.push(() => local.destroy());
    return { url, cookie, fetch, requests, local };
  }

  /** The requests that fetched one product each. */
  const singleReads = (requests: readonly string[]) =>
    requests.filter((r) => /^GET .*\/product%3ABG/.test(r));

  it('fetches the documents by _bulk_get once the link is back, and has them all', async () => {
    const { url, cookie, fetch, requests, local } = await gatewayWithProducts();
    const remote = remoteDb(url, cookie, { fetch });
    await expect(local.replicate.from(remote)).rejects.toThrow('fetch failed');
    await local.replicate.from(remote);
    expect(
      (await local.allDocs()).rows.map((row) => row.id).filter((id) => id.startsWith('product:BG')),
    ).toEqual(['product:BG1', 'product:BG2', 'product:BG3', 'product:BG4', 'product:BG5']);
    expect(requests.filter((r) => r.endsWith('/_bulk_get'))).not.toEqual([]);
    expect(singleReads(requests)).toEqual([]);
  });

  it("with PouchDB's probe, fetches every document with a request of its own (the cause)", async () => {
    const { url, cookie, fetch, requests, local } = await gatewayWithProducts();
    const remote = new PouchDB(`${url}/db/floor`, {
      skip_setup: true,
      fetch: (target, opts) => {
        const headers = new Headers(opts?.headers);
        headers.set('cookie', cookie);
        return fetch(target, { ...opts, headers });
      },
    });
    await local.replicate.from(remote);
    expect(singleReads(requests)).toHaveLength(5);
    expect(requests.filter((r) => r.endsWith('/_bulk_get'))).toEqual([]);
    // The same remote, made to send `_bulk_get`, sends it.
    requests.length = 0;
    const answer = await alwaysBulkGet(remote).bulkGet({ docs: [{ id: 'product:BG1' }] });
    expect(answer.results.map((entry) => entry.id)).toEqual(['product:BG1']);
    expect(requests.filter((r) => r.endsWith('/_bulk_get'))).toHaveLength(1);
  });
});
