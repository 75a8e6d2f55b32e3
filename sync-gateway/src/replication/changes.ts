import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Change, ChangesOptions, ChangesResult, Seq, StoreDb } from '../store/types.ts';
import { parseCount, parseFlag, parseSince, parseString, type Query } from './query.ts';
import type { ReadFilter } from './read-filter.ts';

/** CouchDB's longpoll default; with heartbeats a client keeps waiting, so this only bounds idle feeds. */
const DEFAULT_LONGPOLL_TIMEOUT_MS = 60_000;
/** Changes that land together (one `_bulk_docs`) leave in one answer rather than one each. */
const GATHER_MS = 0;

export interface ChangesRequest {
  feed: 'normal' | 'longpoll';
  since: Seq | 'now';
  options: ChangesOptions;
  heartbeatMs: number | undefined;
  timeoutMs: number;
}

/** Reads `_changes` parameters; `null` for what this gateway does not serve (client filters, continuous). */
export function parseChangesRequest(query: Query, filter: ReadFilter): ChangesRequest | null {
  const feed = parseString(query, 'feed') ?? 'normal';
  if (feed !== 'normal' && feed !== 'longpoll') return null;
  // The gateway's own filter decides what a device reads; client-side filters would be a second door.
  if (parseString(query, 'filter') !== undefined) return null;
  const options: ChangesOptions = {
    since: parseSince(query),
    style: parseString(query, 'style') === 'all_docs' ? 'all_docs' : 'main_only',
  };
  const limit = parseCount(query, 'limit');
  if (limit !== undefined && limit > 0) options.limit = limit;
  if (parseFlag(query, 'include_docs')) options.include_docs = true;
  if (parseFlag(query, 'conflicts')) options.conflicts = true;
  if (filter.selector !== null) options.selector = filter.selector;
  const heartbeat = parseCount(query, 'heartbeat');
  return {
    feed,
    since: options.since ?? 0,
    options,
    heartbeatMs: heartbeat !== undefined && heartbeat > 0 ? heartbeat : undefined,
    timeoutMs: parseCount(query, 'timeout') ?? DEFAULT_LONGPOLL_TIMEOUT_MS,
  };
}

/**
 * Answers are written on the raw response: streamed as they are produced, never through `onSend`
 * hooks (so nothing compresses or buffers them), and without the session cookie being re-sent.
 */
function openStream(reply: FastifyReply): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'no-cache, no-store',
    // Tells a reverse proxy (nginx) not to buffer the feed either.
    'x-accel-buffering': 'no',
  });
  reply.raw.flushHeaders();
}

function writeResult(reply: FastifyReply, results: Change[], lastSeq: Seq): void {
  const body = results.map((change) => JSON.stringify(change)).join(',\n');
  reply.raw.end(`{"results":[${body}],\n"last_seq":${JSON.stringify(lastSeq)}}\n`);
}

/** `GET|POST /db/<name>/_changes`: the normal feed, or a longpoll answered from the store's live feed. */
export async function serveChanges(request: FastifyRequest, reply: FastifyReply, db: StoreDb, req: ChangesRequest): Promise<void> {
  let since = req.since;
  let first: ChangesResult | null = null;
  if (since === 'now') {
    since = (await db.info()).update_seq;
  } else {
    first = await db.changes({ ...req.options, since });
  }
  if (req.feed === 'normal' || (first !== null && first.results.length > 0)) {
    openStream(reply);
    writeResult(reply, first?.results ?? [], first?.last_seq ?? since);
    return;
  }
  waitForChanges(request, reply, db, req, first?.last_seq ?? since);
}

/**
 * Longpoll: nothing new yet, so wait on the store's live feed (no polling) from the sequence just
 * read, writing a newline every heartbeat so clients and proxies keep the connection. A failing
 * store feed destroys the connection: PouchDB sees a network error and its retry takes over.
 */
function waitForChanges(request: FastifyRequest, reply: FastifyReply, db: StoreDb, req: ChangesRequest, since: Seq): void {
  openStream(reply);
  const gathered: Change[] = [];
  let done = false;
  let flushTimer: NodeJS.Timeout | undefined;

  const finish = () => {
    done = true;
    subscription.cancel();
    clearInterval(heartbeat);
    clearTimeout(timeout);
    clearTimeout(flushTimer);
  };
  const answer = () => {
    if (done) return;
    finish();
    const last = gathered[gathered.length - 1];
    writeResult(reply, gathered, last === undefined ? since : last.seq);
  };

  const { limit: _limit, ...liveOptions } = req.options;
  const subscription = db.liveChanges(
    { ...liveOptions, since },
    (change) => {
      if (done) return;
      gathered.push(change);
      if (req.options.limit !== undefined && gathered.length >= req.options.limit) answer();
      else flushTimer ??= setTimeout(answer, GATHER_MS);
    },
    (err) => {
      if (done) return;
      finish();
      request.log.warn({ err }, 'changes feed failed; closing the client connection');
      reply.raw.destroy();
    },
  );
  const heartbeat = req.heartbeatMs === undefined ? undefined : setInterval(() => reply.raw.write('\n'), req.heartbeatMs);
  // With heartbeats CouchDB keeps a longpoll open indefinitely; an empty answer after a long idle
  // spell is equivalent for PouchDB and frees the subscription.
  const timeout = setTimeout(answer, req.heartbeatMs === undefined ? req.timeoutMs : Math.max(req.timeoutMs, DEFAULT_LONGPOLL_TIMEOUT_MS));
  // The response's `close` (not the request's) tells that the client went away mid-wait.
  reply.raw.once('close', () => {
    if (!done) finish();
  });
}
