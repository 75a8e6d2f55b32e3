import fp from 'fastify-plugin';
import { errorEnvelope } from '@restaurantpro/schema';
import type { Config } from '../config.ts';
import { FloorIndexes } from './current.ts';
import { createCouchStore } from './couch-store.ts';
import { createPouchStore } from './pouch-store.ts';
import type { Store } from './types.ts';

/** The verbs every part of the gateway writes over the store (see README.md). */
export { follow, type FollowFrom, type FollowOptions, type Following, type Settle } from './follow.ts';
export { update, type UpdateFn } from './update.ts';
export { scan, type ScanRange } from './scan.ts';
/** Typed reads: each document parsed with its kind's schema (see docs.ts). */
export { docs, isStoredAnyKind, isStoredKind, storedOfKind, type Docs } from './docs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every persisted byte goes through here (DESIGN.md §3). */
    store: Store;
    /** Whether the floor's indexes are built; both doors fall back to reads without them until then. */
    floorIndexes: FloorIndexes;
  }
}

export interface StorePluginOptions {
  /**
   * A store owned by the caller (tests sharing one store between apps): provisioned here, but closed by
   * its owner, since another app may still be using it.
   */
  store?: Store;
}

/** The store the config selects: CouchDB when `COUCHDB_URL` is set, else the embedded store under `DATA_DIR`. */
export function storeFromConfig(config: Config): Store {
  if (config.couchdbUrl !== undefined)
    return createCouchStore({ url: config.couchdbUrl, prefix: config.dbPrefix });
  return createPouchStore({ dataDir: config.dataDir, prefix: config.dbPrefix });
}

/**
 * Decorates `fastify.store`: the injected store, else CouchDB when `COUCHDB_URL` is set, else the
 * embedded PouchDB store under `DATA_DIR`. Databases are provisioned before any route runs, and the
 * store closes with the app. Also serves the probes: `/healthz` (process alive, never touches the
 * store, so a slow CouchDB does not get the gateway restarted) and `/readyz` (store answers).
 */
export default fp<StorePluginOptions>(
  async (fastify, opts) => {
    const store = opts.store ?? storeFromConfig(fastify.config);
    if (!opts.store) {
      fastify.addHook('onClose', async () => {
        await store.close();
      });
    }
    await store.provision();
    fastify.decorate('store', store);
    // Started now and never awaited here: on a history that never had the indexes, building them
    // takes minutes, and the gateway must listen meanwhile (see FloorIndexes).
    const floorIndexes = new FloorIndexes(store.db('floor'));
    fastify.decorate('floorIndexes', floorIndexes);
    floorIndexes.refresh().catch((err: unknown) => fastify.log.warn({ err }, 'floor indexes not built yet'));

    fastify.get('/healthz', async () => ({ status: 'ok' }));
    fastify.get('/readyz', async (request, reply) => {
      try {
        await store.ping();
        return { status: 'ok' };
      } catch (err) {
        request.log.warn({ err }, 'store not reachable');
        return reply.code(503).send(errorEnvelope('unavailable', 'Store unavailable'));
      }
    });
  },
  { name: 'store' },
);
