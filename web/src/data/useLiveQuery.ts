import { useEffect, useRef, useState } from 'react';
import type { PulledDoc } from './change-feed.ts';
import type { Replica } from './replica.ts';
import { LIVE_SETTLE_MS } from '../lib/timing.ts';

export type LiveStatus = 'loading' | 'done' | 'error';

/** The shape every live hook returns. */
export interface LiveResult<T> {
  data: T | undefined;
  status: LiveStatus;
  error: unknown;
}

interface Answer<T> {
  key: string;
  data: T | undefined;
  status: LiveStatus;
  error: unknown;
}

/**
 * Runs `query` against a replica and again whenever a document of one of `types` changes; an answer
 * for an earlier key (the effect was torn down) is dropped. A change runs the query once the feed has been
 * quiet for LIVE_SETTLE_MS (the documents of one replicated batch arrive within it); changes seen
 * while a query runs cost one more run after it, never a second query in parallel. `key` identifies the
 * query: change it when the query's inputs change (a date, an id).
 * With no replica (signed out, or a role without it) the result stays 'loading'.
 *
 * `fromPulled`, when given, turns documents the replication has just written into a new answer at
 * once (null: no change), without waiting for the feed and a read; the read still follows.
 */
export function useLiveQuery<T>(
  replica: Replica | null,
  types: readonly string[] | null,
  key: string,
  query: (db: PouchDB.Database) => Promise<T>,
  fromPulled?: (docs: readonly PulledDoc[]) => T | null,
): LiveResult<T> {
  const queryRef = useRef(query);
  const fromPulledRef = useRef(fromPulled);
  useEffect(() => {
    queryRef.current = query;
    fromPulledRef.current = fromPulled;
  });
  const [answer, setAnswer] = useState<Answer<T>>({ key: '', data: undefined, status: 'loading', error: null });
  const typesKey = types === null ? '*' : types.join(',');

  useEffect(() => {
    if (!replica) return undefined;
    let disposed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let dirty = false;
    const run = () => {
      timer = undefined;
      running = true;
      dirty = false;
      queryRef.current(replica.db)
        .then(
          (data) => {
            // The very data shown (a read confirming what the replication announced): no render.
            const same = (shown: Answer<T>) => shown.key === key && shown.status === 'done' && shown.data === data;
            if (!disposed) setAnswer((shown) => (same(shown) ? shown : { key, data, status: 'done', error: null }));
          },
          (error: unknown) => {
            if (!disposed) setAnswer({ key, data: undefined, status: 'error', error });
          },
        )
        .finally(() => {
          running = false;
          if (dirty && !disposed) schedule();
        });
    };
    const schedule = () => {
      if (running) dirty = true;
      else {
        clearTimeout(timer);
        timer = setTimeout(run, LIVE_SETTLE_MS);
      }
    };
    run();
    const unsubscribe = replica.feed.subscribe(typesKey === '*' ? null : typesKey.split(','), schedule, {
      onError: (error) => {
        if (!disposed) setAnswer({ key, data: undefined, status: 'error', error });
      },
      onPulled: (docs) => {
        const data = fromPulledRef.current?.(docs) ?? null;
        if (data !== null && !disposed) setAnswer({ key, data, status: 'done', error: null });
      },
    });
    return () => {
      disposed = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [replica, typesKey, key]);

  // An answer for an earlier key (or none yet) means the current query is still loading.
  if (!replica || answer.key !== key) return { data: undefined, status: 'loading', error: null };
  return { data: answer.data, status: answer.status, error: answer.error };
}
