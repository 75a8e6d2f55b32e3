import fp from 'fastify-plugin';
import type { Change, StoreDb } from '../store/types.ts';
import { resolveConflict } from './conflicts.ts';
import { follow, type Follower } from './follower.ts';
import { projectAdjustment, projectOrder, type ProjectionContext } from './projections.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the reactions handled every change seen so far (tests, benchmarks). */
    reactionsIdle: () => Promise<void>;
  }
}

/** What the floor feed triggers: converge conflicts first; project only settled documents. */
function floorHandler(db: StoreDb, ctx: ProjectionContext) {
  return async (change: Change) => {
    const doc = change.doc;
    if (doc === undefined) return;
    if ((doc._conflicts?.length ?? 0) > 0) {
      // The merge arrives as a new change and is projected then.
      await resolveConflict(db, doc);
      return;
    }
    if (doc._id.startsWith('order:')) await projectOrder(ctx, doc);
    else if (doc._id.startsWith('stock_movement:') && doc._deleted !== true) await projectAdjustment(ctx, doc);
  };
}

/**
 * Gateway reactions (DESIGN.md §5): follow the `floor` and `office` changes feeds from checkpoints
 * and (a) converge conflicted documents with the schema's merge, (b) keep the projections the
 * gateway alone writes: sale movements from orders, daily stock from movements, tables occupied by
 * sent orders. Started once the app is ready (every route and the demo loader registered) and
 * stopped before the store closes.
 */
export default fp(
  async (fastify) => {
    const followers: Follower[] = [];
    fastify.decorate('reactionsIdle', async () => {
      await Promise.all(followers.map((follower) => follower.idle()));
    });
    fastify.addHook('onReady', async () => {
      const floor = fastify.store.db('floor');
      const office = fastify.store.db('office');
      const ctx: ProjectionContext = { db: floor, clock: () => fastify.clock() };
      followers.push(await follow({ db: floor, name: 'floor', handle: floorHandler(floor, ctx), log: fastify.log }));
      followers.push(
        await follow({
          db: office,
          name: 'office',
          handle: async (change) => {
            if (change.doc !== undefined && (change.doc._conflicts?.length ?? 0) > 0) await resolveConflict(office, change.doc);
          },
          log: fastify.log,
        }),
      );
    });
    fastify.addHook('preClose', async () => {
      await Promise.all(followers.splice(0).map((follower) => follower.stop()));
    });
  },
  { name: 'reactions', dependencies: ['store'] },
);
