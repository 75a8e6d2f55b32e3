/**
 * A remote database's `_bulk_get`, always.
 *
 * PouchDB's HTTP adapter (pouchdb 9) learns whether a server has `_bulk_get` from the first
 * `_bulk_get` it sends there: if that one request fails, for whatever reason (a link cut, a gateway
 * restarting), it takes the server for one without and, for as long as the process lives, fetches
 * every document of every batch with a request of its own (`GET <id>?open_revs=…`). That costs a
 * device one request per document, skips what the gateway adds to `_bulk_get` answers (a closed
 * branch's live winner), and turns each document a cut link loses into an error entry, which fails
 * the whole batch ("There was a problem getting docs"): under link flaps, a batch of a hundred
 * single reads seldom got through whole, and a device stopped receiving for as long as the flaps
 * lasted. Our gateway and CouchDB both have `_bulk_get`, so there is nothing to probe for: a failed
 * request is a failure like any other, and the replication handles it as one.
 */

/** The HTTP adapter's `fetch`: a path under the database's URL, through its configured fetch. */
export interface HttpDatabase {
  fetch(path: string, init: RequestLike): Promise<ResponseLike>;
}

interface RequestLike {
  method: string;
  headers: object;
  body: string;
}

type HeadersConstructor = new (init: Record<string, string>) => object;

function isConstructor(value: unknown): value is HeadersConstructor {
  return typeof value === 'function';
}

/**
 * The adapter adds its own headers with `headers.set` (the credentials of a URL with a user in it),
 * so they go as a `Headers`: global in browsers and Node alike, left out of this package's types.
 */
function headersOf(init: Record<string, string>): object {
  const Headers: unknown = Reflect.get(globalThis, 'Headers');
  if (!isConstructor(Headers)) throw new Error('fetch without Headers');
  return new Headers(init);
}

interface ResponseLike {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

export interface BulkGetOptions {
  docs: ReadonlyArray<{ id: string; rev?: string }>;
  revs?: boolean;
  latest?: boolean;
}

type Callback = (err: unknown, result?: unknown) => void;

/** What PouchDB's own requests throw for an error answer: its `status`, `name` and `reason`. */
function answerError(status: number, body: unknown): Error {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const name = typeof fields.error === 'string' ? fields.error : 'unknown_error';
  const reason = typeof fields.reason === 'string' ? fields.reason : `HTTP ${status}`;
  return Object.assign(new Error(reason), { name, status, reason, error: true });
}

/** The `_bulk_get` request PouchDB's adapter sends, without its probe. */
async function bulkGetOf(db: HttpDatabase, opts: BulkGetOptions): Promise<unknown> {
  const flags = (['revs', 'latest'] as const).filter((flag) => opts[flag] === true);
  const query = flags.length === 0 ? '' : `?${flags.map((flag) => `${flag}=true`).join('&')}`;
  const answer = await db.fetch(`_bulk_get${query}`, {
    method: 'POST',
    headers: headersOf({ 'Content-Type': 'application/json', Accept: 'application/json' }),
    body: JSON.stringify({ docs: opts.docs }),
  });
  const body = await answer.json();
  if (!answer.ok) throw answerError(answer.status, body);
  return body;
}

/** PouchDB's HTTP adapter has `fetch`, which its type declarations leave out: checked, not assumed. */
function isHttp(db: object): db is HttpDatabase {
  return 'fetch' in db && typeof db.fetch === 'function';
}

/**
 * `db` with a `bulkGet` that always sends `_bulk_get` (see above); a database of another adapter is
 * left as it is. Attachments are not asked for by our replications; were they, the adapter's own
 * `bulkGet` still serves them.
 */
export function alwaysBulkGet<T extends { bulkGet: unknown }>(db: T): T {
  if (!isHttp(db)) return db;
  const own = db.bulkGet as (opts: unknown, callback?: Callback) => Promise<unknown>;
  const bulkGet = (opts: BulkGetOptions & { attachments?: boolean }, callback?: Callback) => {
    if (opts.attachments === true) return own.call(db, opts, callback);
    const answer = bulkGetOf(db, opts);
    if (callback === undefined) return answer;
    answer.then((result) => callback(null, result), callback);
    return undefined;
  };
  return Object.assign(db, { bulkGet });
}
