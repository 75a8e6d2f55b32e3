import { EventEmitter } from 'node:events';
import PouchDB from 'pouchdb-node';
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
    back_off_function: (delay: number) => (delay === 0 ? 500 : Math.min(delay * 2, options.maxRetryMs)),
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
  const events = new EventEmitter();
  let stopped = false;
  let pass: PouchDB.Replication.Replication<object> | null = null;
  let wake: PouchDB.Core.Changes<object> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = 0;
  const run = () => {
    if (stopped) return;
    const current = PouchDB.replicate(source, target, { ...replicationOptions(options), live: false });
    pass = current;
    // Its failure is told by 'error' below; the promise PouchDB also returns is not left unhandled.
    current.catch(() => undefined);
    current.on('change', (info) => events.emit('change', info));
    current.on('denied', (err) => events.emit('denied', err));
    current.on('active', () => events.emit('active'));
    current.on('complete', (info) => {
      if (stopped) return;
      delay = 0;
      events.emit('paused');
      void waitForWrite(info.last_seq);
    });
    current.on('error', (err) => {
      if (stopped) return;
      events.emit('paused', err);
      delay = delay === 0 ? 500 : Math.min(delay * 2, options.maxRetryMs);
      retry = setTimeout(run, delay);
    });
  };
  /** The next pass at the first write after `reached` (at once when one came in meanwhile). */
  const waitForWrite = async (reached: number | string) => {
    const feed = source.changes({ since: 'now', live: true, limit: 1, return_docs: false });
    wake = feed;
    let started = false;
    const next = () => {
      if (started || stopped) return;
      started = true;
      feed.cancel();
      run();
    };
    feed.on('change', next);
    const { update_seq: seq } = await source.info();
    if (Number(seq) > Number(reached)) next();
  };
  run();
  return {
    on: (event, listener) => events.on(event, listener as (...args: unknown[]) => void),
    cancel() {
      stopped = true;
      clearTimeout(retry);
      pass?.cancel();
      wake?.cancel();
    },
  };
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

/** One direction of a live, retried replication with a CouchDB database (Store.replicate). */
export function replicateWith(local: PouchDB.Database, options: StoreReplicationOptions): StoreReplication {
  const remote = new PouchDB(options.remoteUrl, {
    skip_setup: true,
    fetch: fetchWithin(options.requestTimeoutMs),
  } as PouchDB.Configuration.RemoteDatabaseConfiguration);
  if (options.direction === 'push' && options.once !== true)
    return handleOf(pushInPasses(local, remote, options), remote);
  const [source, target] = options.direction === 'push' ? [local, remote] : [remote, local];
  const replication = PouchDB.replicate(source, target, {
    ...replicationOptions(options),
    live: options.once !== true,
    retry: true,
  });
  return handleOf(
    {
      on: (event, listener) => replication.on(event as 'change', listener as () => void),
      cancel: () => replication.cancel(),
    },
    remote,
  );
}
