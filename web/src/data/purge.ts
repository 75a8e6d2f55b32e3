import { checkSchema, isLiveCheck, kindsWhere, resolveCheckId, type Check } from '@restaurantpro/schema';
import { notedChainHead } from './fiscal-chain.ts';
import { allOfType, type StoredDoc } from './queries.ts';

/**
 * Document types tied to one business day (the kinds table's floor kinds with a `day`); older days
 * are dropped from a device once synced. The read filter sends a device today's and yesterday's
 * floor, money and supply included, so each of these must go once past the keep window, or a phone
 * would keep every payment it ever saw.
 */
const DAILY_TYPES = kindsWhere((kind) => kind.db === 'floor' && kind.day !== undefined);
const CLOSED_ORDER = new Set(['served', 'cancelled']);

export interface DailyDoc extends StoredDoc {
  businessDate?: string;
  date?: string;
  status?: string;
  checkId?: string;
  fiscal?: { NumeroInstalacion?: unknown; seq?: unknown };
}

/** What stays whatever its day: the open checks (their rounds and money too), and the chain's head. */
export interface KeptOfOldDays {
  /** Id parts of the live checks. */
  liveChecks: ReadonlySet<string>;
  /** The device's last billing record, which its next record links to. */
  chainHead?: { installation: string; seq: number } | null;
}

interface Purgeable {
  purge(docId: string, rev: string): Promise<unknown>;
}

function canPurge(db: PouchDB.Database): db is PouchDB.Database & Purgeable {
  // Only adapters implementing `_purge` (the IndexedDB one) can drop documents without a tombstone.
  return '_purge' in db && typeof db._purge === 'function';
}

/**
 * Removes documents of business days before `oldestKept` (YYYY-MM-DD) from the local replica only:
 * closed orders, closed checks and their money, stock events, daily stock and the drawer's days.
 * Purging is local (never replicated), so the server keeps the history. Call it only when the
 * replica has nothing pending, so no unsynced change is lost. Returns how many were dropped.
 */
export async function purgeOldBusinessDays(db: PouchDB.Database, oldestKept: string): Promise<number> {
  if (!canPurge(db)) return 0;
  const checks = (await allOfType(db, 'check')).flatMap((doc) => {
    const parsed = checkSchema.safeParse(doc);
    return parsed.success ? [parsed.data] : [];
  });
  const kept: KeptOfOldDays = { liveChecks: liveFamilies(checks), chainHead: await notedChainHead(db) };
  let purged = 0;
  for (const type of DAILY_TYPES) {
    for (const doc of selectPurgeable(await allOfType(db, type), oldestKept, kept)) {
      await db.purge(doc._id, doc._rev);
      purged += 1;
    }
  }
  return purged;
}

const idOf = (doc: { _id: string }) => doc._id.slice(doc._id.indexOf(':') + 1);

/** Id parts of the live checks and of every check merged into one (its money counts on that bill). */
export function liveFamilies(checks: readonly Check[]): Set<string> {
  const byId = new Map(checks.map((check) => [idOf(check), check]));
  const live = (id: string) => {
    const check = byId.get(resolveCheckId(id, byId));
    return check !== undefined && isLiveCheck(check);
  };
  return new Set([...byId.keys()].filter(live));
}

function isChainHead(doc: DailyDoc, head: KeptOfOldDays['chainHead']): boolean {
  return (
    head !== null &&
    head !== undefined &&
    doc.fiscal?.NumeroInstalacion === head.installation &&
    doc.fiscal.seq === head.seq
  );
}

/**
 * The documents of days before `oldestKept` that may go: never an order that is still open, a live
 * check or what belongs to one (its rounds, moves and money), nor the record the device's chain
 * links its next one to.
 */
export function selectPurgeable<T extends DailyDoc>(
  docs: readonly T[],
  oldestKept: string,
  kept: KeptOfOldDays = { liveChecks: new Set() },
): T[] {
  return docs.filter((doc) => {
    const day = doc.businessDate ?? doc.date;
    if (!day || day >= oldestKept) return false;
    if (doc.type === 'order' && !CLOSED_ORDER.has(doc.status ?? '')) return false;
    if (doc.type === 'check') return !kept.liveChecks.has(idOf(doc));
    if (doc.checkId !== undefined && kept.liveChecks.has(doc.checkId)) return false;
    return !isChainHead(doc, kept.chainHead);
  });
}

/** The YYYY-MM-DD `days` before `businessDate` (calendar arithmetic, no time zones involved). */
export function daysBefore(businessDate: string, days: number): string {
  const date = new Date(`${businessDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
