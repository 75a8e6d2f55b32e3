import { NO_PIN_FAILURES, parsePinLockState, type PinLockState } from '../../lib/pin-lockout.ts';
import type { MemberPrint } from '../../lib/pin-fingerprint.ts';
import type { StaffMember } from './terminal-api.ts';

/**
 * What a shared terminal remembers for the pad to work offline, in the device's storage: the staff
 * list last read from the gateway, the PIN fingerprints of those who unlocked it online
 * (lib/pin-fingerprint.ts), and the local lockout counters. Bound to one terminal id: a device made a
 * terminal again starts empty.
 */
export interface TerminalRoster {
  terminalId: string;
  staff: StaffMember[];
  prints: Record<string, MemberPrint>;
  lockout: PinLockState;
}

const ROSTER_KEY = 'restaurantpro:terminal-roster';

const emptyRoster = (terminalId: string): TerminalRoster => ({
  terminalId,
  staff: [],
  prints: {},
  lockout: NO_PIN_FAILURES,
});

function isPrint(value: unknown): value is MemberPrint {
  const print = value as Partial<MemberPrint> | null;
  return (
    typeof print?.id === 'string' &&
    typeof print.name === 'string' &&
    typeof print.role === 'string' &&
    typeof print.salt === 'string' &&
    typeof print.fp === 'number'
  );
}

function isStaff(value: unknown): value is StaffMember {
  const member = value as Partial<StaffMember> | null;
  return typeof member?.id === 'string' && typeof member.name === 'string' && typeof member.role === 'string';
}

/** The roster of `terminalId`, or an empty one when storage holds another terminal's or none. */
export function readRoster(terminalId: string, storage: Storage = localStorage): TerminalRoster {
  let stored: Partial<Record<keyof TerminalRoster, unknown>> | null;
  try {
    stored = JSON.parse(storage.getItem(ROSTER_KEY) ?? 'null') as typeof stored;
  } catch {
    stored = null;
  }
  if (!stored || stored.terminalId !== terminalId) return emptyRoster(terminalId);
  const prints = Object.values(typeof stored.prints === 'object' && stored.prints ? stored.prints : {});
  return {
    terminalId,
    staff: Array.isArray(stored.staff) ? stored.staff.filter(isStaff) : [],
    prints: Object.fromEntries(prints.filter(isPrint).map((print) => [print.id, print])),
    lockout: parsePinLockState(stored.lockout),
  };
}

export function writeRoster(roster: TerminalRoster, storage: Storage = localStorage): void {
  try {
    storage.setItem(ROSTER_KEY, JSON.stringify(roster));
  } catch {
    // Storage full or unavailable: the pad still works online; offline it has nothing to check against.
  }
}

/** Reads, changes and stores the roster of `terminalId` in one step; returns the new roster. */
export function updateRoster(
  terminalId: string,
  change: (roster: TerminalRoster) => TerminalRoster,
  storage: Storage = localStorage,
): TerminalRoster {
  const next = change(readRoster(terminalId, storage));
  writeRoster(next, storage);
  return next;
}

/**
 * The staff list as the gateway now gives it. A fingerprint of someone no longer on it (deactivated,
 * or their PIN removed) is dropped, so they cannot unlock offline either.
 */
export function withStaff(roster: TerminalRoster, staff: StaffMember[]): TerminalRoster {
  const listed = new Set(staff.map((member) => member.id));
  const prints = Object.fromEntries(Object.entries(roster.prints).filter(([id]) => listed.has(id)));
  return { ...roster, staff, prints };
}

export function withPrint(roster: TerminalRoster, print: MemberPrint): TerminalRoster {
  return { ...roster, prints: { ...roster.prints, [print.id]: print } };
}

/** Forgets one person's fingerprint (the gateway said their account is deactivated). */
export function withoutPrint(roster: TerminalRoster, userId: string): TerminalRoster {
  const prints = { ...roster.prints };
  delete prints[userId];
  return { ...roster, prints };
}
