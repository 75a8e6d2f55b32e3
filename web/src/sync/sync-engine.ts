import {
  cancelAtFirstFailure,
  DEVICE_SYNC_CHECKPOINTS,
  DEVICE_SYNC_LIVE,
  directionOf,
} from '@restaurantpro/schema';
import { getOrNull } from '../data/queries.ts';
import type { Replica } from '../data/replica.ts';
import { generation } from '../data/type-snapshot.ts';
import type { ReplicaSyncState } from './sync-store.ts';
import {
  FIRST_RETRY_MS,
  MAX_BACKOFF_MS,
  PENDING_RECHECK_MS,
  RETRY_WHEN_REACHABLE_MS,
  SILENT_SYNC_MS,
} from '../lib/timing.ts';

export interface SyncEngineOptions {
  replica: Replica;
  /** The server side of the replication (`/db/<name>` over HTTP in the app; any PouchDB in tests). */
  remote: () => PouchDB.Database;
  update: (patch: Partial<ReplicaSyncState>) => void;
  onRefused: (docId: string, reason: string) => void;
  /** The server said the session is gone (401/403 on the database itself). */
  onUnauthorized: () => void;
  /** Remembers the local sequence the server is known to have (survives reloads while offline). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => Date;
}

interface ErrorLike {
  status?: number;
  name?: string;
  reason?: string;
  message?: string;
}

function describe(err: ErrorLike): string {
  return err.reason || err.message || err.name || 'error';
}

/**
 * What the server is known to have: the local sequence caught up to and, per document, the
 * generation it had then. Pending writes of a document are its generations since, so an order
 * created and then moved offline counts as two changes, as the queue of requests it replaces did.
 * A `_local` document: never replicated, survives reloads, not in the changes feed.
 */
interface ConfirmedDoc {
  _id: typeof CONFIRMED_DOC;
  _rev?: string;
  seq: number;
  generations: Record<string, number>;
}

const CONFIRMED_DOC = '_local/sync-confirmed';
/**
 * Written when the replica first caught up with the server (`_local`: never replicated, not in the
 * changes feed, survives reloads): from then on its data is the restaurant's, even offline.
 */
const CAUGHT_UP_DOC = '_local/caught-up-once';
/** Purged documents never show up in the changes feed again: rebuild the map when it outgrows the db. */
const STALE_ENTRIES_ALLOWED = 500;

/**
 * Live two-way sync of one replica with its server database, reporting state to the sync store:
 * pending local changes, last time caught up, whether it ever caught up (the screens' loading
 * state), errors, refused documents. A watchdog (`tick`, called periodically by the owner) restarts
 * a replication that went silent or sits in back-off while the server is reachable again.
 */
export class SyncEngine {
  private handler: PouchDB.Replication.Sync<object> | null = null;
  /** The next sync's start after a failure, and how long the one after that will wait. */
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private backOffMs = FIRST_RETRY_MS;
  private state: ReplicaSyncState['state'] = 'stopped';
  private lastEventAt = 0;
  private unsubscribeFeed: (() => void) | null = null;
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;
  /** Numbers the pending counts started, so a slower earlier count never overwrites a later one. */
  private pendingCount = 0;
  /**
   * Generations pulled from the server since the last catch-up: the server has them, so they are not
   * pending local changes even before the catch-up records them.
   */
  private readonly pulled = new Map<string, number>();
  /** Serialises updates of the confirmed document (paused events can come in quick succession). */
  private confirming: Promise<void> = Promise.resolve();
  /** Reported once: the replica has caught up with the server, on this visit or an earlier one. */
  private caughtUpOnce = false;
  private readonly now: () => Date;
  private readonly baselineKey: string;

  constructor(private readonly options: SyncEngineOptions) {
    this.now = options.now ?? (() => new Date());
    this.baselineKey = `restaurantpro:synced-seq:${options.replica.db.name}`;
  }

  get currentState(): ReplicaSyncState['state'] {
    return this.state;
  }

  start(): void {
    if (this.handler) return;
    this.setState('connecting');
    this.open();
  }

