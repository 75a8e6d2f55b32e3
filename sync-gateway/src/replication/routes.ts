import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { checkDbAccess, isAddressableDocId, isCheckpointId, sessionUser } from './access.ts';
import { couchErrorHandler } from './couch-errors.ts';
import type { LiveFeed } from './live-feed.ts';
import {
  bulkGetSchema,
  dbInfo,
  revsDiffSchema,
  serveBulkGet,
  serveDbChanges,
  serveDoc,
  serveRevsDiff,
} from './protocol.ts';
import { readFilter, type ReadFilter, type ReplicatedDb } from './read-filter.ts';
import { guardWrites, mergeResults } from './write-guard.ts';
import type { Actor } from './schema-adapter.ts';

interface DbContext {
  name: ReplicatedDb;
  db: StoreDb;
  filter: ReadFilter;
  actor: Actor;
}

const docSchema = z.looseObject({ _id: z.string().optional(), _rev: z.string().optional() });
const bulkDocsSchema = z.object({
  docs: z.array(z.looseObject({ _id: z.string() })),
  new_edits: z.boolean().optional(),
});

type DbRequest = FastifyRequest<{ Params: { db: string } }>;

function parseBody<T>(schema: z.ZodType<T>, body: unknown, request: FastifyRequest): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw request.server.httpErrors.badRequest('Cuerpo de la petición no válido');
  return parsed.data;
}

/**
 * Opens the database named in the path for this request: session, database and role checks first,
 * then the read filter of this role as of the injected clock's business day.
 */
function openDb(request: DbRequest): DbContext {
  const access = checkDbAccess(request, request.params.db);
  const { httpErrors } = request.server;
  if (!access.ok) {
    throw access.status === 401
      ? httpErrors.unauthorized(access.message)
      : access.status === 403
        ? httpErrors.forbidden(access.message)
        : httpErrors.notFound(access.message);
  }
  const { server } = request;
  return {
    name: access.db,
    db: server.store.db(access.db),
    filter: readFilter(access.db, access.user.role, server.clock(), server.config.timezone),
    actor: { id: access.user.id, role: access.user.role },
  };
}

function requireSession(request: FastifyRequest): void {
  if (sessionUser(request) === null) throw request.server.httpErrors.unauthorized('Unauthorized');
}

function docIdParam(request: FastifyRequest<{ Params: { docid: string } }>): string {
  const id = request.params.docid;
  if (!isAddressableDocId(id)) {
    // Design documents, `_security`, `_all_docs` and every other system path stop here.
    throw id.startsWith('_')
      ? request.server.httpErrors.forbidden('Ruta no permitida')
      : request.server.httpErrors.notFound('Documento no encontrado');
  }
  return id;
}

function checkpointId(request: FastifyRequest<{ Params: { id: string } }>): string {
  if (!isCheckpointId(request.params.id)) throw request.server.httpErrors.notFound('Documento no encontrado');
  return `_local/${request.params.id}`;
}

async function getDoc(
  request: FastifyRequest<{ Params: { db: string; docid: string } }>,
  reply: FastifyReply,
) {
  const { db, filter } = openDb(request);
  return serveDoc(request, reply, { db, filter, feed: undefined }, docIdParam(request));
}

async function putDoc(
  request: FastifyRequest<{ Params: { db: string; docid: string } }>,
  reply: FastifyReply,
) {
  const { name, db, actor } = openDb(request);
  const id = docIdParam(request);
  const body = parseBody(docSchema, request.body, request);
  const doc: StoredDoc = { ...body, _id: id };
  const guarded = await guardWrites(name, db, actor, [doc], true);
  const refusal = guarded.refused.get(0);
  if (refusal !== undefined) throw request.server.httpErrors.forbidden(refusal.reason);
  const result = await db.put(doc);
  return reply.code(201).send({ ok: true, id: result.id, rev: result.rev });
}

