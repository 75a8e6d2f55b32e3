import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';
import { readOrUndefined } from '../store/update.ts';

/**
 * Where the reactor lease lives: a `_local` document of the floor database. Every gateway on a store
 * reads and writes the same one (CouchDB keeps a database's `_local` documents on the cluster like any
 * other, with revisions), and it never replicates to a device.
 */
export const LEASE_DOC = '_local/reactor-lease';

export interface LeaseDoc extends StoredDoc {
  /** The gateway instance holding the reactions. */
  holder: string;
  /** Raised by one every time the lease changes hands, never lowered: a holder's fencing token. */
  token: number;
  /** Until when (ms since the epoch) the holder may act without renewing. */
  expiresAt: number;
  /** Held by a site hub (DESIGN.md §11), which no other gateway asks to give it up. */
  preferred?: boolean;
  /**
   * A site hub asking for the lease back: the holder hands it over at its next tick, and no other
   * gateway takes it meanwhile. Stale after a lease's length, should the hub have died asking.
   */
  claimedBy?: string;
  claimedAt?: number;
}

export interface LeaseOptions {
  db: Pick<StoreDb, 'get' | 'put'>;
  /** This gateway instance (unique per process). */
  holder: string;
  /** How long a lease lasts unrenewed: the longest a dead holder's reactions wait for a successor. */
  ttlMs: number;
  /** Wall-clock time: gateways compare expiries written by each other, so never a test's pinned clock. */
  now?: () => number;
  /**
   * A site hub: it asks a holder that is not one to hand the lease over rather than waiting for it
   * to lapse, so the reactions come back to the restaurant as soon as the hub is.
   */
  preferred?: boolean;
}

export type LeaseState = { held: false } | { held: true; token: number };

const isConflict = (err: unknown) => err instanceof StoreError && err.status === 409;

/**
 * The reactor lease (DESIGN.md §11): one gateway of a store holds it and runs the reactions, the
 * others stand by. `tick` is called every third of the lease: it renews a lease this instance holds,
 * takes one that is free or expired (raising the fencing token), and reports losing one. Every write
 * goes over the revision read, so two instances taking an expired lease at once cannot both win: the
 * second gets a 409 and reads the winner.
 *
 * What the store cannot do is refuse a stale holder's write to some other document, so `holds()`
 * is judged conservatively on this side: from the moment a renewal was sent, not when it landed, and
 * a holder that cannot reach the store stops at its own expiry, before any successor may start.
 * A batch already running when the lease is lost still finishes; what reactions write is idempotent,
 * so that overlap converges (test/multi/two-reactors.test.ts runs two reactors at once on purpose).
 */
export class ReactorLease {
  private readonly now: () => number;
  private state: LeaseState = { held: false };
  /** Until when this instance may act, on its own clock. */
  private validUntil = 0;

  constructor(private readonly opts: LeaseOptions) {
    this.now = opts.now ?? Date.now;
  }

  holds(): boolean {
    return this.state.held && this.now() < this.validUntil;
  }

  /** The fencing token of the lease held, or null. */
  token(): number | null {
    return this.holds() && this.state.held ? this.state.token : null;
  }

  /** One round: renew, take or stand by. Resolves with the state after it (a store error keeps the last). */
  async tick(): Promise<LeaseState> {
    const sentAt = this.now();
    let current: LeaseDoc | undefined;
    try {
      current = (await readOrUndefined(this.opts.db, LEASE_DOC)) as LeaseDoc | undefined;
      const mine = current?.holder === this.opts.holder;
      const free = current === undefined || current.expiresAt <= sentAt;
      const claim = this.claimOn(current, sentAt);
      // A site hub asks for it back: hand it over now, before any reaction of ours runs again.
      if (mine && claim === 'other' && current !== undefined) {
        await this.opts.db.put({ ...current, expiresAt: 0 });
        return this.lose();
      }
      if (!mine && !free && current !== undefined)
        return this.opts.preferred ? this.claim(current, sentAt) : this.lose();
      // Free, but promised to the site hub that asked for it.
      if (!mine && claim === 'other') return this.lose();
      // A lease renewed keeps its token; one taken (or taken back after a lapse) raises it.
      const token = mine && this.state.held ? this.state.token : (current?.token ?? 0) + 1;
      const next: LeaseDoc = {
        _id: LEASE_DOC,
        ...(current?._rev === undefined ? {} : { _rev: current._rev }),
        holder: this.opts.holder,
        token,
        expiresAt: sentAt + this.opts.ttlMs,
        ...(this.opts.preferred ? { preferred: true } : {}),
      };
      await this.opts.db.put(next);
      this.state = { held: true, token };
      this.validUntil = sentAt + this.opts.ttlMs;
      return this.state;
    } catch (err) {
      // Another instance wrote first: it holds the lease now (or renewed it).
      if (isConflict(err)) return this.lose();
      // The store is unreachable: keep acting until the lease would expire anyway, never longer.
      if (!this.holds()) this.state = { held: false };
      throw err;
    }
  }

  /** Whether a fresh claim is on the lease, and whose. */
  private claimOn(lease: LeaseDoc | undefined, now: number): 'none' | 'mine' | 'other' {
    if (lease?.claimedBy === undefined || (lease.claimedAt ?? 0) + this.opts.ttlMs <= now) return 'none';
    return lease.claimedBy === this.opts.holder ? 'mine' : 'other';
  }

  /**
   * A site hub finding the lease held by another gateway: it asks for it (once a half lease, so a
   * long hand-over costs few writes) unless the holder is a site hub too, and stands by meanwhile.
   */
  private async claim(lease: LeaseDoc, now: number): Promise<LeaseState> {
    const asked = lease.claimedBy === this.opts.holder && (lease.claimedAt ?? 0) + this.opts.ttlMs / 2 > now;
    if (lease.preferred !== true && !asked)
      await this.opts.db.put({ ...lease, claimedBy: this.opts.holder, claimedAt: now });
    return this.lose();
  }

  /** Gives the lease up (a clean shutdown), so a standby takes over at its next tick, not after the lease. */
  async release(): Promise<void> {
    if (!this.state.held) return;
    this.state = { held: false };
    this.validUntil = 0;
    try {
      const current = (await readOrUndefined(this.opts.db, LEASE_DOC)) as LeaseDoc | undefined;
      if (current?.holder !== this.opts.holder) return;
      await this.opts.db.put({ ...current, expiresAt: 0 });
    } catch (err) {
      // Lost meanwhile, or the store is gone: the lease expires on its own.
      if (!isConflict(err) && !(err instanceof StoreError)) throw err;
    }
  }

  private lose(): LeaseState {
    this.state = { held: false };
    this.validUntil = 0;
    return this.state;
  }
}
