import {
  ACTIVE_ORDER_STATUSES,
  type Adjustment,
  type Annulment,
  type Area,
  type CashMovement,
  type Check,
  type DayClose,
  type DailyStock,
  type DiningTable,
  type Ingredient,
  type Invoice,
  type Order,
  type Payment,
  type Product,
  type Recipe,
  type Refund,
  type Settings,
  type Supplier,
  type Ticket,
  type Transfer,
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
 * The types the API answers from memory, by database (DESIGN.md §3). Stock movements, deliveries and
 * stock counts are not held: history that grows with every day, read from the store when asked for.
 */
export const DATABASE_OF = {
  product: 'floor',
  recipe: 'floor',
  area: 'floor',
  table: 'floor',
  ingredient: 'floor',
  daily_stock: 'floor',
  order: 'floor',
  check: 'floor',
  transfer: 'floor',
  settings: 'floor',
  payment: 'floor',
  adjustment: 'floor',
  refund: 'floor',
  ticket: 'floor',
  annulment: 'floor',
  cash_movement: 'floor',
  day_close: 'floor',
  supplier: 'office',
  invoice: 'office',
} as const satisfies Record<string, ModelDatabase>;
export type DocType = keyof typeof DATABASE_OF;

export interface DocsByType {
  product: Product;
  recipe: Recipe;
  area: Area;
  table: DiningTable;
  ingredient: Ingredient;
  daily_stock: DailyStock;
  order: Order;
  check: Check;
  transfer: Transfer;
  settings: Settings;
  payment: Payment;
  adjustment: Adjustment;
  refund: Refund;
  ticket: Ticket;
  annulment: Annulment;
  cash_movement: CashMovement;
  day_close: DayClose;
  supplier: Supplier;
  invoice: Invoice;
}

export function isModelType(type: string): type is DocType {
  return Object.hasOwn(DATABASE_OF, type);
}

/**
 * Types of one business day: the model keeps today's and yesterday's (and open orders and live
 * checks, whatever their day), not history. The money documents are dated by the day the money
 * moved, so a bill, the day's cash and the dashboard read them from memory; older days come from
 * the store (day-docs.ts).
 */
export const DAILY_TYPES: ReadonlySet<DocType> = new Set([
  'order',
  'daily_stock',
  'check',
  'transfer',
  'payment',
  'adjustment',
  'refund',
  'ticket',
  'annulment',
  'cash_movement',
  'day_close',
]);
export const ACTIVE: ReadonlySet<string> = new Set(ACTIVE_ORDER_STATUSES);
/** Checks still taking rounds (schema's isLiveCheck), kept whatever their business day. */
export const LIVE_CHECK: ReadonlySet<string> = new Set(['open', 'bill_requested']);

/** Whether a document of a daily type stays in the model past its day: an open order, a live check. */
export function isOngoing(type: DocType, status: unknown): boolean {
  if (typeof status !== 'string') return false;
  if (type === 'order') return ACTIVE.has(status);
  return type === 'check' && LIVE_CHECK.has(status);
}

/**
 * What the model loads at start, read through ranges and indexes (store/current.ts): the catalogue
 * suppliers and invoices whole, the documents dated from yesterday on, the open orders and the live checks.
 */
export function modelPlan(name: ModelDatabase, previous: string): CurrentPlan {
  const types = (Object.keys(DATABASE_OF) as DocType[]).filter(
    (type) => DATABASE_OF[type] === name && !DAILY_TYPES.has(type),
  );
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
