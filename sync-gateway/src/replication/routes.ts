import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import {
  checkDbAccess,
  checkpointProblem,
  deviceCheckpointId,
  isAddressableDocId,
  isCheckpointId,
  sessionUser,
} from './access.ts';
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
import { readFilter, type OldLiveChecks, type ReadFilter, type ReplicatedDb } from './read-filter.ts';
import { closeRefusedBranches } from './refused-branches.ts';
import { guardWrites, mergeResults, type Writers } from './write-guard.ts';
import type { DeviceActor } from './schema-adapter.ts';

interface DbContext {
  name: ReplicatedDb;
  db: StoreDb;
  filter: ReadFilter;
  actor: DeviceActor;
  /** Who writes each document: the user, or on a shared terminal the member the document names. */
  writers: Writers;
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
 * then the read filter of this role as of the injected clock's business day (and the checks live
 * since before it, whose money still replicates; writes, which read nothing, pass none).
 */
function openDb(request: DbRequest, liveChecks?: OldLiveChecks): DbContext {
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
  const actor: DeviceActor = { id: access.user.id, role: access.user.role };
  const terminal = request.terminal;
  return {
    name: access.db,
    db: server.store.db(access.db),
    // On a shared terminal the user is the manager who created it: reads take that scope.
    filter: readFilter(access.db, access.user.role, server.clock(), server.config.timezone, liveChecks),
    actor,
    writers: terminal === null ? actor : (doc) => terminal.writerOf(doc.updatedBy),
  };
}

