/**
 * What tools outside the gateway (benchmarks, the backup script) may use of the store, exported as
 * `@restaurantpro/sync-gateway/store`: the embedded store, the database names and the floor's
 * index refresh. Everything else under `store/` is the gateway's own.
 */
export { createPouchStore } from './pouch-store.ts';
export { refreshFloorIndexes } from './current.ts';
export { DATABASE_NAMES, type DatabaseName, type Store, type StoreDb, type StoredDoc } from './types.ts';
