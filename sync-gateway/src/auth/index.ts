import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import session from '@fastify/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_DEACTIVATED_MESSAGE, type Role } from '@restaurantpro/schema';
import { AccountAdmin } from './account-admin.ts';
import { AccountWatch } from './account-watch.ts';
import { Accounts } from './accounts.ts';
import { Credentials } from './credentials.ts';
import { CachedSigner } from './cached-signer.ts';
import { ensureFirstAdmin } from './bootstrap-admin.ts';
import { LiveRequests } from './live-requests.ts';
import { isForeignUnsafeRequest } from './origin-guard.ts';
import { derivePinSecret, Pins, type ClaimOwner } from './pins.ts';
import { resolveSessionSecret } from './session-secret.ts';
import { storeCounters } from './failure-counters.ts';
import { DocumentSessionStore } from './session-store.ts';
import loginRoutes from './login-routes.ts';
import { setUpTerminalMode } from './terminal-mode.ts';
import type { RefusingHook } from './types.ts';

export const SESSION_COOKIE = 'rp_session';
/** Devices stay signed in for a month of inactivity; an active device is renewed half-way through. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

export interface AuthPluginOptions {
  /** Where a generated first-admin password is shown (the console by default). */
  announce?: (text: string) => void;
}

/**
 * Accounts, sessions and the role checks every other module relies on (`request.user`,
 * `fastify.requireUser`, `fastify.requireRole`). Hook order matters: the foreign-origin check runs
 * before the session is even read; the session is read before the user, and the user before any
 * route of the modules registered after this one.
 */
