import { LIVE_CHECK_STATUSES, kindOf, kindsWhere, type Role } from '@restaurantpro/schema';
import type { Selector, StoredDoc } from '../store/types.ts';
import { BY_TYPE_DATE, BY_TYPE_STATUS, typeRange, type CurrentPlan } from '../store/current.ts';
import type { ReplicatedDb } from './replicated-dbs.ts';
import { ACTIVE_ORDER_STATUSES, previousBusinessDate } from './schema-adapter.ts';

export { REPLICATED_DBS, isReplicatedDb, mayReplicate, type ReplicatedDb } from './replicated-dbs.ts';

/**
 * Floor types every device always holds: the catalogue, the room, and the restaurant's settings (a
 * ticket is issued offline with the issuer they name).
 */
const ALWAYS_READ_TYPES: readonly string[] = kindsWhere(
  (kind) => kind.db === 'floor' && kind.day === undefined,
);

/**
 * The money of the floor (decision 13 of the money design): payments, discounts, refunds, tickets
 * and their annulments (a device's next record links to its own anulación, and its screens show a
 * cancelled ticket as such), the drawer's movements and the day's close, of today and yesterday like
 * orders. All immutable, so their business day is all there is to judge: no edit can bring an old one back.
 */
export const MONEY_TYPES: readonly string[] = kindsWhere((kind) => kind.money !== undefined);

const isRecentMoney = (doc: StoredDoc, previous: string) =>
  typeof doc.type === 'string' &&
  MONEY_TYPES.includes(doc.type) &&
  typeof doc.businessDate === 'string' &&
  doc.businessDate >= previous;

/**
 * Goods received and stock counts (DESIGN.md §10), of today and yesterday like orders, for the
 * devices of those who count stock (the kitchen and the managers): a waiter's screens read the
 * ingredients' stock the gateway projects from them, never the documents themselves. Immutable, so
 * their business day is all there is to judge.
 */
export const SUPPLY_TYPES = kindsWhere((kind) => kind.db === 'floor' && kind.readers !== undefined);

/** The supply kinds `role` reads (the table's `readers`). */
const supplyOf = (role: Role): readonly string[] =>
  SUPPLY_TYPES.filter((type) => kindOf(type).readers?.includes(role) === true);

const isRecentSupply = (doc: StoredDoc, previous: string, supply: readonly string[]) =>
  typeof doc.type === 'string' &&
  supply.includes(doc.type) &&
  typeof doc.businessDate === 'string' &&
  doc.businessDate >= previous;

/** The money documents that belong to a check (the drawer and the close belong to the day). */
const CHECK_MONEY_TYPES: readonly string[] = kindsWhere((kind) => kind.money === 'check');

/** Which checks have been live since before a day (LiveChecks): their older money replicates too. */
export interface OldLiveChecks {
  openedBefore(day: string): ReadonlyArray<{ id: string; businessDate: string }>;
}

/**
 * Stock movements reach devices except the gateway's sale movements: no screen reads them (devices
 * show the daily stock derived from them), and two per order line would otherwise flow to every
 * device with every order, each costing every device a replication round. A device's own kitchen
 * adjustments still push, and still replicate to the other devices, for the days a device holds.
 */
const isDeviceMovement = (doc: StoredDoc) => doc.type === 'stock_movement' && doc.kind !== 'sale';

/** Stock rows and kitchen adjustments are per business day: a device holds today's and yesterday's. */
const isRecentStock = (doc: StoredDoc, previous: string) =>
  (doc.type === 'daily_stock' || isDeviceMovement(doc)) &&
  typeof doc.businessDate === 'string' &&
  doc.businessDate >= previous;

const LIVE_CHECKS: readonly string[] = LIVE_CHECK_STATUSES;

/**
 * Checks and transfers (decision 10 of the check's design): every live check, whatever its day (a
 * sitting across midnight), and the others and every transfer of today and yesterday, like orders;
 * a check edited since yesterday too, so a device holding an old check open learns it was closed.
 */
function isFloorCheckWork(doc: StoredDoc, previous: string): boolean {
  if (doc.type !== 'check' && doc.type !== 'transfer') return false;
  if (typeof doc.businessDate === 'string' && doc.businessDate >= previous) return true;
  if (doc.type === 'transfer') return false;
  if (typeof doc.updatedAt === 'string' && doc.updatedAt >= previous) return true;
  return typeof doc.status === 'string' && LIVE_CHECKS.includes(doc.status);
}

/** What a read on a database must satisfy; `null` means the whole database. */
export interface ReadFilter {
  /**
   * Names what the filter lets through: filters with the same key allow the same documents (the
   * business day changes a floor device's reading, and the role only as to supply documents), so devices joining at
   * the same moment can share one first-sync answer (LiveFeed.firstSyncAnswer).
   */
  key: string;
  selector: Selector | null;
  allows(doc: StoredDoc): boolean;
  /**
   * Where the documents this filter allows are found without reading history (see store/current.ts):
   * what a device that holds nothing yet is sent. Every document it names is still judged by `allows`.
   * Without one (the protocol test mode), a first sync is the store's own feed, as in CouchDB.
   */
  current?: CurrentPlan;
}

/** Every id of a type starts with a lowercase letter; design documents (`_design/…`) sort before them. */
const EVERYTHING: ReadFilter = {
  key: 'everything',
  selector: null,
  allows: () => true,
  current: { ranges: [{ startkey: 'a', endkey: '\ufff0' }], queries: [] },
};

