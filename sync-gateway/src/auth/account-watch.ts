import { idPart, userDocSchema, type UserDoc } from '@restaurantpro/schema';
import type { FastifyBaseLogger } from 'fastify';
import { follow, type Following } from '../store/follow.ts';
import type { Change, Seq, StoreDb } from '../store/types.ts';
import type { Accounts } from './accounts.ts';
import type { LiveRequests } from './live-requests.ts';
import type { DocumentSessionStore } from './session-store.ts';

/** PouchDB's sequences are numbers; CouchDB's opaque strings start with one that grows. */
function seqNumber(seq: Seq): number {
  if (typeof seq === 'number') return seq;
  const match = /^(\d+)/.exec(seq);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Follows the `accounts` database on this gateway, so an account changed through ANY gateway of the
 * store takes effect here at once: the user leaves the user cache and the session cache, and its
 * waiting longpolls end (deactivated: 401; role changed: an empty answer, the next request is judged
 * with the new role). The gateway that made the change applies it before answering (`apply`);
 * the feed brings it to the others. `caughtUp()` lets tests wait for it, never for a timer.
 */
export class AccountWatch {
  private following: Following | null = null;
  private lastSeq: Seq = 0;
  private stopped = false;
  private readonly waiting: Array<{ seq: number; resolve: () => void }> = [];

  constructor(
    private readonly db: StoreDb,
    private readonly accounts: Accounts,
    private readonly sessions: DocumentSessionStore,
    private readonly live: LiveRequests,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts following from the store's current sequence (what came before is what the caches read). */
  async start(): Promise<void> {
    this.lastSeq = (await this.db.info()).update_seq;
    const following = await follow(
      this.db,
      this.lastSeq,
      (changes) => {
        for (const change of changes) this.receive(change);
      },
      { name: 'accounts', log: this.log, feed: { include_docs: true } },
    );
    if (this.stopped) void following.stop();
    else this.following = following;
  }

  stop(): void {
    this.stopped = true;
    void this.following?.stop();
    this.following = null;
    for (const waiter of this.waiting.splice(0)) waiter.resolve();
  }

  /** Brings this gateway in line with an account as it now stands. Idempotent. */
  apply(doc: UserDoc): void {
    this.forget(idPart(doc._id), doc);
  }

  /** Resolves once every change the `accounts` database holds now has been applied here. */
  async caughtUp(): Promise<void> {
    const target = seqNumber((await this.db.info()).update_seq);
    if (this.stopped || !(seqNumber(this.lastSeq) < target)) return;
    await new Promise<void>((resolve) => this.waiting.push({ seq: target, resolve }));
  }

  private receive(change: Change): void {
    if (change.id.startsWith('user:')) {
      const parsed = change.deleted === true ? null : userDocSchema.safeParse(change.doc);
      this.forget(idPart(change.id), parsed?.success === true ? parsed.data : null);
    }
    this.lastSeq = change.seq;
    const at = seqNumber(change.seq);
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const waiter = this.waiting[i];
      if (waiter !== undefined && !(waiter.seq > at)) {
        this.waiting.splice(i, 1);
        waiter.resolve();
      }
    }
  }

  private forget(userId: string, doc: UserDoc | null): void {
    this.accounts.forget(userId);
    this.sessions.forgetUser(userId);
    this.live.revise(userId, doc);
  }
}
