/**
 * What tools outside the gateway (benchmarks, the backup script) may use of the store, exported as
 * `@restaurantpro/sync-gateway/store`: the embedded store, the database names, the floor's index
 * refresh, the three verbs written over any store (`follow`, `update`, `scan`) and its typed reads
 * (`docs`). Everything else under `store/` is the gateway's own.
 */
export { createPouchStore } from './pouch-store.ts';
export { refreshFloorIndexes } from './current.ts';
export { follow, type FollowFrom, type FollowOptions, type Following, type Settle } from './follow.ts';
export { update, type UpdateFn } from './update.ts';
export { scan, type ScanRange } from './scan.ts';
export { docs, type Docs } from './docs.ts';
export { DATABASE_NAMES, type DatabaseName, type Store, type StoreDb, type StoredDoc } from './types.ts';
/** The databases a site hub shares with the cloud, which its cloud user may read and write. */
export { SITE_DATABASES } from '../site/link.ts';
