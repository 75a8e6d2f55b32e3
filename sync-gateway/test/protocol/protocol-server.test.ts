import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { startProtocolTestServer, type ProtocolTestServer } from './protocol-server.ts';

PouchDB.plugin(MemoryAdapter);

/**
 * The protocol test mode that PouchDB's own integration tests run against (scripts/pouchdb-suite.ts):
 * a database created by PouchDB, replicated both ways, read back, and destroyed, so the mode cannot
 * break unnoticed between runs of that suite.
 */
describe('protocol test mode', () => {
  let server: ProtocolTestServer;
  const longpolls: Array<() => void> = [];
  const locals: PouchDB.Database[] = [];

  beforeAll(async () => {
    server = await startProtocolTestServer({
      onRequest(_method, url) {
        if (url.includes('/_changes') && url.includes('feed=longpoll')) longpolls.splice(0).forEach((heard) => heard());
      },
    });
  });
  afterAll(async () => {
    await Promise.all(locals.map((db) => db.destroy()));
    await server.close();
  });

  const local = (name: string) => {
    const db = new PouchDB(`${name}-${Date.now()}`, { adapter: 'memory' });
    locals.push(db);
    return db;
  };

  it('creates a database, replicates both ways, and deletes it', async () => {
    const remote = new PouchDB(`${server.couchHost}/roundtrip_a`);
    const source = local('source');
    await source.bulkDocs([{ _id: 'a', n: 1 }, { _id: 'b', n: 2 }]);
    const pushed = await source.replicate.to(remote);
    expect(pushed.docs_written).toBe(2);
    expect(await remote.info()).toMatchObject({ db_name: 'roundtrip_a', doc_count: 2 });

    const remoteB = await remote.get<{ n: number }>('b');
    await remote.put({ ...remoteB, n: 3 });
    await remote.remove(await remote.get('a'));
    const target = local('target');
    const pulled = await target.replicate.from(remote);
    expect(pulled.docs_written).toBe(2);
    expect((await target.get<{ n: number }>('b')).n).toBe(3);
    await expect(target.get('a')).rejects.toMatchObject({ status: 404 });

    await remote.destroy();
    const res = await fetch(`${server.couchHost}/roundtrip_a`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found', reason: expect.any(String) });
  });

  it('answers a longpoll from since=now with the next write', async () => {
    const remote = new PouchDB(`${server.couchHost}/longpoll_a`);
    await remote.put({ _id: 'before' });
    const asked = new Promise<void>((resolve) => longpolls.push(resolve));
    const next = new Promise<PouchDB.Core.ChangesResponseChange<object>>((resolve, reject) => {
      const feed = remote
        .changes({ live: true, since: 'now' })
        .on('change', (change) => {
          feed.cancel();
          resolve(change);
        })
        .on('error', reject);
    });
    // A write before the longpoll reaches the server would already be part of `now`.
    await asked;
    await remote.put({ _id: 'later' });
    expect((await next).id).toBe('later');
    await remote.destroy();
  });
});