async function bulkDocs(request: DbRequest, reply: FastifyReply) {
  const { name, db, actor } = openDb(request);
  const body = parseBody(bulkDocsSchema, request.body, request);
  const docs = body.docs as StoredDoc[];
  const newEdits = body.new_edits ?? true;
  const guarded = await guardWrites(name, db, actor, docs, newEdits);
  const stored = guarded.accepted.length > 0 ? await db.bulkDocs(guarded.accepted, { newEdits }) : [];
  return reply.code(201).send(mergeResults(docs, guarded, stored, newEdits));
}

async function bulkGet(request: DbRequest, reply: FastifyReply) {
  const { db, filter } = openDb(request);
  return serveBulkGet(request, reply, { db, filter, feed: undefined }, parseBody(bulkGetSchema, request.body, request));
}

/** The replication routes, registered under `/db`. */
export async function replicationRoutes(
  fastify: FastifyInstance,
  opts: { serverUuid: string; feeds: ReadonlyMap<ReplicatedDb, LiveFeed> },
): Promise<void> {
  // CouchDB's error body ({ error: 'not_found', reason }) on every /db answer: PouchDB reads it.
  fastify.setErrorHandler(couchErrorHandler);
  const changes = async (request: DbRequest, reply: FastifyReply) => {
    const { name, db, filter } = openDb(request);
    await serveDbChanges(request, reply, { db, filter, feed: opts.feeds.get(name) });
  };
  // PouchDB asks the server root for a uuid that names its checkpoints: it must survive restarts.
  fastify.get('/', async (request) => {
    requireSession(request);
    return { couchdb: 'Welcome', version: '3.3.3', uuid: opts.serverUuid, vendor: { name: 'RestaurantPro' } };
  });
  const info = async (request: DbRequest) => dbInfo(request.params.db, openDb(request).db);
  fastify.get<{ Params: { db: string } }>('/:db', info);
  // PouchDB in the browser asks for the database info with a trailing slash after each batch.
  fastify.get<{ Params: { db: string } }>('/:db/', info);
  fastify.get<{ Params: { db: string } }>('/:db/_changes', changes);
  fastify.post<{ Params: { db: string } }>('/:db/_changes', changes);
  fastify.post<{ Params: { db: string } }>('/:db/_bulk_docs', bulkDocs);
  fastify.post<{ Params: { db: string } }>('/:db/_bulk_get', bulkGet);
  fastify.post<{ Params: { db: string } }>('/:db/_revs_diff', async (request, reply) => {
    const { name, db, filter } = openDb(request);
    const asked = parseBody(revsDiffSchema, request.body, request);
    return serveRevsDiff(reply, { db, filter, feed: opts.feeds.get(name) }, asked);
  });
  fastify.get<{ Params: { db: string; id: string } }>('/:db/_local/:id', async (request) => {
    const { db } = openDb(request);
    return db.get(checkpointId(request));
  });
  fastify.put<{ Params: { db: string; id: string } }>('/:db/_local/:id', async (request, reply) => {
    const { db } = openDb(request);
    const body = parseBody(docSchema, request.body, request);
    const id = checkpointId(request);
    const result = await db.put({ ...body, _id: id });
    return reply.code(201).send({ ok: true, id, rev: result.rev });
  });
  fastify.get<{ Params: { db: string; docid: string } }>('/:db/:docid', getDoc);
  fastify.put<{ Params: { db: string; docid: string } }>('/:db/:docid', putDoc);
  // Everything else under /db — other methods, design docs, `_security`, `_all_dbs`, `_session`,
  // `_config`, nested paths — is refused, after the session check so nothing leaks to strangers.
  fastify.all('/*', async (request) => {
    requireSession(request);
    const path = request.url.split('?')[0] ?? '';
    if (/\/_|%5f/i.test(path.slice('/db'.length))) throw fastify.httpErrors.forbidden('Ruta no permitida');
    throw fastify.httpErrors.notFound('Ruta no encontrada');
  });
}
