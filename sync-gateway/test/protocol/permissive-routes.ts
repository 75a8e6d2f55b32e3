import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { couchErrorHandler } from '../../src/replication/couch-errors.ts';
import { LiveFeed } from '../../src/replication/live-feed.ts';
import {
  bulkGetSchema,
  dbInfo,
  revsDiffSchema,
  serveBulkGet,
  serveDbChanges,
  serveDoc,
  serveRevsDiff,
  type ProtocolDb,
} from '../../src/replication/protocol.ts';
import type { ReadFilter } from '../../src/replication/read-filter.ts';
import { parseCount, parseFlag, parseJson, type Query } from '../../src/replication/query.ts';
import type { AllDocsOptions, Store, StoredDoc, WriteResult } from '../../src/store/types.ts';

/**
 * The permissive policy of the protocol test mode: any database name, created by `PUT /db/<name>`
 * and removed by `DELETE /db/<name>`, no session, no schema, no read filter, any `_local` id. Only
 * the policy differs from the product's routes: reads, `_changes` and `_revs_diff` go through the same
 * handlers (replication/protocol.ts), writes straight to the same store. Never imported by the app.
 */
const EVERYTHING: ReadFilter = { key: 'everything', selector: null, allows: () => true };

const docSchema = z.looseObject({ _id: z.string().optional(), _rev: z.string().optional() });
const bulkDocsSchema = z.object({
  docs: z.array(z.looseObject({ _id: z.string().optional() })),
  new_edits: z.boolean().optional(),
});
const allDocsKeysSchema = z.object({ keys: z.array(z.string()) });

type DbParams = { Params: { db: string } };
type DocParams = { Params: { db: string; docid: string } };

function parseBody<T>(schema: z.ZodType<T>, body: unknown, request: FastifyRequest): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw request.server.httpErrors.badRequest('Cuerpo de la petición no válido');
  return parsed.data;
}

function writeAnswer(result: WriteResult) {
  return { ok: true, id: result.id, rev: result.rev };
}

export interface PermissiveRoutesOptions {
  store: Store;
  serverUuid: string;
}

