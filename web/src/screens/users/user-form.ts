import { ROLE_LABELS, ROLES, passwordProblem, pinProblem, roleSchema, userInputSchema, type Role } from '@restaurantpro/schema';
import { accountName, type AccountUser, type NewAccountInput } from '../../data/accounts-api.ts';
import type { FieldErrors, Parsed } from '../../lib/form-refusal.ts';

/**
 * The /users forms as typed, and what they send. Every check is one of schema's rules (the e-mail
 * of userInputSchema, passwordProblem, pinProblem), run here before sending so the message sits
 * under its field at once; the gateway runs the same rules again and has the last word.
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

function parseRole(role: string): Role | null {
  const parsed = roleSchema.safeParse(role);
  return parsed.success ? parsed.data : null;
}

/** 'Nuevo usuario': the account to create, or each field's Spanish problem. An empty PIN is no PIN. */
export function parseNewUser(values: NewUserValues): Parsed<NewUserValues, NewAccountInput> {
  const errors: FieldErrors<NewUserValues> = {};
  const email = userInputSchema.shape.email.safeParse(values.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? 'Correo electrónico no válido';
  const role = parseRole(values.role);
  if (role === null) errors.role = 'Elige un rol';
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  const pin = values.pin.trim();
  const pinError = pin === '' ? null : pinProblem(pin);
  if (pinError) errors.pin = pinError;
  if (!email.success || role === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: email.data,
      role,
      password: values.password,
      ...(pin ? { pin } : {}),
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
  const role = parseRole(values.role);
  if (role === null) return { ok: false, errors: { role: 'Elige un rol' } };
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    ok: true,
    value: {
      ...(role !== user.role ? { role } : {}),
      ...(firstName !== user.firstName ? { firstName } : {}),
      ...(lastName !== user.lastName ? { lastName } : {}),
    },
  };
}

export type SecretKind = 'password' | 'pin';
/** Both fields, though a reset dialog shows only the one of its kind (a refusal names it). */
export type SecretValues = Record<SecretKind, string>;
export const EMPTY_SECRET: SecretValues = { password: '', pin: '' };

/** 'Restablecer contraseña' and 'Restablecer PIN': the one new secret, judged by its rule. */
export function parseSecret(kind: SecretKind, values: SecretValues): Parsed<SecretValues, string> {
  const value = kind === 'pin' ? values.pin.trim() : values.password;
  const problem = kind === 'pin' ? pinProblem(value) : passwordProblem(value);
  return problem ? { ok: false, errors: { [kind]: problem } } : { ok: true, value };
}

/** The list: active accounts first, then by name (Spanish collation). */
export function byAccountOrder(a: AccountUser, b: AccountUser): number {
  if (a.isActive !== b.isActive) return a.isActive ? -1 : 1;
  return accountName(a).localeCompare(accountName(b), 'es');
}
