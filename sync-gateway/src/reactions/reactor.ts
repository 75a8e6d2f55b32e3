import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { Serial } from '../api/serial.ts';
import { ReactorLease } from './lease.ts';

/** What a reaction returns when started: how to stop it (resolves once its batch in hand is done). */
export type StopReaction = () => Promise<void>;

export interface Reactor {
  /** This gateway process: the lease's holder, and the owner of its own API billing installation. */
  readonly instance: string;
  /** Whether this gateway runs the reactions now (always, with the lease switched off). */
  holds(): boolean;
  /**
   * Runs `start` whenever this gateway comes to hold the lease (at once if it holds it now), and the
   * stop it returned whenever it loses it or closes. Call it from an `onReady` hook.
   */
  whileHeld(name: string, start: () => Promise<StopReaction>): Promise<void>;
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
    const { reactorLease, reactorLeaseTtlMs } = fastify.config;
    const instance = randomUUID();
    const lease = new ReactorLease({
      db: fastify.store.db('floor'),
      holder: instance,
      ttlMs: reactorLeaseTtlMs,
    });
    const reactions = new Map<string, () => Promise<StopReaction>>();
    const running = new Map<string, StopReaction>();
    // Starts and stops never overlap: a tick that loses the lease waits for the start in progress.
    const transitions = new Serial();
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    /** Whether the reactions were started on the lease (the last tick found it held). */
    let active = false;
    let ticking = false;

    const holds = () => !reactorLease || lease.holds();
    const startOne = async (name: string, start: () => Promise<StopReaction>) => {
      if (closing || running.has(name) || !holds()) return;
      try {
        running.set(name, await start());
      } catch (err) {
        // The store failing as it starts: the next tick tries again.
        fastify.log.error({ err, reaction: name }, 'reaction not started');
      }
    };
    const startAll = () =>
      transitions.run(async () => {
        for (const [name, start] of reactions) await startOne(name, start);
      });
    const stopAll = () =>
      transitions.run(async () => {
        const stops = [...running.values()];
        running.clear();
        await Promise.all(stops.map((stop) => stop()));
      });

    const tick = async () => {
      // A slow store may make a round outlast the interval: the next one waits its turn.
      if (ticking || closing) return;
      ticking = true;
      try {
        await lease.tick();
      } catch (err) {
        fastify.log.warn({ err }, 'reactor lease not renewed');
      }
      try {
        if (lease.holds()) {
          if (!active)
            fastify.log.info({ instance, token: lease.token() }, 'reactor lease held: reactions start');
          active = true;
          // Every tick: a reaction that failed to start gets another go.
          await startAll();
        } else if (!lease.holds() && active) {
          active = false;
          fastify.log.warn({ instance }, 'reactor lease lost: reactions stop');
          await stopAll();
        }
      } finally {
        ticking = false;
      }
    };

    fastify.decorate('reactor', {
      instance,
      holds,
      whileHeld: (name, start) => {
        reactions.set(name, start);
        return transitions.run(() => startOne(name, start));
      },
    } satisfies Reactor);

    // Which gateway answers and whether it runs the reactions: for an operator behind the edge, and for
    // the cluster bench that kills the holder. Never touches the store, like `/healthz`.
    fastify.get('/healthz/reactor', async () => ({ instance, holds: holds(), token: lease.token() }));

    fastify.addHook('onReady', async () => {
      if (!reactorLease) return;
      await tick();
      const every = Math.max(50, Math.floor(reactorLeaseTtlMs / 3));
      timer = setInterval(() => void tick(), every);
      timer.unref();
    });
    fastify.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await stopAll();
      if (reactorLease) await lease.release();
    });
  },
  { name: 'reactor', dependencies: ['store'] },
);
