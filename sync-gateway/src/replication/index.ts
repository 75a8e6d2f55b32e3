import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { StoreError } from '../store/types.ts';
import type { StoreDb } from '../store/types.ts';
import { LiveChecks } from './live-checks.ts';
import { LiveFeed } from './live-feed.ts';
import { REPLICATED_DBS } from './read-filter.ts';
import { replicationRoutes } from './routes.ts';

const INSTANCE_DOC = '_local/replication-server-uuid';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the read filter knows every live check of the store (tests, benchmarks). */
    liveChecksLoaded: () => Promise<void>;
  }
}

/**
 * A database's instance marker, created with the database and kept in it. It is a `_local` document,
 * so neither replication nor a backup's export carries it: a database created again (a restore, a
 * new prefix) gets a new one.
 */
async function instanceMarker(db: StoreDb): Promise<string> {
  try {
    const doc = await db.get(INSTANCE_DOC);
    if (typeof doc.uuid === 'string') return doc.uuid;
  } catch (err) {
    if (!(err instanceof StoreError && err.status === 404)) throw err;
  }
  const uuid = randomUUID().replaceAll('-', '');
  try {
    await db.put({ _id: INSTANCE_DOC, uuid });
    return uuid;
  } catch (err) {
    // Another gateway on the same store created it first: use theirs.
    if (err instanceof StoreError && err.status === 409) return instanceMarker(db);
    throw err;
  }
}

/**
 * The uuid the server root answers. PouchDB names its replication checkpoints after it, so it must
 * survive restarts (a new one makes every device replicate from nothing). Devices keep their pull's
 * checkpoints on their side only (DEVICE_SYNC_CHECKPOINTS), so it must also change whenever a
 * replicated database starts again from nothing, whose sequences go back to zero: it is derived
 * from every replicated database's instance marker.
 */
export async function replicationServerUuid(dbs: readonly StoreDb[]): Promise<string> {
  const markers: string[] = [];
  for (const db of dbs) markers.push(await instanceMarker(db));
  return createHash('sha256').update(markers.join(':')).digest('hex').slice(0, 32);
}

/**
 * `/db/<name>/…`: the CouchDB replication protocol subset PouchDB 9 uses, over the store, with the
 * session, read filter and write validation of DESIGN.md §4. Routes live in their own encapsulated
 * context so no hook or content-type parser meant for `/api` (compression, rate limits) applies here.
 */
export default fp(
  async (fastify) => {
    const serverUuid = await replicationServerUuid(REPLICATED_DBS.map((db) => fastify.store.db(db)));
    const feeds = new Map(
      REPLICATED_DBS.map((db) => [db, new LiveFeed(fastify.store.db(db), fastify.floorIndexes, fastify.log)]),
    );
    const liveChecks = new LiveChecks(fastify.store.db('floor'), fastify.log);
    // In the background: the index it reads may still be building (the first start after an upgrade).
    const loaded = liveChecks.start(fastify.floorIndexes.refresh()).catch((err: unknown) => {
      fastify.log.warn({ err }, 'live checks not read; money of checks live since before yesterday waits');
    });
    fastify.decorate('liveChecksLoaded', () => loaded);
    // preClose, not onClose: the server waits for open requests before onClose hooks run, and the
    // waiting longpolls would hold it until their timeout.
    fastify.addHook('preClose', async () => {
      for (const feed of feeds.values()) feed.stop();
      liveChecks.stop();
    });
    await fastify.register(replicationRoutes, { prefix: '/db', serverUuid, feeds, liveChecks });
  },
  { name: 'replication', dependencies: ['store', 'auth', 'write-context', 'fiscal'] },
);
