import { passwordProblem, pinProblem } from '@restaurantpro/schema';
import type { Parsed } from '../../lib/form-refusal.ts';

/**
 * 'Mi cuenta' forms. The new password and PIN are judged by schema's rules before sending; the
 * current password is the gateway's to check (it answers, in Spanish, when it is wrong).
 */

export const CURRENT_PASSWORD_MISSING = 'Escribe tu contraseña actual';
export const PASSWORDS_DIFFER = 'Las dos contraseñas no coinciden';

export type PasswordChangeValues = { currentPassword: string; password: string; repeat: string };
export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = { currentPassword: '', password: '', repeat: '' };

export function parsePasswordChange(
  values: PasswordChangeValues,
): Parsed<PasswordChangeValues, { currentPassword: string; password: string }> {
  const errors: Partial<PasswordChangeValues> = {};
  if (values.currentPassword === '') errors.currentPassword = CURRENT_PASSWORD_MISSING;
  const problem = passwordProblem(values.password);
  if (problem) errors.password = problem;
  else if (values.repeat !== values.password) errors.repeat = PASSWORDS_DIFFER;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { currentPassword: values.currentPassword, password: values.password } };
}

export type PinChangeValues = { currentPassword: string; pin: string };
export const EMPTY_PIN_CHANGE: PinChangeValues = { currentPassword: '', pin: '' };

export function parsePinChange(values: PinChangeValues): Parsed<PinChangeValues, { currentPassword: string; pin: string }> {
  const errors: Partial<PinChangeValues> = {};
  if (values.currentPassword === '') errors.currentPassword = CURRENT_PASSWORD_MISSING;
  const pin = values.pin.trim();
  const problem = pinProblem(pin);
  if (problem) errors.pin = problem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { currentPassword: values.currentPassword, pin } };
}
