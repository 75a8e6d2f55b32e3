/**
 * The PIN lockout's numbers and the Spanish answers of the terminal's gateway routes, as the staff
 * accounts' rules define them (DESIGN.md §6). The pad shows the server's own message when it has
 * one; these are the offline pad's words for the same verdicts, so both read alike.
 */

/** Consecutive wrong PINs of one account before its PIN locks. */
export const PIN_ACCOUNT_MAX_FAILURES = 5;
/** How long a locked PIN, or a terminal past its attempts, waits. */
export const PIN_LOCKOUT_MINUTES = 5;
/** Wrong PINs on one terminal within PIN_DEVICE_WINDOW_MINUTES before the pad waits. */
export const PIN_DEVICE_MAX_FAILURES = 10;
export const PIN_DEVICE_WINDOW_MINUTES = 5;

export const WRONG_PIN_MESSAGE = 'PIN incorrecto';
export const PIN_LOCKED_MESSAGE =
  'PIN bloqueado por demasiados intentos: espera 5 minutos o pide a un administrador que lo restablezca';
export const PIN_DEVICE_LOCKED_MESSAGE = 'Demasiados intentos en este terminal: espera 5 minutos';
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Tu cuenta está desactivada: habla con un administrador';
