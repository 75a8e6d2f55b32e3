import type { FastifyBaseLogger } from 'fastify';
import type { Change, Seq, StoreDb, Subscription } from '../store/types.ts';
import { readDoc, writeLocal } from './local-docs.ts';

/** A handler's batch at most: a backlog (a restart far behind its checkpoint) is handled in steps. */
const MAX_BATCH = 500;
/** Runs in a row a change may fail on its own before it is set aside (a store hiccup passes sooner). */
const MAX_FAILURES = 3;

export interface FollowerOptions {
  db: StoreDb;
  /** Names the checkpoint (`_local/reactions-<name>`). */
  name: string;
  /** Handles the changes that arrived together, in sequence order (a document may appear twice). */
  handle: (changes: readonly Change[]) => Promise<void>;
  log: FastifyBaseLogger;
  /** Delay before following again after the feed or a handler failed. */
  retryMs?: number;
  /** When to handle what arrived; when absent, at once (what arrives meanwhile makes the next batch). */
  settle?: Settle;
}

/**
 * Background work that should not compete with the devices' own traffic: changes wait until the feed
 * has been quiet for `quietMs`, but never longer than `maxWaitMs` after the first of them, and are
 * handled together. Changes `background` recognises (the handler's own writes coming back) are no
 * sign of activity: they never hold a batch back, and alone they wait `maxWaitMs`.
 */
export interface Settle {
  quietMs: number;
  maxWaitMs: number;
  background?: (change: Change) => boolean;
  /** Changes someone waits on (a kitchen's stock edit): handled at once, with whatever else waits. */
  urgent?: (change: Change) => boolean;
}

export interface Follower {
  /** Resolves once every change seen so far is handled and checkpointed (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Follows a database's changes feed from a checkpoint kept in the store, in order, a batch at a
 * time. The checkpoint only moves past a batch once its handler finished, so a restart resumes
 * where the last run stopped; handlers are idempotent, so a change handled again after a crash
 * between handling and checkpointing has no further effect. A failing feed or handler stops the
 * run and starts again from the checkpoint after `retryMs`, never skipping a change.
 */
export async function follow(opts: FollowerOptions): Promise<Follower> {
  const checkpointId = `_local/reactions-${opts.name}`;
  const retryMs = opts.retryMs ?? 1000;
  const settle = opts.settle;
  const saved = await readDoc(opts.db, checkpointId);
  let handled: Seq = (saved?.seq as Seq | undefined) ?? 0;
  let checkpointed: Seq = handled;
  let queue: Change[] = [];
  let subscription: Subscription | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];
  /** Failed runs in a row of each change that failed on its own (see handleOneByOne). */
  const failures = new Map<string, number>();
  /** The settle timer, and when the first waiting change and the last device change arrived. */
  let due: NodeJS.Timeout | undefined;
  let firstAt: number | undefined;
  let activeAt: number | undefined;

  const clearDue = () => {
    clearTimeout(due);
    due = undefined;
    firstAt = undefined;
    activeAt = undefined;
  };

  const kick = () => {
    clearDue();
    running ??= drain().finally(() => {
      running = null;
      if (queue.length === 0) for (const wake of waiters.splice(0)) wake();
      // The rest of a backlog, or changes that fell due while the last batch was handled.
      else if (due === undefined && !stopped) kick();
    });
  };

  const arrive = (change: Change) => {
    queue.push(change);
    // Someone awaits the reactions (`idle`): settling would only make them wait, so handle it now.
    if (settle === undefined || waiters.length > 0) {
      kick();
      return;
    }
    if (settle.urgent?.(change) === true) {
      kick();
      return;
    }
    const now = Date.now();
    firstAt ??= now;
    if (settle.background?.(change) !== true) activeAt = now;
    const deadline = firstAt + settle.maxWaitMs;
    const at = activeAt === undefined ? deadline : Math.min(deadline, activeAt + settle.quietMs);
    clearTimeout(due);
    due = setTimeout(kick, Math.max(0, at - now));
  };

  const start = () => {
    if (stopped) return;
    queue = [];
    subscription = opts.db.liveChanges(
      { since: handled, include_docs: true, conflicts: true, style: 'all_docs' },
      arrive,
      (err) => restart(err),
    );
  };

  const restart = (err: Error) => {
    opts.log.warn({ err, reaction: opts.name }, 'reaction stopped; resuming from its checkpoint');
    subscription?.cancel();
    subscription = null;
    queue = [];
    clearDue();
    clearTimeout(retry);
    if (!stopped) retry = setTimeout(start, retryMs);
  };

  /** Handles what is queued now, `MAX_BATCH` at most; changes arriving meanwhile wait for their own turn. */
  async function drain(): Promise<void> {
    const batch = queue.splice(0, MAX_BATCH);
    const last = batch[batch.length - 1];
    if (last === undefined || stopped) return;
    try {
      await opts.handle(batch);
    } catch (err) {
      if (!(await handleOneByOne(batch))) {
        restart(err instanceof Error ? err : new Error(String(err)));
        return;
      }
    }
    handled = last.seq;
    await saveCheckpoint();
  }

  /**
   * After a failed batch: each change on its own, so one document the handler cannot process does
   * not hold back every change after it. A change that keeps failing (MAX_FAILURES runs in a row) is
   * set aside: logged, and its id kept in `_local/reactions-<name>-set-aside` for an operator, so
   * the gateway goes on. Anything else still failing means the store itself is failing: false, and
   * the whole batch is tried again later from the checkpoint.
   */
  async function handleOneByOne(batch: readonly Change[]): Promise<boolean> {
    for (const change of batch) {
      try {
        await opts.handle([change]);
        failures.delete(change.id);
      } catch (err) {
        const count = (failures.get(change.id) ?? 0) + 1;
        failures.set(change.id, count);
        if (count < MAX_FAILURES) return false;
        failures.delete(change.id);
        opts.log.error({ err, reaction: opts.name, id: change.id, seq: change.seq }, 'change set aside');
        await setAside(change).catch((cause: unknown) =>
          opts.log.warn({ err: cause, reaction: opts.name }, 'set-aside record not saved'),
        );
      }
    }
    return true;
  }

  async function setAside(change: Change): Promise<void> {
    const id = `${checkpointId}-set-aside`;
    const current = await readDoc(opts.db, id);
    const ids = Array.isArray(current?.ids) ? (current.ids as string[]) : [];
    if (!ids.includes(change.id)) await writeLocal(opts.db, id, { ids: [...ids, change.id].slice(-1000) });
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
    // Idle means caught up with the store, not merely an empty queue: a change already stored may
    // not have reached the live feed yet, and a caller asking right after a write must wait for it.
    async idle() {
      for (;;) {
        if (stopped) return;
        // A batch still settling runs now rather than when its timer says.
        if (running === null && queue.length > 0) kick();
        if (running === null && queue.length === 0) {
          const ahead = await opts.db.changes({ since: handled, limit: 1 });
          if (ahead.results.length === 0 || stopped) return;
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
        });
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearDue();
      subscription?.cancel();
      await running;
      waiters.forEach((wake) => wake());
      waiters = [];
    },
  };
}
