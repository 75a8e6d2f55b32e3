import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { isStatus } from './stored.ts';

/** How a session is kept in the `sessions` database: the spec's (sid, sess, expire) as one document. */
interface SessionDoc extends StoredDoc {
  type: 'session';
  sid: string;
  sess: Record<string, unknown>;
  /** ISO time after which the session is dead; the cleanup deletes by it. */
  expire: string;
  /** Copied out of `sess` so all of a user's sessions can be ended when the account is disabled. */
  userId: string | null;
}

interface CacheEntry {
  sess: Record<string, unknown>;
  rev: string | undefined;
  expire: number;
  cachedAt: number;
}

export interface SessionStoreOptions {
  /** How long a cached session is trusted before re-reading it (another gateway may have ended it). */
  cacheTtlMs?: number;
  maxCached?: number;
  /** Default lifetime when a session has no cookie expiry of its own. */
  fallbackLifetimeMs?: number;
  now?: () => number;
}

const docId = (sid: string) => `session:${sid}`;

/**
 * @fastify/session store over the `sessions` database, with a small read-through cache so the many
 * replication requests of a device cost no store read. The cache is written through on every save;
 * its entries expire after `cacheTtlMs` so a logout or a disabled account on another gateway that
 * shares the store takes effect within seconds.
 */
