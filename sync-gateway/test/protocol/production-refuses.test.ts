import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/types.ts';
import { replicationHarness, type User } from '../replication/helpers.ts';

const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every source file reachable through relative imports from `entry`. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = match[1];
      if (target !== undefined && target.endsWith('.ts')) pending.push(path.resolve(path.dirname(file), target));
    }
  }
  return seen;
}

/**
 * The protocol test mode (any database, created and deleted at will, no session) must not be
 * reachable in production: the app does not import it, and the product's `/db` refuses what it serves.
 */
describe('production /db and the protocol test mode', () => {
  const h = replicationHarness();
  let app: FastifyInstance;
  let store: Store;
  let manager: User;

  beforeAll(async () => {
    store = await h.store();
    const gateway = await h.gateway(store);
    app = gateway.app;
    manager = await h.account(app, gateway.url, 'manager');
  });
  afterAll(() => h.cleanup());

  it.each(['app.ts', 'server.ts'])('%s reaches no test-mode module', (entry) => {
    const files = [...reachable(path.join(srcDir, entry))];
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => !file.startsWith(srcDir))).toEqual([]);
    expect(files.filter((file) => /permissive|protocol-server/.test(file))).toEqual([]);
  });

  it('creates no database on PUT /db/<name>, with or without a session', async () => {
    const anonymous = await app.inject({ method: 'PUT', url: '/db/testdb_1' });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await app.inject({ method: 'PUT', url: '/db/testdb_1', headers: { cookie: manager.cookie } });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toEqual({ error: 'not_found', reason: expect.any(String) });
    await expect(store.openDb('testdb_1')).rejects.toMatchObject({ status: 404 });
  });

  it('deletes no database, document or checkpoint', async () => {
    const headers = { cookie: manager.cookie };
    for (const url of ['/db/floor', '/db/floor/', '/db/floor/product:01', '/db/floor/_local/abc']) {
      const res = await app.inject({ method: 'DELETE', url, headers });
      expect([403, 404]).toContain(res.statusCode);
    }
    expect(await store.db('floor').info()).toMatchObject({ db_name: store.db('floor').name });
  });

  it('answers a missing document with CouchDB not_found', async () => {
    const res = await app.inject({ method: 'GET', url: '/db/floor/product:missing', headers: { cookie: manager.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', reason: 'missing' });
  });
});
