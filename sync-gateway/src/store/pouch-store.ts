import { storableHistoryProblem } from '@restaurantpro/schema';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import PouchDB from 'pouchdb-node';
import PouchFind from 'pouchdb-find';
import { writeEachIdOnce } from './each-id-once.ts';
import { findUntorn } from './pouch-find.ts';
import { filteredChanges, pagedLive, type PagedSource } from './paged-live.ts';
import { FeedHub, type HubSource } from './shared-feed.ts';
import { replicateWith } from './pouch-replicate.ts';
import {
  DATABASE_NAMES,
  checkDbName,
  StoreError,
  errorFields,
  missingEntry,
  type AllDocsOptions,
  type AllDocsResult,
  type BulkGetResult,
  type Change,
  type ChangesOptions,
  type ChangesResult,
  type DbInfo,
  type FindRequest,
  type GetOptions,
  type IndexDefinition,
  type OpenRevsResult,
  type RevsDiffRequest,
  type RevsDiffResult,
  type Seq,
  type Store,
  type StoreDb,
  type StoredDoc,
  type Subscription,
  type WriteResult,
} from './types.ts';

const Pouch = PouchDB.plugin(PouchFind);
type PouchDatabase = PouchDB.Database;
/** Our documents are CouchDB wire shapes; PouchDB's typings want its own attachment shape. */
type PouchDoc = PouchDB.Core.PutDocument<object>;

/** A live changes feed as this store listens to it. */
interface LiveFeed {
  on(event: 'change', listener: (change: Change) => void): LiveFeed;
  on(event: 'error', listener: (err: unknown) => void): LiveFeed;
  cancel(): void;
}

/**
 * The PouchDB calls whose answers this store hands on as they come, typed with the CouchDB wire
 * shapes of `types.ts`, and the view cache `close()` forgets (`_cachedViews`, see closeWithViews).
 * PouchDB answers these with CouchDB's JSON, but its typings spell it with their own generic
 * document types (`Document<{}> & GetMeta`…), which do not line up with StoredDoc.
 */
interface PouchInternals {
  get(id: string, opts: GetOptions & { open_revs: 'all' | string[] }): Promise<OpenRevsResult>;
  get(id: string, opts: GetOptions): Promise<StoredDoc>;
  revsDiff(req: RevsDiffRequest): Promise<RevsDiffResult>;
  changes(opts: PouchDB.Core.ChangesOptions & { live: true }): LiveFeed;
  changes(opts: PouchDB.Core.ChangesOptions): Promise<ChangesResult>;
  allDocs(opts: AllDocsOptions): Promise<AllDocsResult>;
  find(req: FindRequest): Promise<{ docs: StoredDoc[] }>;
  _cachedViews?: Record<string, Promise<{ db: PouchDatabase }>>;
}

/**
 * The database seen as PouchInternals, its one narrowing: TypeScript cannot relate the two (PouchDB's
 * typings give each call a callback overload and generic documents), hence `unknown` in between. The
 * store contract suite checks the shape of each of these answers.
 */
function pouchInternals(pouch: PouchDatabase): PouchInternals {
  return pouch as unknown as PouchInternals;
}

export interface PouchStoreOptions {
  /** Each database lives in its own leveldb directory under here. */
  dataDir: string;
  prefix: string;
}

/**
 * Query strings hand over `since` as a string. PouchDB compares sequences numerically, and a string
 * `since` makes a longpoll answer at once, so every client restarts its replication in a loop
 * (measured: 10× the requests, 2× the latency). Numeric strings therefore become numbers here.
 */
export function normaliseSince(since: Seq | 'now' | undefined): number | 'now' | undefined {
  if (since === undefined || since === 'now') return since;
  if (typeof since === 'number') return since;
  // CouchDB-style sequences ("12-g1AA…") start with the number PouchDB understands.
  const match = /^(\d+)/.exec(since);
  return match ? Number(match[1]) : 0;
}

