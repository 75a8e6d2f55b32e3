import {
  PIN_ACCOUNT_MAX_FAILURES,
  PIN_DEVICE_LOCKED_MESSAGE,
  PIN_DEVICE_MAX_FAILURES,
  PIN_DEVICE_WINDOW_MINUTES,
  PIN_LOCKED_MESSAGE,
  PIN_DEVICE_LOCKOUT_MINUTES,
  PIN_LOCKOUT_MINUTES,
} from '@restaurantpro/schema';

/**
 * The terminal's own count of wrong PINs, mirroring the gateway's lockouts so that going offline
 * buys no extra guesses: 5 consecutive failures of one account lock its PIN for 5 minutes, and 10
 * failures on this terminal within 5 minutes make the pad wait 5 minutes. The offline check (an 8-bit
 * fingerprint) lets a wrong PIN through 1 time in 256; these limits are what bound that. Pure: the
 * state is a plain value kept in the device's storage, and every function takes the time.
 */

export interface AccountFailures {
  /** Consecutive wrong PINs since the last success or lock. */
  failures: number;
  /** Until when (epoch ms) the account's PIN is locked here; 0 when it is not. */
  lockedUntil: number;
}

export interface PinLockState {
  accounts: Record<string, AccountFailures>;
  /** When (epoch ms) this terminal's recent wrong PINs were typed, oldest first. */
  deviceFailures: number[];
  /** Until when (epoch ms) the pad waits; 0 when it does not. */
  deviceLockedUntil: number;
}

const MINUTE_MS = 60_000;
const LOCKOUT_MS = PIN_LOCKOUT_MINUTES * MINUTE_MS;
const DEVICE_LOCKOUT_MS = PIN_DEVICE_LOCKOUT_MINUTES * MINUTE_MS;
const DEVICE_WINDOW_MS = PIN_DEVICE_WINDOW_MINUTES * MINUTE_MS;

export const NO_PIN_FAILURES: PinLockState = { accounts: {}, deviceFailures: [], deviceLockedUntil: 0 };

/** Why `userId` may not try a PIN on this terminal at `now`, or null when they may. */
export function pinLockProblem(state: PinLockState, userId: string, now: number): string | null {
  if (state.deviceLockedUntil > now) return PIN_DEVICE_LOCKED_MESSAGE;
  if ((state.accounts[userId]?.lockedUntil ?? 0) > now) return PIN_LOCKED_MESSAGE;
  return null;
}

/** The state after a wrong PIN for `userId` at `now`. */
export function afterWrongPin(state: PinLockState, userId: string, now: number): PinLockState {
  const recent = [...state.deviceFailures.filter((at) => now - at < DEVICE_WINDOW_MS), now];
  const deviceLocked = recent.length >= PIN_DEVICE_MAX_FAILURES;
  const previous = state.accounts[userId];
  // A lock that has run out starts the count again, as a success would.
  const failures = (previous && previous.lockedUntil <= now ? previous.failures : 0) + 1;
  const accountLocked = failures >= PIN_ACCOUNT_MAX_FAILURES;
  return {
    accounts: {
      ...state.accounts,
      [userId]: accountLocked ? { failures: 0, lockedUntil: now + LOCKOUT_MS } : { failures, lockedUntil: 0 },
    },
    deviceFailures: deviceLocked ? [] : recent,
    deviceLockedUntil: deviceLocked ? now + DEVICE_LOCKOUT_MS : state.deviceLockedUntil,
  };
}

/**
 * The state after the gateway answered that a lock is on (its `retry-after`): the same wait here, so
 * the pad stays shut offline too. `what` is which lock the gateway's message named.
 */
export function afterServerLock(
  state: PinLockState,
  what: 'account' | 'device',
  userId: string,
  until: number,
): PinLockState {
  if (what === 'device')
    return { ...state, deviceFailures: [], deviceLockedUntil: Math.max(until, state.deviceLockedUntil) };
  const previous = state.accounts[userId]?.lockedUntil ?? 0;
  return {
    ...state,
    accounts: { ...state.accounts, [userId]: { failures: 0, lockedUntil: Math.max(until, previous) } },
  };
}

/** The state after `userId` unlocked: their consecutive count starts again; the terminal's does not. */
export function afterRightPin(state: PinLockState, userId: string): PinLockState {
  if (!(userId in state.accounts)) return state;
  const accounts = { ...state.accounts };
  delete accounts[userId];
  return { ...state, accounts };
}

/** A stored state read back, or no failures when it is missing or not one. */
export function parsePinLockState(value: unknown): PinLockState {
  if (typeof value !== 'object' || value === null) return NO_PIN_FAILURES;
  const { accounts, deviceFailures, deviceLockedUntil } = value as Partial<
    Record<keyof PinLockState, unknown>
  >;
  const parsed: Record<string, AccountFailures> = {};
  if (typeof accounts === 'object' && accounts !== null) {
    for (const [id, entry] of Object.entries(accounts)) {
      const { failures, lockedUntil } = (entry ?? {}) as Partial<Record<keyof AccountFailures, unknown>>;
      if (typeof failures === 'number' && typeof lockedUntil === 'number')
        parsed[id] = { failures, lockedUntil };
    }
  }
  return {
    accounts: parsed,
    deviceFailures: Array.isArray(deviceFailures)
      ? deviceFailures.filter((at) => typeof at === 'number')
      : [],
    deviceLockedUntil: typeof deviceLockedUntil === 'number' ? deviceLockedUntil : 0,
  };
}
