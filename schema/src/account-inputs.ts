/**
 * Inputs of account management (`/api/users`, `/api/me`): new passwords and PINs pass their rules
 * here, so a form and the gateway refuse them with the same Spanish words.
 */
import { z } from 'zod';
import { passwordProblem } from './rules/accounts/passwords.ts';
import { pinProblem } from './rules/accounts/pins.ts';

/** A password being set: the rule of new passwords (length, common ones). */
export const newPasswordInput = z
  .string({ error: 'La contraseña es requerida' })
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A PIN being set: 4 to 6 digits. */
export const pinInput = z.string({ error: 'El PIN es requerido' }).superRefine((pin, ctx) => {
  const problem = pinProblem(pin);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password already held (sign-in, confirming one's own change): any stored length is accepted. */
const currentPasswordInput = z
  .string({ error: 'La contraseña actual es requerida' })
  .min(1, 'La contraseña actual es requerida');

/** POST /api/users/:id/password (admin reset). */
export const passwordResetInputSchema = z.object({ password: newPasswordInput }).strict();
export type PasswordResetInput = z.output<typeof passwordResetInputSchema>;

/** POST /api/users/:id/pin (admin reset). */
export const pinResetInputSchema = z.object({ pin: pinInput }).strict();
export type PinResetInput = z.output<typeof pinResetInputSchema>;

/** POST /api/me/password: one's own change, the current password first. */
export const ownPasswordInputSchema = z
  .object({ currentPassword: currentPasswordInput, password: newPasswordInput })
  .strict();
export type OwnPasswordInput = z.output<typeof ownPasswordInputSchema>;

/** POST /api/me/pin: one's own PIN, confirmed with the current password. */
export const ownPinInputSchema = z.object({ currentPassword: currentPasswordInput, pin: pinInput }).strict();
export type OwnPinInput = z.output<typeof ownPinInputSchema>;
