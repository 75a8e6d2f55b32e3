/** Staff accounts, shared terminals and the activity log (DESIGN.md §6, §10), re-exported by index.ts. */
export { ACCOUNT_ACTIONS, accountEventSchema, terminalSchema } from './docs/account.ts';
export type { AccountAction, AccountEvent, Terminal } from './docs/account.ts';

// Account rules (staff accounts, #19): new passwords, PINs and their lockouts, the last admin.
export {
  COMMON_PASSWORDS,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordProblem,
} from './rules/accounts/passwords.ts';
export {
  PIN_ACCOUNT_MAX_FAILURES,
  PIN_DEVICE_LOCKED_MESSAGE,
  PIN_DEVICE_LOCKOUT_MINUTES,
  PIN_DEVICE_MAX_FAILURES,
  PIN_DEVICE_WINDOW_MINUTES,
  PIN_FORMAT_MESSAGE,
  PIN_LOCKED_MESSAGE,
  PIN_LOCKOUT_MINUTES,
  PIN_PATTERN,
  PIN_TAKEN_MESSAGE,
  WRONG_PIN_MESSAGE,
  pinProblem,
} from './rules/accounts/pins.ts';
export {
  ACCOUNT_DEACTIVATED_MESSAGE,
  LAST_ADMIN_MESSAGE,
  OWN_ADMIN_MESSAGE,
  lastAdminProblem,
  ownAdminProblem,
} from './rules/accounts/admins.ts';
export type { AccountStanding, StandingChange } from './rules/accounts/admins.ts';
export {
  newPasswordInput,
  ownPasswordInputSchema,
  ownPinInputSchema,
  passwordResetInputSchema,
  pinInput,
  pinResetInputSchema,
} from './account-inputs.ts';
export type { OwnPasswordInput, OwnPinInput, PasswordResetInput, PinResetInput } from './account-inputs.ts';
