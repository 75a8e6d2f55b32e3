import type { FastifyBaseLogger } from 'fastify';
import type { FloorIndexes } from '../store/current.ts';
import { follow, type Following } from '../store/follow.ts';
import type {
  BulkGetRequest,
  BulkGetResult,
  Change,
  ChangesOptions,
  ChangesResult,
  Seq,
  StoreDb,
} from '../store/types.ts';
import { isProjectionWrite } from '../store/projection-writes.ts';
import { isAfter } from './seq.ts';
import { SequenceShare, sharedBulkGet } from './shared-reads.ts';
import { LIVE_FEED_PROJECTION_WAIT_MS } from '../timing.ts';

/** Every change with its winning document, conflicts and leaves: each waiting longpoll takes what it asked for. */
const FEED_OPTIONS: Omit<ChangesOptions, 'since' | 'limit'> = {
  include_docs: true,
  conflicts: true,
  style: 'all_docs',
};
/** Recent changes kept to answer a longpoll that is only a little behind without reading the store. */
const RECENT_LIMIT = 500;
/**
 * First syncs read at once per database (see first-sync.ts): each holds a day's documents while it
 * reads them, so 50 devices joining together would otherwise hold 50 copies at the same moment
 * (measured: the gateway's heap doubled with 50 devices joining after a year of history).
 */
const FIRST_SYNCS_AT_ONCE = 2;

export interface FeedListener {
  /** Changes committed after the listener joined (and maybe a few before), in sequence order. */
  onChanges(changes: readonly Change[]): void;
  /** The store's feed died: the listener's client should reconnect. */
  onError(err: Error): void;
}

/**
 * One live changes feed per database, shared by every waiting longpoll: one store subscription and
 * one read per change, however many devices wait, instead of one each. A change is handed out as soon
 * as it arrives (changes arriving together, one `_bulk_docs`, leave together); the gateway's
 * projections wait for the next change, or `LIVE_FEED_PROJECTION_WAIT_MS` (timing.ts). The most recent changes are kept,
 * so a longpoll a few changes behind is answered without reading the store.
 */
