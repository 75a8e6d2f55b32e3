import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BadRequest,
  matchesSelector,
  parseQuery,
  parseSelector,
  readBody,
  type Json,
  type Query,
} from './selector-changes-request.ts';

/**
 * A loopback HTTP proxy in front of pouchdb-server, for tests only: never a product component, and
 * never in front of a real CouchDB.
 *
 * pouchdb-server 4.2 has no `filter=_selector` on `_changes`: CouchDB's
 * `POST /<db>/_changes?filter=_selector` with `{"selector": …}` in the body is answered 404 (it hands
 * PouchDB the filter name but not the body's selector, so PouchDB looks for a design-document filter)
 * and then the server crashes. couch-store sends exactly that request for every selector read
 * (`changes({ selector })`, and `liveChanges({ selector })` as one `feed=longpoll` after another), so
 * neither those contract cases nor a whole gateway (whose replication reads the floor feed through
 * each device's selector) could run on pouchdb-server.
 *
 * Bridged: `POST /<db>/_changes?filter=_selector` (and its GET, refused 400 as CouchDB does, the
 * selector being required in the body) with `feed=normal` (the default) or `feed=longpoll`, honouring
 * `since` (numbers and `now`), `limit`, `include_docs`, `conflicts`, `style` (`main_only`, `all_docs`),
 * `descending`, `timeout` and `heartbeat`; `seq_interval` is accepted and ignored (every row keeps its
 * seq, which CouchDB allows). The answer is built as CouchDB builds it: pouchdb-server's own unfiltered
 * `_changes` is read (with the documents and their conflicts) and a row is kept when its document
 * matches the selector, evaluated by pouchdb-selector-core, PouchDB's Mango matcher. A deletion is
 * judged by its tombstone `{_id, _rev, _deleted: true}` (and any body it kept), so `{_deleted: true}`
 * matches it; with `style=all_docs` each leaf revision is judged on its own and only the matching ones
 * are listed, the document (when asked for) staying the winner. `last_seq` is the last sequence examined, or the last
 * row's when `limit` cut the answer short. A longpoll answers at once when a matching change exists
 * after `since`, else waits (one unfiltered upstream longpoll after another, `since` moving past what
 * did not match) until one does or `timeout` passes, and then answers no rows with `last_seq` moved on.
 *
 * Not bridged: `feed=continuous` and `feed=eventsource` with a selector (refused 400; couch-store never
 * asks for them), and `doc_ids` or design-document filters, which go to pouchdb-server untouched like
 * every other request: method, path, headers, body and answer are streamed through as they are.
 */
export interface SelectorChangesBridge {
  url: string;
  stop(): Promise<void>;
}

/** Rows read from pouchdb-server at once while filtering, so a small `limit` stops reading early. */
const PAGE = 200;

type Seq = string | number;

interface Row {
  seq: Seq;
  id: string;
  changes: Array<{ rev: string }>;
  deleted?: boolean;
  doc?: Json;
}

interface Page {
  results: Row[];
  last_seq: Seq;
}

/** An answer pouchdb-server gave that the client gets as it came (404 for a missing database…). */
class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`pouchdb-server answered ${status}: ${body}`);
  }
}

/** A document's path segment: design documents keep their slash, as CouchDB addresses them. */
function docPath(id: string): string {
  const design = /^_design\/(.*)$/.exec(id);
  return design ? `_design/${encodeURIComponent(design[1] ?? '')}` : encodeURIComponent(id);
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = `${JSON.stringify(body)}\n`;
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** POST endpoints that only read: sent again after a dropped connection, as a GET would be. */
const READ_POSTS = new Set(['_changes', '_bulk_get', '_all_docs', '_find', '_revs_diff', '_explain']);

function isRead(method: string | undefined, url: string | undefined): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST') return false;
  const last = new URL(url ?? '/', 'http://bridge').pathname.split('/').pop() ?? '';
  return READ_POSTS.has(last);
}

