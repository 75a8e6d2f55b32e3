import type { FastifyBaseLogger } from 'fastify';
import { follow as followChanges, type Following, type Settle } from '../store/follow.ts';
import type { Change, StoreDb } from '../store/types.ts';

export type { Settle };

/** A handler's batch at most: a backlog (a restart far behind its checkpoint) is handled in steps. */
const MAX_BATCH = 500;

export interface FollowerOptions {
  db: StoreDb;
  /** Names the checkpoint (`_local/reactions-<name>`). */
  name: string;
  /** Handles the changes that arrived together, in sequence order (a document may appear twice). */
  handle: (changes: readonly Change[]) => Promise<void>;
  log: FastifyBaseLogger;
  /** First delay before following again after the feed or a handler failed (see store/follow.ts). */
  retryMs?: number;
  /** When to handle what arrived; when absent, at once (what arrives meanwhile makes the next batch). */
  settle?: Settle;
}

export type Follower = Following;

/**
 * A reaction: follows a database's changes (each with its winning document, conflicts and leaves,
 * which the conflict resolution needs) from the checkpoint `_local/reactions-<name>`, `MAX_BATCH`
 * at a time. Resubscribing, checkpointing and setting aside are store/follow.ts's; a change set aside
 * is listed in `_local/reactions-<name>-set-aside`.
 */
export function follow(opts: FollowerOptions): Promise<Follower> {
  return followChanges(opts.db, { checkpoint: `_local/reactions-${opts.name}` }, opts.handle, {
    name: `reaction ${opts.name}`,
    log: opts.log,
    feed: { include_docs: true, conflicts: true, style: 'all_docs' },
    maxBatch: MAX_BATCH,
    ...(opts.settle === undefined ? {} : { settle: opts.settle }),
    ...(opts.retryMs === undefined ? {} : { retryMs: opts.retryMs }),
  });
}

/**
 * Starts followers one after another; if one cannot start, those already started are stopped again,
 * so a failed start leaves nothing running for the next attempt to double.
 */
export async function followAll(starts: ReadonlyArray<() => Promise<Follower>>): Promise<Follower[]> {
  const started: Follower[] = [];
  try {
    for (const start of starts) started.push(await start());
    return started;
  } catch (err) {
    await Promise.all(started.map((follower) => follower.stop()));
    throw err;
  }
}
