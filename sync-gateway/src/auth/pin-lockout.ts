import {
  PIN_ACCOUNT_MAX_FAILURES,
  PIN_DEVICE_LOCKOUT_MINUTES,
  PIN_DEVICE_MAX_FAILURES,
  PIN_DEVICE_WINDOW_MINUTES,
  PIN_LOCKOUT_MINUTES,
} from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { update } from '../store/update.ts';
import { isStatus } from './stored.ts';

const MINUTE_MS = 60_000;

/**
 * Wrong PINs of one account, in a row: `pin_failures:user-<id>`. `pinKey` is the PIN they were
 * typed against: once an administrator resets the PIN the record no longer applies, which is how a
 * reset ends a lockout without this module being told.
 */
interface AccountFailures extends StoredDoc {
  type: 'pin_failures';
  failures: number;
  pinKey: string;
  lockedUntil?: string;
}

/** Wrong PINs typed on one terminal (any account), the times of the latest ones: `pin_failures:terminal-<id>`. */
interface TerminalFailures extends StoredDoc {
  type: 'pin_failures';
  at: string[];
  lockedUntil?: string;
}

const accountDocId = (userId: string) => `pin_failures:user-${userId}`;
const terminalDocId = (terminalId: string) => `pin_failures:terminal-${terminalId}`;

/** When a lock ends, in whole seconds from `now` (for Retry-After); 0 when not locked. */
function secondsLeft(lockedUntil: string | undefined, now: Date): number {
  const until = lockedUntil === undefined ? Number.NaN : Date.parse(lockedUntil);
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * The PIN lockouts of shared terminals, counted in the `accounts` database rather than in a
 * gateway's memory: a terminal's requests may reach any gateway of the restaurant, and a restart
 * must not hand an attacker a fresh set of guesses. Per account: PIN_ACCOUNT_MAX_FAILURES wrong PINs
 * in a row (on any terminal) lock that account's PIN for PIN_LOCKOUT_MINUTES; a right PIN clears
 * them. Per terminal: PIN_DEVICE_MAX_FAILURES wrong PINs within PIN_DEVICE_WINDOW_MINUTES, whoever's,
 * make its pad wait PIN_DEVICE_LOCKOUT_MINUTES; a right PIN does not clear those, so knowing one
 * PIN does not buy more guesses at the others. Failures are rare, so a document write each is cheap.
 */
export class PinLockout {
  constructor(
    private readonly db: StoreDb,
    private readonly now: () => Date,
  ) {}

  /** Seconds the account's PIN stays locked (0: not locked). `pinKey`: the account's current PIN. */
  async accountLock(userId: string, pinKey: string): Promise<number> {
    const doc = (await this.read(accountDocId(userId))) as AccountFailures | null;
    if (doc === null || doc.pinKey !== pinKey) return 0;
    return secondsLeft(doc.lockedUntil, this.now());
  }

  /** Seconds the terminal's pad waits (0: not locked). */
  async terminalLock(terminalId: string): Promise<number> {
    const doc = (await this.read(terminalDocId(terminalId))) as TerminalFailures | null;
    return doc === null ? 0 : secondsLeft(doc.lockedUntil, this.now());
  }

  /**
   * Counts a wrong PIN against the account and the terminal. Answers which of them it locked (the
   * account's lock is the one the person typing should hear about first).
   */
  async fail(
    userId: string,
    pinKey: string,
    terminalId: string,
  ): Promise<{ account: boolean; terminal: boolean }> {
    const [account, terminal] = await Promise.all([
      this.failAccount(userId, pinKey),
      this.failTerminal(terminalId),
    ]);
    return { account, terminal };
  }

  /** Counts a PIN typed for nobody who can be unlocked (an unknown account) against the terminal only. */
  async failTerminalOnly(terminalId: string): Promise<boolean> {
    return this.failTerminal(terminalId);
  }

  /** A right PIN: the account's run of failures starts again. */
  async succeed(userId: string): Promise<void> {
    await this.update(accountDocId(userId), () => null);
  }

  private async failAccount(userId: string, pinKey: string): Promise<boolean> {
    let locked = false;
    await this.update(accountDocId(userId), (stored) => {
      const now = this.now();
      const previous = stored as AccountFailures | null;
      // A record of another PIN, or of a lock that has run out, starts the count again.
      const fresh =
        previous === null ||
        previous.pinKey !== pinKey ||
        (previous.lockedUntil !== undefined && secondsLeft(previous.lockedUntil, now) === 0);
      const failures = (fresh ? 0 : previous.failures) + 1;
      locked = failures >= PIN_ACCOUNT_MAX_FAILURES;
      const next: AccountFailures = {
        _id: accountDocId(userId),
        type: 'pin_failures',
        failures,
        pinKey,
        ...(locked
          ? { lockedUntil: new Date(now.getTime() + PIN_LOCKOUT_MINUTES * MINUTE_MS).toISOString() }
          : {}),
      };
      return next;
    });
    return locked;
  }

  private async failTerminal(terminalId: string): Promise<boolean> {
    let locked = false;
    await this.update(terminalDocId(terminalId), (stored) => {
      const now = this.now();
      const previous = stored as TerminalFailures | null;
      const since = now.getTime() - PIN_DEVICE_WINDOW_MINUTES * MINUTE_MS;
      const recent = (previous?.at ?? []).filter((at) => Date.parse(at) > since);
      const at = [...recent, now.toISOString()].slice(-PIN_DEVICE_MAX_FAILURES);
      locked = at.length >= PIN_DEVICE_MAX_FAILURES;
      const next: TerminalFailures = {
        _id: terminalDocId(terminalId),
        type: 'pin_failures',
        // Once the pad waits, the count starts again from nothing when the wait is over.
        at: locked ? [] : at,
        ...(locked
          ? { lockedUntil: new Date(now.getTime() + PIN_DEVICE_LOCKOUT_MINUTES * MINUTE_MS).toISOString() }
          : previous?.lockedUntil !== undefined && secondsLeft(previous.lockedUntil, now) > 0
            ? { lockedUntil: previous.lockedUntil }
            : {}),
      };
      return next;
    });
    return locked;
  }

  private async read(id: string): Promise<StoredDoc | null> {
    try {
      return await this.db.get(id);
    } catch (err) {
      if (isStatus(err, 404)) return null;
      throw err;
    }
  }

  /** Read-modify-write of one record (null: delete it), retried when another request changed it. */
  private async update(id: string, apply: (doc: StoredDoc | null) => StoredDoc | null): Promise<void> {
    await update(
      this.db,
      id,
      (stored) => {
        const next = apply(stored ?? null);
        if (next !== null) return next;
        return stored === undefined ? null : { _id: id, _deleted: true };
      },
      { attempts: 10 },
    );
  }
}
