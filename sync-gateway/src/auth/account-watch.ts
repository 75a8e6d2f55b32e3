import { idPart, userDocSchema, type UserDoc } from '@restaurantpro/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Change, Seq, StoreDb, Subscription } from '../store/types.ts';
import type { Accounts } from './accounts.ts';
import type { LiveRequests } from './live-requests.ts';
import type { DocumentSessionStore } from './session-store.ts';

/** After the store's feed failed, how long before following it again (from where it stopped). */
const RESUBSCRIBE_MS = 1_000;

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
  private subscription: Subscription | null = null;
  private retry: NodeJS.Timeout | undefined;
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
    this.follow();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.subscription?.cancel();
    this.subscription = null;
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

  private follow(): void {
    if (this.stopped) return;
    this.subscription = this.db.liveChanges(
      { since: this.lastSeq, include_docs: true },
      (change) => this.receive(change),
      (err) => {
        this.subscription = null;
        this.log.warn({ err }, 'accounts feed failed; following it again shortly');
        if (!this.stopped) this.retry = setTimeout(() => this.follow(), RESUBSCRIBE_MS);
      },
    );
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
