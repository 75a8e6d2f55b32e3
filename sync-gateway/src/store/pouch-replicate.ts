import { EventEmitter } from 'node:events';
import PouchDB from 'pouchdb-node';
import { alwaysBulkGet, cancelAtFirstFailure } from '@restaurantpro/schema';
import type { StoreReplication, StoreReplicationOptions } from './types.ts';

/*
 * The embedded store's replication with a CouchDB database (Store.replicate): a site hub's link to
 * the cloud. Its own module: the rest of pouch-store.ts serves the gateway's reads and writes.
 */

/**
 * A fetch that gives a request up after `ms`, its body's reading included: PouchDB sets no deadline
 * of its own, and a request on a link that died without closing would otherwise wait forever.
 */
function fetchWithin(ms: number): typeof fetch {
  return async (input, init) => {
    const deadline = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const answer = await fetch(input, { ...init, signal });
    // PouchDB reads an attachment with `buffer()` where it finds one, else `blob()`; Node's fetch
    // has only the latter, whose Blob the leveldb adapter cannot hash (it throws, uncaught).
    return Object.assign(answer, { buffer: async () => Buffer.from(await answer.arrayBuffer()) });
  };
}

/** A replication under way, either kind: what the store's handle (handleOf) needs of it. */
interface Running {
  on(event: string, listener: (...args: never[]) => void): void;
  cancel(): void;
}

/** The replication's options but `live`: what both a live replication and a one-off pass take. */
function replicationOptions(options: StoreReplicationOptions): PouchDB.Replication.ReplicateOptions {
  return {
    // Longpolls that end on their own within the request's deadline, like the devices' (DEVICE_SYNC_LIVE).
    heartbeat: false,
    timeout: Math.floor(options.requestTimeoutMs / 3),
    batch_size: 200,
    // A selector is the remote's to apply (`_changes?filter=_selector`); a function is applied here,
    // on every document the remote sends.
    ...(options.selector === undefined ? { filter: options.filter } : { selector: options.selector }),
  } as PouchDB.Replication.ReplicateOptions;
}

/**
 * What a replication made of attempts keeps (the push's passes, a pull started again after each
 * failure): its listeners, whether it was cancelled, and the back-off before the next attempt, 500 ms
 * doubled per failure in a row up to `maxRetryMs`.
 */
class Attempts implements Running {
  private readonly events = new EventEmitter();
  stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private delay = 0;

  constructor(
    private readonly maxRetryMs: number,
    private readonly stopAttempt: () => void,
  ) {}

  on(event: string, listener: (...args: never[]) => void): void {
    this.events.on(event, listener as (...args: unknown[]) => void);
  }

  emit(event: string, ...args: unknown[]): void {
    this.events.emit(event, ...args);
  }

  succeeded(): void {
    this.delay = 0;
  }

  /** Tells `err` as a retrying replication does ('paused' with it), and runs `attempt` after the back-off. */
  failed(err: unknown, attempt: () => void): void {
    this.emit('paused', err);
    this.delay = this.delay === 0 ? 500 : Math.min(this.delay * 2, this.maxRetryMs);
    this.retry = setTimeout(attempt, this.delay);
  }

  cancel(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.stopAttempt();
  }
}

/**
 * The push as one-off passes, each started by the next local write. PouchDB's live replication,
 * once caught up, reads its source through a live changes feed whose passes have no limit: when the
 * hub's own store grows fast (a new hub pulling a year of history), each pass reads every document
 * written since the last, with its body (the filter needs it). A one-off pass reads `batch_size`
 * changes at a time and waits for each batch to be written before reading on. Events are those of a
 * live replication: 'paused' after each pass (with the error when it failed), 'change', 'denied'.
 */
