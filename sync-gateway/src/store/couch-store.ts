import nano from 'nano';
import { writeEachIdOnce } from './each-id-once.ts';
import {
  DATABASE_NAMES,
  errorFields,
  checkDbName,
  missingEntry,
  StoreError,
  type AllDocsResult,
  type BulkGetDocEntry,
  type Change,
  type ChangesOptions,
  type ChangesResult,
  type DbInfo,
  type OpenRevsResult,
  type RevsDiffResult,
  type Store,
  type StoreDb,
  type StoredDoc,
  type WriteResult,
} from './types.ts';

export interface CouchStoreOptions {
  /** CouchDB server URL, credentials included (`http://user:pass@host:5984`). */
  url: string;
  prefix: string;
  /** How long one longpoll of a live feed waits for CouchDB to answer (55 s; tests make it short). */
  longpollTimeoutMs?: number;
}

/** How long one longpoll request of a live feed waits before CouchDB answers empty and we ask again. */
const LONGPOLL_TIMEOUT_MS = 55_000;

/**
 * How long past its own timeout a longpoll may stay unanswered before it is abandoned and asked
 * again. CouchDB answers at the timeout; something that keeps the request open with heartbeats and
 * never answers (a proxy, a server that missed the change) would otherwise stall the feed for good,
 * and with it every reaction following it.
 */
const overdueAfter = (timeoutMs: number) => timeoutMs + Math.max(1000, timeoutMs / 10);

type QueryValue = string | number | boolean | undefined;

interface Request {
  db: string;
  path?: string;
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  qs?: Record<string, QueryValue>;
  body?: unknown;
  contentType?: string;
  signal?: AbortSignal;
}

/** nano errors carry CouchDB's status and error name; a failed connection becomes 503 unavailable. */
export function couchError(err: unknown): StoreError {
  if (err instanceof StoreError) return err;
  const e = errorFields(err);
  if (e.statusCode === undefined) return new StoreError(503, 'unavailable', e.message ?? String(err));
  const error = e.error ?? (e.statusCode === 404 ? 'not_found' : 'unknown_error');
  return new StoreError(e.statusCode, error, e.reason ?? e.message ?? error);
}

/** `_local/` and `_design/` keep their slash; everything else (`order:01…`) is one path segment. */
export function docPath(id: string): string {
  const special = /^(_local|_design)\/(.*)$/.exec(id);
  if (special) return `${special[1]}/${encodeURIComponent(special[2] ?? '')}`;
  return encodeURIComponent(id);
}

function toWriteResult(row: unknown): WriteResult {
  const r = row as { id?: unknown; rev?: unknown; error?: unknown; reason?: unknown };
  const id = typeof r.id === 'string' ? r.id : '';
  if (typeof r.error === 'string')
    return { id, error: r.error, reason: typeof r.reason === 'string' ? r.reason : r.error };
  return { id, ok: true, rev: typeof r.rev === 'string' ? r.rev : undefined };
}

/**
 * A `_bulk_get` entry as CouchDB writes it. pouchdb-server writes `{"missing": rev}` for an unknown
 * revision, `{}` for an unknown document and a bare string for other errors: each becomes an error
 * entry (`missingEntry`), which a device's replicator does not pass over.
 */
function bulkGetEntry(id: string, entry: unknown): BulkGetDocEntry {
  const e = (entry ?? {}) as { ok?: StoredDoc; error?: unknown; reason?: unknown; missing?: unknown };
  if (e.ok !== undefined) return { ok: e.ok };
  if (typeof e.error === 'object' && e.error !== null) return { error: e.error } as BulkGetDocEntry;
  const rev = typeof e.missing === 'string' ? e.missing : undefined;
  if (typeof e.error !== 'string') return missingEntry(id, rev);
  const reason = typeof e.reason === 'string' ? e.reason : e.error;
  return { error: { id, rev: rev ?? 'undefined', error: e.error, reason } };
}

/** Some CouchDB-compatible servers label the JSON answer to an attachment PUT as text/plain. */
function parseIfText(body: unknown): unknown {
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
}

function defined(qs: Record<string, QueryValue>): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(qs).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}

