/**
 * Where a device's live sync keeps its pull's replication checkpoints: on the device only (PouchDB's
 * `checkpoint` option, the pull's target). PouchDB's default writes every checkpoint on both sides,
 * so each pulled batch cost the gateway a `_local` read and write, for every device, on every change
 * any device makes: most of the requests of a busy service.
 *
 * What the server-side copy protected against, a server whose database went back in time (a
 * restore) while devices remember later sequences, is covered by the gateway's server uuid: it is
 * derived from a marker in each replicated database, so a database created again (every restore)
 * gives a new uuid, a new replication id on every device, and a replication from nothing.
 *
 * The push passes over the revisions the pull brought (web/src/data/push-skips.ts): asked about
 * each, the gateway answered "already there" and took a checkpoint, three requests per pulled batch
 * on every device. What the push still sends keeps PouchDB's default checkpoints. Kept on the
 * device only, the app's count of changes waiting to go up read 0 while offline (three browser
 * tests: the offline order, the staff screen's offline round, signing out with changes unsent); the
 * push's server-side checkpoint also lets a device notice a server that lost what it had sent.
 */
export const DEVICE_SYNC_CHECKPOINTS = {
  pull: { checkpoint: 'target' },
} as const;

/**
 * How long a device's waiting `_changes` (longpoll) asks the gateway to wait for a change before
 * answering empty. Sent as the request's `timeout`, without heartbeats, so every answer has a
 * deadline the device can hold it to (web/src/lib/deadline-fetch.ts): a few empty answers a minute per idle
 * device, which the gateway serves from memory.
 */
export const SYNC_LONGPOLL_MS = 10_000;

/** Options of a device's live sync besides the checkpoints: every longpoll ends within its timeout. */
export const DEVICE_SYNC_LIVE = { heartbeat: false, timeout: SYNC_LONGPOLL_MS } as const;

/** How much longer than it asked for a longpoll may take before the device gives its link up. */
export const LONGPOLL_MARGIN_MS = 10_000;

/**
 * Any other request to the gateway. Long enough for a first sync's batch over a slow link; a
 * request this old is on a connection that died without closing.
 */
export const REQUEST_DEADLINE_MS = 60_000;

/**
 * CouchDB's longpoll default, and the gateway's longest longpoll when a device sends heartbeats
 * instead of a timeout: with heartbeats a client keeps waiting, so this only bounds idle feeds.
 */
export const GATEWAY_LONGPOLL_MAX_MS = 60_000;
