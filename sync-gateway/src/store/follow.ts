import type { FastifyBaseLogger } from 'fastify';
import { FOLLOW_RETRY_MAX_MS, FOLLOW_RETRY_MS } from '../timing.ts';
import type { Change, ChangesOptions, Seq, StoreDb, Subscription } from './types.ts';
import { readOrUndefined, update } from './update.ts';

/** Runs in a row a change may fail on its own before it is set aside (a store hiccup passes sooner). */
const MAX_FAILURES = 3;
/** Ids kept in a set-aside record: enough for an operator, bounded however long a fault lasts. */
const SET_ASIDE_KEPT = 1000;
/**
 * Changes a follower holds before it stops listening and reads its backlog from the store a page at
 * a time (`BACKLOG_PAGE`). A live feed hands over every change as it is written, however far behind
 * the handler is: a new site hub pulling a year of history queued ~250,000 changes with their
 * documents in three followers, and its memory grew past 800 MB.
 */
const MAX_QUEUED = 1000;
const BACKLOG_PAGE = 500;

/**
 * Where to start: a sequence (the one read before loading what the feed then keeps current), `'now'`
 * (the store's sequence when `follow` is called: what came before is someone else's business), or a
 * checkpoint document (`_local/…`) the follower keeps, so a restart resumes where the last run stopped.
 */
export type FollowFrom = Seq | 'now' | { checkpoint: string };

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

export interface FollowOptions {
  /** Names the follower in its log lines. */
  name: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** What the feed carries (docs, conflicts, leaves, a selector); `since` and `limit` are follow's own. */
  feed?: Omit<ChangesOptions, 'since' | 'limit'>;
  /** A handler call's batch at most: a backlog is handled in steps. Default: everything waiting. */
  maxBatch?: number;
  /** When to handle what arrived; when absent, at once (what arrives meanwhile makes the next batch). */
  settle?: Settle;
  /** First wait before following again after a failure, doubled per failure in a row (timing.ts). */
  retryMs?: number;
  maxRetryMs?: number;
  /** Told each time the store's feed dies, before anything else happens. */
  onFeedError?: (err: Error) => void;
  /**
   * What a dead feed does to the follower: `'resume'` (the default) follows again from the last change
   * handled once the back-off has passed; `'stop'` ends it, for an owner that starts a new one when
   * it next needs one (the replication door's feed: the devices reconnect with their own sequence).
   */
  afterFeedError?: 'resume' | 'stop';
}

export interface Following {
  /** The last sequence handled: where a resubscription resumes, and what a checkpoint holds. */
  readonly seq: Seq;
  /** Resolves once every change the store holds now is handled (and checkpointed). */
  idle(): Promise<void>;
  /** Stops following; resolves once the batch being handled, if any, is done. */
  stop(): Promise<void>;
}

async function startSeq(db: StoreDb, from: FollowFrom): Promise<Seq> {
  if (from === 'now') return (await db.info()).update_seq;
  if (typeof from !== 'object') return from;
  const saved = (await readOrUndefined(db, from.checkpoint))?.seq;
  return typeof saved === 'number' || typeof saved === 'string' ? saved : 0;
}

const asError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

/**
 * Follows a database's live changes and hands them to `handler` in sequence order, a batch at a time,
 * the next batch only once the last one's handler finished. Every follower of the gateway runs on it,
 * so they share one policy:
 *
 * - Resubscribing: when the store's feed dies (or a handler fails), the follower waits (`retryMs`,
 *   doubled per failure in a row up to `maxRetryMs`) and follows again from the last change handled.
 *   Callbacks of the dead subscription are ignored from then on, so nothing is skipped or handed out
 *   twice across a resubscription.
 * - Checkpoint (`from: { checkpoint }`): moves past a batch once its handler finished, so a restart
 *   resumes where the last run stopped. Handlers must be idempotent: a crash between handling and
 *   checkpointing hands the batch out again.
 * - Setting aside: after a failed batch each change is tried on its own, so one document the handler
 *   cannot process does not hold back every change after it. A change that fails `MAX_FAILURES` runs
 *   in a row is logged and skipped (with a checkpoint, its id is kept in `<checkpoint>-set-aside` for an
 *   operator). Anything else still failing means the store itself is failing: the batch is handed out
 *   again after the back-off.
 */
