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

/** One direction of a live, retried replication with a CouchDB database (Store.replicate). */
export function replicateWith(local: PouchDB.Database, options: StoreReplicationOptions): StoreReplication {
  const remote = new PouchDB(options.remoteUrl, {
    skip_setup: true,
    fetch: fetchWithin(options.requestTimeoutMs),
  } as PouchDB.Configuration.RemoteDatabaseConfiguration);
  const [source, target] = options.direction === 'push' ? [local, remote] : [remote, local];
  const replication = PouchDB.replicate(source, target, {
    live: options.once !== true,
    retry: true,
    back_off_function: (delay: number) => (delay === 0 ? 500 : Math.min(delay * 2, options.maxRetryMs)),
    // Longpolls that end on their own within the request's deadline, like the devices' (DEVICE_SYNC_LIVE).
    heartbeat: false,
    timeout: Math.floor(options.requestTimeoutMs / 3),
    batch_size: 200,
    // A selector is the remote's to apply (`_changes?filter=_selector`); a function is applied here,
    // on every document the remote sends.
    ...(options.selector === undefined ? { filter: options.filter } : { selector: options.selector }),
  } as PouchDB.Replication.ReplicateOptions);
  const handle: StoreReplication = {
    on(event: string, listener: (...args: never[]) => void) {
      replication.on(event as 'change', listener as () => void);
      return handle;
    },
    cancel() {
      replication.cancel();
      void remote.close();
    },
  } as StoreReplication;
  return handle;
}
