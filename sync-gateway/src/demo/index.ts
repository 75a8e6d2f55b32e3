import fp from 'fastify-plugin';
import { ROLE_LABELS } from '@restaurantpro/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/staff.ts';
import { demoWasLoaded, loadDemo } from './load-demo.ts';

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
    if (!fastify.config.demo) return;
    const result = await loadDemo(fastify.store, fastify.accounts, fastify.clock(), fastify.config.timezone);
    if (result.loaded)
      fastify.log.info(
        { documents: result.documents, accounts: result.accounts, images: result.images },
        'demo restaurant loaded',
      );
    if (result.loaded || (await demoWasLoaded(fastify.store))) {
      const announce = opts.announce ?? ((text: string) => process.stdout.write(`${text}\n`));
      announce(accountsBanner());
    }
  },
  { name: 'demo', dependencies: ['store', 'auth'] },
);
