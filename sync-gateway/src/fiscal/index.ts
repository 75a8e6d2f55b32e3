import fp from 'fastify-plugin';
import { follow, type Follower } from '../reactions/follower.ts';
import { FiscalLedger } from './ledger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fiscal: {
      ledger: FiscalLedger;
      /** Whether the gateway sends the records (VERIFACTU_URL set). */
      configured: boolean;
      /** Resolves once every ticket seen so far is queued (tests). */
      idle: () => Promise<void>;
    };
  }
}

/**
 * Verifactu on the gateway (DESIGN.md §11): the devices write the records inside their tickets;
 * here each record that reaches the store is queued in the `fiscal` database (a follower of the
 * floor's feed with its own checkpoint, so it never holds the projections back), for the sender
 * to relay to the AEAT when the gateway is configured to. Nothing here writes to `floor`.
 */
export default fp(
  async (fastify) => {
    const ledger = new FiscalLedger(fastify.store.db('fiscal'), () => fastify.clock());
    const followers: Follower[] = [];
    fastify.decorate('fiscal', {
      ledger,
      configured: fastify.config.verifactu !== undefined,
      idle: async () => {
        await Promise.all(followers.map((follower) => follower.idle()));
      },
    });
    fastify.addHook('onReady', async () => {
      followers.push(
        await follow({
          db: fastify.store.db('floor'),
          name: 'fiscal-queue',
          handle: async (changes) => {
            const tickets = changes.flatMap(({ doc }) =>
              doc !== undefined && doc.type === 'ticket' && doc._deleted !== true && doc.fiscal !== undefined
                ? [doc]
                : [],
            );
            await ledger.enqueue(tickets);
          },
          log: fastify.log,
        }),
      );
    });
    fastify.addHook('preClose', async () => {
      await Promise.all(followers.splice(0).map((follower) => follower.stop()));
    });
  },
  { name: 'fiscal', dependencies: ['store'] },
);