/** `/db` under the permissive policy, registered by the test-mode server only. */
export async function permissiveRoutes(
  fastify: FastifyInstance,
  opts: PermissiveRoutesOptions,
): Promise<void> {
  const { store } = opts;
  const feeds = new Map<string, LiveFeed>();
  fastify.setErrorHandler(couchErrorHandler);
  // PouchDB labels every request JSON, the bodiless `DELETE /db/<name>` of `destroy()` too, and
  // CouchDB accepts that; Fastify's own parser answers 400 to an empty JSON body.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch {
      done(fastify.httpErrors.badRequest('JSON no válido'), undefined);
    }
  });
  fastify.addHook('preClose', async () => {
    for (const feed of feeds.values()) feed.stop();
    feeds.clear();
  });

  async function open(request: FastifyRequest<DbParams>): Promise<ProtocolDb> {
    const name = request.params.db;
    const db = await store.openDb(name);
    let feed = feeds.get(name);
    if (feed === undefined) {
      // No index plan here (first syncs read the store's feed), so no index is ever waited for.
      feed = new LiveFeed(db, { ready: true }, fastify.log);
      feeds.set(name, feed);
    }
    return { db, filter: EVERYTHING, feed };
  }

  fastify.get('/', async () => ({
    couchdb: 'Welcome',
    version: '3.3.3',
    uuid: opts.serverUuid,
    vendor: { name: 'RestaurantPro (protocol test mode)' },
  }));

  const create = async (request: FastifyRequest<DbParams>, reply: FastifyReply) => {
    await store.createDb(request.params.db);
    return reply.code(201).send({ ok: true });
  };
  const destroy = async (request: FastifyRequest<DbParams>) => {
    const name = request.params.db;
    feeds.get(name)?.stop();
    feeds.delete(name);
    await store.destroyDb(name);
    return { ok: true };
  };
  const info = async (request: FastifyRequest<DbParams>) =>
    dbInfo(request.params.db, (await open(request)).db);
  // PouchDB's HTTP adapter addresses the database itself with a trailing slash.
  for (const url of ['/:db', '/:db/']) {
    fastify.put<DbParams>(url, create);
    fastify.delete<DbParams>(url, destroy);
    fastify.get<DbParams>(url, info);
  }

  const changes = async (request: FastifyRequest<DbParams>, reply: FastifyReply) =>
    serveDbChanges(request, reply, await open(request));
  fastify.get<DbParams>('/:db/_changes', changes);
  fastify.post<DbParams>('/:db/_changes', changes);

  fastify.post<DbParams>('/:db/_bulk_docs', async (request, reply) => {
    const { db } = await open(request);
    const body = parseBody(bulkDocsSchema, request.body, request);
    const newEdits = body.new_edits ?? true;
    const rows = await db.bulkDocs(body.docs as StoredDoc[], { newEdits });
    // With new_edits:false CouchDB lists only the failures.
    return reply.code(201).send(newEdits ? rows : rows.filter((row) => row.error !== undefined));
  });
  fastify.post<DbParams>('/:db/_bulk_get', async (request, reply) =>
    serveBulkGet(request, reply, await open(request), parseBody(bulkGetSchema, request.body, request)),
  );
  fastify.post<DbParams>('/:db/_revs_diff', async (request, reply) =>
    serveRevsDiff(reply, await open(request), parseBody(revsDiffSchema, request.body, request)),
  );

  const allDocs = async (request: FastifyRequest<DbParams>) => {
    const { db } = await open(request);
    const query = request.query as Query;
    const options: AllDocsOptions = {
      include_docs: parseFlag(query, 'include_docs'),
      conflicts: parseFlag(query, 'conflicts'),
      descending: parseFlag(query, 'descending'),
    };
    const limit = parseCount(query, 'limit');
    if (limit !== undefined) options.limit = limit;
    for (const [param, option] of [
      ['startkey', 'startkey'],
      ['start_key', 'startkey'],
      ['endkey', 'endkey'],
      ['end_key', 'endkey'],
    ] as const) {
      const value = parseJson(query, param);
      if (typeof value === 'string') options[option] = value;
    }
    const keys = parseJson(query, 'keys');
    if (Array.isArray(keys)) options.keys = keys.filter((key): key is string => typeof key === 'string');
    if (request.method === 'POST') options.keys = parseBody(allDocsKeysSchema, request.body, request).keys;
    return db.allDocs(options);
  };
  fastify.get<DbParams>('/:db/_all_docs', allDocs);
  fastify.post<DbParams>('/:db/_all_docs', allDocs);

  const localId = (request: FastifyRequest<{ Params: { id: string } }>) => `_local/${request.params.id}`;
  fastify.get<{ Params: { db: string; id: string } }>('/:db/_local/:id', async (request) =>
    (await open(request)).db.get(localId(request)),
  );
  fastify.put<{ Params: { db: string; id: string } }>('/:db/_local/:id', async (request, reply) => {
    const { db } = await open(request);
    const body = parseBody(docSchema, request.body, request);
    const result = await db.put({ ...body, _id: localId(request) });
    return reply.code(201).send(writeAnswer(result));
  });
  fastify.delete<{ Params: { db: string; id: string } }>('/:db/_local/:id', async (request) => {
    const { db } = await open(request);
    const rev = (request.query as Query).rev;
    const result = await db.put({
      _id: localId(request),
      _rev: typeof rev === 'string' ? rev : undefined,
      _deleted: true,
    });
    return writeAnswer(result);
  });

  fastify.get<DocParams>('/:db/:docid', async (request, reply) =>
    serveDoc(request, reply, await open(request), request.params.docid),
  );
  fastify.put<DocParams>('/:db/:docid', async (request, reply) => {
    const { db } = await open(request);
    const body = parseBody(docSchema, request.body, request);
    const result = await db.put({ ...body, _id: request.params.docid });
    return reply.code(201).send(writeAnswer(result));
  });
  fastify.delete<DocParams>('/:db/:docid', async (request) => {
    const { db } = await open(request);
    const rev = (request.query as Query).rev;
    const doc: StoredDoc = { _id: request.params.docid, _deleted: true };
    if (typeof rev === 'string') doc._rev = rev;
    return writeAnswer(await db.put(doc));
  });
  // Design documents, attachments, views, `_find`, `_compact`…: not part of the protocol served.
  fastify.all('/*', async () => {
    throw fastify.httpErrors.notFound('Ruta no servida en el modo de prueba del protocolo');
  });
}
