import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BulkGetRequest, BulkGetResult, DbInfo, RevsDiffRequest, StoreDb } from '../store/types.ts';
import { closeUnreadableLeaves } from './unreadable-leaves.ts';
import { parseChangesRequest, serveChanges } from './changes.ts';
import type { LiveFeed } from './live-feed.ts';
import { parseFlag, parseJson, parseString, type Query } from './query.ts';
import type { ReadFilter } from './read-filter.ts';
import { encoded } from './shared-reads.ts';
import { withLiveWinners } from './live-winners.ts';

type BulkGetEntry = BulkGetResult['results'][number];

/**
 * The CouchDB replication protocol as `/db` speaks it, whatever policy opened the database: these
 * handlers never decide who may read or write what. The product's routes (routes.ts) open a database
 * with the session, role and read filter of DESIGN.md §4 and hand it here; the protocol test mode
 * (test/protocol/) opens any database with no filter, so external conformance suites exercise this
 * same code.
 */
export interface ProtocolDb {
  db: StoreDb;
  /** What this client may read; the test mode's lets everything through. */
  filter: ReadFilter;
  /** The database's shared live feed, for longpolls, `_revs_diff` and `_bulk_get`; none: read the store. */
  feed: LiveFeed | undefined;
}

export const bulkGetSchema = z.object({
  docs: z.array(z.object({ id: z.string(), rev: z.string().optional() })),
});
export const revsDiffSchema = z.record(z.string(), z.array(z.string()));

/** `GET /db/<name>`: the client's name for the database, not the store's prefixed one. */
export async function dbInfo(name: string, db: StoreDb): Promise<DbInfo & { instance_start_time: string }> {
  const info = await db.info();
  return { db_name: name, doc_count: info.doc_count, update_seq: info.update_seq, instance_start_time: '0' };
}

/** `GET /db/<name>/<id>`: one revision, or `open_revs` (the leaves a replication fetches). */
export async function serveDoc(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, filter }: ProtocolDb,
  id: string,
) {
  const query = request.query as Query;
  const revs = parseFlag(query, 'revs');
  const latest = parseFlag(query, 'latest');
  const openRevs = parseString(query, 'open_revs');
  if (openRevs !== undefined) {
    const wanted = openRevs === 'all' ? 'all' : parseJson(query, 'open_revs');
    if (wanted !== 'all' && !(Array.isArray(wanted) && wanted.every((rev) => typeof rev === 'string'))) {
      throw request.server.httpErrors.badRequest('open_revs no válido');
    }
    const results = await db.getOpenRevs(id, wanted as 'all' | string[], { revs, latest });
    return reply.send(
      results.map((entry) =>
        'ok' in entry && !filter.allows(entry.ok) ? { missing: entry.ok._rev ?? '' } : entry,
      ),
    );
  }
  const rev = parseString(query, 'rev');
  const doc = await db.get(id, {
    rev,
    revs,
    latest,
    conflicts: parseFlag(query, 'conflicts'),
    revs_info: parseFlag(query, 'revs_info'),
  });
  if (!filter.allows(doc))
    throw request.server.httpErrors.forbidden('Documento fuera de lo que este dispositivo sincroniza');
  return reply.send(doc);
}

/** `POST /db/<name>/_bulk_get`: what the filter hides answers as a per-document `forbidden`. */
export async function serveBulkGet(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, filter, feed }: ProtocolDb,
  body: z.infer<typeof bulkGetSchema>,
) {
  const query = request.query as Query;
  const req = { docs: body.docs, revs: parseFlag(query, 'revs'), latest: parseFlag(query, 'latest') };
  // Through the feed, devices asking for the same documents at the same sequence share the reads.
  const bulkGet = (asked: BulkGetRequest) => (feed === undefined ? db.bulkGet(asked) : feed.bulkGet(asked));
  const read = await bulkGet(req);
  // A closed branch's tombstone goes with the document's live winner (live-winners.ts).
  const result =
    req.latest && req.revs ? await withLiveWinners(bulkGet, read, (doc) => filter.allows(doc)) : read;
  const { unsent, hiding } = unsentRevisions(result, filter);
  // Each fails a device's whole batch ("There was a problem getting docs"), which it then asks again.
  if (unsent.length > 0) {
    request.log.warn({ unsent }, '_bulk_get: revisions not sent');
    const closed = await closeUnreadableLeaves(db, unsent);
    if (closed.length > 0) request.log.warn({ closed }, '_bulk_get: unreadable leaf revisions closed');
  }
  // Each entry as JSON: a shared one is encoded once for every device it goes to (shared-reads.ts).
  const parts = result.results.map((entry) =>
    hiding.has(entry) ? UTF8.encode(JSON.stringify(hidden(entry, filter))) : encoded(entry),
  );
  const answer = Buffer.concat([
    UTF8.encode('{"results":['),
    ...parts.flatMap((part, index) => (index === 0 ? [part] : [COMMA, part])),
    UTF8.encode(']}'),
  ]);
  return reply.type('application/json').send(answer);
}

const UTF8 = new TextEncoder();
const COMMA = UTF8.encode(',');

/**
 * The revisions of an answer that are errors, as read or as the filter hides them, and the entries
 * holding a revision the filter hides (answered through `hidden`).
 */
function unsentRevisions(result: BulkGetResult, filter: ReadFilter) {
  const hiding = new Set<BulkGetEntry>();
  const unsent = result.results.flatMap((entry) =>
    entry.docs.flatMap((item) => {
      if ('error' in item) return [{ id: entry.id, rev: item.error.rev, error: item.error.error }];
      if (filter.allows(item.ok)) return [];
      hiding.add(entry);
      return [{ id: entry.id, rev: item.ok._rev, error: 'forbidden' }];
    }),
  );
  return { unsent, hiding };
}

/** An entry with the revisions the filter hides answered as a per-document `forbidden`. */
function hidden(entry: BulkGetEntry, filter: ReadFilter): BulkGetEntry {
  return {
    id: entry.id,
    docs: entry.docs.map((item) =>
      'ok' in item && !filter.allows(item.ok)
        ? {
            error: {
              id: entry.id,
              rev: item.ok._rev ?? '',
              error: 'forbidden',
              reason: 'Documento fuera de lo que este dispositivo sincroniza',
            },
          }
        : item,
    ),
  };
}

/**
 * `_revs_diff`: revisions the live feed has seen are in the store, so only the others are looked up.
 * Most of what a device offers is what it has just pulled, which needs no store read at all.
 */
export async function serveRevsDiff(reply: FastifyReply, { db, feed }: ProtocolDb, asked: RevsDiffRequest) {
  const unknown: RevsDiffRequest = {};
  for (const [id, revs] of Object.entries(asked)) {
    const known = feed?.knownRevs(id);
    const rest = known === undefined ? revs : revs.filter((rev) => !known.has(rev));
    if (rest.length > 0) unknown[id] = rest;
  }
  return reply.send(Object.keys(unknown).length === 0 ? {} : await db.revsDiff(unknown));
}

/** `GET|POST /db/<name>/_changes`: what changes.ts serves; client filters and continuous feeds are refused. */
export async function serveDbChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, feed, filter }: ProtocolDb,
) {
  const parsed = parseChangesRequest(request.query as Query, filter);
  if (parsed === null || feed === undefined)
    throw request.server.httpErrors.badRequest('Parámetros de _changes no admitidos');
  await serveChanges(request, reply, { db, feed, filter }, parsed);
}