/**
 * The per-database, per-role read filter. On `floor` a device gets the catalogue and tables, the
 * stock rows and kitchen adjustments of the current and previous business day, plus the orders,
 * checks, transfers and money (MONEY_TYPES) of those days, and for the kitchen and the managers the
 * deliveries and stock counts (SUPPLY_TYPES) of those days, every order still open and every live check, so a device
 * that joins after a year of trading only pulls what the floor needs. Orders edited since the previous
 * business day pass too: the selector judges a document as it is now, so without this an old order
 * closed today would vanish from the feed and a device holding it open would never see it closed.
 * (ISO timestamps of that day or later compare ≥ its `YYYY-MM-DD`.) The Mango selector goes to the
 * store (it filters `_changes` there); `allows` is the same rule in code for single reads (`_bulk_get`,
 * GET), so a device cannot fetch by id what the feed would not have shown it.
 *
 * Deletions are always passed on: a tombstone carries no type, and a device must learn that a product
 * or a table it holds is gone.
 */
export function readFilter(
  db: ReplicatedDb,
  role: Role,
  now: Date,
  timezone: string,
  liveChecks?: OldLiveChecks,
): ReadFilter {
  if (db === 'office') return EVERYTHING;
  const previous = previousBusinessDate(now, timezone);
  // Usually none: a check still live from before yesterday (a sitting left open for days).
  const opened = liveChecks?.openedBefore(previous) ?? [];
  const oldLive = opened.map(({ id }) => id);
  const oldLiveSet = new Set(oldLive);
  const oldest = opened.map(({ businessDate }) => businessDate).sort()[0] ?? previous;
  const ofOldLive = (doc: StoredDoc) =>
    typeof doc.type === 'string' &&
    CHECK_MONEY_TYPES.includes(doc.type) &&
    typeof doc.checkId === 'string' &&
    oldLiveSet.has(doc.checkId);
  const activeStatuses: readonly string[] = ACTIVE_ORDER_STATUSES;
  const supply = supplyOf(role);
  const selector: Selector = {
    $or: [
      { _deleted: true },
      { type: { $in: ALWAYS_READ_TYPES } },
      { type: 'daily_stock', businessDate: { $gte: previous } },
      { type: 'stock_movement', kind: { $ne: 'sale' }, businessDate: { $gte: previous } },
      { type: 'order', businessDate: { $gte: previous } },
      { type: 'order', status: { $in: [...activeStatuses] } },
      // An old order closed since yesterday: a device that holds it open must learn of the close.
      { type: 'order', updatedAt: { $gte: previous } },
      { type: { $in: ['check', 'transfer'] }, businessDate: { $gte: previous } },
      { type: 'check', status: { $in: [...LIVE_CHECKS] } },
      { type: 'check', updatedAt: { $gte: previous } },
      { type: { $in: [...MONEY_TYPES] }, businessDate: { $gte: previous } },
      ...(oldLive.length > 0 ? [{ type: { $in: [...CHECK_MONEY_TYPES] }, checkId: { $in: oldLive } }] : []),
      ...(supply.length > 0 ? [{ type: { $in: [...supply] }, businessDate: { $gte: previous } }] : []),
    ],
  };
  return {
    key: `floor-since-${previous}${supply.length > 0 ? `|supply:${supply.join(',')}` : ''}${oldLive.length > 0 ? `|live:${oldLive.join(',')}` : ''}`,
    selector,
    allows(doc) {
      if (doc._deleted === true) return true;
      if (typeof doc.type === 'string' && ALWAYS_READ_TYPES.includes(doc.type)) return true;
      if (isRecentStock(doc, previous)) return true;
      if (isFloorCheckWork(doc, previous)) return true;
      if (isRecentMoney(doc, previous) || ofOldLive(doc)) return true;
      if (isRecentSupply(doc, previous, supply)) return true;
      if (doc.type !== 'order') return false;
      if (typeof doc.businessDate === 'string' && doc.businessDate >= previous) return true;
      if (typeof doc.updatedAt === 'string' && doc.updatedAt >= previous) return true;
      return typeof doc.status === 'string' && activeStatuses.includes(doc.status);
    },
    // A device starting from nothing never held an old order open, so the orders edited since
    // yesterday need no query of their own here: the live feed tells the devices that hold them.
    current: {
      ranges: ALWAYS_READ_TYPES.map(typeRange),
      queries: [
        { index: BY_TYPE_DATE, selector: { type: 'order', businessDate: { $gte: previous } } },
        { index: BY_TYPE_DATE, selector: { type: 'daily_stock', businessDate: { $gte: previous } } },
        // The index range holds the day's sale movements too; the selector leaves them out.
        {
          index: BY_TYPE_DATE,
          selector: { type: 'stock_movement', businessDate: { $gte: previous }, kind: { $ne: 'sale' } },
        },
        ...activeStatuses.map((status) => ({ index: BY_TYPE_STATUS, selector: { type: 'order', status } })),
        { index: BY_TYPE_DATE, selector: { type: 'check', businessDate: { $gte: previous } } },
        { index: BY_TYPE_DATE, selector: { type: 'transfer', businessDate: { $gte: previous } } },
        ...LIVE_CHECKS.map((status) => ({ index: BY_TYPE_STATUS, selector: { type: 'check', status } })),
        ...MONEY_TYPES.map((type) => ({
          index: BY_TYPE_DATE,
          selector: { type, businessDate: { $gte: previous } },
        })),
        ...supply.map((type) => ({
          index: BY_TYPE_DATE,
          selector: { type, businessDate: { $gte: previous } },
        })),
        // The older money of checks live since before yesterday: from the oldest one's day on (a
        // check's money is never older than the check).
        ...(oldLive.length > 0
          ? CHECK_MONEY_TYPES.map((type) => ({
              index: BY_TYPE_DATE,
              selector: { type, businessDate: { $gte: oldest, $lt: previous }, checkId: { $in: oldLive } },
            }))
          : []),
      ],
    },
  };
}
