import type { Role } from '@restaurantpro/schema';
import type { SessionUser } from './session-user.ts';

/** Why a waiting request of a user is ended early: the account was deactivated, or its role changed. */
export type EndReason = 'deactivated' | 'role';

interface Held {
  role: Role;
  end: (reason: EndReason) => void;
}

/**
 * The requests of this gateway that wait on behalf of a user (`/db` longpolls). A request is judged
 * with the user as it was when it arrived; one that waits would go on answering with that judgement,
 * so when the account changes it is ended: a deactivated account's with 401, a role change's with an
 * empty answer, after which the device's next request is judged with the new role.
 */
export class LiveRequests {
  private readonly byUser = new Map<string, Set<Held>>();
  /**
   * The latest standing of each account revised lately: a request judged just before a change and
   * registering just after it is ended at once instead of waiting with the old judgement.
   */
  private readonly latest = new Map<string, { role: Role; isActive: boolean } | null>();
  private readonly holdWaiters = new Map<string, Array<() => void>>();

  /** Registers a waiting request; returns the function that removes it (call it when it ends). */
  hold(user: SessionUser, end: (reason: EndReason) => void): () => void {
    const held: Held = { role: user.role, end };
    const latest = this.latest.get(user.id);
    const stale = latest !== undefined ? reasonFor(latest, held.role) : null;
    if (stale !== null) {
      queueMicrotask(() => end(stale));
      return () => undefined;
    }
    let set = this.byUser.get(user.id);
    if (set === undefined) {
      set = new Set();
      this.byUser.set(user.id, set);
    }
    set.add(held);
    for (const resolve of this.holdWaiters.get(user.id)?.splice(0) ?? []) resolve();
    return () => {
      const current = this.byUser.get(user.id);
      current?.delete(held);
      if (current?.size === 0) this.byUser.delete(user.id);
    };
  }

  /** The account of `userId` is now `next` (null: gone): ends what it no longer allows. Returns how many. */
  revise(userId: string, next: { role: Role; isActive: boolean } | null): number {
    // Bounded: only the moments around a change matter, not a full history.
    if (this.latest.size > 10_000) this.latest.clear();
    this.latest.set(userId, next === null ? null : { role: next.role, isActive: next.isActive });
    const set = this.byUser.get(userId);
    if (set === undefined) return 0;
    let ended = 0;
    for (const held of [...set]) {
      const reason = reasonFor(next, held.role);
      if (reason === null) continue;
      set.delete(held);
      ended++;
      held.end(reason);
    }
    if (set.size === 0) this.byUser.delete(userId);
    return ended;
  }

  /** How many requests wait for `userId` (tests). */
  count(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Resolves once a request of `userId` waits here (tests await it instead of a timer). */
  held(userId: string): Promise<void> {
    if (this.count(userId) > 0) return Promise.resolve();
    return new Promise((resolve) => {
      const waiters = this.holdWaiters.get(userId) ?? [];
      waiters.push(resolve);
      this.holdWaiters.set(userId, waiters);
    });
  }
}

function reasonFor(next: { role: Role; isActive: boolean } | null, heldRole: Role): EndReason | null {
  if (next === null || !next.isActive) return 'deactivated';
  return next.role !== heldRole ? 'role' : null;
}
