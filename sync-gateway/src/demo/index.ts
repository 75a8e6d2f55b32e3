import fp from 'fastify-plugin';
import { ROLE_LABELS } from '@restaurantpro/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/staff.ts';
import { demoWasLoaded, loadDemo, loadDemoHistory } from './load-demo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The demo's past trading being written after start (documents written; 0 when none): tests
     * wait for it. A failure is logged and rejects it.
     */
    demoHistory: Promise<number>;
  }
}

export interface DemoPluginOptions {
  /** Where the demo accounts are shown to the operator (the console by default). */
  announce?: (text: string) => void;
}

function accountsBanner(): string {
  const rows = DEMO_ACCOUNTS.map(
    (a) => `   ${ROLE_LABELS[a.role].padEnd(14)} ${a.email.padEnd(34)} ${DEMO_PASSWORD}`,
  );
  return [
    '',
    ' Restaurante de demostración: cuentas de prueba',
    ...rows,
    ' (DEMO=false para no cargarlo en un almacén vacío)',
    '',
  ].join('\n');
}

/**
 * The demo restaurant (DESIGN.md §8): with `DEMO` on, an empty store gets a Spanish restaurant and
 * one account per role. Registered after the reactions, so they see the demo data arrive like any
 * other write. The demo accounts are printed at every start while they exist and `DEMO` is on,
 * as a reminder that accounts with public passwords are in place.
 */
export default fp<DemoPluginOptions>(
  async (fastify, opts) => {
    fastify.decorate('demoHistory', Promise.resolve(0));
    // A site hub's catalogue and floor are its restaurant's, from the cloud.
    if (!fastify.config.demo || fastify.config.upstreamUrl !== undefined) return;
    const { config } = fastify;
    // With Verifactu configured every record goes to the AEAT: weeks of invented sales never do.
    const historyDays = config.verifactu === undefined ? config.demoHistoryDays : 0;
    const now = fastify.clock();
    const result = await loadDemo(fastify.store, fastify.accounts, now, config.timezone, { historyDays: 0 });
    if (result.loaded)
      fastify.log.info(
        { documents: result.documents, accounts: result.accounts, images: result.images },
        'demo restaurant loaded',
      );
    if (result.loaded && historyDays > 0) {
      // Weeks of trading take longer than a plugin may take to start: written after start, through
      // the write rules, with the reactions following it like any writes. server.ts listens only
      // once it is done, so no live order meets a table the history is still serving.
      const started = Date.now();
      const settle = () => fastify.reactionsIdle();
      fastify.demoHistory = loadDemoHistory(
        fastify.store,
        fastify.accounts,
        now,
        config.timezone,
        historyDays,
        new Map(),
        settle,
      );
      fastify.demoHistory.then(
        (documents) =>
          fastify.log.info({ documents, days: historyDays, ms: Date.now() - started }, 'demo history loaded'),
        (err: unknown) => fastify.log.error({ err }, 'demo history failed'),
      );
      // The store closes after this: the history is finished first (or has failed, and said so).
      fastify.addHook('preClose', async () => {
        await fastify.demoHistory.catch(() => undefined);
      });
    }
    if (result.loaded || (await demoWasLoaded(fastify.store))) {
      const announce = opts.announce ?? ((text: string) => process.stdout.write(`${text}\n`));
      announce(accountsBanner());
    }
  },
  { name: 'demo', dependencies: ['store', 'auth', 'reactions'] },
);