export class DocumentSessionStore implements SessionStore {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly cacheTtlMs: number;
  private readonly maxCached: number;
  private readonly fallbackLifetimeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: StoreDb,
    opts: SessionStoreOptions = {},
  ) {
    this.cacheTtlMs = opts.cacheTtlMs ?? 10_000;
    this.maxCached = opts.maxCached ?? 10_000;
    this.fallbackLifetimeMs = opts.fallbackLifetimeMs ?? 24 * 60 * 60 * 1000;
    this.now = opts.now ?? Date.now;
  }

  get(sid: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.read(sid).then(
      (sess) => callback(null, sess as Session | null),
      (err: unknown) => callback(err),
    );
  }

  set(sid: string, session: Session, callback: (err?: unknown) => void): void {
    this.write(sid, session).then(
      () => callback(),
      (err: unknown) => callback(err),
    );
  }

  destroy(sid: string, callback: (err?: unknown) => void): void {
    this.remove(sid).then(
      () => callback(),
      (err: unknown) => callback(err),
    );
  }

  async read(sid: string): Promise<Record<string, unknown> | null> {
    const now = this.now();
    const cached = this.cache.get(sid);
    if (cached && now - cached.cachedAt < this.cacheTtlMs) {
      return cached.expire > now ? cached.sess : null;
    }
    let doc: SessionDoc;
    try {
      doc = (await this.db.get(docId(sid))) as SessionDoc;
    } catch (err) {
      if (isStatus(err, 404)) {
        this.cache.delete(sid);
        return null;
      }
      throw err;
    }
    const expire = Date.parse(doc.expire);
    this.remember(sid, { sess: doc.sess, rev: doc._rev, expire, cachedAt: now });
    return expire > now ? doc.sess : null;
  }

  async write(sid: string, session: Session): Promise<void> {
    // JSON round trip: the Session object carries a Cookie instance whose toJSON is what we keep.
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    const cookie = sess['cookie'] as { expires?: string | null } | undefined;
    const expire = cookie?.expires ? Date.parse(cookie.expires) : this.now() + this.fallbackLifetimeMs;
    const userId = typeof sess['userId'] === 'string' ? sess['userId'] : null;
    const doc: SessionDoc = {
      _id: docId(sid),
      type: 'session',
      sid,
      sess,
      expire: new Date(expire).toISOString(),
      userId,
    };
    let rev = this.cache.get(sid)?.rev ?? (await this.currentRev(sid));
    try {
      rev = await this.put(doc, rev);
    } catch (err) {
      // Our cached revision was stale (another gateway wrote this session): the latest write wins.
      if (!isStatus(err, 409)) throw err;
      rev = await this.put(doc, await this.currentRev(sid));
    }
    this.remember(sid, { sess, rev, expire, cachedAt: this.now() });
  }

  async remove(sid: string): Promise<void> {
    this.cache.delete(sid);
    for (let attempt = 0; attempt < 3; attempt++) {
      const rev = await this.currentRev(sid);
      if (rev === undefined) return;
      try {
        await this.db.put({ _id: docId(sid), _rev: rev, _deleted: true });
        return;
      } catch (err) {
        if (!isStatus(err, 409) && !isStatus(err, 404)) throw err;
      }
    }
  }

  /** Ends every session of a user (account disabled or password reset), except `keepSid`. */
  async removeForUser(userId: string, keepSid?: string): Promise<number> {
    const { docs } = await this.db.find({
      selector: { type: 'session', userId },
      fields: ['_id', '_rev', 'sid'],
      limit: 10_000,
    });
    const doomed = docs.filter((doc) => doc['sid'] !== keepSid);
    for (const doc of doomed) if (typeof doc['sid'] === 'string') this.cache.delete(doc['sid']);
    for (const [sid, entry] of this.cache)
      if (entry.sess['userId'] === userId && sid !== keepSid) this.cache.delete(sid);
    if (doomed.length > 0)
      await this.db.bulkDocs(doomed.map((doc) => ({ _id: doc._id, _rev: doc._rev, _deleted: true })));
    return doomed.length;
  }

  /**
   * Ends every session of a deactivated user, on every gateway sharing the store: each session
   * keeps its document and expiry but names the user no more, only `endedFor` (so its old cookie is
   * told the account is deactivated rather than a bare 401, and signs nobody in even if the account
   * is reactivated). The expiry cleanup deletes them as any other. Returns how many were ended.
   */
  async endForUser(userId: string): Promise<number> {
    this.forgetUser(userId);
    const { docs } = await this.db.find({ selector: { type: 'session', userId }, limit: 10_000 });
    if (docs.length === 0) return 0;
    const ended = docs.map((doc) => {
      const sess = (doc['sess'] ?? {}) as Record<string, unknown>;
      return { ...doc, sess: { cookie: sess['cookie'], endedFor: userId }, userId: null };
    });
    // A session saved meanwhile (a renewal) loses its conflict and is ended by the user check instead.
    const results = await this.db.bulkDocs(ended);
    return results.filter((r) => !r.error).length;
  }

  /** Drops a user's sessions from this gateway's cache: the next request reads them from the store. */
  forgetUser(userId: string): void {
    for (const [sid, entry] of this.cache) {
      if (entry.sess['userId'] === userId || entry.sess['endedFor'] === userId) this.cache.delete(sid);
    }
  }

  /** Deletes expired sessions from the database and the cache. Returns how many documents went. */
  async removeExpired(): Promise<number> {
    const nowIso = new Date(this.now()).toISOString();
    for (const [sid, entry] of this.cache) if (entry.expire <= this.now()) this.cache.delete(sid);
    let removed = 0;
    // Batches keep one cleanup pass from holding a huge result in memory after a long downtime.
    for (;;) {
      const { docs } = await this.db.find({
        // The failed sign-in counters (failure-counters.ts) expire the same way.
        selector: { type: { $in: ['session', 'login_failures'] }, expire: { $lt: nowIso } },
        fields: ['_id', '_rev'],
        limit: 500,
      });
      if (docs.length === 0) return removed;
      const results = await this.db.bulkDocs(
        docs.map((doc) => ({ _id: doc._id, _rev: doc._rev, _deleted: true })),
      );
      const ok = results.filter((r) => !r.error).length;
      removed += ok;
      if (ok === 0 || docs.length < 500) return removed;
    }
  }

  private async put(doc: SessionDoc, rev: string | undefined): Promise<string | undefined> {
    const result = await this.db.put(rev === undefined ? doc : { ...doc, _rev: rev });
    return result.rev;
  }

  private async currentRev(sid: string): Promise<string | undefined> {
    try {
      return (await this.db.get(docId(sid)))._rev;
    } catch (err) {
      if (isStatus(err, 404)) return undefined;
      throw err;
    }
  }

  private remember(sid: string, entry: CacheEntry): void {
    this.cache.delete(sid);
    this.cache.set(sid, entry);
    // Map keeps insertion order, so the first key is the least recently stored one.
    while (this.cache.size > this.maxCached) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }
}
