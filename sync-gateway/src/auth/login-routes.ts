import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginInputSchema } from '@restaurantpro/schema';
import { toSessionUser } from './accounts.ts';
import type { Credentials } from './credentials.ts';
import { requestOrigin } from './origin-guard.ts';
import { refererPath, safeReturnPath } from './return-to.ts';
import type { DocumentSessionStore } from './session-store.ts';

export interface LoginRoutesOptions {
  credentials: Credentials;
  sessions: DocumentSessionStore;
  cookieName: string;
}

// Credentials are tiny; refusing big bodies early keeps scrypt work bounded.
const LOGIN_BODY_LIMIT = 8 * 1024;

const loginQuerySchema = z.object({ returnTo: z.string().optional() });

const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';

/**
 * Sign-in and sign-out. Failed attempts are limited per address and per e-mail (see Credentials,
 * whose counters a manager's confirmation typed on a waiter's device shares).
 */
const loginRoutes: FastifyPluginAsync<LoginRoutesOptions> = async (fastify, opts) => {
  const { credentials, cookieName } = opts;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/login', { schema: { querystring: loginQuerySchema } }, async (request, reply) => {
    const origin = requestOrigin(request) ?? '';
    const returnTo =
      safeReturnPath(request.query.returnTo) ?? refererPath(request.headers.referer, origin) ?? '/';
    // Already signed in: nothing to ask, go straight back.
    if (request.user) return reply.redirect(returnTo);
    return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  });

  app.post(
    '/api/login',
    { schema: { body: loginInputSchema }, bodyLimit: LOGIN_BODY_LIMIT },
    async (request, reply) => {
      const doc = await credentials.verify(request, reply);
      // One message for an unknown address and a wrong password: no account enumeration.
      if (!doc) throw fastify.httpErrors.unauthorized(BAD_CREDENTIALS);
      if (!doc.isActive) throw fastify.httpErrors.forbidden('Cuenta desactivada');

      // A new session id at sign-in, so an id planted before (session fixation) is worthless.
      await request.session.regenerate();
      const user = toSessionUser(doc);
      request.session.userId = user.id;
      request.session.renewedAt = new Date().toISOString();
      request.user = user;
      reply.header('cache-control', 'no-store');
      return user;
    },
  );

  app.get('/api/logout', async (request, reply) => {
    if (request.session?.userId !== undefined) await request.session.destroy();
    reply.clearCookie(cookieName, { path: '/' });
    return reply.redirect('/');
  });

  app.get('/api/auth/user', { preHandler: fastify.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // On a shared terminal: the acting user, and which terminal (a locked one never gets here).
    const terminal = request.terminal;
    return terminal === null
      ? request.user
      : { ...request.user, terminal: { id: terminal.id, name: terminal.name } };
  });
};

export default loginRoutes;