  /**
   * Starts a sync without saying 'connecting': after a failure the replica stays offline until the
   * new sync is under way, rather than flickering at every attempt while the server is away.
   */
  private open(): void {
    clearTimeout(this.retryTimer);
    if (!this.caughtUpOnce) void this.recallCaughtUp();
    const handler = this.options.replica.db.sync(this.options.remote(), {
      ...DEVICE_SYNC_CHECKPOINTS,
      ...DEVICE_SYNC_LIVE,
      push: { filter: this.options.replica.pushSkips.filter },
      live: true,
      // Never waited on: the first failure cancels this sync, and the engine starts a new one.
      retry: true,
    });
    this.handler = handler;
    // Events of a sync this engine has moved on from (cancelled, failed) say nothing about the
    // replica's state; the documents they bring are stored all the same.
    const current = () => this.handler === handler;
    cancelAtFirstFailure(handler, (err, fatal) => {
      if (!current()) return;
      this.touch();
      this.handler = null;
      this.failed(err as ErrorLike);
      // Given up for good (the session is gone): the watchdog starts again once the server answers.
      if (fatal) return;
      // Grows up to MAX_BACKOFF_MS while the server stays out of reach; the watchdog skips the
      // wait once it answers again.
      this.retryTimer = setTimeout(() => {
        if (this.handler === null && this.state !== 'stopped') this.open();
      }, this.backOffMs);
      this.backOffMs = Math.min(this.backOffMs * 2, MAX_BACKOFF_MS);
    });
    handler.on('active', () => {
      if (!current()) return;
      this.touch();
      this.setState('syncing');
    });
    handler.on('change', (info: unknown) => {
      this.touch();
      const { direction, change } = info as {
        direction?: string;
        change?: { docs?: Array<{ _id: string; _rev?: string }> };
      };
      const docs = change?.docs ?? [];
      if (direction === 'push') this.options.replica.pushes.delivered(docs.map((doc) => doc._id));
      if (direction !== 'pull') return;
      for (const doc of docs) this.pulled.set(doc._id, generation(doc._rev));
      this.options.replica.feed.announcePulled(docs);
    });
    // Whether this sync's pull has read the server's changes to the end once: until then a pause is
    // the push's alone (it pauses before the pull begins), and 'synced' would be said too early.
    // The pull pauses only once it has read the server's changes to the end and stored them. (The
    // aggregate 'paused' is no proof: it also fires when the push pauses before the pull begins.)
    let pulledOnce = false;
    directionOf(handler, 'pull')?.on('paused', (err) => {
      if (err !== undefined && err !== null) return;
      pulledOnce = true;
      if (current()) void this.pulledToTheEnd();
    });
    handler.on('paused', () => {
      if (!current()) return;
      this.touch();
      if (pulledOnce) void this.caughtUp();
    });
    handler.on('denied', (info: unknown) => {
      this.touch();
      const doc = (info as { doc?: ErrorLike & { id?: string } }).doc ?? {};
      this.options.onRefused(doc.id ?? '', describe(doc));
    });
    this.unsubscribeFeed ??= this.options.replica.feed.subscribe(null, () => this.schedulePending());
    this.schedulePending();
  }

  stop(): void {
    clearTimeout(this.retryTimer);
    this.handler?.cancel();
    this.handler = null;
    this.unsubscribeFeed?.();
    this.unsubscribeFeed = null;
    clearTimeout(this.pendingTimer);
    this.setState('stopped');
  }

  restart(): void {
    this.handler?.cancel();
    this.handler = null;
    this.start();
  }

  /**
   * Watchdog step. `reachable`: the gateway answered the latest probe. Returns true when it
   * restarted the replication.
   */
  tick(reachable: boolean): boolean {
    const silentFor = this.now().getTime() - this.lastEventAt;
    const stuck = (this.state === 'syncing' || this.state === 'connecting') && silentFor > SILENT_SYNC_MS;
    const waitingForNothing =
      reachable &&
      (this.state === 'offline' || this.state === 'error' || this.handler === null) &&
      silentFor > RETRY_WHEN_REACHABLE_MS;
    if (this.state !== 'stopped' && (stuck || waitingForNothing)) {
      this.restart();
      return true;
    }
    return false;
  }

  /** Counts local writes the server has not confirmed yet (two writes of one document count two). */
  async countPending(): Promise<number> {
    const confirmed = await this.readConfirmed();
    const since = confirmed?.seq ?? (Number(this.options.storage.getItem(this.baselineKey) ?? '0') || 0);
    const changes = await this.options.replica.db.changes({ since, limit: 10_000 });
    let pending = 0;
    for (const change of changes.results) {
      const current = generation(change.changes[0]?.rev);
      if ((this.pulled.get(change.id) ?? 0) >= current) continue;
      // Without the map (a replica synced before it existed) each changed document counts once.
      const base = confirmed ? (confirmed.generations[change.id] ?? 0) : current - 1;
      pending += Math.max(1, current - base);
    }
    return pending;
  }

  private readConfirmed(): Promise<ConfirmedDoc | null> {
    return getOrNull<ConfirmedDoc>(this.options.replica.db, CONFIRMED_DOC);
  }

  /**
   * Records every document's generation as confirmed by the server; returns the sequence reached.
   * Another engine over the same database (a remount) may have written the record meanwhile: retry.
   */
  private async confirmAll(attempts = 3): Promise<number> {
    try {
      return await this.writeConfirmed();
    } catch (error) {
      if ((error as ErrorLike).status !== 409 || attempts <= 1) throw error;
      return this.confirmAll(attempts - 1);
    }
  }

