import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_DEACTIVATED_MESSAGE, GATEWAY_LONGPOLL_MAX_MS } from '@restaurantpro/schema';
import type { EndReason } from '../auth/live-requests.ts';
import type { Change, ChangesOptions, ChangesResult, Seq, StoreDb } from '../store/types.ts';
import { answerKey, firstSync, firstSyncReady, isFirstSync } from './first-sync.ts';
import { parseCount, parseFlag, parseSince, parseString, type Query } from './query.ts';
import { latestPerDoc, type LiveFeed } from './live-feed.ts';
import type { ReadFilter } from './read-filter.ts';
import { isAfter } from './seq.ts';
import { encoded } from './shared-reads.ts';

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
    timeoutMs: parseCount(query, 'timeout') ?? GATEWAY_LONGPOLL_MAX_MS,
  };
}

/**
 * Answers are written on the raw response: streamed as they are produced, never through `onSend`
 * hooks (so nothing compresses or buffers them), and without the session cookie being re-sent.
 */
function openStream(reply: FastifyReply): void {
  if (!reply.sent) reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'no-cache, no-store',
    // Tells a reverse proxy (nginx) not to buffer the feed either.
    'x-accel-buffering': 'no',
  });
  reply.raw.flushHeaders();
}

/** A shared first-sync answer goes to every device joining together: its results are encoded once. */
function writeResult(reply: FastifyReply, results: readonly Change[], lastSeq: Seq): void {
  // Corked: the three parts leave together (`end` uncorks).
  reply.raw.cork();
  reply.raw.write('{"results":');
  reply.raw.write(encoded(results));
  reply.raw.end(`,\n"last_seq":${JSON.stringify(lastSeq)}}\n`);
}

/** A shared-feed change as this request asked for it: its style, its document or not, conflicts or not. */
function shape(change: Change, options: ChangesOptions): Change {
  const doc = change.doc;
  const winner = doc?._rev ?? change.changes[0]?.rev;
  const out: Change = {
    id: change.id,
    seq: change.seq,
    changes: options.style === 'all_docs' || winner === undefined ? change.changes : [{ rev: winner }],
  };
  if (change.deleted === true) out.deleted = true;
  if (options.include_docs === true && doc !== undefined) {
    if (options.conflicts === true) out.doc = doc;
    else {
      const { _conflicts: _omitted, ...rest } = doc;
      out.doc = rest;
    }
  }
  return out;
}

/** The changes after `since` this device may read, shaped for it; at most `limit`. */
function visible(
  changes: readonly Change[],
  since: Seq,
  filter: ReadFilter,
  options: ChangesOptions,
): Change[] {
  const out = latestPerDoc(changes.filter((change) => isAfter(change.seq, since)))
    .filter((change) => change.doc === undefined || filter.allows(change.doc))
    .map((change) => shape(change, options));
  return options.limit === undefined ? out : out.slice(0, options.limit);
}

/** The sequence an answer ends at: its last change when `limit` cut it short, else where the reading stopped. */
function answerSeq(results: readonly Change[], readUpTo: Seq, options: ChangesOptions): Seq {
  const last = results[results.length - 1];
  return last !== undefined && options.limit !== undefined && results.length >= options.limit
    ? last.seq
    : readUpTo;
}

/** What a `_changes` request is served from: the database, its shared live feed, this device's read filter. */
export interface ChangesSource {
  db: StoreDb;
  feed: LiveFeed;
  filter: ReadFilter;
}

/**
 * The store's own feed through the device's selector, each row's winner judged again by `allows`.
 * CouchDB judges a `style=all_docs` selector leaf by leaf, so a document once in conflict passes
 * through the deleted leaf its merge left (the filter lets every deletion through), whatever its
 * winner; PouchDB judges the winner only. Read with the documents, so the winner can be judged,
 * and sent without them when the device did not ask.
 */
async function judgedChanges(
  db: StoreDb,
  filter: ReadFilter,
  options: ChangesOptions,
  since: Seq,
): Promise<ChangesResult> {
  if (filter.selector === null) return db.changes({ ...options, since });
  const read = await db.changes({ ...options, since, include_docs: true });
  const results = read.results
    .filter((change) => change.doc === undefined || filter.allows(change.doc))
    .map((change) => shape(change, options));
  return { ...read, results };
}

/**
 * Changes after `since` read from the store: from nothing, every current document (first-sync.ts),
 * once the indexes that finds them are built, shared with the devices asking for the same at the
 * same sequence; otherwise the store's own feed through the device's selector.
 */
async function readStore(
  { db, feed, filter }: ChangesSource,
  options: ChangesOptions,
  since: Seq,
): Promise<ChangesResult> {
  const plan = filter.current;
  if (!isFirstSync(since) || plan === undefined || !firstSyncReady(plan, feed.indexesReady))
    return judgedChanges(db, filter, options, since);
  const { update_seq: seq } = await db.info();
  return feed.firstSyncAnswer(answerKey(filter, options), seq, () =>
    firstSync(db, filter, plan, options, seq),
  );
}

