import type { FastifyBaseLogger } from 'fastify';
import { addDays, DOC_SCHEMAS, type Order, typePart } from '@restaurantpro/schema';
import { BY_TYPE_DATE, currentIds, docsByIds, typeRange, type FloorIndexes } from '../store/current.ts';
import { follow, type Following } from '../store/follow.ts';
import { scan } from '../store/scan.ts';
import { StoreError, type Change, type Seq, type Store, type StoredDoc } from '../store/types.ts';

import {
  DAILY_TYPES,
  DATABASE_OF,
  MODEL_DATABASES,
  generation,
  isModelType,
  isOngoing,
  modelPlan,
  seqPosition,
  type ModelType,
  type DocsByType,
  type ModelDatabase,
} from './model-scope.ts';

export { DATABASE_OF, MODEL_DATABASES, type ModelType, type DocsByType, type ModelDatabase };

const FRESHNESS_WAIT_MS = 2000;
/**
 * How long the start waits for the floor indexes before loading without them. Refreshing them at a
 * normal start (at most a minute of writes behind, see INDEX_REFRESH_MS) took under 100 ms after a
 * year of orders; building them from nothing took 73 s.
 */
const INDEX_WAIT_MS = 2000;
/** Orders read per page when scanning without the indexes. */
const SCAN_PAGE = 500;
/** How often, at most, the floor indexes are brought up to date after writes (see refreshFloorIndexes). */
const INDEX_REFRESH_MS = 60_000;

interface DbState {
  seq: number;
  waiters: Array<{ target: number; resolve: () => void }>;
  following: Following | null;
  /** The next look at the store's sequence, not yet taken: requests arriving meanwhile share it. */
  nextCheck: Promise<void> | null;
}

/**
 * In-memory copy of what the API serves, by type, kept current from the store's live changes feed:
 * the catalogue, tables, suppliers and invoices, and of the daily types (orders, stock rows) those of today
 * and yesterday plus every open order. Older ones are dropped as days pass and read from the store
 * when asked for (`load`, history listing), so memory and start-up follow today's trade, not the
 * history. GETs answer from here (reading 30 products from leveldb on every request is ~15× slower
 * than memory), and each type carries a version so serialised answers and ETags are cached until
 * something of that type changes.
 *
 * Freshness: a write made through the API is applied here before the answer goes out (`apply`);
 * a write made elsewhere (replication, reactions) is waited for by `fresh()`, which compares the
 * store's update sequence with the last one this model has processed. So a GET never serves a
 * document older than one the store had acknowledged when the GET arrived.
 */
export class ReadModel {
  private readonly docs = new Map<
    ModelType,
    Map<string, { rev: string | undefined; doc: DocsByType[ModelType] }>
  >();
  private readonly versions = new Map<ModelType, number>();
  private readonly dbs = new Map<ModelDatabase, DbState>();
  private readonly listeners = new Set<(doc: StoredDoc) => void>();
  private closed = false;
  /** The oldest business day kept (yesterday); older closed orders and stock rows are dropped. */
  private horizon = '';
  private indexRefresh: NodeJS.Timeout | undefined;
  /** The daily documents' load when it runs after the start (no indexes yet); requests wait for it. */
  private loading: Promise<void> = Promise.resolve();

  /** `today` is the business day now (the app's clock, the restaurant's time zone). */
  constructor(
    private readonly store: Store,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly today: () => string,
    private readonly indexes: Pick<FloorIndexes, 'readyWithin' | 'refresh'>,
  ) {}

  /**
   * Loads what is current (see `modelPlan`), then follows the live feed from the sequence read before
   * loading: a write landing meanwhile comes again through the feed, and an older revision never
   * replaces a newer one.
   */
  async start(): Promise<void> {
    this.horizon = addDays(this.today(), -1);
    for (const name of MODEL_DATABASES) {
      const db = this.store.db(name);
      const { update_seq: since } = await db.info();
      const plan = modelPlan(name, this.horizon);
      if (plan.queries.length === 0 || (await this.indexes.readyWithin(INDEX_WAIT_MS))) {
        for (const doc of await docsByIds(db, await currentIds(db, plan))) this.apply(doc);
      } else {
        // The indexes are being built from the whole history: the catalogue now, the days after
        // the start, without them (a write landing meanwhile also comes through the feed).
        for (const doc of await docsByIds(db, await currentIds(db, { ranges: plan.ranges, queries: [] })))
          this.apply(doc);
        this.loading = this.scanDailyDocs(name);
        this.loading.catch((err: unknown) => this.log.warn({ err }, 'read model not loaded'));
      }
      const state: DbState = { seq: seqPosition(since), waiters: [], following: null, nextCheck: null };
      this.dbs.set(name, state);
      await this.follow(name, state, since);
    }
  }