function pushInPasses(
  source: PouchDB.Database,
  target: PouchDB.Database,
  options: StoreReplicationOptions,
): Running {
  let pass: PouchDB.Replication.Replication<object> | null = null;
  let wake: PouchDB.Core.Changes<object> | null = null;
  const attempts = new Attempts(options.maxRetryMs, () => {
    pass?.cancel();
    wake?.cancel();
  });
  const run = () => {
    if (attempts.stopped) return;
    const current = PouchDB.replicate(source, target, { ...replicationOptions(options), live: false });
    pass = current;
    // Its failure is told below; the promise PouchDB also returns is not left unhandled.
    current.catch(() => undefined);
    current.on('change', (info) => attempts.emit('change', info));
    current.on('denied', (err) => attempts.emit('denied', err));
    current.on('active', () => attempts.emit('active'));
    current.on('complete', (info) => {
      if (attempts.stopped) return;
      attempts.succeeded();
      attempts.emit('paused');
      void waitForWrite(info.last_seq);
    });
    // Cancelled as it fails, so the failed pass writes nothing more (schema's replication-failure.ts).
    cancelAtFirstFailure(current, (err) => {
      if (!attempts.stopped) attempts.failed(err, run);
    });
  };
  /** The next pass at the first write after `reached` (at once when one came in meanwhile). */
  const waitForWrite = async (reached: number | string) => {
    const feed = source.changes({ since: 'now', live: true, limit: 1, return_docs: false });
    wake = feed;
    let started = false;
    const next = () => {
      if (started || attempts.stopped) return;
      started = true;
      feed.cancel();
      run();
    };
    feed.on('change', next);
    const { update_seq: seq } = await source.info();
    if (Number(seq) > Number(reached)) next();
  };
  run();
  return attempts;
}

/** The store's handle on a replication with `remote`: cancelling it closes `remote` too. */
function handleOf(running: Running, remote: PouchDB.Database): StoreReplication {
  const handle: StoreReplication = {
    on(event: string, listener: (...args: never[]) => void) {
      running.on(event, listener);
      return handle;
    },
    cancel() {
      running.cancel();
      void remote.close();
    },
  } as StoreReplication;
  return handle;
}

/**
 * A replication from `source` to `target`, live or once, started afresh after each failure rather
 * than by PouchDB's `retry`, which lets the failed attempt run on (schema's replication-failure.ts),
 * after the same back-off. Its events are a `retry` replication's: 'paused' with the error on each
 * failure; 'error' only for a one-off refused for good (a live one keeps trying).
 */
function restarting(
  source: PouchDB.Database,
  target: PouchDB.Database,
  options: StoreReplicationOptions,
): Running {
  let current: PouchDB.Replication.Replication<object> | null = null;
  const attempts = new Attempts(options.maxRetryMs, () => current?.cancel());
  const run = () => {
    if (attempts.stopped) return;
    const replication = PouchDB.replicate(source, target, {
      ...replicationOptions(options),
      live: options.once !== true,
      retry: true,
    });
    current = replication;
    // Its failure is told below; the promise PouchDB also returns is not left unhandled.
    replication.catch(() => undefined);
    // A cancelled attempt's late state is not this replication's; what it wrote is told all the same.
    const forward = (event: string) =>
      replication.on(event as 'change', (...args: unknown[]) => {
        if (current === replication || event === 'change') attempts.emit(event, ...args);
      });
    for (const event of ['change', 'denied', 'active', 'paused', 'complete']) forward(event);
    replication.on('paused', (err) => {
      if (err === undefined) attempts.succeeded();
    });
    cancelAtFirstFailure(replication, (err, fatal) => {
      if (attempts.stopped || current !== replication) return;
      current = null;
      if (fatal && options.once === true) attempts.emit('error', err);
      else attempts.failed(err, run);
    });
  };
  run();
  return attempts;
}

/** One direction of a replication with a CouchDB database (Store.replicate), started again after failures. */
export function replicateWith(local: PouchDB.Database, options: StoreReplicationOptions): StoreReplication {
  // Documents always come by `_bulk_get`, even when the first one met an outage (schema's bulk-get.ts).
  const remote = alwaysBulkGet(
    new PouchDB(options.remoteUrl, {
      skip_setup: true,
      fetch: fetchWithin(options.requestTimeoutMs),
    } as PouchDB.Configuration.RemoteDatabaseConfiguration),
  );
  if (options.direction === 'push' && options.once !== true)
    return handleOf(pushInPasses(local, remote, options), remote);
  const [source, target] = options.direction === 'push' ? [local, remote] : [remote, local];
  return handleOf(restarting(source, target, options), remote);
}
