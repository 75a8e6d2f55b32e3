import type { Replica } from '../data/replica.ts';
import type { ReplicaSyncState } from './sync-store.ts';

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

/** A replication "active" with no event for this long is considered stuck and restarted. */
export const SILENT_SYNC_MS = 60_000;
/** When the server is reachable again, a sync still in back-off is restarted after this long. */
export const RETRY_WHEN_REACHABLE_MS = 3_000;
/** Longest back-off between retries while the server cannot be reached. */
export const MAX_BACKOFF_MS = 30_000;

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
 * Live two-way sync of one replica with its server database, reporting state to the sync store:
 * pending local changes, last time caught up, errors, refused documents. A watchdog (`tick`, called
 * periodically by the owner) restarts a replication that went silent or sits in back-off while the
 * server is reachable again.
 */
export class SyncEngine {
  private handler: PouchDB.Replication.Sync<object> | null = null;
  private state: ReplicaSyncState['state'] = 'stopped';
  private lastEventAt = 0;
  private unsubscribeFeed: (() => void) | null = null;
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;
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
    const handler = this.options.replica.db.sync(this.options.remote(), {
      live: true,
      retry: true,
      // Grow the wait between retries up to 30 s; the watchdog skips it once the server answers again.
      back_off_function: (delay: number) => (delay === 0 ? 1000 : Math.min(delay * 2, MAX_BACKOFF_MS)),
    });
    handler.on('active', () => {
      this.touch();
      this.setState('syncing');
    });
    handler.on('change', () => {
      this.touch();
    });
    // The aggregate 'paused' event drops the error, so each direction's failures are followed here:
    // 'paused' with an error on the first failure, 'requestError' on every retry that fails again.
    const errors: Record<'push' | 'pull', ErrorLike | null> = { push: null, pull: null };
    type Emitter = { on(event: string, listener: (err?: unknown) => void): unknown };
    const directions = handler as unknown as Record<'push' | 'pull', Emitter>;
    for (const direction of ['push', 'pull'] as const) {
      const emitter = directions[direction];
      emitter.on('paused', (err) => {
        errors[direction] = err ? (err as ErrorLike) : null;
        if (err) this.failed(err as ErrorLike);
      });
      emitter.on('requestError', (err) => {
        errors[direction] = err as ErrorLike;
        this.failed(err as ErrorLike);
      });
      emitter.on('active', () => {
        errors[direction] = null;
      });
    }
    handler.on('paused', () => {
      this.touch();
      if (!errors.push && !errors.pull) void this.caughtUp();
    });
    handler.on('denied', (info: unknown) => {
      this.touch();
      const doc = (info as { doc?: ErrorLike & { id?: string } }).doc ?? {};
      this.options.onRefused(doc.id ?? '', describe(doc));
    });
    handler.on('error', (err: unknown) => {
      this.touch();
      this.failed(err as ErrorLike);
      // A live sync only emits 'error' when it has given up: start again later via the watchdog.
      this.handler = null;
    });
    this.handler = handler;
    this.unsubscribeFeed ??= this.options.replica.feed.subscribe(null, () => this.schedulePending());
    this.schedulePending();
  }

  stop(): void {
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
      reachable && (this.state === 'offline' || this.state === 'error' || this.handler === null) && silentFor > RETRY_WHEN_REACHABLE_MS;
    if (this.state !== 'stopped' && (stuck || waitingForNothing)) {
      this.restart();
      return true;
    }
    return false;
  }

  /** Counts local changes the server has not confirmed yet. */
  async countPending(): Promise<number> {
    const since = Number(this.options.storage.getItem(this.baselineKey) ?? '0') || 0;
    const changes = await this.options.replica.db.changes({ since, limit: 10_000 });
    return changes.results.length;
  }

  private touch(): void {
    this.lastEventAt = this.now().getTime();
  }

  private setState(state: ReplicaSyncState['state']): void {
    this.state = state;
    this.options.update({ state });
  }

  private async caughtUp(): Promise<void> {
    const info = await this.options.replica.db.info();
    this.options.storage.setItem(this.baselineKey, String(info.update_seq));
    this.state = 'idle';
    this.options.update({ state: 'idle', pending: 0, lastSyncAt: this.now().toISOString(), error: null });
  }

  private failed(err: ErrorLike): void {
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

  /** While documents are moving the count is meaningless (pulled docs look like local changes). */
  private schedulePending(): void {
    clearTimeout(this.pendingTimer);
    this.pendingTimer = setTimeout(() => {
      if (this.state === 'syncing' || this.state === 'stopped') return;
      this.countPending().then(
        (pending) => {
          if (this.state !== 'syncing' && this.state !== 'stopped') this.options.update({ pending });
        },
        (error: unknown) => this.options.update({ error: describe(error as ErrorLike) }),
      );
    }, 50);
  }
}