export class LiveFeed {
  private readonly listeners = new Set<FeedListener>();
  private following: Following | null = null;
  private starting: Promise<void> | null = null;
  /** Position of the last change received; `recent` holds every change after `floor`. */
  private lastSeq: Seq = 0;
  private floor: Seq = 0;
  private recent: Change[] = [];
  /** The leaf revisions of recently changed documents, oldest first (see `knownRevs`). */
  private readonly revs = new Map<string, Set<string>>();
  private pending: Change[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private projectionTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private firstSyncs = 0;
  private readonly waitingFirstSyncs: Array<() => void> = [];
  /** First-sync answers and `_bulk_get` reads at the store's latest sequence (shared-reads.ts). */
  private readonly answers = new SequenceShare<ChangesResult>();
  private readonly docs = new SequenceShare<BulkGetResult['results'][number]>();

  /** `indexes`: whether first syncs can be read from the indexes yet (see first-sync.ts). */
  constructor(
    private readonly db: StoreDb,
    private readonly indexes: Pick<FloorIndexes, 'ready'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  get indexesReady(): boolean {
    return this.indexes.ready;
  }

  /** Runs a first sync's read when one of the `FIRST_SYNCS_AT_ONCE` places is free. */
  async firstSyncTurn<T>(read: () => Promise<T>): Promise<T> {
    if (this.firstSyncs >= FIRST_SYNCS_AT_ONCE) {
      await new Promise<void>((resolve) => this.waitingFirstSyncs.push(resolve));
    } else {
      this.firstSyncs++;
    }
    try {
      return await read();
    } finally {
      // The place passes straight to the next waiting read, or is given back.
      const next = this.waitingFirstSyncs.shift();
      if (next === undefined) this.firstSyncs--;
      else next();
    }
  }

  /**
   * The first-sync answer for `key` (what the device may read and how it asked, see `answerKey`)
   * at the store's sequence `seq`: read once (`read`, in its turn) and shared by every device asking
   * for the same at the same sequence. Devices come in together (a shift starting, the gateway
   * restarting): each first sync reads every current document, ~6 MB allocated per device on day
   * one, which V8 promoted and kept as heap (measured, 50 devices joining on day one: heap 34 MB
   * idle → 60–88 MB; 45–50 MB with first syncs and `_bulk_get` shared). The same sequence means the
   * same stored documents, so the shared answer is the one each would have read. Answers are dropped
   * as soon as a change arrives.
   */
  firstSyncAnswer(key: string, seq: Seq, read: () => Promise<ChangesResult>): Promise<ChangesResult> {
    return this.answers.share(seq, key, () => this.firstSyncTurn(read));
  }

  /** `_bulk_get`, each document read once per sequence however many devices ask (shared-reads.ts). */
  bulkGet(req: BulkGetRequest): Promise<BulkGetResult> {
    return sharedBulkGet(this.db, this.docs, req);
  }

  /**
   * Adds a listener and resolves once the feed runs: every change committed from then on reaches it.
   * Returns the function that removes it.
   */
  async join(listener: FeedListener): Promise<() => void> {
    if (this.stopped) {
      // The gateway is closing: the client hears so at once and its retry finds the next one.
      listener.onError(new Error('gateway closing'));
      return () => undefined;
    }
    this.listeners.add(listener);
    try {
      await this.start();
    } catch (err) {
      this.listeners.delete(listener);
      throw err;
    }
    return () => this.listeners.delete(listener);
  }

  /**
   * The changes after `since` already handed out, or `null` when they are not all still kept (or the
   * sequences cannot be compared): the caller reads the store instead. A document changed twice is
   * listed twice; the caller keeps its latest change, as the store's own feed does.
   */
  changesSince(since: Seq): Change[] | null {
    if (this.following === null || typeof since !== 'number' || typeof this.floor !== 'number') return null;
    if (since < this.floor) return null;
    return this.recent.filter((change) => isAfter(change.seq, since));
  }

  /**
   * Revisions of `id` known to be in the store, from the changes this feed saw (a revision, once
   * stored, stays in the document's history); `undefined` when the document did not change lately.
   */
  knownRevs(id: string): ReadonlySet<string> | undefined {
    return this.revs.get(id);
  }

  /**
   * Stops for good (the gateway is closing). Waiting longpolls are ended now rather than held open
   * until their timeout, which would keep the server from closing for up to a minute.
   */
  stop(): void {
    this.stopped = true;
    this.forgetReads();
    void this.following?.stop();
    this.following = null;
    this.starting = null;
    this.clearTimers();
    const listeners = [...this.listeners];
    this.listeners.clear();
    for (const listener of listeners) listener.onError(new Error('gateway closing'));
  }

  /**
   * Follows from the store's sequence now. A dead feed is not resubscribed here (`afterFeedError:
   * 'stop'`): the waiting longpolls end with the error, their devices reconnect with their own
   * sequence, and the next longpoll starts a new feed, or hears at once that the store is down.
   */
  private start(): Promise<void> {
    this.starting ??= this.db.info().then(async (info) => {
      this.lastSeq = info.update_seq;
      this.floor = info.update_seq;
      this.recent = [];
      this.pending = [];
      let died = false;
      const following = await follow(
        this.db,
        info.update_seq,
        (changes) => {
          for (const change of changes) this.receive(change);
        },
        {
          name: `live feed ${this.db.name}`,
          log: this.log,
          feed: FEED_OPTIONS,
          afterFeedError: 'stop',
          onFeedError: (err) => {
            died = true;
            this.fail(err);
          },
        },
      );
      // A feed that died before this point already ended its listeners: it is not kept as running.
      if (this.stopped || died) void following.stop();
      else this.following = following;
    });
    const started = this.starting;
    // A failed start is tried again by the next longpoll.
    started.catch(() => {
      if (this.starting === started) this.starting = null;
    });
    return started;
  }

  private fail(err: Error): void {
    this.following = null;
    this.clearTimers();
    this.starting = null;
    const listeners = [...this.listeners];
    this.listeners.clear();
    for (const listener of listeners) listener.onError(err);
  }

  private receive(change: Change): void {
    // A change seen twice (the feed resubscribed) is dropped.
    if (!isAfter(change.seq, this.lastSeq)) return;
    this.lastSeq = change.seq;
    this.forgetReads();
    this.pending.push(change);
    if (change.doc !== undefined && isProjectionWrite(change.doc)) {
      this.projectionTimer ??= setTimeout(() => this.flush(), LIVE_FEED_PROJECTION_WAIT_MS);
    } else {
      this.flushTimer ??= setTimeout(() => this.flush(), 0);
    }
  }

  private flush(): void {
    this.clearTimers();
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    this.remember(batch);
    for (const listener of [...this.listeners]) listener.onChanges(batch);
  }

  /** Shared reads of older sequences: no new request asks for them, they need not be held. */
  private forgetReads(): void {
    this.answers.clear();
    this.docs.clear();
  }

  private clearTimers(): void {
    clearTimeout(this.flushTimer);
    clearTimeout(this.projectionTimer);
    this.flushTimer = undefined;
    this.projectionTimer = undefined;
  }

  private remember(batch: readonly Change[]): void {
    for (const change of batch) {
      const known = this.revs.get(change.id) ?? new Set<string>();
      for (const { rev } of change.changes) known.add(rev);
      // Re-inserted so the map stays in order of last change, and the oldest go first.
      this.revs.delete(change.id);
      this.revs.set(change.id, known);
    }
    for (const id of this.revs.keys()) {
      if (this.revs.size <= RECENT_LIMIT) break;
      this.revs.delete(id);
    }
    this.recent.push(...batch);
    const excess = this.recent.length - RECENT_LIMIT;
    if (excess <= 0) return;
    const dropped = this.recent.splice(0, excess);
    const last = dropped[dropped.length - 1];
    if (last !== undefined) this.floor = last.seq;
  }
}

/** Keeps each document's last change only, in sequence order. */
export function latestPerDoc(changes: readonly Change[]): Change[] {
  const last = new Map<string, number>();
  changes.forEach((change, index) => last.set(change.id, index));
  return changes.filter((change, index) => last.get(change.id) === index);
}
