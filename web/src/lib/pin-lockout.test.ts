import { describe, expect, it } from 'vitest';
import {
  afterRightPin,
  afterServerLock,
  afterWrongPin,
  NO_PIN_FAILURES,
  parsePinLockState,
  pinLockProblem,
  type PinLockState,
} from './pin-lockout.ts';
import { PIN_DEVICE_LOCKED_MESSAGE, PIN_LOCKED_MESSAGE } from '@restaurantpro/schema';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 12);

function fail(state: PinLockState, userId: string, times: number, at: number, stepMs = 1000): PinLockState {
  let next = state;
  for (let i = 0; i < times; i++) next = afterWrongPin(next, userId, at + i * stepMs);
  return next;
}

describe('PIN lockout per account', () => {
  it.each([
    [4, null],
    [5, PIN_LOCKED_MESSAGE],
  ])('%i consecutive wrong PINs → %s', (times, message) => {
    const state = fail(NO_PIN_FAILURES, 'ana', times, T0);
    expect(pinLockProblem(state, 'ana', T0 + times * 1000)).toBe(message);
  });

  it('locks for 5 minutes, then lets the account try again from zero', () => {
    const locked = fail(NO_PIN_FAILURES, 'ana', 5, T0);
    const lastAt = T0 + 4000;
    expect(pinLockProblem(locked, 'ana', lastAt + 5 * MINUTE - 1)).toBe(PIN_LOCKED_MESSAGE);
    expect(pinLockProblem(locked, 'ana', lastAt + 5 * MINUTE)).toBeNull();
    // After the lock the count starts again: one more failure does not lock at once.
    const again = afterWrongPin(locked, 'ana', lastAt + 5 * MINUTE);
    expect(pinLockProblem(again, 'ana', lastAt + 5 * MINUTE + 1)).toBeNull();
  });

  it('counts only consecutive failures: a right PIN starts the count again', () => {
    const four = fail(NO_PIN_FAILURES, 'ana', 4, T0);
    const fresh = afterRightPin(four, 'ana');
    const another = fail(fresh, 'ana', 4, T0 + 10_000);
    expect(pinLockProblem(another, 'ana', T0 + 20_000)).toBeNull();
  });

  it('keeps each account apart', () => {
    const state = fail(NO_PIN_FAILURES, 'ana', 5, T0);
    expect(pinLockProblem(state, 'luis', T0 + 5000)).toBeNull();
  });
});

describe('PIN lockout per terminal', () => {
  it('makes the pad wait 5 minutes after 10 wrong PINs within 5 minutes, whoever typed them', () => {
    // Four people, never five in a row each: no account locks, the terminal does.
    let state = NO_PIN_FAILURES;
    for (let i = 0; i < 10; i++)
      state = afterWrongPin(state, ['ana', 'luis', 'eva', 'pau'][i % 4] ?? 'ana', T0 + i * 1000);
    expect(pinLockProblem(state, 'marta', T0 + 9000)).toBe(PIN_DEVICE_LOCKED_MESSAGE);
    expect(pinLockProblem(state, 'marta', T0 + 9000 + 5 * MINUTE - 1)).toBe(PIN_DEVICE_LOCKED_MESSAGE);
    expect(pinLockProblem(state, 'marta', T0 + 9000 + 5 * MINUTE)).toBeNull();
  });

  it('forgets failures older than the 5-minute window', () => {
    let state = NO_PIN_FAILURES;
    for (let i = 0; i < 10; i++) state = afterWrongPin(state, `u${i}`, T0 + i * MINUTE);
    expect(pinLockProblem(state, 'marta', T0 + 9 * MINUTE)).toBeNull();
  });

  it('is not reset by a right PIN', () => {
    let state = NO_PIN_FAILURES;
    for (let i = 0; i < 9; i++) state = afterWrongPin(state, `u${i}`, T0 + i);
    state = afterRightPin(state, 'u0');
    state = afterWrongPin(state, 'u9', T0 + 10);
    expect(pinLockProblem(state, 'marta', T0 + 11)).toBe(PIN_DEVICE_LOCKED_MESSAGE);
  });
});

describe('a lock the gateway reports', () => {
  const until = T0 + 300_000;

  it('holds an account’s lock here until its retry-after has passed, for that account only', () => {
    const state = afterServerLock(NO_PIN_FAILURES, 'account', 'ana', until);
    expect(pinLockProblem(state, 'ana', until - 1)).toBe(PIN_LOCKED_MESSAGE);
    expect(pinLockProblem(state, 'marta', until - 1)).toBeNull();
    expect(pinLockProblem(state, 'ana', until)).toBeNull();
  });

  it('holds the terminal’s lock here for everyone until its retry-after has passed', () => {
    const state = afterServerLock(NO_PIN_FAILURES, 'device', 'ana', until);
    expect(pinLockProblem(state, 'marta', until - 1)).toBe(PIN_DEVICE_LOCKED_MESSAGE);
    expect(pinLockProblem(state, 'marta', until)).toBeNull();
  });
});

describe('stored lockout state', () => {
  it('reads back what was stored', () => {
    const state = fail(NO_PIN_FAILURES, 'ana', 3, T0);
    expect(parsePinLockState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it.each([null, 'x', 42, { accounts: { ana: { failures: 'many' } }, deviceFailures: 'no' }])(
    'starts from no failures for %j',
    (value) => {
      expect(parsePinLockState(value)).toEqual(NO_PIN_FAILURES);
    },
  );
});
