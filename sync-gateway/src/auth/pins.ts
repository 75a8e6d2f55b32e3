import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UserDoc } from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { isStatus, newClaim, type Claim } from './stored.ts';

/**
 * Keeps PINs unique among ACTIVE accounts without a unique index, as the e-mail claims do: a
 * `pin:<pinKey>` document names the account holding that PIN. Two accounts given one PIN at once
 * race on one document id and the store lets one write win, even across gateways.
 */
type PinClaim = Claim<'pin_claim'>;

/** Thrown when another active account holds the PIN; routes answer 409 with PIN_TAKEN_MESSAGE. */
export class PinTakenError extends Error {
  override name = 'PinTakenError';
}

/** A claim whose holder never got the PIN written (a crash between the two writes) is free after this. */
const ORPHAN_CLAIM_MS = 60_000;

const claimId = (pinKey: string) => `pin:${pinKey}`;

/**
 * The key PINs are keyed under: derived from the session secret with its own label, so a PIN key is
 * never a cookie signature or an approval, and every gateway of a restaurant (one secret) agrees.
 */
export function derivePinSecret(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('pin').digest();
}

/**
 * A PIN's key: HMAC-SHA256 under the derived secret, hex. Ten thousand to a million PINs are easy to
 * try one by one, so what protects them is the secret: the accounts database alone does not reveal them.
 */
export function pinKeyOf(pinSecret: Buffer, pin: string): string {
  return createHmac('sha256', new Uint8Array(pinSecret)).update(pin).digest('hex');
}

/**
 * Where a claim's owner stands: it `holds` the PIN (active, its stored key is this one), is
 * `inactive` (it claims nothing), or is `other`: missing, or active with another key, which may be an
 * account being written or changing its PIN right now.
 */
export type ClaimOwner = 'holds' | 'inactive' | 'other';

/** PIN keys, their claims in the `accounts` database and their verification. */
export class Pins {
  constructor(
    private readonly db: StoreDb,
    private readonly secret: Buffer,
    private readonly owner: (userId: string, pinKey: string) => Promise<ClaimOwner>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  keyOf(pin: string): string {
    return pinKeyOf(this.secret, pin);
  }

  /**
   * Whether `pin` is this account's PIN: recomputed and compared in constant time. An inactive
   * account or one without a PIN never matches (the caller tells the cases apart for its message).
   */
  verifyPin(user: Pick<UserDoc, 'pinKey' | 'isActive'>, pin: string): boolean {
    const candidate = new Uint8Array(Buffer.from(this.keyOf(pin), 'hex'));
    // Compared against a key of the same length even without a PIN, so the time tells nothing.
    const stored = new Uint8Array(Buffer.from(user.pinKey ?? '0'.repeat(64), 'hex'));
    const same = stored.length === candidate.length && timingSafeEqual(stored, candidate);
    return same && user.pinKey !== undefined && user.isActive;
  }

  /** Claims `pinKey` for `userId`. Throws PinTakenError when another active account holds it. */
  async claim(pinKey: string, userId: string): Promise<void> {
    const claimedAt = this.now();
    const claim: PinClaim = newClaim('pin_claim', claimId(pinKey), userId, claimedAt);
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await this.db.put(claim);
        return;
      } catch (err) {
        if (!isStatus(err, 409)) throw err;
      }
      let existing: StoredDoc;
      try {
        existing = await this.db.get(claim._id);
      } catch (err) {
        if (isStatus(err, 404)) continue; // released in between: claim it afresh
        throw err;
      }
      const owner = existing['userId'];
      if (owner === userId) return;
      const standing: ClaimOwner = typeof owner === 'string' ? await this.owner(owner, pinKey) : 'other';
      if (standing === 'holds') throw new PinTakenError();
      // An inactive owner claims nothing (its release was lost). Any other owner may be mid-write:
      // its claim is only free once it is old enough to be a crash's leftover.
      const age = claimedAt.getTime() - Date.parse(String(existing['claimedAt']));
      if (standing === 'other' && !(age > ORPHAN_CLAIM_MS)) throw new PinTakenError();
      try {
        await this.db.put({ ...claim, _rev: existing._rev });
        return;
      } catch (err) {
        if (isStatus(err, 409)) throw new PinTakenError();
        throw err;
      }
    }
    throw new PinTakenError();
  }

  /** Gives up `userId`'s claim on `pinKey` (deactivated, PIN changed, or a failed write). */
  async release(pinKey: string, userId: string): Promise<void> {
    try {
      const claim = await this.db.get(claimId(pinKey));
      if (claim['userId'] === userId) await this.db.put({ _id: claim._id, _rev: claim._rev, _deleted: true });
    } catch (err) {
      if (!isStatus(err, 404) && !isStatus(err, 409)) throw err;
    }
  }
}
