import {
  passwordResetInputSchema,
  pinResetInputSchema,
  ROLE_LABELS,
  ROLES,
  roleSchema,
  userInputSchema,
  type Role,
} from '@restaurantpro/schema';
import { accountName, type AccountUser, type NewAccountInput } from '../../data/accounts-api.ts';
import { errorsOf, type Parsed } from '../../lib/form-refusal.ts';

/**
 * The /users forms as typed, and what they send. Schema's account inputs judge every field (the
 * e-mail, a new password's length and commonness, the PIN's 4 to 6 digits) before sending, so the
 * message sits under its field at once; the gateway parses with the same schemas and has the last
 * word (a PIN or an e-mail someone else has, the last administrator).
 */

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export type NewUserValues = {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  password: string;
  pin: string;
};

export const EMPTY_NEW_USER: NewUserValues = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'waiter',
  password: '',
  pin: '',
};

/** 'Nuevo usuario': the account to create, or each field's Spanish problem. An empty PIN is no PIN. */
export function parseNewUser(values: NewUserValues): Parsed<NewUserValues, NewAccountInput> {
  const pin = values.pin.trim();
  const result = userInputSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    role: values.role,
    password: values.password,
    ...(pin ? { pin } : {}),
  });
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues, values) };
  const { firstName, lastName, email, role, password } = result.data;
  return {
    ok: true,
    value: {
      firstName,
      lastName,
      email,
      role,
      password,
      ...(result.data.pin ? { pin: result.data.pin } : {}),
    },
  };
}

export type EditUserValues = {
  firstName: string;
  lastName: string;
  role: string;
};

export function editValuesOf(user: AccountUser): EditUserValues {
  return { firstName: user.firstName, lastName: user.lastName, role: user.role };
}

/** 'Editar usuario': only what changed (an unchanged role is not sent, so it is not judged again). */
export function parseEditUser(
  user: AccountUser,
  values: EditUserValues,
): Parsed<EditUserValues, { role?: Role; firstName?: string; lastName?: string }> {
  const role = roleSchema.safeParse(values.role);
  if (!role.success)
    return {
      ok: false,
      errors: errorsOf(
        role.error.issues.map((issue) => ({ ...issue, path: ['role'] })),
        values,
      ),
    };
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    ok: true,
    value: {
      ...(role.data !== user.role ? { role: role.data } : {}),
      ...(firstName !== user.firstName ? { firstName } : {}),
      ...(lastName !== user.lastName ? { lastName } : {}),
    },
  };
}

export type SecretKind = 'password' | 'pin';
/** Both fields, though a reset dialog shows only the one of its kind. */
export type SecretValues = Record<SecretKind, string>;
export const EMPTY_SECRET: SecretValues = { password: '', pin: '' };

/** 'Restablecer contraseña' and 'Restablecer PIN': the one new secret, judged by its reset input. */
export function parseSecret(kind: SecretKind, values: SecretValues): Parsed<SecretValues, string> {
  const result =
    kind === 'pin'
      ? pinResetInputSchema.safeParse({ pin: values.pin.trim() })
      : passwordResetInputSchema.safeParse({ password: values.password });
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues, values) };
  return { ok: true, value: 'pin' in result.data ? result.data.pin : result.data.password };
}

/** The list: active accounts first, then by name (Spanish collation). */
export function byAccountOrder(a: AccountUser, b: AccountUser): number {
  if (a.isActive !== b.isActive) return a.isActive ? -1 : 1;
  return accountName(a).localeCompare(accountName(b), 'es');
}
