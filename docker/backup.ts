/**
 * Export and restore one restaurant's databases (the five `<prefix><name>` databases) as NDJSON, over
 * CouchDB's HTTP API: the same idea as couchbackup, with nothing to install, because it runs in the
 * gateway image on the cluster's private network:
 *
 *   docker compose -f docker/compose.yaml run --rm -T cluster-setup \
 *     node --import tsx docker/backup.ts export rp_ > rp_-2026-11-22.ndjson
 *   docker compose -f docker/compose.yaml run --rm -T cluster-setup \
 *     node --import tsx docker/backup.ts restore rp_ < rp_-2026-11-22.ndjson
 *
 * Each document's winning revision is kept with its `_rev` and attachments (base64), and written back
 * with `new_edits: false`, so devices that already hold a revision see the same one after a restore
 * and a restore repeated on the same target changes nothing. Deleted documents and losing conflict
 * revisions are not exported. Connection: COUCHDB_URL (with credentials), or the first of
 * COUCHDB_NODES with COUCHDB_USER/COUCHDB_PASSWORD as the cluster-setup service has them.
 */
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { DATABASE_NAMES, type DatabaseName } from '@restaurantpro/sync-gateway/store';

export interface CouchConnection {
  /** Server URL without credentials, e.g. http://couchdb-1.cluster.internal:5984 */
  url: string;
  authorization: string | undefined;
}

interface BackupHeader {
  format: 'restaurantpro-backup';
  version: 1;
  createdAt: string;
  prefix: string;
  databases: DatabaseName[];
}

interface BackupLine {
  db: DatabaseName;
  doc: Record<string, unknown> & { _id: string };
}

