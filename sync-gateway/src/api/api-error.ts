import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  fieldIssues,
  validationReason,
  type ErrorCode,
  type FieldIssue,
  type IssueLike,
} from '@restaurantpro/schema';
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

/**
 * 400 for a value that fails its schema: the message names the first failing field and says why
 * (the words `/db` sends a device for the same document), `details` lists every field.
 */
export function invalid(issues: FieldIssue[]): ApiError {
  return new ApiError(400, 'validation-failed', validationReason(issues), issues);
}

/** The issues of a request the route schemas refused, as the zod validator reported them. */
function requestIssues(
  validation: ReadonlyArray<{ instancePath: string; keyword: string; message?: string; params: object }>,
): FieldIssue[] {
  return fieldIssues(
    validation.map((entry): IssueLike => ({
      ...(entry.params as Omit<IssueLike, 'path' | 'message'>),
      code: entry.keyword,
      path: entry.instancePath.split('/').filter(Boolean),
      message: entry.message ?? 'Dato no válido',
    })),
  );
}

/** The api routes' error handler: ApiErrors carry their own code; everything else goes to the gateway's. */
export function apiErrorHandler(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ApiError) {
    return reply.code(err.statusCode).send(errorEnvelope(err.code, err.message, err.details));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = requestIssues(err.validation);
    return reply.code(400).send(errorEnvelope('validation-failed', validationReason(issues), issues));
  }
  return errorHandler(err, request, reply);
}
