import fp from 'fastify-plugin';
import type { Change, StoreDb, StoredDoc } from '../store/types.ts';
import { recordPrices } from '../ledgers/price-ledger.ts';
import { resolveConflict } from './conflicts.ts';
import { follow, followAll, type Follower, type Settle } from './follower.ts';
import { closePaidChecks, type PaymentReactionContext } from './payments.ts';
import { isProjectionWrite, project, type ProjectionContext } from './projections.ts';
import { reportsHandler } from './reports.ts';
import { ProjectionPacer } from './pacer.ts';
import { reconcilePaced, settleProjection } from './reconcile.ts';
import { Serial } from '../api/serial.ts';
import { REPORTS_FOLLOWER } from '../reports/rebuild.ts';
import {
  FLOOR_SETTLE_MAX_WAIT_MS,
  FLOOR_SETTLE_QUIET_MS,
  PROJECTION_PACE_MS,
  REPORTS_SETTLE_MAX_WAIT_MS,
  REPORTS_SETTLE_QUIET_MS,
} from '../timing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the reactions handled every change seen so far (tests, benchmarks). */
    reactionsIdle: () => Promise<void>;
  }
}

/**
 * Projections are background work: they wait until the devices' changes have paused for
 * `quietMs` (at most `maxWaitMs`), so they do not compete with an order on its way to the other
 * devices, and a busy service's orders are projected together (one stock row write per product,
 * one change for the devices to pull, instead of one per order).
 */
const FLOOR_SETTLE: Settle = {
  quietMs: FLOOR_SETTLE_QUIET_MS,
  maxWaitMs: FLOOR_SETTLE_MAX_WAIT_MS,
  // The projections' own writes coming back through the feed are no sign of activity.
  background: (change) => change.doc !== undefined && isProjectionWrite(change.doc),
  // A kitchen's stock edit is rare, and waited on (the API answers with the row it moved).
  urgent: (change) => change.doc?.type === 'stock_movement' && change.doc.kind === 'adjustment',
};

/** The reports' own pace: they are read later, so they wait for a quieter moment than the projections. */
const REPORTS_SETTLE: Settle = {
  quietMs: REPORTS_SETTLE_QUIET_MS,
  maxWaitMs: REPORTS_SETTLE_MAX_WAIT_MS,
  background: (change) => change.doc !== undefined && isProjectionWrite(change.doc),
};

/** How long the reports reaction waits for the floor indexes before scanning a day's documents instead. */
const REPORTS_INDEX_WAIT_MS = 2000;

/** What the floor feed triggers: converge conflicts first; project only settled documents. */
function floorHandler(db: StoreDb, ctx: ProjectionContext, timezone: string) {
  const money: PaymentReactionContext = { ...ctx, timezone };
  return async (changes: readonly Change[]) => {
    const settled: StoredDoc[] = [];
    const products: StoredDoc[] = [];
    // Each document as its latest change shows it.
    for (const { doc } of new Map(changes.map((change) => [change.id, change])).values()) {
      if (doc === undefined) continue;
      // The merge arrives as a new change and is projected then; a projection's merge is brought
      // back to its ledger at once, since nothing else would move it before its next sale.
      if ((doc._conflicts?.length ?? 0) > 0) {
        await resolveConflict(db, doc);
        await settleProjection(ctx, doc._id);
      } else settled.push(doc);
      if (doc.type === 'product' && doc._deleted !== true) products.push(doc);
    }
    await recordPrices(db, products, timezone);
    await project(ctx, settled);
    // After the projections: a check closed here comes back through the feed, and frees its table then.
    await closePaidChecks(money, settled);
  };
}

/**
 * Gateway reactions (DESIGN.md §5): follow the `floor` and `office` changes feeds from checkpoints
 * and (a) converge conflicted documents with the schema's merge, (b) keep the projections the
 * gateway alone writes: sale movements from orders, daily stock from movements, the ingredients'
 * stock and average cost from deliveries, recipes sold and counts, one live check per
 * table and the tables' status from their checks, (c) close each check its payments cover, and
 * (d) keep each business day's report aggregate in the `reports` database (a follower of the floor
 * feed of its own, with its own checkpoint, so a slow recompute never holds the projections back).
 * Started once the app is ready (every route and the demo loader registered), on the one gateway of
 * the store that holds the reactor lease (reactor.ts), and stopped when it loses it or closes.
 */
export default fp(
  async (fastify) => {
    const followers: Follower[] = [];
    let pacer: ProjectionPacer | undefined;
    fastify.decorate('reactionsIdle', async () => {
      // A reaction's write (a check the payments closed) is a change for the others, the reports
      // included: idle once a round of waiting left the floor as it found it. Whoever waits on the
      // reactions waits on what the pacer owes too.
      const floor = fastify.store.db('floor');
      for (;;) {
        const before = (await floor.info()).update_seq;
        await Promise.all(followers.map((follower) => follower.idle()));
        await pacer?.flushAll();
        if ((await floor.info()).update_seq === before) return;
      }
    });
    fastify.addHook('onReady', async () => {
      const floor = fastify.store.db('floor');
      const office = fastify.store.db('office');
      // On the gateway holding the reactor lease only (reactor.ts), which also stops them.
      await fastify.reactor.whileHeld('reactions', async () => {
        const paced = new ProjectionPacer(PROJECTION_PACE_MS, (err, id) =>
          fastify.log.warn({ err, id }, 'paced projection not written; tried again in its next window'),
        );
        const ctx: ProjectionContext = { db: floor, clock: () => fastify.clock(), pacer: paced };
        // What a reactor that stopped before us still owed its projections.
        await reconcilePaced(ctx);
        // A site hub: a projection the cloud's reactions wrote (over the hub's, after a cut link, from
        // a ledger that had not seen the hub's sales yet) is brought back to the hub's ledger.
        const fromCloud = new Serial();
        const unlisten = fastify.site?.onPulledFloor((ids) => {
          void fromCloud
            .run(async () => {
              for (const id of ids) await settleProjection(ctx, id);
            })
            .catch((err: unknown) => fastify.log.warn({ err }, 'a projection from the cloud not settled'));
        });
        const started = await followAll([
          () =>
            follow({
              db: floor,
              name: 'floor',
              handle: floorHandler(floor, ctx, fastify.config.timezone),
              log: fastify.log,
              settle: FLOOR_SETTLE,
            }),
          () =>
            follow({
              db: floor,
              name: REPORTS_FOLLOWER,
              handle: reportsHandler({
                floor,
                reports: fastify.store.db('reports'),
                timezone: fastify.config.timezone,
                indexed: () => fastify.floorIndexes.readyWithin(REPORTS_INDEX_WAIT_MS),
              }),
              log: fastify.log,
              settle: REPORTS_SETTLE,
            }),
          () =>
            follow({
              db: office,
              name: 'office',
              handle: async (changes) => {
                for (const { doc } of changes) {
                  if (doc !== undefined && (doc._conflicts?.length ?? 0) > 0)
                    await resolveConflict(office, doc);
                }
              },
              log: fastify.log,
            }),
        ]);
        followers.push(...started);
        pacer = paced;
        return async () => {
          unlisten?.();
          await fromCloud.run(async () => undefined);
          for (const follower of started) followers.splice(followers.indexOf(follower), 1);
          await Promise.all(started.map((follower) => follower.stop()));
          if (pacer === paced) pacer = undefined;
          await paced.stop();
        };
      });
    });
  },
  { name: 'reactions', dependencies: ['store', 'reactor'] },
);