  /**
   * The documents of the daily types the model keeps, read without the indexes: stock rows through
   * their ids (`daily_stock:<day>_…`, so from the horizon on), the other daily types by
   * scanning every id of their type, a page at a time. Costs the history, so only runs while the indexes are built.
   */
  private async scanDailyDocs(name: ModelDatabase): Promise<void> {
    const db = this.store.db(name);
    const ranges = [
      { startkey: `daily_stock:${this.horizon}`, endkey: 'daily_stock:\ufff0' },
      ...[...DAILY_TYPES].filter((type) => type !== 'daily_stock').map(typeRange),
    ];
    for (const range of ranges) {
      for await (const doc of scan(db, { ...range, batch: SCAN_PAGE })) {
        const type = doc.type;
        if (typeof type === 'string' && isModelType(type) && this.retained(type, doc)) this.apply(doc);
      }
    }
  }

  /** Resolves once the model holds what it serves (at once, unless it loads without indexes). */
  loaded(): Promise<void> {
    return this.loading;
  }

  /** Whether a document of a daily type is still kept: from yesterday on, an open order, a live check. */
  private retained(type: ModelType, doc: StoredDoc): boolean {
    if (!DAILY_TYPES.has(type)) return true;
    if (typeof doc.businessDate === 'string' && doc.businessDate >= this.horizon) return true;
    return isOngoing(type, doc.status);
  }

  /** When the business day has turned, drops what fell behind the new horizon. */
  private prune(): void {
    const horizon = addDays(this.today(), -1);
    if (horizon === this.horizon) return;
    this.horizon = horizon;
    for (const type of DAILY_TYPES) {
      const byId = this.docs.get(type);
      if (!byId) continue;
      let dropped = 0;
      for (const [id, entry] of byId) {
        if (this.retained(type, entry.doc as StoredDoc)) continue;
        byId.delete(id);
        dropped++;
      }
      if (dropped > 0) this.versions.set(type, (this.versions.get(type) ?? 0) + 1);
    }
  }

  /** Keeps the model current from `since` (a dead feed resumes from the last change applied). */
  private async follow(name: ModelDatabase, state: DbState, since: Seq): Promise<void> {
    const following = await follow(
      this.store.db(name),
      since,
      (changes) => {
        for (const change of changes) {
          this.onChange(change);
          this.advance(state, seqPosition(change.seq));
        }
        if (name === 'floor') this.scheduleIndexRefresh();
      },
      { name: `read model ${name}`, log: this.log, feed: { include_docs: true } },
    );
    if (this.closed) void following.stop();
    else state.following = following;
  }

  private scheduleIndexRefresh(): void {
    if (this.indexRefresh !== undefined || this.closed) return;
    this.indexRefresh = setTimeout(() => {
      this.indexes
        .refresh()
        .catch((err: unknown) => this.log.warn({ err }, 'floor indexes not refreshed'))
        .finally(() => {
          this.indexRefresh = undefined;
        });
    }, INDEX_REFRESH_MS);
    this.indexRefresh.unref();
  }

  private advance(state: DbState, position: number): void {
    if (position <= state.seq) return;
    state.seq = position;
    const ready = state.waiters.filter((w) => w.target <= position);
    if (ready.length === 0) return;
    state.waiters = state.waiters.filter((w) => w.target > position);
    for (const w of ready) w.resolve();
  }

  private onChange(change: Change): void {
    const doc = change.doc ?? (change.deleted ? { _id: change.id, _rev: change.changes[0]?.rev } : undefined);
    if (!doc) return;
    this.apply(change.deleted && !doc._deleted ? { ...doc, _deleted: true } : doc);
  }

  /**
   * Puts a document (or its deletion) into the model unless the model already holds a later revision
   * of it. Called by the feed and by API writes, in whichever order they arrive. Documents are
   * checked against the shared schema on the way in, so everything read back out is well typed; one
   * that does not match (written by an older client, say) is logged and left out of API answers.
   * `validated` is for documents the API itself just checked against the same schema.
   */
  apply(doc: StoredDoc, validated = false): void {
    const type = typePart(doc._id);
    if (!isModelType(type)) return;
    let byId = this.docs.get(type);
    if (!byId) {
      byId = new Map();
      this.docs.set(type, byId);
    }
    const current = byId.get(doc._id);
    if (current && generation(current.rev) > generation(doc._rev)) return;
    if (current && current.rev === doc._rev && !doc._deleted) return;
    if (!doc._deleted && !this.retained(type, doc)) {
      // History: a closed order of an older day, say. Not kept, but listeners still hear of it.
      if (current) {
        byId.delete(doc._id);
        this.versions.set(type, (this.versions.get(type) ?? 0) + 1);
      }
      for (const listener of this.listeners) listener(doc);
      return;
    }
    if (doc._deleted) {
      if (!current) return;
      byId.delete(doc._id);
    } else {
      const parsed = validated
        ? { success: true as const, data: doc as DocsByType[ModelType] }
        : DOC_SCHEMAS[type].safeParse(doc);
      if (!parsed.success) {
        this.log.warn(
          { id: doc._id, issues: parsed.error.issues.slice(0, 3) },
          'document does not match its schema; not served by the API',
        );
        if (!current) return;
        byId.delete(doc._id);
      } else {
        byId.set(doc._id, { rev: doc._rev, doc: parsed.data });
      }
    }
    this.versions.set(type, (this.versions.get(type) ?? 0) + 1);
    for (const listener of this.listeners) listener(doc);
  }

