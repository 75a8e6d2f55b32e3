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
 * The push keeps PouchDB's default. Kept on the device only, the app's count of changes waiting to
 * go up read 0 while offline (three browser tests: the offline order, the staff screen's offline
 * round, signing out with changes unsent); the push's server-side checkpoint also lets a device
 * notice a server that lost what it had sent.
 */
export const DEVICE_SYNC_CHECKPOINTS = {
  pull: { checkpoint: 'target' },
} as const;
