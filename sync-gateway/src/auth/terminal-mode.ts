import type { FastifyInstance } from 'fastify';
import type { Accounts } from './accounts.ts';
import { actingUserHook } from './acting-user.ts';
import { Terminals } from './terminals.ts';
import './terminal-types.ts';

/**
 * Shared terminals: the store of terminals and the hook that makes a terminal's request act as the
 * user it names. Called by the auth plugin after its own session hook, which the acting-user hook
 * must follow (it replaces the user that hook found). The routes (terminal-routes.ts) are
 * registered by the api plugin, after this hook, for its error envelope and OpenAPI document.
 */
export function setUpTerminalMode(fastify: FastifyInstance, accounts: Accounts): void {
  const terminals = new Terminals(fastify.store.db('accounts'), { now: () => fastify.clock() });
  fastify.decorate('terminals', terminals);
  fastify.decorateRequest('terminal', null);
  fastify.addHook('onRequest', actingUserHook(accounts, terminals));
}
