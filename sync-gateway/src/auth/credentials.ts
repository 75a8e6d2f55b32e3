import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserDoc } from '@restaurantpro/schema';
import { normaliseEmail, type Accounts } from './accounts.ts';

/** Failed credential checks allowed per minute, per address and per e-mail; the next is refused. */
export const MAX_FAILED_LOGINS = 5;
const FAILED_LOGIN_WINDOW_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The address a check is about when the body does not carry it (one's own password, `/api/me`). */
const checkedEmail = new WeakMap<FastifyRequest, string>();

function emailKey(request: FastifyRequest): string {
  const own = checkedEmail.get(request);
  if (own !== undefined) return `login-email:${own}`;
  const body = request.body;
  const email = body !== null && typeof body === 'object' && 'email' in body ? body.email : undefined;
  return `login-email:${typeof email === 'string' ? normaliseEmail(email) : ''}`;
}

/**
 * E-mail and password checks, for signing in and for a manager confirming a void on a waiter's
 * device. Both share one pair of failure counters (per address, per e-mail), so guessing a password
 * through one path counts against the other. Only failures count: each check first peeks at both
 * counters and is refused once either reached the limit, so a busy restaurant behind one NAT is
 * never locked out by its own successful sign-ins. The counters are the store's (failure-counters.ts),
 * shared by every gateway of the restaurant.
 */
export class Credentials {
  private readonly perAddress: Limiter;
  private readonly perEmail: Limiter;

  /** `fastify` must have @fastify/rate-limit registered (for `createRateLimit`). */
  constructor(
    private readonly fastify: FastifyInstance,
    private readonly accounts: Accounts,
  ) {
    this.perAddress = fastify.createRateLimit({
      max: MAX_FAILED_LOGINS,
      timeWindow: FAILED_LOGIN_WINDOW_MS,
      keyGenerator: (request) => `login-ip:${request.ip}`,
    });
    this.perEmail = fastify.createRateLimit({
      max: MAX_FAILED_LOGINS,
      timeWindow: FAILED_LOGIN_WINDOW_MS,
      keyGenerator: emailKey,
    });
  }

  /**
   * The account whose e-mail and password the request's body carries (`{email, password}`), or null
   * when they do not match (the failure is counted). 429 when too many checks failed lately.
   */
  async verify(
    request: FastifyRequest<{ Body: { email: string; password: string } }>,
    reply: FastifyReply,
  ): Promise<UserDoc | null> {
    return this.check(request, reply, request.body.email, request.body.password);
  }

  /**
   * Whether `password` is the current password of the account at `email` (a signed-in person
   * confirming a change of their own), counted with the same failures as a sign-in: a stolen cookie
   * cannot be used to guess the password faster than the sign-in screen allows.
   */
  async verifyOwn(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    password: string,
  ): Promise<boolean> {
    checkedEmail.set(request, normaliseEmail(email));
    return (await this.check(request, reply, email, password)) !== null;
  }

  private async check(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    password: string,
  ): Promise<UserDoc | null> {
    const [byAddress, byEmail] = await Promise.all([
      this.perAddress(request, { increment: false }),
      this.perEmail(request, { increment: false }),
    ]);
    const blocked = [byAddress, byEmail].find((limit) => !limit.isAllowed && limit.remaining <= 0);
    if (blocked && !blocked.isAllowed) {
      reply.header('retry-after', Math.max(1, blocked.ttlInSeconds));
      throw this.fastify.httpErrors.tooManyRequests(
        'Demasiados intentos fallidos. Inténtalo de nuevo en un minuto.',
      );
    }
    const doc = await this.accounts.verifyCredentials(email, password);
    if (!doc) await Promise.all([this.perAddress(request), this.perEmail(request)]);
    return doc;
  }
}
