import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { errorEnvelope } from '@restaurantpro/schema';
import fp from 'fastify-plugin';
import sensible from '@fastify/sensible';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Store } from './store/types.ts';
import { errorHandler, notFoundHandler } from './errors.ts';
import storePlugin from './store/index.ts';
import sitePlugin from './site/index.ts';
import authPlugin from './auth/index.ts';
import writeContextPlugin from './write-context/index.ts';
import fiscalPlugin from './fiscal/index.ts';
import replicationPlugin from './replication/index.ts';
import apiPlugin from './api/index.ts';
import reactionsPlugin from './reactions/index.ts';
import reactorPlugin from './reactions/reactor.ts';
import demoPlugin from './demo/index.ts';
import webPlugin from './web/index.ts';
import { loggerOptions, RequestLog } from './request-log.ts';

export interface AppOptions {
  config: Config;
  /** Injected so tests can pin the business day; defaults to the wall clock. */
  clock?: () => Date;
  /** A store to use instead of the one the config selects (tests sharing one store between apps). */
  store?: Store;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: () => Date;
  }
}

/**
 * The whole gateway as one plugin. Order matters and is fixed here:
 * config → store (everything persists through it) → site (a site hub's link to the cloud) → auth (sessions are read before any route runs)
 * → write context (the store lookups both doors' write rules read; approvals need auth's secret)
 * → reactor (the lease that picks the one gateway of a store running the reactions and the sending)
 * → fiscal (the billing records' sending ledger, which the API reads)
 * → replication (/db) and api (/api), which both rely on `request.user` → reactions (follow the
 * store's changes feeds once the routes that write are in place) → demo data (written through the
 * same store, so reactions see it) → the web app's static files and SPA fallback, last so that
 * every `/api` and `/db` route wins over the fallback.
 */
const app = fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorate('config', opts.config);
    fastify.decorate('clock', opts.clock ?? (() => new Date()));
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);
    fastify.setErrorHandler(errorHandler);
    fastify.setNotFoundHandler(notFoundHandler);
    await fastify.register(sensible);

    await fastify.register(storePlugin, { store: opts.store });
    await fastify.register(sitePlugin);
    await fastify.register(authPlugin);
    await fastify.register(writeContextPlugin);
    await fastify.register(reactorPlugin);
    await fastify.register(fiscalPlugin);
    await fastify.register(replicationPlugin);
    await fastify.register(apiPlugin);
    await fastify.register(reactionsPlugin);
    await fastify.register(demoPlugin);
    await fastify.register(webPlugin);
  },
  { name: 'restaurantpro-gateway' },
);

/**
 * Errors the router raises before any route or handler runs: a path segment that is not valid
 * percent-encoding, or longer than the router takes. Fastify would answer them with its own body
 * (and a 414 no route documents); they are a malformed request, 400, in the shape of the door the
 * path belongs to: CouchDB's under `/db`, the envelope everywhere else.
 */
function routerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const reason =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'Un segmento de la dirección es demasiado largo'
      : 'La dirección no es válida';
  const body = /^\/db(\/|$)/.test(request.url)
    ? { error: 'bad_request', reason }
    : errorEnvelope('bad-request', reason);
  void reply.code(400).send(body);
}

/** Builds a ready-to-listen gateway. Tests call this and use `inject` or listen on port 0. */
export async function buildApp(
  opts: AppOptions,
  fastifyOptions: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: loggerOptions(opts.config.logLevel, process.stdout.isTTY === true),
    // One line per request, at a level by kind (request-log.ts), instead of two at `info`.
    logController: new RequestLog(),
    trustProxy: opts.config.trustProxy,
    // Order batches and replication uploads stay well under this; images go through their own route.
    bodyLimit: 4 * 1024 * 1024,
    frameworkErrors: routerError,
    ...fastifyOptions,
  });
  await fastify.register(app, opts);
  await fastify.ready();
  return fastify;
}
