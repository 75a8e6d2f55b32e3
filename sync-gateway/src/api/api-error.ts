import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, type ErrorCode } from '@restaurantpro/schema';
import { errorHandler } from '../errors.ts';

/**
 * A refusal with its own envelope code (`illegal-transition`, `in-use`, `validation-failed` with
 * details…) where the shared handler would only derive one from the status. Thrown anywhere below a
 * route, including inside a read-modify-write, and shaped by the api plugin's error handler.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 naming the body field that points at something missing (`/areaId`, `/items/0/productId`). */
export function unknownReference(path: string, message: string): ApiError {
  return new ApiError(400, 'validation-failed', message, [{ path, message }]);
}

/** The api routes' error handler: ApiErrors carry their own code; everything else goes to the gateway's. */
export function apiErrorHandler(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ApiError) {
    return reply.code(err.statusCode).send(errorEnvelope(err.code, err.message, err.details));
  }
  return errorHandler(err, request, reply);
}
