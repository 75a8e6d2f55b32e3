import PouchDB from 'pouchdb-browser';
import indexeddb from 'pouchdb-adapter-indexeddb';
import { alwaysBulkGet } from '@restaurantpro/schema';
import { withDeadline } from '../lib/deadline-fetch.ts';

/*
 * Local replicas use `pouchdb-adapter-indexeddb` rather than pouchdb-browser's default `idb`:
 * measured ~10 % faster in browser-to-browser replication here, it stores one document per
 * IndexedDB record (smaller, faster queries) and it implements `purge`, which keeps the replica
 * bounded by dropping old business days (see purge.ts).
 */
PouchDB.plugin(indexeddb);

/**
 * `auto_compaction`: a device keeps only the current body of each document, not the body of every
 * revision it went through (an order moves pending → preparing → ready → served, and each move used
 * to leave its previous body on the disk until the day's purge; e2e/staff-storage.spec.ts measures
 * a day of 300 orders with and without). Conflicts still replicate: their leaves are kept.
 */
export function openLocalDb(name: string): PouchDB.Database {
  return new PouchDB(name, { adapter: 'indexeddb', auto_compaction: true });
}

/**
 * The gateway's `/db/<name>` (same origin: the session cookie goes along, no CORS). No request to
 * it waits forever (deadline-fetch.ts): a link that died without closing is given up and retried.
 * Documents always come by `_bulk_get`, even when the first one was cut off (schema's bulk-get.ts).
 */
export function openRemoteDb(name: string): PouchDB.Database {
  const remote = new PouchDB(new URL(`/db/${name}`, window.location.origin).toString(), {
    skip_setup: true,
    fetch: withDeadline((url, opts) => PouchDB.fetch(url, opts)),
  });
  return alwaysBulkGet(remote);
}