export default fp<AuthPluginOptions>(
  async (fastify, opts) => {
    const accounts = new Accounts(fastify.store.db('accounts'), { now: () => fastify.clock() });
    const sessions = new DocumentSessionStore(fastify.store.db('sessions'));
    fastify.decorate('accounts', accounts);

    fastify.addHook('onRequest', async (request) => {
      if (isForeignUnsafeRequest(request)) throw fastify.httpErrors.forbidden('Origen no permitido');
    });

    const secret = await resolveSessionSecret(fastify.config.sessionSecret, fastify.store.db('accounts'));
    // Managers' approvals are signed with it too (under a key of their own, see approvals.ts).
    fastify.decorate('approvalSecret', secret);
    // PIN keys too, under their own derived key (pins.ts).
    const pins = new Pins(
      fastify.store.db('accounts'),
      derivePinSecret(secret),
      async (userId, pinKey): Promise<ClaimOwner> => {
        const owner = await accounts.getDoc(userId);
        if (owner === null) return 'other';
        if (!owner.isActive) return 'inactive';
        return owner.pinKey === pinKey ? 'holds' : 'other';
      },
      () => fastify.clock(),
    );
    fastify.decorate('pins', pins);
    const liveRequests = new LiveRequests();
    fastify.decorate('liveRequests', liveRequests);
    const watch = new AccountWatch(
      fastify.store.db('accounts'),
      accounts,
      sessions,
      liveRequests,
      fastify.log,
    );
    await watch.start();
    fastify.decorate('accountWatch', watch);
    // preClose: before the server waits for open requests, as the replication feeds do.
    fastify.addHook('preClose', async () => watch.stop());
    fastify.decorate(
      'accountAdmin',
      new AccountAdmin(fastify.store.db('accounts'), accounts, pins, sessions, watch, () => fastify.clock()),
    );

    await fastify.register(cookie);
    await fastify.register(session, {
      secret: new CachedSigner(secret),
      cookieName: SESSION_COOKIE,
      store: sessions,
      // Only a sign-in creates a session, and an unchanged session is neither saved nor re-sent:
      // a device's many replication requests cost no store write and no Set-Cookie.
      saveUninitialized: false,
      rolling: false,
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // Secure whenever the request came over TLS (directly, or via a trusted proxy's header).
        secure: 'auto',
        maxAge: SESSION_MAX_AGE_MS,
      },
    });

    fastify.decorateRequest('user', null);
    fastify.decorateRequest('accountRefusal', null);
    fastify.addHook('onRequest', async (request) => {
      const userId = request.session?.userId;
      if (userId === undefined) {
        // A session ended by a deactivation says so while the account stays deactivated.
        const endedFor = request.session?.endedFor;
        if (endedFor !== undefined && (await accounts.sessionUser(endedFor))?.isActive === false)
          request.accountRefusal = ACCOUNT_DEACTIVATED_MESSAGE;
        return;
      }
      const user = await accounts.sessionUser(userId);
      // A disabled or deleted account's sessions stop working at once, whatever their cookie says.
      request.user = user !== null && user.isActive ? user : null;
      if (user !== null && !user.isActive) request.accountRefusal = ACCOUNT_DEACTIVATED_MESSAGE;
      if (request.user === null) return;
      const renewedAt = Date.parse(request.session.renewedAt ?? '');
      if (!(Date.now() - renewedAt < SESSION_MAX_AGE_MS / 2)) {
        // Changing the session is what makes the store save it and the cookie be sent again.
        request.session.touch();
        request.session.renewedAt = new Date().toISOString();
      }
    });

    const requireUser: RefusingHook = Object.assign(
      async (request: FastifyRequest, _reply: FastifyReply) => {
        if (request.user === null)
          throw fastify.httpErrors.unauthorized(request.accountRefusal ?? 'Unauthorized');
      },
      { refusals: [401] as const },
    );
    fastify.decorate('requireUser', requireUser);
    fastify.decorate('requireRole', (roles: readonly Role[]): RefusingHook =>
      Object.assign(
        async (request: FastifyRequest, _reply: FastifyReply) => {
          if (request.user === null)
            throw fastify.httpErrors.unauthorized(request.accountRefusal ?? 'Unauthorized');
          if (!roles.includes(request.user.role))
            throw fastify.httpErrors.forbidden('No tienes permiso para esta acción');
        },
        { refusals: [401, 403] as const },
      ),
    );

    // Its hook replaces the user found above with a shared terminal's acting user: after it, always,
    // and before any route that reads `request.terminal` (decorated there) is registered.
    setUpTerminalMode(fastify, accounts);

    // Limits only the checks that ask for them (global: false); here, so the sign-in and the managers'
    // confirmations share one Credentials and its failure counters.
    // Their counters live in the store, so every gateway of a restaurant counts the same failures.
    await fastify.register(rateLimit, { global: false, store: storeCounters(fastify.store.db('sessions')) });
    const credentials = new Credentials(fastify, accounts);
    fastify.decorate('credentials', credentials);
    await fastify.register(loginRoutes, { credentials, sessions, cookieName: SESSION_COOKIE });
    // The account and terminal routes (`/api/users`, `/api/me`, `/api/terminals`, `/api/terminal`)
    // are registered by the api plugin, inside its error envelope and its OpenAPI document
    // (user-routes.ts, me-routes.ts, terminal-routes.ts).

    // A site hub's accounts are the cloud's, which arrive with its first pull: an admin of its own
    // would collide with the cloud's first one.
    if (fastify.config.upstreamUrl === undefined)
      await ensureFirstAdmin(accounts, {
        email: fastify.config.adminEmail,
        password: fastify.config.adminPassword,
        log: fastify.log,
        announce: opts.announce,
      });

    let running: Promise<void> = Promise.resolve();
    const cleanup = () => {
      running = sessions.removeExpired().then(
        (removed) => {
          if (removed > 0) fastify.log.info({ removed }, 'expired sessions removed');
        },
        (err: unknown) => fastify.log.warn({ err }, 'expired session cleanup failed'),
      );
    };
    const timer = setInterval(cleanup, CLEANUP_INTERVAL_MS);
    // The cleanup must never keep the process (or a test run) alive on its own.
    timer.unref();
    fastify.addHook('onReady', async () => cleanup());
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      // Let a pass in flight finish before the store closes under it.
      await running;
    });
  },
  { name: 'auth', dependencies: ['store'] },
);
