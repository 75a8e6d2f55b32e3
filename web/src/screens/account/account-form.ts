import {
  ownPasswordInputSchema,
  ownPinInputSchema,
  type OwnPasswordInput,
  type OwnPinInput,
} from '@restaurantpro/schema';
import { errorsOf, type Parsed } from '../../lib/form-refusal.ts';

/**
 * 'Mi cuenta' forms, judged by schema's inputs of /api/me before sending (the current password is
 * required; the new password and PIN pass their rules). Whether the current password is right is
 * the gateway's to say, in its own Spanish words.
 */

/** The one check that is the form's own: the new password typed twice the same. */
export const PASSWORDS_DIFFER = 'Las dos contraseñas no coinciden';

export type PasswordChangeValues = { currentPassword: string; password: string; repeat: string };
export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = { currentPassword: '', password: '', repeat: '' };

export function parsePasswordChange(
  values: PasswordChangeValues,
): Parsed<PasswordChangeValues, OwnPasswordInput> {
  const result = ownPasswordInputSchema.safeParse({
    currentPassword: values.currentPassword,
    password: values.password,
  });
  const errors = result.success ? {} : errorsOf(result.error.issues, values);
  if (errors.password === undefined && values.repeat !== values.password) errors.repeat = PASSWORDS_DIFFER;
  if (!result.success || errors.repeat) return { ok: false, errors };
  return { ok: true, value: result.data };
}

export type PinChangeValues = { currentPassword: string; pin: string };
export const EMPTY_PIN_CHANGE: PinChangeValues = { currentPassword: '', pin: '' };

export function parsePinChange(values: PinChangeValues): Parsed<PinChangeValues, OwnPinInput> {
  const result = ownPinInputSchema.safeParse({
    currentPassword: values.currentPassword,
    pin: values.pin.trim(),
  });
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues, values) };
  return { ok: true, value: result.data };
}
