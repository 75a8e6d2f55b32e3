/**
 * PINs switch the acting user on a shared terminal. Four to six digits: short enough to type
 * between two tables, which is why they are unique among active accounts and locked out after a
 * few failures (per account and per terminal) rather than made long.
 */
export const PIN_PATTERN = /^\d{4,6}$/;
export const PIN_FORMAT_MESSAGE = 'El PIN debe tener de 4 a 6 cifras';
export const PIN_TAKEN_MESSAGE = 'Ese PIN ya lo usa otra persona: elige otro';
export const WRONG_PIN_MESSAGE = 'PIN incorrecto';

/** Consecutive wrong PINs for one account before it locks. */
export const PIN_ACCOUNT_MAX_FAILURES = 5;
/** How long a locked account's PIN stays refused (an admin's PIN reset ends it sooner). */
export const PIN_LOCKOUT_MINUTES = 5;
/** Wrong PINs on one terminal within `PIN_DEVICE_WINDOW_MINUTES` before its pad waits. */
export const PIN_DEVICE_MAX_FAILURES = 10;
export const PIN_DEVICE_WINDOW_MINUTES = 5;
/** How long a terminal's pad waits after too many wrong PINs. */
export const PIN_DEVICE_LOCKOUT_MINUTES = 5;

export const PIN_LOCKED_MESSAGE = `PIN bloqueado por demasiados intentos: espera ${PIN_LOCKOUT_MINUTES} minutos o pide a un administrador que lo restablezca`;
export const PIN_DEVICE_LOCKED_MESSAGE = `Demasiados intentos en este terminal: espera ${PIN_DEVICE_LOCKOUT_MINUTES} minutos`;

/** Why `pin` cannot be a PIN, or null. */
export function pinProblem(pin: string): string | null {
  return PIN_PATTERN.test(pin) ? null : PIN_FORMAT_MESSAGE;
}
