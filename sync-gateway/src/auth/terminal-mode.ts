import type { FastifyInstance } from 'fastify';
import type { UserDoc } from '@restaurantpro/schema';
import type { Accounts } from './accounts.ts';
import { actingUserHook } from './acting-user.ts';
import { PinLockout } from './pin-lockout.ts';
import terminalRoutes from './terminal-routes.ts';
import { Terminals } from './terminals.ts';
import './terminal-types.ts';

export interface TerminalModeOptions {
  accounts: Accounts;
  verifyPin: (user: UserDoc, pin: string) => boolean | Promise<boolean>;
  cookieName: string;
}

/**
 * Shared terminals: the store of terminals, the hook that makes a terminal's request act as the
 * user it names, and the routes. Called by the auth plugin after its own session hook, which the
 * acting-user hook must follow (it replaces the user that hook found).
 */
export async function setUpTerminalMode(fastify: FastifyInstance, opts: TerminalModeOptions): Promise<void> {
  const accountsDb = fastify.store.db('accounts');
  const terminals = new Terminals(accountsDb, { now: () => fastify.clock() });
  fastify.decorate('terminals', terminals);
  fastify.decorateRequest('terminal', null);
  fastify.addHook('onRequest', actingUserHook(opts.accounts, terminals));
  await fastify.register(terminalRoutes, {
    accounts: opts.accounts,
    accountsDb,
    sessionsDb: fastify.store.db('sessions'),
    terminals,
    lockout: new PinLockout(accountsDb, () => fastify.clock()),
    verifyPin: opts.verifyPin,
    cookieName: opts.cookieName,
  });
}
