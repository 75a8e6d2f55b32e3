import { z } from 'zod';
import { roleSchema } from '../roles.ts';
import { baseDoc, optionalText } from './common.ts';
import { idPart } from '../id-syntax.ts';

/**
 * An account in the `accounts` database (never replicated). The email is stored lowercase so
 * uniqueness and sign-in are case-insensitive.
 */
export const userDocSchema = z.object({
  ...baseDoc('user'),
  email: z.email().refine((email) => email === email.toLowerCase(), 'El correo debe estar en minúsculas'),
  /** scrypt hash as written by the gateway's auth module. */
  passwordHash: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: optionalText,
  role: roleSchema,
  isActive: z.boolean(),
  /**
   * HMAC-SHA256 of the PIN under the gateway's secret (hex): the key of the account's
   * `pin:<pinKey>` claim, which keeps PINs unique among active accounts. Absent: no PIN yet.
   */
  pinKey: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});
export type UserDoc = z.infer<typeof userDocSchema>;

/** What the API and the session expose about a user: never the hash (GET /api/auth/user). */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  profileImageUrl: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export function toPublicUser(doc: UserDoc): PublicUser {
  return {
    id: idPart(doc._id),
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    role: doc.role,
    isActive: doc.isActive,
    profileImageUrl: doc.profileImageUrl ?? null,
  };
}