/** PouchDB errors carry CouchDB's status and name; keep those and drop the rest. */
export function toStoreError(err: unknown): StoreError {
  if (err instanceof StoreError) return err;
  const e = errorFields(err);
  return new StoreError(
    e.status ?? 500,
    e.error ?? e.name ?? 'unknown_error',
    e.reason ?? e.message ?? String(err),
  );
}

async function wrap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toStoreError(err);
  }
}

/** PouchDB reports per-doc failures as error objects (`error: true`); the wire wants CouchDB's shape. */
function toWriteResult(row: unknown): WriteResult {
  const r = row as { id?: unknown; rev?: unknown; error?: unknown };
  const id = typeof r.id === 'string' ? r.id : '';
  if (r.error !== undefined && r.error !== false) {
    const e = toStoreError(row);
    return { id, error: e.error, reason: e.reason };
  }
  return { id, ok: true, rev: typeof r.rev === 'string' ? r.rev : undefined };
}

/** PouchDB puts its error objects in `_bulk_get` answers; CouchDB sends `{id, rev, error, reason}`. */
function toBulkGetResult(res: unknown): BulkGetResult {
  const { results } = res as {
    results: Array<{ id: string; docs: Array<{ ok?: StoredDoc; error?: unknown; missing?: string }> }>;
  };
  return {
    results: results.map(({ id, docs }) => ({
      id,
      docs: docs.map((entry) => {
        if (entry.ok !== undefined) return { ok: entry.ok };
        // PouchDB's own entry for a revision it lacks: CouchDB's error entry, so a replicator retries.
        if (entry.missing !== undefined) return missingEntry(id, entry.missing);
        const e = toStoreError(entry.error);
        const rev = (entry.error as { rev?: unknown } | undefined)?.rev;
        // CouchDB spells an unspecified revision as the string "undefined"; clients ignore it.
        return {
          error: { id, rev: typeof rev === 'string' ? rev : 'undefined', error: e.error, reason: e.reason },
        };
      }),
    })),
  };
}

function changesOptions(opts: ChangesOptions): PouchDB.Core.ChangesOptions {
  const out: PouchDB.Core.ChangesOptions = { since: normaliseSince(opts.since) ?? 0 };
  if (opts.limit !== undefined) out.limit = opts.limit;
  // PouchDB evaluates Mango selectors in the changes feed itself (filter `_selector`).
  if (opts.selector !== undefined) out.selector = opts.selector as PouchDB.Find.Selector;
  if (opts.style !== undefined) out.style = opts.style;
  if (opts.include_docs !== undefined) out.include_docs = opts.include_docs;
  if (opts.conflicts !== undefined) out.conflicts = opts.conflicts;
  return out;
}