export interface BackupStats {
  docs: Record<string, number>;
  /** Documents whose losing conflict revisions were left out. */
  conflicted: number;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const PAGE_SIZE = 200;
/** Well under couchdb.ini's max_http_request_size (16 MiB), attachments included. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;
const MAX_BATCH_DOCS = 500;

export function connectionFromEnv(env: Record<string, string | undefined>): CouchConnection {
  if (env.COUCHDB_URL) {
    const url = new URL(env.COUCHDB_URL);
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    url.username = '';
    url.password = '';
    const authorization = user ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : undefined;
    return { url: url.href.replace(/\/$/, ''), authorization };
  }
  const node = env.COUCHDB_NODES?.split(',')[0]?.trim();
  if (!node || !env.COUCHDB_USER || !env.COUCHDB_PASSWORD) {
    throw new BackupError('Set COUCHDB_URL, or COUCHDB_NODES with COUCHDB_USER and COUCHDB_PASSWORD');
  }
  const credentials = Buffer.from(`${env.COUCHDB_USER}:${env.COUCHDB_PASSWORD}`).toString('base64');
  return { url: `http://${node}:${env.COUCHDB_PORT ?? '5984'}`, authorization: `Basic ${credentials}` };
}

export async function couchRequest(conn: CouchConnection, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (conn.authorization) headers.authorization = conn.authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${conn.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => null);
  return { status: res.status, json };
}

function fail(what: string, reply: { status: number; json: unknown }): never {
  throw new BackupError(`${what}: HTTP ${reply.status} ${JSON.stringify(reply.json)}`);
}

/** Writes the header and every document of the prefix's databases, one JSON object per line. */
export async function exportBackup(
  conn: CouchConnection,
  prefix: string,
  write: (line: string) => void | Promise<void>,
  opts: { now?: Date; pageSize?: number } = {},
): Promise<BackupStats> {
  const header: BackupHeader = {
    format: 'restaurantpro-backup',
    version: 1,
    createdAt: (opts.now ?? new Date()).toISOString(),
    prefix,
    databases: [...DATABASE_NAMES],
  };
  await write(JSON.stringify(header));
  const stats: BackupStats = { docs: {}, conflicted: 0 };
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  for (const db of DATABASE_NAMES) {
    const name = encodeURIComponent(`${prefix}${db}`);
    stats.docs[db] = 0;
    let startkey: string | undefined;
    for (;;) {
      const params = new URLSearchParams({
        include_docs: 'true',
        attachments: 'true',
        conflicts: 'true',
        limit: String(pageSize),
      });
      if (startkey !== undefined) {
        params.set('startkey', JSON.stringify(startkey));
        params.set('skip', '1');
      }
      const reply = await couchRequest(conn, 'GET', `/${name}/_all_docs?${params}`);
      if (reply.status !== 200) fail(`reading ${prefix}${db}`, reply);
      const rows = (reply.json as { rows: Array<{ id: string; doc?: Record<string, unknown> }> }).rows;
      for (const row of rows) {
        if (!row.doc) continue;
        const { _conflicts: conflicts, ...doc } = row.doc;
        if (Array.isArray(conflicts) && conflicts.length > 0) stats.conflicted++;
        const line: BackupLine = { db, doc: { ...doc, _id: row.id } };
        await write(JSON.stringify(line));
        stats.docs[db]++;
      }
      if (rows.length < pageSize) break;
      startkey = rows.at(-1)?.id;
    }
  }
  return stats;
}

/** Reads a backup and writes it into the prefix's databases (created when missing). */
export async function restoreBackup(
  conn: CouchConnection,
  prefix: string,
  lines: AsyncIterable<string>,
): Promise<BackupStats> {
  const stats: BackupStats = { docs: {}, conflicted: 0 };
  let header: BackupHeader | undefined;
  let batch: BackupLine[] = [];
  let batchBytes = 0;
  const ensured = new Set<string>();

  const flush = async () => {
    if (batch.length === 0) return;
    const db = batch[0]!.db;
    const name = encodeURIComponent(`${prefix}${db}`);
    if (!ensured.has(db)) {
      const created = await couchRequest(conn, 'PUT', `/${name}`);
      if (created.status !== 201 && created.status !== 202 && created.status !== 412)
        fail(`creating ${prefix}${db}`, created);
      ensured.add(db);
    }
    const reply = await couchRequest(conn, 'POST', `/${name}/_bulk_docs`, {
      docs: batch.map((l) => l.doc),
      new_edits: false,
    });
    if (reply.status !== 201 && reply.status !== 202) fail(`writing to ${prefix}${db}`, reply);
    const refused = (reply.json as Array<{ id: string; error?: string; reason?: string }>).filter(
      (r) => r.error,
    );
    if (refused.length > 0) {
      throw new BackupError(
        `${prefix}${db} refused ${refused.length} documents, e.g. ${JSON.stringify(refused[0])}`,
      );
    }
    stats.docs[db] = (stats.docs[db] ?? 0) + batch.length;
    batch = [];
    batchBytes = 0;
  };

  for await (const raw of lines) {
    if (raw.trim() === '') continue;
    const parsed: unknown = JSON.parse(raw);
    if (header === undefined) {
      const h = parsed as Partial<BackupHeader>;
      if (h.format !== 'restaurantpro-backup' || h.version !== 1)
        throw new BackupError('Not a RestaurantPro backup');
      header = h as BackupHeader;
      continue;
    }
    const line = parsed as BackupLine;
    if (!DATABASE_NAMES.includes(line.db)) throw new BackupError(`Unknown database in backup: ${line.db}`);
    if (
      batch.length > 0 &&
      (batch[0]!.db !== line.db ||
        batch.length >= MAX_BATCH_DOCS ||
        batchBytes + raw.length > MAX_BATCH_BYTES)
    ) {
      await flush();
    }
    batch.push(line);
    batchBytes += raw.length;
  }
  await flush();
  if (header === undefined) throw new BackupError('Empty backup');
  return stats;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, prefix = process.env.DB_PREFIX ?? 'rp_'] = process.argv.slice(2);
  const report = (stats: BackupStats) =>
    console.error(
      `backup: ${command} ${prefix}: ${JSON.stringify(stats.docs)}, ${stats.conflicted} with conflicts`,
    );
  try {
    if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new BackupError(`Not a database prefix: ${prefix}`);
    const conn = connectionFromEnv(process.env);
    if (command === 'export') {
      const write = (line: string) =>
        new Promise<void>((resolve, reject) =>
          process.stdout.write(`${line}\n`, (err) => (err ? reject(err) : resolve())),
        );
      report(await exportBackup(conn, prefix, write));
    } else if (command === 'restore') {
      report(
        await restoreBackup(conn, prefix, createInterface({ input: process.stdin, crlfDelay: Infinity })),
      );
    } else {
      throw new BackupError('Usage: backup.ts export|restore [prefix]  (NDJSON on stdout / stdin)');
    }
  } catch (err) {
    console.error(`backup: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