function changesRequest(db: string, opts: ChangesOptions, extra: Record<string, QueryValue> = {}): Request {
  const qs: Record<string, QueryValue> = {
    since: opts.since,
    limit: opts.limit,
    style: opts.style,
    include_docs: opts.include_docs,
    conflicts: opts.conflicts,
    ...extra,
  };
  if (opts.selector === undefined) return { db, path: '_changes', qs };
  // CouchDB evaluates the selector server side; it travels in the body of a POST.
  return {
    db,
    path: '_changes',
    method: 'POST',
    qs: { ...qs, filter: '_selector' },
    body: { selector: opts.selector },
  };
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as AsyncIterable<Uint8Array | string>) {
    chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
  }
  return Buffer.concat(chunks);
}

/** The production store: CouchDB 3 (or a compatible server) over HTTP through nano. */
export function createCouchStore({
  url,
  prefix,
  longpollTimeoutMs = LONGPOLL_TIMEOUT_MS,
}: CouchStoreOptions): Store {
  // parseUrl off: a URL with a path (the edge's /couchdb, for a site hub) is the server, not a database.
  const server = nano({ url, parseUrl: false } as nano.Configuration);
  const feeds = new Set<AbortController>();
  const dbs = new Map<string, StoreDb>();
  let closed = false;

  async function request<T>(req: Request): Promise<T> {
    if (closed) throw new StoreError(503, 'unavailable', 'Store is closed');
    const { qs, ...rest } = req;
    // `signal` and `contentType` are passed on by nano's request although its typings omit them.
    const options: nano.RequestOptions & { signal?: AbortSignal; contentType?: string } = {
      ...rest,
      qs: qs === undefined ? undefined : defined(qs),
    };
    try {
      return (await server.request(options)) as T;
    } catch (err) {
      throw couchError(err);
    }
  }

  function createDb(name: string): StoreDb {
    const indexes = new Map<string, Promise<void>>();
    return {
      name,
      async info() {
        const info = await request<DbInfo>({ db: name });
        return { db_name: name, doc_count: info.doc_count, update_seq: info.update_seq };
      },
      get: (id, opts = {}) =>
        request<StoredDoc>({
          db: name,
          path: docPath(id),
          qs: {
            rev: opts.rev,
            revs: opts.revs,
            revs_info: opts.revs_info,
            conflicts: opts.conflicts,
            latest: opts.latest,
          },
        }),
      getOpenRevs: (id, revs, opts = {}) =>
        request<OpenRevsResult>({
          db: name,
          path: docPath(id),
          qs: {
            open_revs: revs === 'all' ? 'all' : JSON.stringify(revs),
            revs: opts.revs,
            latest: opts.latest,
          },
        }),
      put: async (doc) =>
        toWriteResult(await request({ db: name, path: docPath(doc._id), method: 'PUT', body: doc })),
      async bulkDocs(docs, opts = {}) {
        const newEdits = opts.newEdits ?? true;
        // CouchDB needs no split; a server built on PouchDB (pouchdb-server) has its defect
        // (each-id-once.ts). Splitting costs nothing when the ids are distinct, as they nearly always are.
        const rows = await writeEachIdOnce(docs, newEdits ? 'each' : 'failures', (batch) =>
          request<unknown[]>({
            db: name,
            path: '_bulk_docs',
            method: 'POST',
            body: { docs: batch, new_edits: newEdits },
          }),
        );
        return rows.map(toWriteResult);
      },
      async bulkGet(req) {
        const { results } = await request<{ results: Array<{ id: string; docs: unknown[] }> }>({
          db: name,
          path: '_bulk_get',
          method: 'POST',
          qs: { revs: req.revs, latest: req.latest },
          body: { docs: req.docs },
        });
        return {
          results: results.map(({ id, docs }) => ({ id, docs: docs.map((doc) => bulkGetEntry(id, doc)) })),
        };
      },
      revsDiff: (req) => request<RevsDiffResult>({ db: name, path: '_revs_diff', method: 'POST', body: req }),
      changes: (opts) => request<ChangesResult>(changesRequest(name, opts)),
      liveChanges(opts, onChange, onError) {
        const controller = new AbortController();
        feeds.add(controller);
        const { limit: _limit, ...liveOpts } = opts;
        const run = async () => {
          let since = liveOpts.since ?? 0;
          // One longpoll after another rather than a continuous feed: each answer is a complete JSON
          // body, so no line parsing, and proxies that buffer cannot hold changes back.
          while (!controller.signal.aborted) {
            const req = changesRequest(
              name,
              { ...liveOpts, since },
              { feed: 'longpoll', timeout: longpollTimeoutMs },
            );
            const poll = AbortSignal.any([
              controller.signal,
              AbortSignal.timeout(overdueAfter(longpollTimeoutMs)),
            ]);
            let batch: ChangesResult;
            try {
              batch = await request<ChangesResult>({ ...req, signal: poll });
            } catch (err) {
              if (!poll.aborted) throw err;
              batch = { results: [], last_seq: since };
            }
            // Cut short (its answer, if any, is whatever had arrived): cancelled, we stop; overdue, we
            // ask again from the same place.
            if (poll.aborted) {
              if (controller.signal.aborted) return;
              continue;
            }
            for (const change of batch.results) {
              if (controller.signal.aborted) return;
              onChange(change as Change);
            }
            since = batch.last_seq;
          }
        };
        run()
          .catch((err: unknown) => {
            // Cancelling aborts the pending request; that is not a failure to report.
            if (!controller.signal.aborted) onError(couchError(err));
          })
          .finally(() => feeds.delete(controller));
        return { cancel: () => controller.abort() };
      },
      allDocs: (opts = {}) => {
        // nano JSON-encodes startkey/endkey in the query string itself.
        const { keys, ...qs } = opts;
        if (keys === undefined) return request<AllDocsResult>({ db: name, path: '_all_docs', qs });
        return request<AllDocsResult>({ db: name, path: '_all_docs', method: 'POST', qs, body: { keys } });
      },
      async find(req) {
        const res = await request<{ docs: StoredDoc[] }>({
          db: name,
          path: '_find',
          method: 'POST',
          body: req,
        });
        return { docs: res.docs };
      },
      createIndex(index) {
        let created = indexes.get(index.name);
        if (created === undefined) {
          // CouchDB answers "exists" for an index it already has, so asking again is harmless.
          const body = { index: { fields: index.fields }, ddoc: index.name, name: index.name, type: 'json' };
          created = request({ db: name, path: '_index', method: 'POST', body }).then(() => undefined);
          // A failed creation is tried again by the next caller.
          created.catch(() => indexes.delete(index.name));
          indexes.set(index.name, created);
        }
        return created;
      },
      async getAttachment(docId, attName) {
        const doc = await request<StoredDoc>({ db: name, path: docPath(docId) });
        const stub = doc._attachments?.[attName] as { content_type?: string } | undefined;
        if (!stub) throw new StoreError(404, 'not_found', 'Document is missing attachment');
        // The stream gives raw bytes whatever the content type (the promise API decodes text/*).
        try {
          const data = await collect(server.use(name).attachment.getAsStream(docId, attName));
          return { contentType: stub.content_type ?? 'application/octet-stream', data };
        } catch (err) {
          throw couchError(err);
        }
      },
      putAttachment: async (docId, attName, att, rev) =>
        toWriteResult(
          await request<unknown>({
            db: name,
            path: `${docPath(docId)}/${encodeURIComponent(attName)}`,
            method: 'PUT',
            qs: { rev },
            body: att.data,
            contentType: att.contentType,
          }).then(parseIfText),
        ),
    };
  }

  function db(name: string): StoreDb {
    let existing = dbs.get(name);
    if (!existing) {
      existing = createDb(`${prefix}${name}`);
      dbs.set(name, existing);
    }
    return existing;
  }

  return {
    kind: 'couch',
    db,
    async provision() {
      for (const name of DATABASE_NAMES) {
        try {
          await request({ db: `${prefix}${name}`, method: 'PUT' });
        } catch (err) {
          // 412 file_exists: provisioned before (or by another gateway at the same moment).
          if (!(err instanceof StoreError && err.status === 412)) throw err;
        }
      }
    },
    async createDb(name) {
      checkDbName(name);
      await request({ db: `${prefix}${name}`, method: 'PUT' });
      return db(name);
    },
    async openDb(name) {
      checkDbName(name);
      await db(name).info();
      return db(name);
    },
    async destroyDb(name) {
      checkDbName(name);
      await request({ db: `${prefix}${name}`, method: 'DELETE' });
      dbs.delete(name);
    },
    async ping() {
      await db('accounts').info();
    },
    async close() {
      closed = true;
      for (const controller of feeds) controller.abort();
      feeds.clear();
    },
  };
}