/** `pouch()` opens the database on first use and throws 503 once the store is closed. */
function createPouchDb(name: string, pouch: () => PouchDatabase, feeds: Set<Subscription>): StoreDb {
  const wire = () => pouchInternals(pouch());
  // One PouchDB live feed per set of options, shared by every follower asking for it (shared-feed.ts).
  const hubs = new Map<string, FeedHub>();
  const read = (opts: ChangesOptions) => wrap(() => wire().changes(changesOptions(opts)));
  const paged: PagedSource = {
    read,
    updateSeq: async () => (await pouch().info()).update_seq,
    wake(since, onWrite, onError) {
      const feed = wire().changes({ since: normaliseSince(since) ?? 0, live: true });
      feed.on('change', () => onWrite());
      feed.on('error', onError);
      return { cancel: () => feed.cancel() };
    },
  };
  const source: HubSource = {
    live: (opts, onChange, onError) => pagedLive(paged, opts, onChange, (err) => onError(toStoreError(err))),
    read,
  };
  const indexes = new Map<string, Promise<void>>();
  const createIndex = (index: IndexDefinition): Promise<void> => {
    let created = indexes.get(index.name);
    if (created === undefined) {
      created = wrap(async () => {
        await pouch().createIndex({ index: { fields: index.fields, ddoc: index.name, name: index.name } });
      });
      // A failed creation is tried again by the next caller.
      created.catch(() => indexes.delete(index.name));
      indexes.set(index.name, created);
    }
    return created;
  };
  return {
    name,
    info: () =>
      wrap(async (): Promise<DbInfo> => {
        const info = await pouch().info();
        return { db_name: name, doc_count: info.doc_count, update_seq: info.update_seq };
      }),
    get: (id, opts = {}) => wrap(() => wire().get(id, { ...opts })),
    getOpenRevs: (id, revs, opts = {}) => wrap(() => wire().get(id, { ...opts, open_revs: revs })),
    put: (doc) => wrap(async () => toWriteResult(await pouch().put(doc as PouchDoc))),
    bulkDocs: (docs, opts = {}) =>
      wrap(async () => {
        const newEdits = opts.newEdits ?? true;
        // PouchDB stores a replicated document with a malformed history as it is, and from then on
        // every read of that document, the changes feed included, throws inside the adapter: the
        // data folder could never be opened again. CouchDB refuses such a write; so does this store.
        const malformed = newEdits ? [] : docs.filter((doc) => storableHistoryProblem(doc) !== null);
        const writable = malformed.length === 0 ? docs : docs.filter((doc) => !malformed.includes(doc));
        const rows: unknown[] =
          writable.length === 0
            ? []
            : await writeEachIdOnce(writable as PouchDoc[], newEdits ? 'each' : 'failures', (batch) =>
                pouch().bulkDocs(batch, { new_edits: newEdits }),
              );
        return [
          ...malformed.map((doc) => ({
            id: String(doc._id),
            error: 'bad_request',
            reason: 'Invalid rev format',
          })),
          ...rows.map(toWriteResult),
        ];
      }),
    bulkGet: (req) => wrap(async () => toBulkGetResult(await pouch().bulkGet(req))),
    revsDiff: (req) => wrap(() => wire().revsDiff(req)),
    changes: (opts) => (opts.selector === undefined ? read(opts) : filteredChanges(paged, opts)),
    liveChanges(opts, onChange, onError) {
      const { limit: _limit, since: asked, ...shared } = opts;
      const since = normaliseSince(asked) ?? 0;
      const key = JSON.stringify([shared.include_docs, shared.conflicts, shared.style, shared.selector]);
      let hub = hubs.get(key);
      if (hub === undefined || !hub.accepts(since)) {
        // A follower far ahead of a feed still replaying its backlog gets one of its own, unshared.
        const shareable = hub === undefined;
        const made = new FeedHub(source, shared, () => {
          if (hubs.get(key) === made) hubs.delete(key);
        });
        if (shareable) hubs.set(key, made);
        hub = made;
      }
      let ended = false;
      const subscription: Subscription = {
        cancel() {
          feeds.delete(subscription);
          inner.cancel();
        },
      };
      const inner = hub.subscribe(since, onChange, (err) => {
        // The contract promises one error report per feed.
        feeds.delete(subscription);
        if (ended) return;
        ended = true;
        onError(toStoreError(err));
      });
      feeds.add(subscription);
      return subscription;
    },
    allDocs: (opts = {}) => wrap(() => wire().allDocs({ ...opts })),
    find: (req) => wrap(async () => ({ docs: (await findUntorn(() => wire().find(req))).docs })),
    createIndex,
    getAttachment: (docId, attName) =>
      wrap(async () => {
        const doc = await wire().get(docId, {});
        const stub = doc._attachments?.[attName] as { content_type?: string } | undefined;
        if (!stub) throw new StoreError(404, 'not_found', 'Document is missing attachment');
        const data = (await pouch().getAttachment(docId, attName)) as Buffer;
        return { contentType: stub.content_type ?? 'application/octet-stream', data };
      }),
    putAttachment: (docId, attName, att, rev) =>
      wrap(async () => {
        const res =
          rev === undefined
            ? await pouch().putAttachment(docId, attName, att.data, att.contentType)
            : await pouch().putAttachment(docId, attName, rev, att.data, att.contentType);
        return toWriteResult(res);
      }),
  };
}

