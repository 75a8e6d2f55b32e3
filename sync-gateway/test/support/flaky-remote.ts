/**
 * A device's link to the gateway that a test cuts, for the replication tests under faults. Not
 * imported by product code.
 */
import PouchDB from 'pouchdb-node';
import type { Device } from '../replication/helpers.ts';

/** How a device's link to the gateway behaves for its next request. */
export type Link = 'up' | 'down' | 'cut-after-bulk-docs';

/**
 * The gateway database behind a link a test controls: 'down' fails every request before it
 * leaves; 'cut-after-bulk-docs' lets the push reach the gateway and store its documents, then loses
 * the answer — the device cannot know they were stored, so it sends them again later.
 */
export function flakyRemote(dbUrl: string, cookie: string, link: { state: Link }): Device {
  return new PouchDB(dbUrl, {
    skip_setup: true,
    fetch: async (url, opts) => {
      if (link.state === 'down') throw new TypeError('fetch failed: network is down');
      const headers = new Headers(opts?.headers);
      headers.set('cookie', cookie);
      const res = await PouchDB.fetch(url, { ...opts, headers });
      if (link.state === 'cut-after-bulk-docs' && new URL(String(url)).pathname.endsWith('/_bulk_docs')) {
        await res.arrayBuffer();
        throw new TypeError('fetch failed: connection reset');
      }
      return res;
    },
  });
}
