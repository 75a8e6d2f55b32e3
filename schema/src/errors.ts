import { z } from 'zod';

/**
 * Error codes on the wire. Kebab-case, defined once here and used by the gateway and the web app,
 * which branch on codes rather than on message text.
 */
export const ERROR_CODES = [
  'bad-request',
  'validation-failed',
  'unauthorized',
  /** A shared terminal's request without an acting user who may act there: show the PIN pad. */
  'terminal-locked',
  'forbidden',
  'not-found',
  'conflict',
  'illegal-transition',
  'in-use',
  'payload-too-large',
  'unsupported-media-type',
  'rate-limited',
  'internal-error',
  'unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorEnvelopeSchema = z.object({
  error: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
});

/** The only error shape the API sends: `{ error, message, details? }`. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function errorEnvelope(error: ErrorCode, message: string, details?: unknown): ErrorEnvelope {
  return details === undefined ? { error, message } : { error, message, details };
}
