import type { FindRequest, IndexDefinition, Selector, StoreDb, StoredDoc } from './types.ts';

/**
 * Reading what is current without reading history: the catalogue by `_id` key range (ids start with
 * their type), documents of a business day by a Mango index on `type` + `businessDate`, orders by
 * status by one on `type` + `status`. Every answer costs what it returns, never the number of stored orders,
 * so a year of trading reads like a day. Both doors over the store (replication's first sync, the
 * API's read model and history listing) read through here.
 */

/** Orders, stock rows and movements of a type by business day (history by date range, too). */
export const BY_TYPE_DATE: IndexDefinition = { name: 'rp-by-type-date', fields: ['type', 'businessDate'] };
/** Open orders, whatever their day. */
export const BY_TYPE_STATUS: IndexDefinition = { name: 'rp-by-type-status', fields: ['type', 'status'] };
/** Billing records by installation and place in its chain (a record's predecessor, a fork). */
export const BY_FISCAL_CHAIN: IndexDefinition = {
  name: 'rp-by-fiscal-chain',
  fields: ['fiscal.NumeroInstalacion', 'fiscal.seq'],
};
/** The floor database's indexes. */
export const FLOOR_INDEXES: readonly IndexDefinition[] = [BY_TYPE_DATE, BY_TYPE_STATUS, BY_FISCAL_CHAIN];

/** Documents read per store request: big enough to be few requests, small enough to stay out of the heap. */
const PAGE = 500;

/** An `_id` key range (inclusive). */
export interface KeyRange {
  startkey: string;
  endkey: string;
}

/** Every id starting with `type:`. */
export function typeRange(type: string): KeyRange {
  return { startkey: `${type}:`, endkey: `${type}:\ufff0` };
}

/** A query on one of the indexes above. */
export interface IndexedQuery {
  index: IndexDefinition;
  selector: Selector;
}

export async function ensureIndexes(db: StoreDb, indexes: readonly IndexDefinition[]): Promise<void> {
  await Promise.all(indexes.map((index) => db.createIndex(index)));
}

/** Ids of every document in the range, a page at a time. */
export async function idsInRange(db: StoreDb, range: KeyRange): Promise<string[]> {
  const ids: string[] = [];
  let startkey = range.startkey;
  for (;;) {
    const page = await db.allDocs({ startkey, endkey: range.endkey, limit: PAGE });
    ids.push(...page.rows.map((row) => row.id));
    const last = page.rows[page.rows.length - 1];
    if (page.rows.length < PAGE || last === undefined) return ids;
    // The next page starts just after the last id read.
    startkey = `${last.id}\u0000`;
  }
}

/** Ids of the documents a query finds, a page at a time (`skip` walks the index, not the documents). */
export async function idsFound(db: StoreDb, query: IndexedQuery): Promise<string[]> {
  await db.createIndex(query.index);
  const ids: string[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const request: FindRequest = {
      selector: query.selector,
      fields: ['_id'],
      use_index: [query.index.name, query.index.name],
      limit: PAGE,
      skip,
    };
    const { docs } = await db.find(request);
    ids.push(...docs.map((doc) => doc._id));
    if (docs.length < PAGE) return ids;
  }
}

/**
 * The current revisions of `ids`, with their conflicts (a device replicating with `style=all_docs`
 * must learn of every leaf), in the order given; missing and deleted ones are left out.
 */
export async function docsByIds(db: StoreDb, ids: readonly string[]): Promise<StoredDoc[]> {
  const docs: StoredDoc[] = [];
  for (let start = 0; start < ids.length; start += PAGE) {
    const keys = ids.slice(start, start + PAGE);
    const { rows } = await db.allDocs({ keys, include_docs: true, conflicts: true });
    for (const row of rows) if (row.doc) docs.push(row.doc);
  }
  return docs;
}

/** Where current documents are: key ranges and indexed queries. */
export interface CurrentPlan {
  ranges: readonly KeyRange[];
  queries: readonly IndexedQuery[];
}

/** The ids a plan names, each once, ranges first, in the order read. */
export async function currentIds(db: StoreDb, plan: CurrentPlan): Promise<string[]> {
  const ids = new Set<string>();
  for (const range of plan.ranges) for (const id of await idsInRange(db, range)) ids.add(id);
  for (const query of plan.queries) for (const id of await idsFound(db, query)) ids.add(id);
  return [...ids];
}

/**
 * Brings the floor indexes up to date with the writes since they were last read. Both stores update
 * an index when a query reads it, so an index nobody queried for weeks would make the next new
 * device pay for weeks of writes; touching them now and then keeps that cost to the last few minutes.
 */
export async function refreshFloorIndexes(db: StoreDb): Promise<void> {
  await ensureIndexes(db, FLOOR_INDEXES);
  const touch: readonly IndexedQuery[] = [
    { index: BY_TYPE_DATE, selector: { type: 'order', businessDate: { $gte: '9999' } } },
    { index: BY_TYPE_STATUS, selector: { type: 'order', status: 'draft' } },
  ];
  for (const query of touch) {
    await db.find({
      selector: query.selector,
      fields: ['_id'],
      use_index: [query.index.name, query.index.name],
      limit: 1,
    });
  }
}

/**
 * Whether the floor indexes can be read without building them first. A data folder that never had
 * them (the first start after the upgrade that brought them) builds them from the whole history on
 * their first query: 73 s for a year of 70,000 orders, longer than Fastify lets a plugin load. So
 * nothing waits for that: `refresh()` runs in the background from the store plugin on, and readers
 * ask `ready` (or wait `readyWithin` a moment, which a normal start's refresh of a few minutes of
 * writes fits in). Until then each reader has a fallback that needs no index: first syncs are served
 * from the changes feed, the API's read model scans the order ids.
 */
export class FloorIndexes {
  private running: Promise<void> | null = null;
  private built = false;

  constructor(private readonly db: StoreDb) {}

  /** True once the indexes were brought up to date: from then on, querying them costs the new writes only. */
  get ready(): boolean {
    return this.built;
  }

  /** Brings the indexes up to date (refreshFloorIndexes); calls made meanwhile share the run. */
  refresh(): Promise<void> {
    this.running ??= refreshFloorIndexes(this.db)
      .then(() => {
        this.built = true;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Refreshes and waits up to `ms` for it: whether the indexes are ready now. A failed refresh is `false`. */
  async readyWithin(ms: number): Promise<boolean> {
    if (this.built) return true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const refreshed = this.refresh().then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([refreshed, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
