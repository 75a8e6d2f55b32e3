import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { ApiInstance, Guard } from './context.ts';
import { errors, type ErrorStatus } from './shapes.ts';

/** What the OpenAPI document says of a route, besides what it reads and answers. */
export interface RouteText {
  tags: string[];
  summary?: string;
  description?: string;
}

/**
 * A write route's declaration. Its guard runs at onRequest, before the body is validated (a role
 * that may not write is refused 403 even with a malformed body); `refusals` are those of its own
 * logic, the guard's and the form's being added to the document by `withFormErrors`.
 */
export interface WriteRoute<P extends z.ZodType, B extends z.ZodType, O extends z.ZodType> extends RouteText {
  url: string;
  guard: Guard;
  params?: P;
  body?: B;
  answer: O;
  refusals?: ErrorStatus[];
}

/** A request whose path parameters and body Fastify has checked against the route's schemas. */
export type Checked<P extends z.ZodType, B extends z.ZodType> = FastifyRequest & {
  params: z.output<P>;
  body: z.output<B>;
};

/** A DELETE's answer once done: no body. */
const nothing = z.null();

type Handler<P extends z.ZodType, B extends z.ZodType, R> = (request: Checked<P, B>) => Promise<R>;

/** What a handler answers: a status and its body, or nothing there (404 in the route's words). */
type Answer = { status: 200 | 201; body: unknown } | undefined;

/**
 * Registers `method` at `route.url` with the route's guard and schemas, answering with `statuses`
 * (each in the `answer` shape) and its refusals; `handle` answers it.
 */
function register<P extends z.ZodType, B extends z.ZodType, O extends z.ZodType>(
  app: ApiInstance,
  method: 'POST' | 'PUT',
  route: WriteRoute<P, B, O> & { notFound?: string },
  statuses: readonly (200 | 201)[],
  handle: Handler<P, B, Answer>,
): void {
  const { url, guard, answer, refusals = [], notFound = '', ...rest } = route;
  const response = Object.fromEntries(statuses.map((status) => [status, answer]));
  const schema: FastifySchema = { ...rest, response: { ...response, ...errors(...refusals) } };
  app.route({
    method,
    url,
    onRequest: guard,
    schema,
    handler: async (request, reply) => {
      // Fastify has validated the params and body against `route.params` and `route.body` before
      // the handler runs; the type provider cannot carry that through the generic schemas.
      const answered = await handle(request as Checked<P, B>);
      return answered === undefined
        ? reply.notFound(notFound)
        : reply.code(answered.status).send(answered.body);
    },
  });
}

/** POST that makes one thing from its body and answers it as made (201). */
export function createRoute<P extends z.ZodType, B extends z.ZodType, O extends z.ZodType>(
  app: ApiInstance,
  route: WriteRoute<P, B, O>,
  create: Handler<P, B, z.output<O>>,
): void {
  register(app, 'POST', route, [201], async (request) => ({ status: 201, body: await create(request) }));
}

/**
 * PUT (or POST) that changes what the path names and answers it as it now stands (200); `change`
 * finding nothing there (undefined) is a 404 in `notFound`'s words.
 */
export function changeRoute<P extends z.ZodType, B extends z.ZodType, O extends z.ZodType>(
  app: ApiInstance,
  route: WriteRoute<P, B, O> & { method?: 'POST' | 'PUT'; notFound: string },
  change: Handler<P, B, z.output<O> | undefined>,
): void {
  const { method = 'PUT', ...declared } = route;
  register(app, method, declared, [200], async (request) => {
    const body = await change(request);
    return body === undefined ? undefined : { status: 200, body };
  });
}

/**
 * PUT of what another till made and recorded itself (see `relay`): 201 when it was new, 200 when
 * it was already there.
 */
export function relayRoute<P extends z.ZodType, B extends z.ZodType, O extends z.ZodType>(
  app: ApiInstance,
  route: WriteRoute<P, B, O>,
  relayed: Handler<P, B, { status: 200 | 201; body: z.output<O> }>,
): void {
  register(app, 'PUT', route, [200, 201], relayed);
}

/** A DELETE route's declaration: what its path names, who may remove it, its words for none there. */
export interface DeleteRoute<P extends z.ZodType> extends RouteText {
  url: string;
  guard: Guard;
  params: P;
  notFound: string;
  refusals?: ErrorStatus[];
}

/**
 * DELETE of what the path names: 204 once removed, 404 in `notFound`'s words when `remove` finds
 * nothing there; a rule's refusal (an area with tables) is `remove`'s to throw.
 */
export function deleteRoute<P extends z.ZodType>(
  app: ApiInstance,
  route: DeleteRoute<P>,
  remove: (request: Checked<P, z.ZodType>) => Promise<boolean>,
): void {
  const { url, guard, notFound, refusals = [], ...rest } = route;
  app.route({
    method: 'DELETE',
    url,
    onRequest: guard,
    schema: { ...rest, response: { 204: nothing, ...errors(...refusals) } },
    handler: async (request, reply) =>
      // Fastify has validated the params against `route.params` (see register).
      (await remove(request as Checked<P, z.ZodType>))
        ? reply.code(204).send(null)
        : reply.notFound(notFound),
  });
}