/** `GET|POST /db/<name>/_changes`: the normal feed read from the store, or a longpoll on the shared live feed. */
export async function serveChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  source: ChangesSource,
  req: ChangesRequest,
): Promise<void> {
  const { db } = source;
  if (req.feed === 'normal') {
    const since = req.since === 'now' ? (await db.info()).update_seq : req.since;
    const read = await readStore(source, req.options, since);
    openStream(reply);
    writeResult(reply, read.results, read.last_seq);
    return;
  }
  await waitForChanges(request, reply, source, req);
}

/**
 * Longpoll: joins the database's shared live feed first, then looks for changes after `since` (in
 * the feed's recent memory, else in the store), so nothing committed in between is missed. With
 * nothing to send yet it waits on the feed (no polling), writing a newline every heartbeat so clients
 * and proxies keep the connection, and answers as soon as a change this device may read arrives. A
 * failing store feed destroys the connection: PouchDB sees a network error and its retry takes over.
 */
async function waitForChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  source: ChangesSource,
  req: ChangesRequest,
): Promise<void> {
  const { db, feed, filter } = source;
  let done = false;
  let position: Seq | null = null;
  const early: Change[] = [];
  const timers: { heartbeat?: NodeJS.Timeout; timeout?: NodeJS.Timeout } = {};
  let leave: () => void = () => undefined;

  const finish = () => {
    done = true;
    leave();
    release();
    clearInterval(timers.heartbeat);
    clearTimeout(timers.timeout);
  };
  const answer = (results: readonly Change[], lastSeq: Seq) => {
    if (done) return;
    finish();
    if (!reply.raw.headersSent) openStream(reply);
    writeResult(reply, results, lastSeq);
  };
  /** Answers with what a batch holds for this device; otherwise only moves the position on. */
  const consider = (batch: readonly Change[]) => {
    if (done || position === null) return;
    const results = visible(batch, position, filter, req.options);
    const last = batch[batch.length - 1];
    if (last !== undefined && isAfter(last.seq, position)) position = last.seq;
    if (results.length > 0) answer(results, answerSeq(results, position, req.options));
  };

  // A waiting request was judged with the user as they were when it arrived: when the account
  // changes on any gateway (auth's account watch), it ends. Deactivated: 401, or, once a heartbeat
  // has sent the headers, a cut connection whose retry gets the 401. Role changed: an empty answer,
  // so the device's next request is judged, and filtered, with the new role.
  // Absent, not null, where no auth runs (the protocol test mode): nothing to end then.
  const user = request.user ?? null;
  let release: () => void = () => undefined;
  const end = (reason: EndReason) => {
    if (done) return;
    // Held only once `position` is known (see below).
    if (reason === 'role') return answer([], position ?? 0);
    finish();
    if (reply.raw.headersSent) return void reply.raw.destroy();
    if (!reply.sent) reply.hijack();
    reply.raw.writeHead(401, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    reply.raw.end(JSON.stringify({ error: 'unauthorized', reason: ACCOUNT_DEACTIVATED_MESSAGE }));
  };

  leave = await feed.join({
    onChanges(batch) {
      if (position === null) early.push(...batch);
      else consider(batch);
    },
    onError(err) {
      if (done) return;
      finish();
      request.log.warn({ err }, 'changes feed failed; closing the client connection');
      // Taken over (waiting): the connection is cut, and PouchDB's retry finds a gateway.
      if (reply.raw.headersSent || reply.sent) reply.raw.destroy();
      else void reply.code(503).send({ error: 'unavailable', reason: 'Cambios no disponibles' });
    },
  });
  if (done) return;

  let since: Seq;
  let first: Change[];
  if (req.since === 'now') {
    since = (await db.info()).update_seq;
    first = [];
  } else {
    const recent = feed.changesSince(req.since);
    if (recent !== null) {
      since = req.since;
      first = visible(recent, since, filter, req.options);
      const lastRecent = recent[recent.length - 1];
      if (lastRecent !== undefined) since = lastRecent.seq;
    } else {
      const read = await readStore(source, req.options, req.since);
      since = read.last_seq;
      first = read.results;
    }
  }
  if (done) return;
  if (first.length > 0) {
    answer(first, answerSeq(first, since, req.options));
    return;
  }
  position = since;
  consider(early.splice(0));
  if (done) return;

  if (user !== null) release = request.server.liveRequests.hold(user, end);
  // Taken over from Fastify now, but the 200 waits for the first heartbeat or the answer: until
  // then an account ended meanwhile can still be told so with a 401 (see `end`).
  reply.hijack();
  timers.heartbeat =
    req.heartbeatMs === undefined
      ? undefined
      : setInterval(() => {
          if (!reply.raw.headersSent) openStream(reply);
          reply.raw.write('\n');
        }, req.heartbeatMs);
  // With heartbeats CouchDB keeps a longpoll open indefinitely; an empty answer after a long idle
  // spell is equivalent for PouchDB and frees the listener.
  timers.timeout = setTimeout(
    () => answer([], position ?? since),
    req.heartbeatMs === undefined ? req.timeoutMs : Math.max(req.timeoutMs, GATEWAY_LONGPOLL_MAX_MS),
  );
  // The response's `close` (not the request's) tells that the client went away mid-wait.
  reply.raw.once('close', () => {
    if (!done) finish();
  });
}
