import {
  ACTIVE_ORDER_STATUSES,
  LIVE_CHECK_STATUSES,
  dbForType,
  kindOf,
  kindsWhere,
  type DocOf,
  type KindsWith,
} from '@restaurantpro/schema';
import { BY_TYPE_DATE, BY_TYPE_STATUS, typeRange, type CurrentPlan } from '../store/current.ts';
import type { DatabaseName, Seq } from '../store/types.ts';

/**
 * What the API's read model holds (read-model.ts): which types, from which database, and which of
 * them it keeps only for today and yesterday.
 */

/** Databases the REST API reads; `accounts`, `sessions` and `media` are never listed through it. */
export const MODEL_DATABASES = ['floor', 'office'] as const satisfies readonly DatabaseName[];
export type ModelDatabase = (typeof MODEL_DATABASES)[number];

/**
 * The types the API answers from memory (the kinds table's floor and office kinds): not the history
 * that grows with every day (stock movements, deliveries, stock counts), read from the store when asked for.
 */
export type ModelType = Exclude<KindsWith<'db', ModelDatabase>, KindsWith<'history', true>>;
export const MODEL_TYPES = kindsWhere<ModelType>(
  (kind) => (MODEL_DATABASES as readonly string[]).includes(kind.db) && kind.history !== true,
);

/** The database each model type is read from. */
export const DATABASE_OF = Object.fromEntries(MODEL_TYPES.map((type) => [type, dbForType(type)])) as Readonly<
  Record<ModelType, ModelDatabase>
>;

export type DocsByType = { [K in ModelType]: DocOf<K> };

export function isModelType(type: string): type is ModelType {
  return (MODEL_TYPES as readonly string[]).includes(type);
}

/**
 * Types of one business day: the model keeps today's and yesterday's (and open orders and live
 * checks, whatever their day), not history. The money documents are dated by the day the money
 * moved, so a bill, the day's cash and the dashboard read them from memory; older days come from
 * the store (day-docs.ts).
 */
export const DAILY_TYPES: ReadonlySet<ModelType> = new Set(
  MODEL_TYPES.filter((type) => kindOf(type).day !== undefined),
);
export const ACTIVE: ReadonlySet<string> = new Set(ACTIVE_ORDER_STATUSES);
/** Checks still taking rounds (schema's isLiveCheck), kept whatever their business day. */
export const LIVE_CHECK: ReadonlySet<string> = new Set(LIVE_CHECK_STATUSES);

/** Whether a document of a daily type stays in the model past its day: an open order, a live check. */
export function isOngoing(type: ModelType, status: unknown): boolean {
  if (typeof status !== 'string') return false;
  if (type === 'order') return ACTIVE.has(status);
  return type === 'check' && LIVE_CHECK.has(status);
}

/**
 * What the model loads at start, read through ranges and indexes (store/current.ts): the catalogue
 * suppliers and invoices whole, the documents dated from yesterday on, the open orders and the live checks.
 */
export function modelPlan(name: ModelDatabase, previous: string): CurrentPlan {
  const types = MODEL_TYPES.filter((type) => DATABASE_OF[type] === name && !DAILY_TYPES.has(type));
  if (name === 'office') return { ranges: types.map(typeRange), queries: [] };
  return {
    ranges: types.map(typeRange),
    queries: [
      ...[...DAILY_TYPES].map((type) => ({
        index: BY_TYPE_DATE,
        selector: { type, businessDate: { $gte: previous } },
      })),
      ...ACTIVE_ORDER_STATUSES.map((status) => ({
        index: BY_TYPE_STATUS,
        selector: { type: 'order', status },
      })),
      ...[...LIVE_CHECK].map((status) => ({ index: BY_TYPE_STATUS, selector: { type: 'check', status } })),
    ],
  };
}

export function generation(rev: string | undefined): number {
  return rev === undefined ? 0 : Number.parseInt(rev, 10) || 0;
}

/**
 * Comparable position of an update sequence. PouchDB's are numbers; CouchDB's are opaque strings whose
 * numeric prefix grows with every write on the node answering. Only used to decide "has the model
 * seen at least this far", never passed back to the store.
 */
export function seqPosition(seq: Seq): number {
  return typeof seq === 'number' ? seq : Number.parseInt(seq, 10) || 0;
}
