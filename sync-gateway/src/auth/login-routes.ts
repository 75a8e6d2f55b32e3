import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginInputSchema } from '@restaurantpro/schema';
import { normaliseEmail, toSessionUser, type Accounts } from './accounts.ts';
import { requestOrigin } from './origin-guard.ts';
import { refererPath, safeReturnPath } from './return-to.ts';
import type { DocumentSessionStore } from './session-store.ts';

export interface LoginRoutesOptions {
  accounts: Accounts;
  sessions: DocumentSessionStore;
  cookieName: string;
}

/** Failed sign-ins allowed per minute, per address and per e-mail; the next attempt is refused. */
export const MAX_FAILED_LOGINS = 5;
const FAILED_LOGIN_WINDOW_MS = 60_000;
// Credentials are tiny; refusing big bodies early keeps scrypt work bounded.
const LOGIN_BODY_LIMIT = 8 * 1024;

const loginQuerySchema = z.object({ returnTo: z.string().optional() });

const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';

function emailKey(request: FastifyRequest): string {
  const body = request.body;
  const email = body !== null && typeof body === 'object' && 'email' in body ? body.email : undefined;
  return `login-email:${typeof email === 'string' ? normaliseEmail(email) : ''}`;
}

/**
 * Sign-in and sign-out. The rate limit counts only failures: each attempt first peeks at both
 * counters (address and e-mail) and is refused once either reached the limit, and only a wrong
 * password increments them, so a busy restaurant behind one NAT is never locked out by its own
 * successful sign-ins. Counters are per gateway process.
 */
const loginRoutes: FastifyPluginAsync<LoginRoutesOptions> = async (fastify, opts) => {
  const { accounts, cookieName } = opts;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(rateLimit, { global: false });
  const perAddress = app.createRateLimit({
    max: MAX_FAILED_LOGINS,
    timeWindow: FAILED_LOGIN_WINDOW_MS,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: MAX_FAILED_LOGINS,
    timeWindow: FAILED_LOGIN_WINDOW_MS,
    keyGenerator: emailKey,
  });

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
      const [byAddress, byEmail] = await Promise.all([
        perAddress(request, { increment: false }),
        perEmail(request, { increment: false }),
      ]);
      const blocked = [byAddress, byEmail].find((limit) => !limit.isAllowed && limit.remaining <= 0);
      if (blocked && !blocked.isAllowed) {
        reply.header('retry-after', Math.max(1, blocked.ttlInSeconds));
        throw fastify.httpErrors.tooManyRequests(
          'Demasiados intentos fallidos. Inténtalo de nuevo en un minuto.',
        );
      }

      const doc = await accounts.verifyCredentials(request.body.email, request.body.password);
      if (!doc) {
        await Promise.all([perAddress(request), perEmail(request)]);
        // One message for an unknown address and a wrong password: no account enumeration.
        throw fastify.httpErrors.unauthorized(BAD_CREDENTIALS);
      }
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
    return request.user;
  });
};

export default loginRoutes;
