import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { StoreError } from '../store/types.ts';

/** CouchDB's error names for the statuses `/db` answers with. */
const COUCH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  412: 'file_exists',
  413: 'too_large',
  415: 'bad_content_type',
  429: 'too_many_requests',
};

/**
 * The error handler of `/db`: CouchDB's body `{ error, reason }`, since PouchDB builds its errors from
 * those two fields (`err.name`, `err.message`) and branches on names such as `not_found`. A store
 * failure keeps the store's own name and reason (`not_found`/`deleted`, `conflict`); 5xx answers never
 * carry internals, as in the `/api` handler.
 */
export function couchErrorHandler(
  err: FastifyError | StoreError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status =
    err instanceof StoreError
      ? err.status
      : 'statusCode' in err && typeof err.statusCode === 'number'
        ? err.statusCode
        : 500;
  if (status >= 500) {
    request.log.error({ err }, 'request failed');
    const error = status === 503 ? 'unavailable' : 'unknown_error';
    return reply.code(status).send({ error, reason: 'Error interno del servidor' });
  }
  if (err instanceof StoreError) return reply.code(status).send({ error: err.error, reason: err.reason });
  return reply
    .code(status)
    .send({ error: COUCH_ERROR_BY_STATUS[status] ?? 'bad_request', reason: err.message });
}