export async function follow(
  db: StoreDb,
  from: FollowFrom,
  handler: (changes: readonly Change[]) => void | Promise<void>,
  options: FollowOptions,
): Promise<Following> {
  const { name, log, settle } = options;
  const checkpointId = typeof from === 'object' ? from.checkpoint : undefined;
  const retryMs = options.retryMs ?? FOLLOW_RETRY_MS;
  const maxRetryMs = options.maxRetryMs ?? FOLLOW_RETRY_MAX_MS;
  let handled: Seq = await startSeq(db, from);
  let checkpointed: Seq = handled;
  let queue: Change[] = [];
  let subscription: Subscription | null = null;
  /** Which subscription's callbacks still count: bumped whenever one is dropped. */
  let generation = 0;
  let subscribedAt = 0;
  let running: Promise<void> | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failuresInRow = 0;
  let waiters: Array<() => void> = [];
  /** Failed runs in a row of each change that failed on its own (see handleOneByOne). */
  const failures = new Map<string, number>();
  /** The settle timer, and when the first waiting change and the last device change arrived. */
  let due: NodeJS.Timeout | undefined;
  let firstAt: number | undefined;
  let activeAt: number | undefined;
  /** Too far behind to listen (MAX_QUEUED): the backlog is read page by page, then the feed again. */
  let behind = false;

  const clearDue = () => {
    clearTimeout(due);
    due = undefined;
    firstAt = undefined;
    activeAt = undefined;
  };

  const wakeIdle = () => {
    for (const wake of waiters.splice(0)) wake();
  };

  const kick = () => {
    clearDue();
    running ??= drain().finally(() => {
      running = null;
      if (behind && !stopped) kick();
      else if (queue.length === 0) wakeIdle();
      // The rest of a backlog, changes that fell due while the last batch was handled, or changes
      // still settling that someone awaits (`idle`): as on arrival, they are handled now.
      else if ((due === undefined || waiters.length > 0) && !stopped) kick();
    });
  };

  const arrive = (change: Change) => {
    queue.push(change);
    if (queue.length >= MAX_QUEUED) {
      // Stop listening but keep what is queued: the rest is read from the store when it is due.
      generation++;
      subscription?.cancel();
      subscription = null;
      behind = true;
      kick();
      return;
    }
    // Someone awaits the follower (`idle`): settling would only make them wait, so handle it now.
    if (settle === undefined || waiters.length > 0 || settle.urgent?.(change) === true) {
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

  /** Drops the current subscription and what it queued; its late callbacks are ignored. */
  const unsubscribe = () => {
    generation++;
    subscription?.cancel();
    subscription = null;
    queue = [];
    clearDue();
    clearTimeout(retry);
  };

  const subscribe = () => {
    if (stopped) return;
    unsubscribe();
    const mine = generation;
    subscribedAt = Date.now();
    subscription = db.liveChanges(
      { ...options.feed, since: handled },
      (change) => {
        if (mine === generation && !stopped) arrive(change);
      },
      (err) => {
        if (mine === generation && !stopped) feedDied(err);
      },
    );
  };

  /** Follows again from the last change handled, once the back-off has passed and no batch is running. */
  const resume = () => {
    unsubscribe();
    // The feed it starts again brings the backlog, as far as MAX_QUEUED.
    behind = false;
    if (stopped) return;
    // A feed that ran longer than the longest wait was healthy: its failure starts the back-off afresh.
    if (Date.now() - subscribedAt > maxRetryMs) failuresInRow = 0;
    const wait = Math.min(maxRetryMs, retryMs * 2 ** failuresInRow);
    failuresInRow++;
    retry = setTimeout(() => {
      void (running ?? Promise.resolve()).then(subscribe);
    }, wait);
  };

  const feedDied = (err: Error) => {
    options.onFeedError?.(err);
    if (options.afterFeedError === 'stop') {
      stopped = true;
      unsubscribe();
      wakeIdle();
      return;
    }
    log.warn({ err, follower: name }, 'changes feed failed; following again from the last change handled');
    resume();
  };

  /**
   * Behind: the next page of the backlog after the last change handled, queued; at its end, the live
   * feed again from there. A failed read follows again after the back-off, as a dead feed does.
   */
  async function readBacklog(): Promise<void> {
    try {
      const page = await db.changes({ ...options.feed, since: handled, limit: BACKLOG_PAGE });
      if (stopped) return;
      if (page.results.length < BACKLOG_PAGE) {
        behind = false;
        subscribe();
      } else queue.push(...page.results);
    } catch (err) {
      log.warn(
        { err: asError(err), follower: name },
        'backlog not read; following again from the last change handled',
      );
      resume();
    }
  }

  /** Handles what is queued now, `maxBatch` at most; changes arriving meanwhile wait for their own turn. */
  async function drain(): Promise<void> {
    if (behind && queue.length === 0) await readBacklog();
    const batch = queue.splice(0, options.maxBatch ?? queue.length);
    const last = batch[batch.length - 1];
    if (last === undefined || stopped) return;
    try {
      await handler(batch);
    } catch (err) {
      if (!(await handleOneByOne(batch))) {
        log.warn(
          { err: asError(err), follower: name },
          'handler failed; following again from the last change handled',
        );
        resume();
        return;
      }
    }
    handled = last.seq;
    failuresInRow = 0;
    await saveCheckpoint();
  }

  async function handleOneByOne(batch: readonly Change[]): Promise<boolean> {
    for (const change of batch) {
      try {
        await handler([change]);
        failures.delete(change.id);
      } catch (err) {
        const count = (failures.get(change.id) ?? 0) + 1;
        failures.set(change.id, count);
        if (count < MAX_FAILURES) return false;
        failures.delete(change.id);
        log.error({ err: asError(err), follower: name, id: change.id, seq: change.seq }, 'change set aside');
        await setAside(change).catch((cause: unknown) =>
          log.warn({ err: asError(cause), follower: name }, 'set-aside record not saved'),
        );
      }
    }
    return true;
  }

  async function setAside(change: Change): Promise<void> {
    if (checkpointId === undefined) return;
    const id = `${checkpointId}-set-aside`;
    await update(db, id, (current) => {
      const ids = Array.isArray(current?.ids) ? current.ids.filter((kept) => typeof kept === 'string') : [];
      return ids.includes(change.id) ? null : { _id: id, ids: [...ids, change.id].slice(-SET_ASIDE_KEPT) };
    });
  }

  async function saveCheckpoint(): Promise<void> {
    if (checkpointId === undefined || handled === checkpointed) return;
    const seq = handled;
    try {
      await update(db, checkpointId, () => ({ _id: checkpointId, seq }));
      checkpointed = seq;
    } catch (err) {
      // Not fatal: the next batch writes it, and a restart only hands idempotent changes out again.
      log.warn({ err: asError(err), follower: name }, 'checkpoint not saved');
    }
  }

  subscribe();
  return {
    get seq() {
      return handled;
    },
    // Idle means caught up with the store, not merely an empty queue: a change already stored may
    // not have reached the live feed yet, and a caller asking right after a write must wait for it.
    async idle() {
      for (;;) {
        if (stopped) return;
        // A batch still settling runs now rather than when its timer says.
        if (running === null && queue.length > 0) kick();
        if (running === null && queue.length === 0) {
          const { selector } = options.feed ?? {};
          const asked = handled;
          const ahead = await db.changes({ since: asked, limit: 1, ...(selector ? { selector } : {}) });
          if (ahead.results.length === 0 || stopped) return;
          // Batches handled while the store answered woke nobody, and a change that arrived
          // meanwhile found nobody waiting yet and began to settle: look again rather than wait.
          if (handled !== asked || queue.length > 0) continue;
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
        });
      }
    },
    async stop() {
      stopped = true;
      unsubscribe();
      await running;
      wakeIdle();
      waiters = [];
    },
  };
}
