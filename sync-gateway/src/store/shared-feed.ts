import type { Change, ChangesOptions, ChangesResult, Seq, Subscription } from './types.ts';

/** A PouchDB live feed as the hub drives it. */
export interface HubFeed {
  cancel(): void;
}

/** What a hub needs of its database: a live feed from a sequence, and a one-off read to catch up. */
export interface HubSource {
  live(opts: ChangesOptions, onChange: (change: Change) => void, onError: (err: Error) => void): HubFeed;
  read(opts: ChangesOptions): Promise<ChangesResult>;
}

interface Listener {
  onChange: (change: Change) => void;
  onError: (err: Error) => void;
  /** Hub changes held while the listener catches up, and the sequence its catch-up read reached. */
  held: Change[] | null;
  caughtUpTo: Seq | null;
}

const after = (seq: Seq, than: Seq): boolean => Number(seq) > Number(than);

/**
 * How far ahead of a feed's position a follower may start and still share it. A feed replaying a
 * backlog (a reaction resuming far behind) would hold back a follower that starts from now (the
 * devices' live feed) until the replay reached it: that follower gets a feed of its own instead.
 */
const AHEAD_SHARED = 100;

/** A listener gets its own copy: what one follower keeps or changes is never another's. */
const copyOf = (change: Change): Change => structuredClone(change);

/**
 * One live feed per database and options, shared by every follower asking for the same ones. A
 * PouchDB live feed reads every change again from leveldb for each listener (its by-sequence entry,
 * the document's metadata and body), so the gateway's six followers of the floor read each order six
 * times. Here the first follower's feed serves the others: a follower that joins later catches up
 * with a read of its own from its sequence, then takes the shared changes that came after that read.
 */
export class FeedHub {
  private readonly listeners = new Set<Listener>();
  private feed: HubFeed | null = null;
  /** The last sequence the feed delivered, or where it started; `'live'`: it started from now. */
  private position: number | 'live' = 'live';

  constructor(
    private readonly source: HubSource,
    private readonly options: Omit<ChangesOptions, 'since' | 'limit'>,
    private readonly onEmpty: () => void,
  ) {}

  /** Whether a follower starting at `since` may share this feed without waiting on its backlog. */
  accepts(since: Seq | 'now'): boolean {
    if (this.feed === null || since === 'now' || this.position === 'live') return true;
    return Number(since) - this.position <= AHEAD_SHARED;
  }

  subscribe(
    since: Seq | 'now',
    onChange: (change: Change) => void,
    onError: (err: Error) => void,
  ): Subscription {
    const listener: Listener = { onChange, onError, held: null, caughtUpTo: null };
    const subscription: Subscription = { cancel: () => this.leave(listener) };
    if (this.feed === null) {
      // The first listener: the feed starts where it asked.
      this.listeners.add(listener);
      this.position = since === 'now' ? 'live' : Number(since);
      this.feed = this.source.live(
        { ...this.options, since },
        (change) => this.deliver(change),
        (err) => this.fail(err),
      );
      return subscription;
    }
    listener.held = [];
    this.listeners.add(listener);
    void this.catchUp(listener, since);
    return subscription;
  }

  private async catchUp(listener: Listener, since: Seq | 'now'): Promise<void> {
    let read: ChangesResult;
    try {
      read = await this.source.read({ ...this.options, since });
    } catch (err) {
      if (!this.listeners.has(listener)) return;
      this.listeners.delete(listener);
      listener.onError(err instanceof Error ? err : new Error(String(err)));
      this.leftEmpty();
      return;
    }
    if (!this.listeners.has(listener)) return;
    // The read began after the shared feed was running, so together they miss nothing; what both
    // hold is handed over once, from the read.
    for (const change of read.results) listener.onChange(change);
    const held = listener.held ?? [];
    listener.held = null;
    listener.caughtUpTo = read.last_seq;
    for (const change of held) if (after(change.seq, read.last_seq)) listener.onChange(change);
  }

  private deliver(change: Change): void {
    if (this.position !== 'live') this.position = Math.max(this.position, Number(change.seq));
    let first = true;
    for (const listener of [...this.listeners]) {
      const own = first ? change : copyOf(change);
      first = false;
      if (listener.held !== null) listener.held.push(own);
      else if (listener.caughtUpTo === null || after(change.seq, listener.caughtUpTo)) listener.onChange(own);
    }
  }

  private fail(err: Error): void {
    const listeners = [...this.listeners];
    this.listeners.clear();
    this.feed = null;
    this.onEmpty();
    for (const listener of listeners) listener.onError(err);
  }

  private leave(listener: Listener): void {
    if (!this.listeners.delete(listener)) return;
    this.leftEmpty();
  }

  private leftEmpty(): void {
    if (this.listeners.size > 0) return;
    this.feed?.cancel();
    this.feed = null;
    this.onEmpty();
  }
}
