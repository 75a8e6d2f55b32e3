/**
 * The one door to persisted data. Two implementations (`pouch-store`, in-process leveldb; `couch-store`,
 * CouchDB 3 over HTTP) satisfy this contract and are checked by the same contract test suite, so
 * everything above this interface is written once. Shapes follow CouchDB's wire format because the
 * replication endpoints hand them to PouchDB clients unchanged.
 */

/**
 * `reports` holds the day aggregates the gateway alone writes (DESIGN.md §10), and `fiscal` what
 * became of each billing record sent to the AEAT (§11): never served at `/db` (replication serves
 * `floor` and `office` only) and never read by a device.
 */
export type DatabaseName = 'floor' | 'office' | 'accounts' | 'sessions' | 'media' | 'reports' | 'fiscal';
export const DATABASE_NAMES: readonly DatabaseName[] = [
  'floor',
  'office',
  'accounts',
  'sessions',
  'media',
  'reports',
  'fiscal',
];

/** Update sequence: a number in PouchDB, an opaque string in CouchDB. Never parse it; pass it back. */
export type Seq = string | number;

export interface StoredDoc {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
  _conflicts?: string[];
  _revisions?: { start: number; ids: string[] };
  _attachments?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface DbInfo {
  db_name: string;
  doc_count: number;
  update_seq: Seq;
}

export interface GetOptions {
  rev?: string;
  revs?: boolean;
  /** `_revs_info`: each revision of the history with its status (available, missing, deleted). */
  revs_info?: boolean;
  conflicts?: boolean;
  latest?: boolean;
}

export type OpenRevsResult = Array<{ ok: StoredDoc } | { missing: string }>;

export interface WriteResult {
  id: string;
  rev?: string;
  ok?: boolean;
  error?: string;
  reason?: string;
}

export interface BulkGetRequest {
  docs: Array<{ id: string; rev?: string }>;
  revs?: boolean;
  latest?: boolean;
}

export interface BulkGetResult {
  results: Array<{
    id: string;
    docs: Array<{ ok: StoredDoc } | { error: { id: string; rev: string; error: string; reason: string } }>;
  }>;
}

/** One entry of a document's `_bulk_get` answer: the revision, or why it could not be read. */
export type BulkGetDocEntry = BulkGetResult['results'][number]['docs'][number];

/**
 * CouchDB's `_bulk_get` entry for a revision (or a document) it cannot read. PouchDB's replicator
 * fails its batch on it and reads again; an entry with neither `ok` nor `error` it passes over
 * without a word, checkpointing past a change it never received. Every door answers this instead.
 */
export function missingEntry(id: string, rev: string | undefined): BulkGetDocEntry {
  return { error: { id, rev: rev ?? 'undefined', error: 'not_found', reason: 'missing' } };
}

export type RevsDiffRequest = Record<string, string[]>;
export type RevsDiffResult = Record<string, { missing: string[]; possible_ancestors?: string[] }>;

/** A Mango selector, evaluated by the store (PouchDB's `selector` option, CouchDB's `filter=_selector`). */
export type Selector = Record<string, unknown>;

export interface ChangesOptions {
  since?: Seq | 'now';
  limit?: number;
  selector?: Selector;
  style?: 'main_only' | 'all_docs';
  include_docs?: boolean;
  conflicts?: boolean;
}

export interface Change {
  id: string;
  seq: Seq;
  changes: Array<{ rev: string }>;
  deleted?: boolean;
  doc?: StoredDoc;
}

export interface ChangesResult {
  results: Change[];
  last_seq: Seq;
}

export interface Subscription {
  cancel(): void;
}

export interface AllDocsOptions {
  keys?: string[];
  startkey?: string;
  endkey?: string;
  include_docs?: boolean;
  conflicts?: boolean;
  limit?: number;
  descending?: boolean;
}

export interface AllDocsResult {
  total_rows: number;
  rows: Array<{
    id: string;
    key: string;
    value: { rev: string; deleted?: boolean };
    doc?: StoredDoc | null;
    error?: string;
  }>;
}

export interface FindRequest {
  selector: Selector;
  fields?: string[];
  sort?: Array<string | Record<string, 'asc' | 'desc'>>;
  limit?: number;
  skip?: number;
  /** `[ddoc, name]` of an index made with `createIndex`: the query reads that index's key range. */
  use_index?: [string, string];
}

/**
 * A Mango JSON index. Both stores keep it in `_design/<name>` and bring it up to date when a query
 * uses it, so a query costs what it finds (plus the writes since the last query), not the history.
 */
export interface IndexDefinition {
  name: string;
  fields: string[];
}

export interface Attachment {
  contentType: string;
  data: Buffer;
}

export interface StoreDb {
  /** Full database name, prefix included. */
  readonly name: string;
  info(): Promise<DbInfo>;
  /** Works for `_local/...` ids too (replication checkpoints). Missing: StoreError status 404. */
  get(id: string, opts?: GetOptions): Promise<StoredDoc>;
  getOpenRevs(
    id: string,
    revs: 'all' | string[],
    opts?: { revs?: boolean; latest?: boolean },
  ): Promise<OpenRevsResult>;
  /** Conflict: StoreError status 409. */
  put(doc: StoredDoc): Promise<WriteResult>;
  bulkDocs(docs: StoredDoc[], opts?: { newEdits?: boolean }): Promise<WriteResult[]>;
  bulkGet(req: BulkGetRequest): Promise<BulkGetResult>;
  revsDiff(req: RevsDiffRequest): Promise<RevsDiffResult>;
  /** One batch of changes after `since` (normal feed). */
  changes(opts: ChangesOptions): Promise<ChangesResult>;
  /**
   * Continuous feed from `since`, used for longpoll answers and gateway reactions, so nothing polls.
   * `onError` is called once when the feed dies; the subscriber decides whether to resubscribe.
   * `limit` does not apply: a live feed runs until cancelled. Start from a known sequence rather than
   * `'now'` when a write right after subscribing must not be missed ('now' is resolved later).
   */
  liveChanges(
    opts: ChangesOptions,
    onChange: (change: Change) => void,
    onError: (err: Error) => void,
  ): Subscription;
  allDocs(opts?: AllDocsOptions): Promise<AllDocsResult>;
  find(req: FindRequest): Promise<{ docs: StoredDoc[] }>;
  /** Creates the index unless it exists (idempotent; each implementation asks the server once per index). */
  createIndex(index: IndexDefinition): Promise<void>;
  getAttachment(docId: string, name: string): Promise<Attachment>;
  putAttachment(docId: string, name: string, attachment: Attachment, rev?: string): Promise<WriteResult>;
}

/**
 * One direction of a live replication between a database of the embedded store and a CouchDB
 * database (a site hub's link to the cloud, DESIGN.md §11), retried for as long as it runs.
 */
export interface StoreReplication {
  /** A batch written on the other side; `lastSeq` is the source's sequence it reached. */
  on(
    event: 'change',
    listener: (info: { last_seq: Seq; docs_written: number; docs: StoredDoc[] }) => void,
  ): StoreReplication;
  /** Caught up (`err` undefined), or waiting to try again after `err`. */
  on(event: 'paused', listener: (err?: unknown) => void): StoreReplication;
  on(event: 'active', listener: () => void): StoreReplication;
  /** A document the other side refused (its validation): replication goes on without it. */
  on(event: 'denied', listener: (err: unknown) => void): StoreReplication;
  /** A one-off replication (`once`) has everything its source had when it began, or was cancelled. */
  on(event: 'complete', listener: () => void): StoreReplication;
  /** A one-off replication failed (a live one retries instead). */
  on(event: 'error', listener: (err: unknown) => void): StoreReplication;
  cancel(): void;
}

export interface StoreReplicationOptions {
  /** Whether this database's changes go to the remote one ('push') or come from it ('pull'). */
  direction: 'push' | 'pull';
  /** The remote database's whole URL, credentials included. */
  remoteUrl: string;
  /** Only documents this accepts replicate (design documents stay on their side). */
  filter: (doc: StoredDoc) => boolean;
  /**
   * Instead of `filter`: only the documents this Mango selector matches, chosen by the remote (a
   * pull's first pass over what matters now), so what it leaves out never travels.
   */
  selector?: Selector;
  /** Up to the source's sequence at the start, then 'complete' (or 'error'); else live, retried. */
  once?: boolean;
  /** Longest wait between retries after a failure. */
  maxRetryMs: number;
  /** Gives up a request to the remote after this long: a link can die without closing. */
  requestTimeoutMs: number;
}

export interface Store {
  readonly kind: 'pouch' | 'couch';
  /**
   * Live replication of one database with a CouchDB database: only the embedded store has it, since a
   * site hub replicates its own store upstream (a gateway on CouchDB is already in the cloud).
   */
  replicate?(name: DatabaseName, options: StoreReplicationOptions): StoreReplication;
  /** The database of that role for this restaurant (the configured prefix applied). */
  db(name: DatabaseName): StoreDb;
  /** Creates every database idempotently. */
  provision(): Promise<void>;
  /**
   * Databases by any valid CouchDB name (the prefix applied), for the protocol test mode that runs
   * CouchDB conformance suites against `/db`; the product itself only ever opens `db(role)`.
   * `createDb` fails with 412 file_exists when the database exists, `openDb` with 404 not_found
   * when it does not, `destroyDb` removes it with every document (404 when missing).
   */
  createDb(name: string): Promise<StoreDb>;
  openDb(name: string): Promise<StoreDb>;
  destroyDb(name: string): Promise<void>;
  /** Resolves when the store answers; rejects otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** CouchDB's rule for database names (without `/`, which would need escaping in every path). */
export function isValidDbName(name: string): boolean {
  return /^[a-z][a-z0-9_$()+-]*$/.test(name) && name.length <= 200;
}

/** Store failures carry CouchDB's HTTP status and error name so callers branch on codes, not messages. */
export class StoreError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly reason: string,
  ) {
    super(`${status} ${error}: ${reason}`);
    this.name = 'StoreError';
  }
}

/**
 * What an error object of a store library (nano, PouchDB) may say of a failure, each field kept only
 * when it has the type CouchDB gives it: `status`/`statusCode` numbers, the rest strings.
 */
export interface ErrorFields {
  status?: number;
  statusCode?: number;
  error?: string;
  name?: string;
  reason?: string;
  message?: string;
}

export function errorFields(err: unknown): ErrorFields {
  const e: Partial<Record<keyof ErrorFields, unknown>> = typeof err === 'object' && err !== null ? err : {};
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    status: number(e.status),
    statusCode: number(e.statusCode),
    error: text(e.error),
    name: text(e.name),
    reason: text(e.reason),
    message: text(e.message),
  };
}

/** Refuses a database name CouchDB would refuse, with CouchDB's error, before either store acts on it. */
export function checkDbName(name: string): void {
  if (!isValidDbName(name)) throw new StoreError(400, 'illegal_database_name', `Name: '${name}'`);
}
