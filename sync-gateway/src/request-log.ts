import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** The levels a request's line is written at. */
export type RequestLogLevel = 'debug' | 'info' | 'warn';

/**
 * The level of one answered request's line. Every device replicates through `/db` all day: its
 * longpolls, checkpoints, revision diffs and document reads answered as they should be are routine
 * (`debug`); written at `info` they are most of the log and bury what matters. A `/db` request
 * refused or failed is not routine. Everything else a person does (sign-in, the API) stays at
 * `info`, and a server error at `warn` beside the error's own line.
 */
export function requestLogLevel(url: string, statusCode: number): RequestLogLevel {
  if (statusCode >= 500) return 'warn';
  const replication = url === '/db' || url.startsWith('/db/') || url.startsWith('/db?');
  // 404 is routine there too: a device reads a checkpoint that does not exist yet.
  if (replication && (statusCode < 400 || statusCode === 404)) return 'debug';
  return 'info';
}

/**
 * The logger: human-readable lines (pino-pretty) for a person at a terminal, JSON lines for
 * machines (a log collector, a file) otherwise.
 */
export function loggerOptions(level: string, tty: boolean): FastifyServerOptions['logger'] {
  if (!tty) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}

/**
 * Fastify's request logging with one line per answered request, at `requestLogLevel`'s level,
 * instead of an 'incoming request' and a 'request completed' line at `info` for each. A request that
 * errored keeps Fastify's own error line, as do the default error handler's and the others.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  /** Said by the request's own line (its 404). */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    // A disabled level is a no-op function in pino: a routine request costs next to nothing at `info`.
    request.log[requestLogLevel(request.url, reply.statusCode)](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}
