import { afterEach, describe, expect, it } from 'vitest';
import { pinFingerprint } from '../../lib/pin-fingerprint.ts';
import { PIN_LOCKED_MESSAGE, WRONG_PIN_MESSAGE } from '@restaurantpro/schema';
import type { CurrentUser } from '../session.ts';
import { readRoster, updateRoster, withStaff } from './roster.ts';
import type { ApiOutcome, StaffMember } from './terminal-api.ts';
import { OFFLINE_NEVER_UNLOCKED_MESSAGE, unlockWithPin, type UnlockDeps } from './unlock.ts';

const TERMINAL = { id: '01JTERMINAL0000000000000000', name: 'TPV barra' };
const ANA: StaffMember = { id: 'ana', name: 'Ana', role: 'waiter' };
const ANA_USER: CurrentUser = {
  id: 'ana',
  email: 'ana@restaurante.test',
  firstName: 'Ana',
  lastName: 'Ruiz',
  role: 'waiter',
  isActive: true,
  profileImageUrl: null,
};
const T0 = Date.UTC(2026, 10, 22, 12);

/**
 * The gateway's side of an unlock, as its route answers: ANA's PIN is 4321; a wrong one is 401, and
 * the fifth in a row 429 with the lock's message and `retry-after`; 403 once deactivated; nothing
 * while `online` is false. Every request is recorded.
 */
function gateway() {
  const state = { online: true, deactivated: false, failures: 0, requests: [] as { userId: string; pin: string }[] };
  const request = async (userId: string, pin: string): Promise<ApiOutcome<CurrentUser>> => {
    state.requests.push({ userId, pin });
    if (!state.online) return { kind: 'offline' };
    if (state.deactivated)
      return { kind: 'refused', status: 403, message: 'Tu cuenta está desactivada: habla con un administrador' };
    if (pin === '4321') {
      state.failures = 0;
      return { kind: 'ok', value: ANA_USER };
    }
    state.failures++;
    return state.failures >= 5
      ? { kind: 'refused', status: 429, message: PIN_LOCKED_MESSAGE, retryAfterSeconds: 300 }
      : { kind: 'refused', status: 401, message: WRONG_PIN_MESSAGE };
  };
  let now = T0;
  const deps: UnlockDeps = { request, now: () => now, storage: localStorage };
  return { state, deps, advance: (ms: number) => (now += ms) };
}

afterEach(() => localStorage.clear());

