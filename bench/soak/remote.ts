import type { Agent } from 'node:http';
import PouchDB from 'pouchdb-node';
import { alwaysBulkGet } from '@restaurantpro/schema';
import { withDeadline } from '../../web/src/lib/deadline-fetch.ts';

export type Db = PouchDB.Database;

/** How long a device's `GET /db/floor/` waits for a restarting gateway (see remoteDb). */
const INFO_RETRY_MS = 60_000;

/** What a device's remote database may be opened with besides the defaults (benchmarks use them). */
export interface RemoteOptions {
  /** The replicated database (`floor` unless said; managers also replicate `office`). */
  db?: string;
  /** Stands in for `PouchDB.fetch` under the cookie and retry below, e.g. to count requests. */
  fetch?: typeof PouchDB.fetch;
  /**
   * The connections the requests go over. Without one, PouchDB's node-fetch asks the server to close
   * each connection after its answer, so every request costs a new TCP connection on both sides; a
   * browser keeps them open (a keep-alive agent per device stands in for that).
   */
  agent?: Agent;
}

/**
 * The gateway's floor database as a device's PouchDB sees it, through `baseUrl` (the device's
 * proxy), the session cookie on every request.
 */
export function remoteDb(baseUrl: string, cookie: string, options: RemoteOptions = {}): Db {
  // As the app's remote databases (web/src/data/pouch.ts): no request waits forever.
  const send = withDeadline(options.fetch ?? PouchDB.fetch);
  // As the app's (web/src/data/pouch.ts): documents always come by `_bulk_get`.
  const remote = new PouchDB(`${baseUrl}/db/${options.db ?? 'floor'}`, {
    skip_setup: true,
    fetch: async (url, opts) => {
      const headers = new Headers(opts?.headers);
      headers.set('cookie', cookie);
      // PouchDB 9 reads the source's info after each replicated batch without handling a failure, so
      // a link cut or a gateway restart at that moment would be an unhandled rejection in the client
      // (a bug of the client, not of the gateway). That one read waits for the link to come back.
      const path = new URL(String(url)).pathname;
      const isInfo = (opts?.method ?? 'GET') === 'GET' && /^\/db\/[a-z]+\/?$/.test(path);
      const deadline = Date.now() + INFO_RETRY_MS;
      for (;;) {
        try {
          // node-fetch's own option, beside the standard ones.
          return await send(url, { ...opts, headers, ...(options.agent ? { agent: options.agent } : {}) });
        } catch (err) {
          if (!isInfo || Date.now() > deadline) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  });
  return alwaysBulkGet(remote);
}
