import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawServerDefault,
  onRequestHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor, DocType, Role } from '@restaurantpro/schema';
import type { DocWriter } from './documents.ts';
import type { ResponseCache } from './http-cache.ts';
import type { ReadModel } from './read-model.ts';
import type { ErrorStatus } from './shapes.ts';

/** The Fastify instance the route modules register on: zod schemas type bodies, params and replies. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * An onRequest hook that refuses callers, with the statuses it refuses them with: every route it
 * guards documents those (`withFormErrors`), so a route lists only the refusals of its own logic.
 */
export type Guard = onRequestHookHandler & { readonly refusals: readonly ErrorStatus[] };

/** Who may call a route. Runs at onRequest, before the body is read: a stranger never uploads 10 MB. */
export interface Guards {
  /** Any signed-in user (401 otherwise). */
  user: Guard;
  /** One of these roles (401 signed out, 403 otherwise). */
  roles(roles: readonly Role[]): Guard;
  /**
   * A role that may write documents of `type` (the schema's role table), refused with the schema's
   * Spanish reason, the one a replicating device hears for the same write.
   */
  writes(type: DocType): Guard;
}

/** What every route module gets: the read model to answer from and the writer to change documents. */
export interface ApiContext {
  model: ReadModel;
  docs: DocWriter;
  cache: ResponseCache;
  guards: Guards;
  /** The app's clock (injected in tests). */
  now(): Date;
  /** Business day of "now" in the restaurant's time zone. */
  today(): string;
}

/** Catalogue, areas/tables, inventory and back office; daily stock adjustments (schema's role tables). */
export { BACK_OFFICE_ROLES as BACK_OFFICE, KITCHEN_ROLES as KITCHEN } from '@restaurantpro/schema';

/**
 * Who writes: the signed-in user, checked by the schema's write rules like any device. Routes run
 * behind a guard, so a missing user is a bug.
 */
export function actor(request: FastifyRequest): Actor {
  if (!request.user) throw new Error('route without an auth guard');
  return { id: request.user.id, role: request.user.role };
}
