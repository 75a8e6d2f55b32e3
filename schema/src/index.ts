export { ERROR_CODES, errorEnvelope, errorEnvelopeSchema } from './errors.ts';
export type { ErrorCode, ErrorEnvelope } from './errors.ts';
export { ROLES, ROLE_LABELS, DEFAULT_ROLE, roleSchema } from './roles.ts';
export type { Role } from './roles.ts';
