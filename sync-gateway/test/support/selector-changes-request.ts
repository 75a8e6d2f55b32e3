import type http from 'node:http';
import { createRequire } from 'node:module';

/**
 * What the selector-changes bridge (selector-changes-bridge.ts) reads of a `_changes` request: its
 * query and its selector, refused with CouchDB's words where CouchDB refuses them.
 */

/** PouchDB's own Mango matcher (pouchdb-selector-core ships no typings). */
export const { matchesSelector } = createRequire(import.meta.url)('pouchdb-selector-core') as {
  matchesSelector(doc: object, selector: object): boolean;
};

/** CouchDB's default for `timeout` (chttpd changes_timeout) and for a bare `heartbeat=true`. */
const COUCH_DEFAULT_WAIT_MS = 60_000;

export type Json = Record<string, unknown>;

export interface Query {
  feed: string;
  since: string;
  limit: number | undefined;
  includeDocs: boolean;
  conflicts: boolean;
  allDocs: boolean;
  descending: boolean;
  /** How long a longpoll waits for a matching change; `undefined` with a heartbeat (waits for good). */
  timeoutMs: number | undefined;
  heartbeatMs: number | undefined;
}

export /** A request the bridge refuses as CouchDB would, with CouchDB's error body. */
class BadRequest extends Error {}

function flag(params: URLSearchParams, name: string): boolean {
  return params.get(name) === 'true';
}

function count(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new BadRequest(`Invalid value for ${name}: ${raw}`);
  return n;
}

export function parseQuery(params: URLSearchParams): Query {
  const heartbeat = params.get('heartbeat');
  const heartbeatMs =
    heartbeat === null || heartbeat === 'false'
      ? undefined
      : heartbeat === 'true'
        ? COUCH_DEFAULT_WAIT_MS
        : count(params, 'heartbeat');
  const limit = count(params, 'limit');
  return {
    feed: params.get('feed') ?? 'normal',
    since: params.get('since') ?? '0',
    // CouchDB reads limit=0 as 1, as pouchdb-server does.
    limit: limit === undefined ? undefined : Math.max(limit, 1),
    includeDocs: flag(params, 'include_docs'),
    conflicts: flag(params, 'conflicts'),
    allDocs: params.get('style') === 'all_docs',
    descending: flag(params, 'descending'),
    // A heartbeat keeps the feed open however long it waits (CouchDB: it overrides the timeout).
    // CouchDB never waits longer than its default, whatever `timeout` asks.
    timeoutMs:
      heartbeatMs !== undefined
        ? undefined
        : Math.min(count(params, 'timeout') ?? COUCH_DEFAULT_WAIT_MS, COUCH_DEFAULT_WAIT_MS),
    heartbeatMs: heartbeatMs === 0 ? undefined : heartbeatMs,
  };
}

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    // Decoded as a stream, so a character split across chunks stays whole.
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export function parseSelector(method: string | undefined, body: string): Json {
  let parsed: unknown;
  try {
    parsed = method === 'POST' && body.trim() !== '' ? JSON.parse(body) : undefined;
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
  const selector = (parsed as { selector?: unknown } | undefined)?.selector;
  if (selector === undefined) throw new BadRequest('Selector must be specified in POST payload');
  if (typeof selector !== 'object' || selector === null || Array.isArray(selector))
    throw new BadRequest('Selector error: expected a JSON object');
  try {
    // CouchDB checks the selector before reading; an unknown operator is the client's error.
    matchesSelector({ _id: '' }, selector);
  } catch (err) {
    throw new BadRequest(err instanceof Error ? err.message : String(err));
  }
  return selector as Json;
}
