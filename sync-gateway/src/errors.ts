import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, type ErrorCode } from '@restaurantpro/schema';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { StoreError } from './store/types.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  503: 'unavailable',
};

/**
 * The single error handler: every failure leaves as the envelope `{ error, message, details? }`.
 * 5xx answers never carry internals; the request and the error are logged instead.
 */
export function errorHandler(err: FastifyError | StoreError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const details = err.validation.map((issue) => ({ path: issue.instancePath, message: issue.message }));
    return reply.code(400).send(errorEnvelope('validation-failed', 'Datos no válidos', details));
  }
  const status =
    err instanceof StoreError ? err.status : 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err }, 'request failed');
    return reply.code(status).send(errorEnvelope(status === 503 ? 'unavailable' : 'internal-error', 'Error interno del servidor'));
  }
  const code = CODE_BY_STATUS[status] ?? 'bad-request';
  return reply.code(status).send(errorEnvelope(code, err.message));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorEnvelope('not-found', `No existe ${request.method} ${request.url.split('?')[0]}`));
}