/** The bridge for one upstream pouchdb-server (`http://127.0.0.1:<port>`). */
export async function startSelectorChangesBridge(upstreamUrl: string): Promise<SelectorChangesBridge> {
  const upstream = new URL(upstreamUrl);
  const agent = new http.Agent({ keepAlive: true });
  /** Bridged requests in flight: stopping the bridge aborts their upstream reads. */
  const inFlight = new Set<AbortController>();

  /**
   * Passes a request through untouched, its answer streamed. The body is read first, so a request
   * whose connection pouchdb-server dropped before answering can be sent again, on a new socket:
   * - a request sent on a kept-alive socket that pouchdb-server closed at that moment (its idle
   *   timeout racing the reuse, which ends in ECONNRESET), once, as Node's documentation advises;
   * - a read (GET, HEAD, or a POST that only reads) that lost its connection in any way, up to
   *   twice: pouchdb-server under a soak's load sometimes hangs up on a new socket too, and a read
   *   sent again changes nothing.
   * A write that may have reached the store is never sent again: its answer is the client's to
   * reconcile. The client never sees these drops as a 502.
   */
  async function forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of req) chunks.push(chunk as Uint8Array);
    const body = Buffer.concat(chunks);
    const read = isRead(req.method, req.url);
    const send = (retries: number): void => {
      const out = http.request(
        {
          protocol: upstream.protocol,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        },
      );
      out.on('error', (err: NodeJS.ErrnoException) => {
        const dropped = out.reusedSocket && err.code === 'ECONNRESET';
        if (retries > 0 && !res.headersSent && (read || dropped)) send(retries - 1);
        else if (res.headersSent) res.destroy();
        else sendJson(res, 502, { error: 'bad_gateway', reason: err.message });
      });
      // A client that goes away (a cancelled longpoll) takes its upstream request with it.
      res.on('close', () => {
        if (!res.writableFinished) out.destroy();
      });
      out.end(body);
    };
    send(read ? 2 : 1);
  }

  /** GET on pouchdb-server, with the client's credentials; non-2xx answers become UpstreamError. */
  async function upstreamJson<T>(
    path: string,
    params: Record<string, string>,
    from: http.IncomingMessage,
    signal: AbortSignal,
  ): Promise<T> {
    const target = new URL(path, upstream);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of ['authorization', 'cookie'] as const) {
      const value = from.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await fetch(target, { headers, signal });
    const text = await res.text();
    if (!res.ok) throw new UpstreamError(res.status, text);
    return JSON.parse(text) as T;
  }

  /** The leaf revisions of `row` that match (all of them judged, as with style=all_docs in CouchDB). */
  async function matchingLeaves(
    db: string,
    row: Row,
    selector: Json,
    from: http.IncomingMessage,
    signal: AbortSignal,
  ): Promise<Array<{ rev: string }>> {
    const leaves = await upstreamJson<Array<{ ok?: Json }>>(
      `/${db}/${docPath(row.id)}`,
      { open_revs: JSON.stringify(row.changes.map((change) => change.rev)) },
      from,
      signal,
    );
    const matching = new Set(
      leaves.flatMap((leaf) =>
        leaf.ok !== undefined && matchesSelector(leaf.ok, selector) ? [leaf.ok._rev] : [],
      ),
    );
    return row.changes.filter((change) => matching.has(change.rev));
  }

  /** `row` as the client asked for it, or null when no revision it lists matches. */
  async function kept(
    db: string,
    row: Row,
    selector: Json,
    query: Query,
    from: http.IncomingMessage,
    signal: AbortSignal,
  ): Promise<Row | null> {
    const doc = row.doc;
    let changes: Array<{ rev: string }>;
    if (query.allDocs && row.changes.length > 1) {
      changes = await matchingLeaves(db, row, selector, from, signal);
    } else {
      // The winner, read with its `_conflicts` as CouchDB opens it to judge it.
      changes = doc !== undefined && matchesSelector(doc, selector) ? row.changes : [];
    }
    if (changes.length === 0) return null;
    const out: Row = { seq: row.seq, id: row.id, changes };
    if (row.deleted === true) out.deleted = true;
    if (query.includeDocs && doc !== undefined) {
      if (query.conflicts) out.doc = doc;
      else {
        const { _conflicts: _asked, ...rest } = doc;
        out.doc = rest;
      }
    }
    return out;
  }

  /** One normal-feed answer: the matching rows after `since`, up to `limit`. */
  async function filtered(
    db: string,
    since: string,
    selector: Json,
    query: Query,
    from: http.IncomingMessage,
    signal: AbortSignal,
  ): Promise<Page> {
    const results: Row[] = [];
    let cursor = since;
    for (;;) {
      const params: Record<string, string> = {
        since: cursor,
        include_docs: 'true',
        conflicts: 'true',
        style: query.allDocs ? 'all_docs' : 'main_only',
      };
      // Descending reads are one pass: `since` does not page backwards.
      if (query.descending) params.descending = 'true';
      else params.limit = String(PAGE);
      const page = await upstreamJson<Page>(`/${db}/_changes`, params, from, signal);
      for (const row of page.results) {
        const match = await kept(db, row, selector, query, from, signal);
        if (match === null) continue;
        results.push(match);
        if (query.limit !== undefined && results.length >= query.limit) return { results, last_seq: row.seq };
      }
      cursor = String(page.last_seq);
      if (query.descending || page.results.length < PAGE) return { results, last_seq: page.last_seq };
    }
  }

  /** Resolves when pouchdb-server has any change after `since`, or at `deadline` (false then). */
  async function anyChangeAfter(
    db: string,
    since: Seq,
    deadline: number | undefined,
    from: http.IncomingMessage,
    signal: AbortSignal,
  ): Promise<boolean> {
    // pouchdb-server's longpoll has no timeout of its own: the bridge ends it by aborting.
    const waiting = new AbortController();
    const onAbort = () => waiting.abort();
    signal.addEventListener('abort', onAbort);
    const timer =
      deadline === undefined ? undefined : setTimeout(onAbort, Math.max(deadline - Date.now(), 0));
    try {
      await upstreamJson(
        `/${db}/_changes`,
        { feed: 'longpoll', since: String(since), limit: '1' },
        from,
        waiting.signal,
      );
      return true;
    } catch (err) {
      if (waiting.signal.aborted && !signal.aborted) return false;
      throw err;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    }
  }

  async function longpoll(
    db: string,
    selector: Json,
    query: Query,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    signal: AbortSignal,
  ): Promise<void> {
    const deadline = query.timeoutMs === undefined ? undefined : Date.now() + query.timeoutMs;
    // The first read decides at once, and its failure (a missing database) keeps its status.
    let answer = await filtered(db, query.since, selector, query, req, signal);
    if (answer.results.length > 0) return sendJson(res, 200, answer);

    // Waiting: the answer is streamed from here, as CouchDB does, so heartbeats can keep it open.
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"results":[\n');
    const heartbeat =
      query.heartbeatMs === undefined ? undefined : setInterval(() => res.write('\n'), query.heartbeatMs);
    try {
      while (answer.results.length === 0) {
        if (!(await anyChangeAfter(db, answer.last_seq, deadline, req, signal))) break;
        answer = await filtered(db, String(answer.last_seq), selector, query, req, signal);
      }
    } finally {
      clearInterval(heartbeat);
    }
    const rows = answer.results.map((row) => JSON.stringify(row)).join(',\n');
    res.end(`${rows}${rows === '' ? '' : '\n'}],\n"last_seq":${JSON.stringify(answer.last_seq)}}\n`);
  }

  async function bridge(
    db: string,
    params: URLSearchParams,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) {
    const controller = new AbortController();
    inFlight.add(controller);
    res.on('close', () => controller.abort());
    try {
      const selector = parseSelector(req.method, await readBody(req));
      const query = parseQuery(params);
      if (query.feed === 'longpoll') await longpoll(db, selector, query, req, res, controller.signal);
      else if (query.feed === 'normal')
        sendJson(res, 200, await filtered(db, query.since, selector, query, req, controller.signal));
      else throw new BadRequest(`feed=${query.feed} with filter=_selector is not bridged (test peer)`);
    } catch (err) {
      if (controller.signal.aborted) return;
      if (res.headersSent) res.destroy(err instanceof Error ? err : undefined);
      else if (err instanceof UpstreamError) {
        res.writeHead(err.status, { 'content-type': 'application/json' });
        res.end(err.body);
      } else if (err instanceof BadRequest) sendJson(res, 400, { error: 'bad_request', reason: err.message });
      else
        sendJson(res, 500, {
          error: 'unknown_error',
          reason: err instanceof Error ? err.message : String(err),
        });
    } finally {
      inFlight.delete(controller);
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bridge');
    const changes = /^\/([^/]+)\/_changes$/.exec(url.pathname);
    if (changes?.[1] !== undefined && url.searchParams.get('filter') === '_selector')
      void bridge(changes[1], url.searchParams, req, res);
    else
      forward(req, res).catch(() => {
        // The client went away while its body was read: there is no one to answer.
        res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      for (const controller of inFlight) controller.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
