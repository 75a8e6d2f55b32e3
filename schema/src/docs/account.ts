import { z } from 'zod';
import { roleSchema } from '../roles.ts';
import { isoDateTimeSchema, nameText } from './common.ts';

/**
 * What happened to an account, as the `accounts` database records it (never replicated): one
 * immutable `account_event:<ulid>` per change, written by the gateway beside the change itself, so
 * the activity log reads who changed which account and when from documents, not from a log file.
 */
export const ACCOUNT_ACTIONS = [
  'created',
  'role',
  'deactivated',
  'reactivated',
  'password_reset',
  'pin_reset',
  'password_changed',
  'pin_changed',
  'renamed',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export const accountEventSchema = z.object({
  _id: z.string().regex(/^account_event:[0-9A-Za-z]+$/),
  _rev: z.string().optional(),
  type: z.literal('account_event'),
  /** The account changed. */
  userId: z.string().min(1),
  action: z.enum(ACCOUNT_ACTIONS),
  /** The new role of a role change. */
  role: roleSchema.optional(),
  /** Who changed it (the account itself for its own password or PIN). */
  by: z.string().min(1),
  at: isoDateTimeSchema,
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

/**
 * A shared terminal ('TPV barra'): a device a manager turned into one. `terminal:<id>` in the
 * `accounts` database. `members` are the accounts that unlocked it with their PIN while online:
 * they, and only they, may be its acting user, online or off, while they stay active.
 */
export const terminalSchema = z.object({
  _id: z.string().regex(/^terminal:[0-9A-Za-z]+$/),
  _rev: z.string().optional(),
  type: z.literal('terminal'),
  name: nameText('El nombre del terminal'),
  createdBy: z.string().min(1),
  createdAt: isoDateTimeSchema,
  isActive: z.boolean(),
  members: z.array(z.string().min(1)).max(500),
});
export type Terminal = z.infer<typeof terminalSchema>;
