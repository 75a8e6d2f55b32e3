import { createHash } from 'node:crypto';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { readOrUndefined, update } from '../store/update.ts';

/**
 * The failed sign-in counters (credentials.ts) kept in the store rather than in a gateway's memory:
 * behind the edge a guesser's requests reach every gateway in turn, and counted per process each
 * gateway would grant its own five a minute; a restart would grant five more. Only failures are
 * counted, so a document write each is cheap. The key (an address or an e-mail) is stored hashed.
 */
interface Counter extends StoredDoc {
  type: 'login_failures';
  count: number;
  /** When the window began (ms since the epoch). */
  since: number;
  /** When it ends (ISO), for the cleanup of expired documents. */
  expire: string;
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

const counterId = (key: string) => `login_failures:${createHash('sha256').update(key).digest('hex')}`;

const isCounter = (doc: StoredDoc | undefined): doc is Counter =>
  doc?.type === 'login_failures' && typeof doc.count === 'number' && typeof doc.since === 'number';

/** The counter as it stands at `now`: none once its window is over. */
function live(doc: StoredDoc | undefined, now: number, windowMs: number): Counter | undefined {
  return isCounter(doc) && doc.since + windowMs > now ? doc : undefined;
}

/**
 * A @fastify/rate-limit store over `db` (its `store` option takes a class, constructed with the
 * plugin's options): `incr` counts a failure, `read` peeks. The limiters' keys carry their own prefix
 * (`login-ip:`, `login-email:`), so one class serves both and `child` is the same store.
 */
export function storeCounters(db: StoreDb, now: () => number = Date.now) {
  return class StoreCounters {
    incr(key: string, cb: Callback, timeWindow: number): void {
      const at = now();
      update(db, counterId(key), (stored) => {
        const current = live(stored, at, timeWindow);
        const since = current?.since ?? at;
        return {
          _id: counterId(key),
          type: 'login_failures',
          count: (current?.count ?? 0) + 1,
          since,
          expire: new Date(since + timeWindow).toISOString(),
        };
      }).then(
        (doc) => cb(null, { current: Number(doc?.count), ttl: Number(doc?.since) + timeWindow - at }),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      const at = now();
      readOrUndefined(db, counterId(key)).then(
        (stored) => {
          const current = live(stored, at, timeWindow);
          cb(
            null,
            current
              ? { current: current.count, ttl: current.since + timeWindow - at }
              : { current: 0, ttl: 0 },
          );
        },
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(): this {
      return this;
    }
  };
}