  /** Resolves once the model has processed everything the store had acknowledged when called. */
  async fresh(name: ModelDatabase): Promise<void> {
    await this.loading;
    const state = this.dbs.get(name);
    if (!state || this.closed) return;
    // The store's sequence must be read after the request arrived: a read already under way may
    // predate a write acknowledged just before it, so it is never joined. Requests arriving in the
    // same turn of the event loop share one read, taken once that turn's I/O is in (setImmediate).
    // Joining a read in flight instead held every request for two store round trips under load,
    // which cost a fifth of the catalogue's throughput.
    state.nextCheck ??= new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        state.nextCheck = null;
        this.catchUp(name, state).then(resolve, reject);
      });
    });
    return state.nextCheck;
  }

  /** Reads the store's sequence now and waits until the feed has brought the model that far. */
  private async catchUp(name: ModelDatabase, state: DbState): Promise<void> {
    if (this.closed) return;
    const info = await this.store.db(name).info();
    const target = seqPosition(info.update_seq);
    if (target <= state.seq) return;
    await new Promise<void>((resolve) => {
      // Safety net only: if the feed never reports that far (a store hiccup), answer from what we
      // have after a short wait rather than hanging the request.
      const timer = setTimeout(resolve, FRESHNESS_WAIT_MS);
      timer.unref();
      state.waiters.push({
        target,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /**
   * Live documents of a type the model keeps, in `_id` order (creation order for ULIDs). For orders
   * and stock rows: today's, yesterday's and open orders; older ones through `load` or the store.
   */
  list<T extends ModelType>(type: T): Array<DocsByType[T]> {
    this.prune();
    const byId = this.docs.get(type);
    if (!byId) return [];
    const ids = [...byId.keys()].sort();
    // Entries of `type` were parsed with DOC_SCHEMAS[type] in `apply`, which is what makes this safe.
    return ids.map((id) => byId.get(id)?.doc as DocsByType[T]);
  }

  /** A document the model keeps (see `list`); `load` also finds older ones. */
  get<T extends ModelType>(type: T, id: string): DocsByType[T] | undefined {
    this.prune();
    return this.docs.get(type)?.get(`${type}:${id}`)?.doc as DocsByType[T] | undefined;
  }

  /** A document from memory, or else read from the store (history the model does not keep). */
  async load<T extends ModelType>(type: T, id: string): Promise<DocsByType[T] | undefined> {
    const kept = this.get(type, id);
    if (kept !== undefined) return kept;
    try {
      const doc = await this.store.db(DATABASE_OF[type]).get(`${type}:${id}`);
      const parsed = DOC_SCHEMAS[type].safeParse(doc);
      return parsed.success ? (parsed.data as DocsByType[T]) : undefined;
    } catch (err) {
      if (err instanceof StoreError && err.status === 404) return undefined;
      throw err;
    }
  }

  /**
   * Orders of the business days `from`–`to` (inclusive), read from the store through its date index
   * (history is not kept in memory), in index order: by day, then by id (creation order). `limit`
   * documents after `offset`; a document that does not match the schema is left out. `null` while
   * the index is still being built from the history (the first start after the upgrade).
   */
  async history(from: string, to: string, limit: number, offset: number): Promise<Order[] | null> {
    if (!(await this.indexes.readyWithin(INDEX_WAIT_MS))) return null;
    const db = this.store.db('floor');
    await db.createIndex(BY_TYPE_DATE);
    const { docs } = await db.find({
      selector: { type: 'order', businessDate: { $gte: from, $lte: to } },
      use_index: [BY_TYPE_DATE.name, BY_TYPE_DATE.name],
      sort: ['type', 'businessDate'],
      limit,
      skip: offset,
    });
    return docs.flatMap((doc) => {
      const parsed = DOC_SCHEMAS.order.safeParse(doc);
      return parsed.success ? [parsed.data] : [];
    });
  }

  /** Changes whenever a document of that type changes; part of cache keys and ETags. */
  version(type: ModelType): number {
    return this.versions.get(type) ?? 0;
  }

  /** Called with every document applied (deletions included); returns an unsubscribe function. */
  onApply(listener: (doc: StoredDoc) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.indexRefresh);
    for (const state of this.dbs.values()) {
      void state.following?.stop();
      state.following = null;
      for (const w of state.waiters) w.resolve();
      state.waiters = [];
    }
  }
}
