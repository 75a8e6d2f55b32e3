// A benchmark replica's live sync, as the app's sync engine runs it (web/src/sync/sync-engine.ts):
// the push passes over what the pull brought (PushSkips), the first failure cancels the sync
// (schema's replication-failure.ts) and a new one starts after a back-off. The soak's devices and
// the rush's extra replicas sync through it.
import { PushSkips } from '../../web/src/data/push-skips.ts';
import {
  cancelAtFirstFailure,
  DEVICE_SYNC_CHECKPOINTS,
  DEVICE_SYNC_LIVE,
  directionOf,
} from '@restaurantpro/schema';
import type { Db } from './remote.ts';

type Sync = PouchDB.Replication.Sync<object>;

export interface LiveSyncOptions {
  /** The wait before the first new sync after a failure, doubled per failure in a row up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** The wait goes back to `firstRetryMs` once the pull has read the server's changes to the end. */
  resetWhenPulled: boolean;
  /** Each sync as it starts, to listen to it. */
  onStart?: (sync: Sync) => void;
  /** Each failure, with the direction that failed, before the next sync is due. */
  onFailure?: (err: unknown, direction: 'push' | 'pull' | null) => void;
}

export class LiveSync {
  private readonly pushSkips: PushSkips;
  private sync: Sync | undefined;
  /** The next sync's start after a failure, and how long the one after it will wait. */
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs: number;

  /** Made with the replica, before anything writes to it: PushSkips watches every write. */
  constructor(
    private readonly local: Db,
    private readonly remote: Db,
    private readonly opts: LiveSyncOptions,
  ) {
    this.pushSkips = new PushSkips(local);
    this.retryMs = opts.firstRetryMs;
  }

  start(): void {
    const sync = this.local.sync(this.remote, {
      ...DEVICE_SYNC_CHECKPOINTS,
      ...DEVICE_SYNC_LIVE,
      push: { filter: this.pushSkips.filter },
      live: true,
      // Never waited on: the first failure cancels this sync, and a new one starts.
      retry: true,
    });
    this.opts.onStart?.(sync);
    cancelAtFirstFailure(sync, (err, _fatal, direction) => {
      this.opts.onFailure?.(err, direction);
      // As the app's sync engine: a failure may be a restore, whose server lacks what was pulled.
      this.pushSkips.forget();
      this.retryTimer = setTimeout(() => this.start(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, this.opts.maxRetryMs);
    });
    if (this.opts.resetWhenPulled)
      directionOf(sync, 'pull')?.on('paused', (err) => {
        if (err === undefined || err === null) this.retryMs = this.opts.firstRetryMs;
      });
    this.sync = sync;
  }

  stop(): void {
    clearTimeout(this.retryTimer);
    this.sync?.cancel();
  }
}
