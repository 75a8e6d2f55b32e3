import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { StoreError } from '../store/types.ts';
import type { StoreDb } from '../store/types.ts';
import { LiveChecks } from './live-checks.ts';
import { LiveFeed } from './live-feed.ts';
import { REPLICATED_DBS } from './read-filter.ts';
import { replicationRoutes } from './routes.ts';

const SERVER_UUID_DOC = '_local/replication-server-uuid';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the read filter knows every live check of the store (tests, benchmarks). */
    liveChecksLoaded: () => Promise<void>;
  }
}

/**
 * PouchDB names its replication checkpoints after the server's uuid: a new uuid on every start would
 * make every device replicate from scratch, so it is created once and kept in the store.
 */
async function stableServerUuid(db: StoreDb): Promise<string> {
  try {
    const doc = await db.get(SERVER_UUID_DOC);
    if (typeof doc.uuid === 'string') return doc.uuid;
  } catch (err) {
    if (!(err instanceof StoreError && err.status === 404)) throw err;
  }
  const uuid = randomUUID().replaceAll('-', '');
  try {
    await db.put({ _id: SERVER_UUID_DOC, uuid });
    return uuid;
  } catch (err) {
    // Another gateway on the same store created it first: use theirs.
    if (err instanceof StoreError && err.status === 409) return stableServerUuid(db);
    throw err;
  }
}

/**
 * `/db/<name>/…`: the CouchDB replication protocol subset PouchDB 9 uses, over the store, with the
 * session, read filter and write validation of DESIGN.md §4. Routes live in their own encapsulated
 * context so no hook or content-type parser meant for `/api` (compression, rate limits) applies here.
 */
export default fp(
  async (fastify) => {
    const serverUuid = await stableServerUuid(fastify.store.db('floor'));
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