/**
 * Closes a database and the index views PouchDB opened beside it (`<name>-mrview-…`, one leveldb each,
 * kept in `_cachedViews`): `close()` leaves them open, and their leveldb locks would keep another
 * process (the next gateway on the same data folder) from opening its indexes.
 */
async function closeWithViews(pouch: PouchDatabase): Promise<void> {
  const views = pouchInternals(pouch)._cachedViews;
  const opened = await Promise.allSettled(Object.values(views ?? {}));
  await pouch.close();
  await Promise.all(opened.map((view) => (view.status === 'fulfilled' ? view.value.db.close() : undefined)));
}

/** Reads of one database at once before Node warns of a listener leak (a restaurant's devices, with room). */
const DEVICE_READS_AT_ONCE = 500;

/** The embedded store: pouchdb-node on leveldb, one directory per database under `dataDir`. */
export function createPouchStore({ dataDir, prefix }: PouchStoreOptions): Store {
  // Keyed by the unprefixed name, so a role's database and the same name opened by name share one
  // leveldb handle (leveldb locks its directory).
  const pouches = new Map<string, PouchDatabase>();
  const dbs = new Map<string, StoreDb>();
  const feeds = new Set<Subscription>();
  let closed = false;

  const location = (name: string) => path.join(dataDir, `${prefix}${name}`);

  function open(name: string): PouchDatabase {
    if (closed) throw new StoreError(503, 'unavailable', 'Store is closed');
    let pouch = pouches.get(name);
    if (!pouch) {
      mkdirSync(dataDir, { recursive: true });
      pouch = new Pouch(location(name), { adapter: 'leveldb' });
      // One handle serves every device: each `changes` read listens for the database's destruction
      // until it ends, and a shift's tablets reading at once pass Node's leak warning at 10.
      pouch.setMaxListeners(DEVICE_READS_AT_ONCE);
      pouches.set(name, pouch);
    }
    return pouch;
  }

  function db(name: string): StoreDb {
    let existing = dbs.get(name);
    if (!existing) {
      existing = createPouchDb(`${prefix}${name}`, () => open(name), feeds);
      dbs.set(name, existing);
    }
    return existing;
  }

  /** Open here, or left on disk by an earlier run. */
  function exists(name: string): boolean {
    return pouches.has(name) || existsSync(location(name));
  }

  return {
    kind: 'pouch',
    db,
    replicate: (name, options) => replicateWith(open(name), options),
    async provision() {
      // Opening a leveldb database creates it; info() waits until it is really there.
      await Promise.all(DATABASE_NAMES.map((name) => db(name).info()));
    },
    async createDb(name) {
      checkDbName(name);
      if (exists(name))
        throw new StoreError(
          412,
          'file_exists',
          'The database could not be created, the file already exists.',
        );
      const created = db(name);
      await created.info();
      return created;
    },
    async openDb(name) {
      checkDbName(name);
      if (!exists(name)) throw new StoreError(404, 'not_found', 'Database does not exist.');
      return db(name);
    },
    async destroyDb(name) {
      checkDbName(name);
      if (!exists(name)) throw new StoreError(404, 'not_found', 'Database does not exist.');
      const pouch = open(name);
      pouches.delete(name);
      dbs.delete(name);
      await wrap(() => pouch.destroy());
    },
    async ping() {
      await db('accounts').info();
    },
    async close() {
      closed = true;
      // Live feeds end silently with the store, as in couch-store: nobody is left to resubscribe.
      for (const feed of feeds) feed.cancel();
      feeds.clear();
      const handles = [...pouches.values()];
      pouches.clear();
      await Promise.all(handles.map(closeWithViews));
    },
  };
}
