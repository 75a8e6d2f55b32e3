import { makeMemberPrint, pinMatchesPrint } from '../../lib/pin-fingerprint.ts';
import { afterRightPin, afterServerLock, afterWrongPin, pinLockProblem } from '../../lib/pin-lockout.ts';
import { PIN_DEVICE_LOCKED_MESSAGE, PIN_LOCKOUT_MINUTES, WRONG_PIN_MESSAGE } from '@restaurantpro/schema';
import type { CurrentUser, DeviceTerminal } from '../session.ts';
import { readRoster, updateRoster, withoutPrint, withPrint, type TerminalRoster } from './roster.ts';
import { requestUnlock, type ApiOutcome, type StaffMember } from './terminal-api.ts';

/**
 * A PIN typed on the shared terminal's pad. Online the gateway judges it (and its lockouts); when the
 * gateway cannot be reached, the terminal checks it against the fingerprint kept from that person's
 * last online unlock, under the same lockout limits counted here. Wrong PINs are counted here either
 * way, so a thief gains no guesses by going offline.
 */

export const OFFLINE_NEVER_UNLOCKED_MESSAGE =
  'Sin conexión: solo puede entrar quien ya abrió sesión en este terminal con conexión';

/** WebCrypto exists only on secure pages (https or localhost): elsewhere nothing can be checked offline. */
export const OFFLINE_NO_CRYPTO_MESSAGE = 'Sin conexión: este dispositivo no puede comprobar el PIN sin conexión';

export type UnlockOutcome =
  | {
      ok: true;
      user: CurrentUser;
      offline: boolean;
      /**
       * Resolves once the fingerprint of an online unlock is stored (PBKDF2 takes a moment, and the
       * person should not wait for it); resolves at once for an offline unlock.
       */
      remembered: Promise<void>;
    }
  | { ok: false; message: string };

export interface UnlockDeps {
  request: (userId: string, pin: string) => Promise<ApiOutcome<CurrentUser>>;
  now: () => number;
  storage: Storage;
}

const defaultDeps = (): UnlockDeps => ({ request: requestUnlock, now: Date.now, storage: localStorage });

/** A user from what the terminal kept of them: enough to act (id, role) and to greet them. */
function userOf(member: StaffMember): CurrentUser {
  return {
    id: member.id,
    email: '',
    firstName: member.name,
    lastName: null,
    role: member.role,
    isActive: true,
    profileImageUrl: null,
  };
}

export async function unlockWithPin(
  terminal: DeviceTerminal,
  member: StaffMember,
  pin: string,
  deps: UnlockDeps = defaultDeps(),
): Promise<UnlockOutcome> {
  const update = (change: (roster: TerminalRoster) => TerminalRoster) =>
    updateRoster(terminal.id, change, deps.storage);
  const answer = await deps.request(member.id, pin);

  if (answer.kind === 'ok') {
    const user = answer.value;
    update((roster) => ({ ...roster, lockout: afterRightPin(roster.lockout, member.id) }));
    const remembered = makeMemberPrint({ id: user.id, name: member.name, role: user.role }, pin, terminal.id).then(
      (print) => void update((roster) => withPrint(roster, print)),
    );
    return { ok: true, user, offline: false, remembered };
  }

  if (answer.kind === 'refused') {
    if (answer.status === 401) {
      update((roster) => ({ ...roster, lockout: afterWrongPin(roster.lockout, member.id, deps.now()) }));
    } else if (answer.status === 429) {
      // A lock on the gateway (the failure that set it is answered with it): the same wait here.
      const until = deps.now() + (answer.retryAfterSeconds ?? PIN_LOCKOUT_MINUTES * 60) * 1000;
      const what = answer.message === PIN_DEVICE_LOCKED_MESSAGE ? 'device' : 'account';
      update((roster) => ({ ...roster, lockout: afterServerLock(roster.lockout, what, member.id, until) }));
    } else if (answer.status === 403) {
      // Deactivated: whatever the terminal kept must not let them in offline later.
      update((roster) => withoutPrint(roster, member.id));
    }
    return { ok: false, message: answer.message };
  }

  return unlockOffline(terminal, member, pin, deps, update);
}

async function unlockOffline(
  terminal: DeviceTerminal,
  member: StaffMember,
  pin: string,
  deps: UnlockDeps,
  update: (change: (roster: TerminalRoster) => TerminalRoster) => TerminalRoster,
): Promise<UnlockOutcome> {
  const roster = readRoster(terminal.id, deps.storage);
  const locked = pinLockProblem(roster.lockout, member.id, deps.now());
  if (locked) return { ok: false, message: locked };
  const print = roster.prints[member.id];
  if (!print) return { ok: false, message: OFFLINE_NEVER_UNLOCKED_MESSAGE };
  let matches: boolean;
  try {
    matches = await pinMatchesPrint(pin, print, terminal.id);
  } catch (error) {
    console.warn(OFFLINE_NO_CRYPTO_MESSAGE, error);
    return { ok: false, message: OFFLINE_NO_CRYPTO_MESSAGE };
  }
  if (matches) {
    update((current) => ({ ...current, lockout: afterRightPin(current.lockout, member.id) }));
    return {
      ok: true,
      user: userOf({ id: print.id, name: print.name, role: print.role }),
      offline: true,
      remembered: Promise.resolve(),
    };
  }
  const now = deps.now();
  const after = update((current) => ({ ...current, lockout: afterWrongPin(current.lockout, member.id, now) }));
  return { ok: false, message: pinLockProblem(after.lockout, member.id, now) ?? WRONG_PIN_MESSAGE };
}