  private async writeConfirmed(): Promise<number> {
    const db = this.options.replica.db;
    const previous = await this.readConfirmed();
    const changes = await db.changes({ since: previous?.seq ?? 0 });
    // An idle replica pauses after every empty longpoll (every SYNC_LONGPOLL_MS): nothing to record.
    if (previous !== null && changes.results.length === 0) return previous.seq;
    let generations = { ...previous?.generations };
    for (const change of changes.results) {
      if (change.deleted) delete generations[change.id];
      else generations[change.id] = generation(change.changes[0]?.rev);
    }
    const info = await db.info();
    if (Object.keys(generations).length > info.doc_count + STALE_ENTRIES_ALLOWED) {
      const all = await db.allDocs();
      generations = Object.fromEntries(all.rows.map((row) => [row.id, generation(row.value.rev)]));
    }
    const seq = Number(changes.last_seq) || 0;
    const next: ConfirmedDoc = {
      _id: CONFIRMED_DOC,
      seq,
      generations,
      ...(previous?._rev ? { _rev: previous._rev } : {}),
    };
    await db.put(next);
    return seq;
  }

  /**
   * A replica that caught up on an earlier visit holds the record of it (`CAUGHT_UP_DOC`, inside the
   * database itself: if the browser evicts the data the record goes with it). Such a device shows
   * its data at once, even when it starts offline.
   */
  private async recallCaughtUp(): Promise<void> {
    try {
      await this.options.replica.db.get(CAUGHT_UP_DOC);
      // Stopped meanwhile (signed out, remounted): the store no longer follows this engine.
      if (this.state !== 'stopped') this.reportCaughtUpOnce();
    } catch (error) {
      if ((error as ErrorLike).status !== 404 && this.state !== 'stopped') {
        this.options.update({ error: describe(error as ErrorLike) });
      }
    }
  }

  /**
   * Records the first catch-up for reloads, then reports it (the documents are stored): a screen that
   * shows the data has it on record, so a reload straight after, offline, shows it again.
   */
  private async pulledToTheEnd(): Promise<void> {
    if (this.caughtUpOnce) return;
    try {
      await this.options.replica.db.put({ _id: CAUGHT_UP_DOC, at: this.now().toISOString() });
    } catch (error) {
      // 409: another engine over this database (another tab, a remount) recorded it first.
      if ((error as ErrorLike).status !== 409) this.options.update({ error: describe(error as ErrorLike) });
    }
    if (this.state !== 'stopped') this.reportCaughtUpOnce();
  }

  private reportCaughtUpOnce(): void {
    if (this.caughtUpOnce) return;
    this.caughtUpOnce = true;
    this.options.update({ caughtUpOnce: true });
  }

  private touch(): void {
    this.lastEventAt = this.now().getTime();
  }

  private setState(state: ReplicaSyncState['state']): void {
    this.state = state;
    this.options.update({ state });
  }

  private caughtUp(): Promise<void> {
    const step = this.confirming.then(() => this.recordCaughtUp());
    this.confirming = step.catch(() => undefined);
    return step.catch((error: unknown) => this.options.update({ error: describe(error as ErrorLike) }));
  }

  private async recordCaughtUp(): Promise<void> {
    const seq = await this.confirmAll();
    this.pulled.clear();
    this.options.storage.setItem(this.baselineKey, String(seq));
    // A count started before the server caught up would bring back changes it now has.
    this.pendingCount += 1;
    this.backOffMs = FIRST_RETRY_MS;
    this.state = 'idle';
    this.options.update({ state: 'idle', pending: 0, lastSyncAt: this.now().toISOString(), error: null });
  }

  private failed(err: ErrorLike): void {
    this.options.replica.pushSkips.forget();
    if (err.status === 401 || err.status === 403) {
      this.state = 'error';
      this.options.update({ state: 'error', error: describe(err) });
      this.options.onUnauthorized();
      return;
    }
    // No status (fetch failed) or a gateway/proxy failure: the server is out of reach for now.
    const offline = err.status === undefined || err.status === 0 || err.status >= 500;
    this.state = offline ? 'offline' : 'error';
    this.options.update({ state: this.state, error: offline ? null : describe(err) });
    this.schedulePending();
  }

  /**
   * While documents are moving the count is meaningless (pulled docs look like local changes): look
   * again shortly rather than drop it, or a write made then would go uncounted until the next event.
   * Counts can finish out of order; only the latest one started is published.
   */
  private schedulePending(delayMs = 50): void {
    clearTimeout(this.pendingTimer);
    this.pendingTimer = setTimeout(() => {
      if (this.state === 'stopped') return;
      if (this.state === 'syncing') {
        this.schedulePending(PENDING_RECHECK_MS);
        return;
      }
      const mine = ++this.pendingCount;
      this.countPending().then(
        (pending) => {
          if (mine === this.pendingCount && this.state !== 'syncing' && this.state !== 'stopped') {
            this.options.update({ pending });
          }
        },
        (error: unknown) => this.options.update({ error: describe(error as ErrorLike) }),
      );
    }, delayMs);
  }
}