function requireSession(request: FastifyRequest): void {
  if (sessionUser(request) === null)
    throw request.server.httpErrors.unauthorized(request.accountRefusal ?? 'Unauthorized');
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

/**
 * The store id of a device's replication checkpoint `_local/<id>`. Devices share the database, so
 * each user's checkpoints live under a prefix of their own: no device can read or overwrite another's
 * (and make it skip documents), and the gateway's own `_local` state (reaction checkpoints, ledgers,
 * the server uuid), which never starts with that prefix, is out of every device's reach.
 */
function checkpointId(
  request: FastifyRequest<{ Params: { db: string; id: string } }>,
  user: DeviceActor,
): string {
  if (!isCheckpointId(request.params.id)) throw request.server.httpErrors.notFound('Documento no encontrado');
  return deviceCheckpointId(user.id, request.params.id);
}

async function getDoc(
  request: FastifyRequest<{ Params: { db: string; docid: string } }>,
  reply: FastifyReply,
  liveChecks: OldLiveChecks,
) {
  const { db, filter } = openDb(request, liveChecks);
  return serveDoc(request, reply, { db, filter, feed: undefined }, docIdParam(request));
}

async function putDoc(
  request: FastifyRequest<{ Params: { db: string; docid: string } }>,
  reply: FastifyReply,
) {
  const { name, db, writers } = openDb(request);
  const id = docIdParam(request);
  const body = parseBody(docSchema, request.body, request);
  const doc: StoredDoc = { ...body, _id: id };
  const guarded = await guardWrites(name, db, writers, [doc], true, request.server.writeContexts);
  await request.server.fiscal.noteRefused([doc], guarded.refused, request.user?.id ?? '');
  const refusal = guarded.refused.get(0);
  const accepted = guarded.accepted[0];
  if (refusal !== undefined || accepted === undefined)
    throw request.server.httpErrors.forbidden(refusal?.reason ?? 'Documento no permitido');
  const result = await db.put(accepted);
  return reply.code(201).send({ ok: true, id: result.id, rev: result.rev });
}

async function bulkDocs(request: DbRequest, reply: FastifyReply) {
  const { name, db, writers } = openDb(request);
  const body = parseBody(bulkDocsSchema, request.body, request);
  const docs = body.docs as StoredDoc[];
  const newEdits = body.new_edits ?? true;
  const guarded = await guardWrites(name, db, writers, docs, newEdits, request.server.writeContexts);
  // A refused billing record stays visible to the managers: the device goes on in a new chain.
  await request.server.fiscal.noteRefused(docs, guarded.refused, request.user?.id ?? '');
  const stored = guarded.accepted.length > 0 ? await db.bulkDocs(guarded.accepted, { newEdits }) : [];
  await closeRefusedBranches(db, guarded.branches);
  return reply.code(201).send(mergeResults(docs, guarded, stored, newEdits));
}

const designCounts = new WeakMap<StoreDb, Promise<number>>();

/**
 * How many of a database's documents are the gateway's own index definitions (`_design/`), which
 * no device may read and the info it gets does not count. They are written once at start, so the
 * count is read once per database.
 */
function designDocCount(db: StoreDb): Promise<number> {
  let count = designCounts.get(db);
  if (count === undefined) {
    count = db.allDocs({ startkey: '_design/', endkey: '_design0' }).then(({ rows }) => rows.length);
    count.catch(() => designCounts.delete(db));
    designCounts.set(db, count);
  }
  return count;
}

/** The replication routes, registered under `/db`. */
export async function replicationRoutes(
  fastify: FastifyInstance,
  opts: { serverUuid: string; feeds: ReadonlyMap<ReplicatedDb, LiveFeed>; liveChecks: OldLiveChecks },
): Promise<void> {
  // CouchDB's error body ({ error: 'not_found', reason }) on every /db answer: PouchDB reads it.
  fastify.setErrorHandler(couchErrorHandler);
  const changes = async (request: DbRequest, reply: FastifyReply) => {
    const { name, db, filter } = openDb(request, opts.liveChecks);
    await serveDbChanges(request, reply, { db, filter, feed: opts.feeds.get(name) });
  };
  // PouchDB asks the server root for a uuid that names its checkpoints: it must survive restarts.
  fastify.get('/', async (request) => {
    requireSession(request);
    return { couchdb: 'Welcome', version: '3.3.3', uuid: opts.serverUuid, vendor: { name: 'RestaurantPro' } };
  });
  const info = async (request: DbRequest) => {
    const { db } = openDb(request);
    const [base, hidden] = await Promise.all([dbInfo(request.params.db, db), designDocCount(db)]);
    return { ...base, doc_count: base.doc_count - hidden };
  };
  fastify.get<{ Params: { db: string } }>('/:db', info);
  // PouchDB in the browser asks for the database info with a trailing slash after each batch.
  fastify.get<{ Params: { db: string } }>('/:db/', info);
  fastify.get<{ Params: { db: string } }>('/:db/_changes', changes);
  fastify.post<{ Params: { db: string } }>('/:db/_changes', changes);
  fastify.post<{ Params: { db: string } }>('/:db/_bulk_docs', bulkDocs);
  fastify.post<{ Params: { db: string } }>('/:db/_bulk_get', async (request, reply) => {
    const { name, db, filter } = openDb(request, opts.liveChecks);
    const asked = parseBody(bulkGetSchema, request.body, request);
    return serveBulkGet(request, reply, { db, filter, feed: opts.feeds.get(name) }, asked);
  });
  fastify.post<{ Params: { db: string } }>('/:db/_revs_diff', async (request, reply) => {
    const { name, db, filter } = openDb(request, opts.liveChecks);
    const asked = parseBody(revsDiffSchema, request.body, request);
    return serveRevsDiff(reply, { db, filter, feed: opts.feeds.get(name) }, asked);
  });
  fastify.get<{ Params: { db: string; id: string } }>('/:db/_local/:id', async (request) => {
    const { db, actor } = openDb(request);
    const { _id: _stored, ...doc } = await db.get(checkpointId(request, actor));
    return { ...doc, _id: `_local/${request.params.id}` };
  });
  fastify.put<{ Params: { db: string; id: string } }>('/:db/_local/:id', async (request, reply) => {
    const { db, actor } = openDb(request);
    const body = parseBody(docSchema, request.body, request);
    const problem = checkpointProblem(body);
    if (problem !== null) throw request.server.httpErrors.badRequest(problem);
    const result = await db.put({ ...body, _id: checkpointId(request, actor) });
    return reply.code(201).send({ ok: true, id: `_local/${request.params.id}`, rev: result.rev });
  });
  fastify.get<{ Params: { db: string; docid: string } }>('/:db/:docid', (request, reply) =>
    getDoc(request, reply, opts.liveChecks),
  );
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
