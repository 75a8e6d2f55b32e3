import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { Serial } from '../api/serial.ts';
import { createCouchStore } from '../store/couch-store.ts';
import { ReactorLease } from './lease.ts';
import { withDeadline } from './lease-store.ts';

/** What a reaction returns when started: how to stop it (resolves once its batch in hand is done). */
export type StopReaction = () => Promise<void>;

export interface Reactor {
  /** This gateway process: the lease's holder, and the owner of its own API billing installation. */
  readonly instance: string;
  /** Whether this gateway runs the reactions now (always, with the lease switched off). */
  holds(): boolean;
  /** Whether it holds the lease itself (a site hub on its own runs the reactions without it). */
  holdsLease(): boolean;
  /**
   * Runs `start` whenever this gateway comes to hold the lease (at once if it holds it now), and the
   * stop it returned whenever it loses it or closes. Call it from an `onReady` hook. `strict`
   * reactions need the lease itself: a site hub cut off from the cloud runs the others on its own,
   * never these (sending to the AEAT, which a cloud gateway holding the lease may be doing).
   */
  whileHeld(name: string, start: () => Promise<StopReaction>, options?: { strict?: boolean }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reactor lease (DESIGN.md §11): which gateway of a store runs the reactions. */
    reactor: Reactor;
  }
}

/**
 * One reactor per store (DESIGN.md §11). With several gateways on one store every gateway would
 * otherwise run every reaction, each reading the same checkpoints and writing the same projections:
 * on a cluster, conflicts. Each gateway ticks the lease every third of its length; whichever holds
 * it starts the reactions registered with `whileHeld`, and a gateway that loses it stops them, so a
 * dead holder's reactions move within `ttl + ttl/3`. `REACTOR_LEASE=false` runs them on every
 * gateway regardless (the idempotence test; a single gateway gains nothing from it).
 */
export default fp(
  async (fastify) => {
    const { reactorLease, reactorLeaseTtlMs, upstreamUrl, dbPrefix } = fastify.config;
    const site = fastify.site;
    const instance = randomUUID();
    // A site hub holds the restaurant's lease where the cloud gateways look for it: upstream.
    const upstream =
      site === null || upstreamUrl === undefined
        ? null
        : createCouchStore({ url: upstreamUrl, prefix: dbPrefix });
    const lease = new ReactorLease({
      db:
        upstream === null
          ? fastify.store.db('floor')
          : withDeadline(upstream.db('floor'), reactorLeaseTtlMs / 2),
      holder: instance,
      ttlMs: reactorLeaseTtlMs,
      preferred: upstream !== null,
    });
    const reactions = new Map<string, { start: () => Promise<StopReaction>; strict: boolean }>();
    const running = new Map<string, StopReaction>();
    // Starts and stops never overlap: a tick that loses the lease waits for the start in progress.
    const transitions = new Serial();
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    let ticking = false;
    /**
     * A site hub's last tick found the cloud answering and another gateway holding the lease. Until
     * a tick has answered, and whenever the cloud does not, the hub runs the floor's reactions itself:
     * the floor never waits on the internet (DESIGN.md §11).
     */
    let standingBy = false;

    const holdsLease = () => !reactorLease || lease.holds();
    const holds = () => holdsLease() || (site !== null && !standingBy);
    const may = (strict: boolean) => (strict ? holdsLease() : holds());

    /** Starts what may run and is not running, stops what runs and may not. */
    const reconcile = () =>
      transitions.run(async () => {
        for (const [name, { start, strict }] of reactions) {
          const stop = running.get(name);
          if (stop !== undefined && (closing || !may(strict))) {
            running.delete(name);
            await stop();
          } else if (stop === undefined && !closing && may(strict)) {
            try {
              running.set(name, await start());
            } catch (err) {
              // The store failing as it starts: the next tick tries again.
              fastify.log.error({ err, reaction: name }, 'reaction not started');
            }
          }
        }
      });

    let held = false;
    const tick = async () => {
      // A slow store may make a round outlast the interval: the next one waits its turn.
      if (ticking || closing) return;
      ticking = true;
      try {
        try {
          const state = await lease.tick();
          standingBy = !state.held;
        } catch (err) {
          standingBy = false;
          fastify.log.warn({ err }, 'reactor lease not renewed');
        }
        if (lease.holds() !== held) {
          held = lease.holds();
          if (held)
            fastify.log.info({ instance, token: lease.token() }, 'reactor lease held: reactions start');
          else fastify.log.warn({ instance }, 'reactor lease lost: reactions stop');
        }
        // Every tick: a reaction that failed to start gets another go.
        await reconcile();
      } finally {
        ticking = false;
      }
    };

    fastify.decorate('reactor', {
      instance,
      holds,
      holdsLease,
      whileHeld: (name, start, options) => {
        reactions.set(name, { start, strict: options?.strict === true });
        return reconcile();
      },
    } satisfies Reactor);

    // Which gateway answers and whether it runs the reactions: for an operator behind the edge, and for
    // the cluster bench that kills the holder. Never touches the store, like `/healthz`.
    fastify.get('/healthz/reactor', async () => ({
      instance,
      holds: holds(),
      token: lease.token(),
      ...(site === null ? {} : { site: true, lease: lease.holds() }),
    }));

    fastify.addHook('onReady', async () => {
      if (!reactorLease) return;
      await tick();
      const every = Math.max(50, Math.floor(reactorLeaseTtlMs / 3));
      timer = setInterval(() => void tick(), every);
      timer.unref();
      // The cloud coming back or going away: decide at once, not at the next tick.
      site?.onConnection(() => void tick());
    });
    fastify.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await reconcile();
      if (reactorLease) await lease.release();
      await upstream?.close();
    });
  },
  { name: 'reactor', dependencies: ['store', 'site'] },
);
