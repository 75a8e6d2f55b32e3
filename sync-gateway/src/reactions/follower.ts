import type { FastifyBaseLogger } from 'fastify';
import type { Change, Seq, StoreDb, Subscription } from '../store/types.ts';
import { readDoc, writeLocal } from './local-docs.ts';

export interface FollowerOptions {
  db: StoreDb;
  /** Names the checkpoint (`_local/reactions-<name>`). */
  name: string;
  handle: (change: Change) => Promise<void>;
  log: FastifyBaseLogger;
  /** Delay before following again after the feed or a handler failed. */
  retryMs?: number;
}

export interface Follower {
  /** Resolves once every change seen so far is handled and checkpointed (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Follows a database's changes feed from a checkpoint kept in the store, one change at a time and
 * in order. The checkpoint only moves past a change once its handler finished, so a restart resumes
 * where the last run stopped; handlers are idempotent, so a change handled again after a crash
 * between handling and checkpointing has no further effect. A failing feed or handler stops the
 * run and starts again from the checkpoint after `retryMs`, never skipping a change.
 */
export async function follow(opts: FollowerOptions): Promise<Follower> {
  const checkpointId = `_local/reactions-${opts.name}`;
  const retryMs = opts.retryMs ?? 1000;
  const saved = await readDoc(opts.db, checkpointId);
  let handled: Seq = (saved?.seq as Seq | undefined) ?? 0;
  let checkpointed: Seq = handled;
  let queue: Change[] = [];
  let subscription: Subscription | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];

  const start = () => {
    if (stopped) return;
    queue = [];
    subscription = opts.db.liveChanges(
      { since: handled, include_docs: true, conflicts: true, style: 'all_docs' },
      (change) => {
        queue.push(change);
        running ??= drain().finally(() => {
          running = null;
          if (queue.length === 0) for (const wake of waiters.splice(0)) wake();
        });
      },
      (err) => restart(err),
    );
  };

  const restart = (err: Error) => {
    opts.log.warn({ err, reaction: opts.name }, 'reaction stopped; resuming from its checkpoint');
    subscription?.cancel();
    subscription = null;
    queue = [];
    clearTimeout(retry);
    if (!stopped) retry = setTimeout(start, retryMs);
  };

  async function drain(): Promise<void> {
    // Changes keep arriving while a checkpoint is written: loop until none is left.
    while (queue.length > 0 && !stopped) {
      while (queue.length > 0 && !stopped) {
        const change = queue.shift() as Change;
        try {
          await opts.handle(change);
        } catch (err) {
          restart(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        handled = change.seq;
      }
      await saveCheckpoint();
    }
  }

  async function saveCheckpoint(): Promise<void> {
    if (handled === checkpointed) return;
    const seq = handled;
    try {
      await writeLocal(opts.db, checkpointId, { seq });
      checkpointed = seq;
    } catch (err) {
      // Not fatal: the next drain writes it, and a restart only re-handles idempotent changes.
      opts.log.warn({ err, reaction: opts.name }, 'reaction checkpoint not saved');
    }
  }

  start();
  return {
    idle: () =>
      running === null && queue.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters.push(resolve);
          }),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      subscription?.cancel();
      await running;
      waiters.forEach((wake) => wake());
      waiters = [];
    },
  };
}