describe('unlocking the terminal with a PIN', () => {
  it('online, lets in whoever the gateway accepts, and keeps their fingerprint but never the PIN', async () => {
    const { deps } = gateway();
    const outcome = await unlockWithPin(TERMINAL, ANA, '4321', deps);
    expect(outcome).toMatchObject({ ok: true, offline: false, user: ANA_USER });
    if (outcome.ok) await outcome.remembered;
    const roster = readRoster(TERMINAL.id);
    expect(roster.prints.ana).toMatchObject({ id: 'ana', name: 'Ana', role: 'waiter' });
    expect(JSON.stringify(localStorage)).not.toContain('4321');
  });

  it('offline, lets in someone who unlocked online before, with the right PIN only', async () => {
    const { state, deps } = gateway();
    const first = await unlockWithPin(TERMINAL, ANA, '4321', deps);
    if (first.ok) await first.remembered;
    state.online = false;

    const right = await unlockWithPin(TERMINAL, ANA, '4321', deps);
    expect(right).toMatchObject({ ok: true, offline: true, user: { id: 'ana', role: 'waiter', firstName: 'Ana' } });
    // A wrong PIN whose fingerprint differs is refused (one in 256 would not be: the lockout bounds it).
    const print = readRoster(TERMINAL.id).prints.ana;
    if (!print) throw new Error('no fingerprint kept');
    const salt = Uint8Array.from(atob(print.salt), (char) => char.charCodeAt(0));
    let wrong = 1000;
    while ((await pinFingerprint(String(wrong), salt, TERMINAL.id, 'ana')) === print.fp) wrong++;
    expect(await unlockWithPin(TERMINAL, ANA, String(wrong), deps)).toEqual({ ok: false, message: WRONG_PIN_MESSAGE });
    expect(state.requests.every((request) => request.userId === 'ana')).toBe(true);
  });

  it('offline, refuses someone the terminal has no fingerprint of', async () => {
    const { state, deps } = gateway();
    state.online = false;
    expect(await unlockWithPin(TERMINAL, ANA, '4321', deps)).toEqual({
      ok: false,
      message: OFFLINE_NEVER_UNLOCKED_MESSAGE,
    });
  });

  it('keeps the gateway’s lock: going offline buys no extra guesses', async () => {
    const { state, deps, advance } = gateway();
    const first = await unlockWithPin(TERMINAL, ANA, '4321', deps);
    if (first.ok) await first.remembered;
    for (let i = 0; i < 5; i++) {
      advance(1000);
      await unlockWithPin(TERMINAL, ANA, '9999', deps);
    }
    state.online = false;
    // Even the right PIN waits: the account is locked here for 5 minutes.
    expect(await unlockWithPin(TERMINAL, ANA, '4321', deps)).toEqual({ ok: false, message: PIN_LOCKED_MESSAGE });
    advance(5 * 60_000);
    expect(await unlockWithPin(TERMINAL, ANA, '4321', deps)).toMatchObject({ ok: true, offline: true });
  });

  it('counts offline wrong PINs as the gateway would, and locks on the fifth', async () => {
    const { state, deps, advance } = gateway();
    const first = await unlockWithPin(TERMINAL, ANA, '4321', deps);
    if (first.ok) await first.remembered;
    state.online = false;
    const print = readRoster(TERMINAL.id).prints.ana;
    if (!print) throw new Error('no fingerprint kept');
    const salt = Uint8Array.from(atob(print.salt), (char) => char.charCodeAt(0));
    const wrong: string[] = [];
    for (let pin = 1000; wrong.length < 5; pin++) {
      if ((await pinFingerprint(String(pin), salt, TERMINAL.id, 'ana')) !== print.fp) wrong.push(String(pin));
    }
    const answers = [];
    for (const pin of wrong) {
      advance(1000);
      const outcome = await unlockWithPin(TERMINAL, ANA, pin, deps);
      answers.push(outcome.ok ? 'ok' : outcome.message);
    }
    expect(answers).toEqual([...Array<string>(4).fill(WRONG_PIN_MESSAGE), PIN_LOCKED_MESSAGE]);
  });

  it('shows the gateway’s refusal of a deactivated account and forgets their fingerprint', async () => {
    const { state, deps } = gateway();
    const first = await unlockWithPin(TERMINAL, ANA, '4321', deps);
    if (first.ok) await first.remembered;
    state.deactivated = true;
    expect(await unlockWithPin(TERMINAL, ANA, '4321', deps)).toEqual({
      ok: false,
      message: 'Tu cuenta está desactivada: habla con un administrador',
    });
    state.online = false;
    expect(await unlockWithPin(TERMINAL, ANA, '4321', deps)).toEqual({
      ok: false,
      message: OFFLINE_NEVER_UNLOCKED_MESSAGE,
    });
  });

  it('drops the fingerprint of someone no longer on the gateway’s staff list', async () => {
    const { deps } = gateway();
    const first = await unlockWithPin(TERMINAL, ANA, '4321', deps);
    if (first.ok) await first.remembered;
    const roster = updateRoster(TERMINAL.id, (current) => withStaff(current, [{ id: 'luis', name: 'Luis', role: 'waiter' }]));
    expect(roster.prints).toEqual({});
  });

  it('keeps nothing of another terminal', async () => {
    const { deps } = gateway();
    const first = await unlockWithPin(TERMINAL, ANA, '4321', deps);
    if (first.ok) await first.remembered;
    expect(readRoster('01JOTHER000000000000000000').prints).toEqual({});
  });
});
