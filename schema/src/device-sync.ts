/**
 * Where a device's live sync keeps its replication checkpoints: each direction on the device only
 * (the pull's target, the push's source). PouchDB's default writes every checkpoint on both sides,
 * so each replicated batch cost the gateway a `_local` read and write per direction, for every
 * device: most of the requests of a busy service, and two of the four a first round waits for.
 *
 * What the server-side copy protected against, a server whose database went back in time (a
 * restore) while devices remember later sequences, is covered by the gateway's server uuid: it is
 * derived from a marker in each replicated database, so a database created again (every restore)
 * gives a new uuid, a new replication id on every device, and a replication from nothing.
 */
export const DEVICE_SYNC_CHECKPOINTS = {
  push: { checkpoint: 'source' },
  pull: { checkpoint: 'target' },
} as const;
