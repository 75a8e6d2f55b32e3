import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPouchDbServer, type PouchDbServerPeer } from '@restaurantpro/sync-gateway/testing';
import { DATABASE_NAMES } from '@restaurantpro/sync-gateway/store';
import {
  BackupError,
  connectionFromEnv,
  exportBackup,
  restoreBackup,
  type CouchConnection,
} from './backup.ts';

/** Runs against pouchdb-server on loopback: a CouchDB-compatible HTTP server, no Docker needed. */
let peer: PouchDbServerPeer | undefined;
let conn: CouchConnection;

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${conn.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

async function allDocs(db: string) {
  const reply = await call('GET', `/${db}/_all_docs?include_docs=true&attachments=true`);
  return (reply.json as { rows: Array<{ id: string; value: { rev: string }; doc: Record<string, unknown> }> })
    .rows;
}

async function* linesOf(lines: string[]): AsyncIterable<string> {
  yield* lines;
}

beforeAll(async () => {
  peer = await startPouchDbServer();
  conn = { url: peer.url, authorization: undefined };
  for (const name of DATABASE_NAMES) await call('PUT', `/src_${name}`);
  const products = Array.from({ length: 23 }, (_, i) => ({
    _id: `product:${String(i).padStart(3, '0')}`,
    type: 'product',
    name: `Plato ${i}`,
    price: '12.10',
  }));
  await call('POST', '/src_floor/_bulk_docs', { docs: products });
  const supplier = await call('PUT', '/src_office/supplier:1', { type: 'supplier', name: 'Frutas Pepe' });
  const rev = (supplier.json as { rev: string }).rev;
  await call('PUT', '/src_office/supplier:1', { _rev: rev, type: 'supplier', name: 'Frutas Pepe S.L.' });
  const gone = await call('PUT', '/src_office/supplier:2', { type: 'supplier', name: 'Cerrado' });
  await call('DELETE', `/src_office/supplier:2?rev=${(gone.json as { rev: string }).rev}`);
  await call('PUT', '/src_media/image:1', {
    type: 'image',
    _attachments: {
      photo: { content_type: 'image/png', data: Buffer.from('not really a png').toString('base64') },
    },
  });
}, 30_000);

afterAll(async () => {
  await peer?.stop();
});

describe('backup export and restore', () => {
  let lines: string[] = [];

  it('exports every database of the prefix, paging through _all_docs', async () => {
    lines = [];
    const stats = await exportBackup(conn, 'src_', (line) => void lines.push(line), {
      now: new Date('2026-11-22T03:00:00Z'),
      pageSize: 7,
    });

    expect(stats.docs).toEqual({
      floor: 23,
      office: 1,
      accounts: 0,
      sessions: 0,
      media: 1,
      reports: 0,
      fiscal: 0,
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({
      format: 'restaurantpro-backup',
      version: 1,
      prefix: 'src_',
    });
    const ids = lines.slice(1).map((line) => (JSON.parse(line) as { doc: { _id: string } }).doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('supplier:2');
  });

  it('restores into another prefix with the same revisions, data and attachments', async () => {
    const stats = await restoreBackup(conn, 'dst_', linesOf(lines));

    expect(stats.docs).toEqual({ floor: 23, office: 1, media: 1 });
    for (const name of ['floor', 'office', 'media']) {
      expect(await allDocs(`dst_${name}`)).toEqual(await allDocs(`src_${name}`));
    }
    const [supplier] = await allDocs('dst_office');
    expect(supplier?.value.rev.startsWith('2-')).toBe(true);
    expect(supplier?.doc.name).toBe('Frutas Pepe S.L.');
  });

  it('changes nothing when the same backup is restored again', async () => {
    const before = await allDocs('dst_floor');
    await restoreBackup(conn, 'dst_', linesOf(lines));
    expect(await allDocs('dst_floor')).toEqual(before);
  });

  it('refuses input that is not a backup', async () => {
    await expect(restoreBackup(conn, 'dst_', linesOf(['{"hello":"world"}']))).rejects.toThrow(BackupError);
    await expect(restoreBackup(conn, 'dst_', linesOf([]))).rejects.toThrow('Empty backup');
  });
});

describe('connectionFromEnv', () => {
  it('takes credentials out of COUCHDB_URL into a basic auth header', () => {
    expect(
      connectionFromEnv({ COUCHDB_URL: 'http://admin:s%40cret@couchdb-1.cluster.internal:5984/' }),
    ).toEqual({
      url: 'http://couchdb-1.cluster.internal:5984',
      authorization: `Basic ${Buffer.from('admin:s@cret').toString('base64')}`,
    });
  });

  it('falls back to the first cluster node and the admin credentials', () => {
    expect(
      connectionFromEnv({
        COUCHDB_NODES: 'a.cluster.internal,b.cluster.internal',
        COUCHDB_USER: 'u',
        COUCHDB_PASSWORD: 'p',
      }),
    ).toEqual({
      url: 'http://a.cluster.internal:5984',
      authorization: `Basic ${Buffer.from('u:p').toString('base64')}`,
    });
    expect(() => connectionFromEnv({})).toThrow(BackupError);
  });
});
