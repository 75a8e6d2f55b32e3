import {
  dailyStockId,
  isStockTracked,
  parseDocId,
  saleMovementId,
  soldQuantity as soldQuantityOf,
  SYSTEM_ACTOR,
} from '@restaurantpro/schema';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';
import {
  dayLedgerId,
  readDayLedger,
  updateDayLedger,
  type Contribution,
  type DayLedger,
} from '../ledgers/daily-stock-ledger.ts';
import { settleOnLedger } from '../ledgers/settle.ts';
import { projectIngredientStock } from './ingredient-stock.ts';
import { update } from '../store/update.ts';
import type { ProjectionPacer } from './pacer.ts';
import { mergeDuplicateChecks, projectTables } from './tables.ts';

/** The gateway's own writes carry this as `updatedBy`. */
const SYSTEM = SYSTEM_ACTOR;

export { isProjectionWrite } from '../store/projection-writes.ts';

interface OrderLine {
  id: string;
  productId: string;
  quantity: number;
  status: string;
  /** A voided line sells nothing: its portion goes back to the day's stock. */
  void?: unknown;
  createdAt: string;
}

function orderLines(order: StoredDoc): OrderLine[] {
  return Array.isArray(order.items) ? (order.items as OrderLine[]) : [];
}

/** The schema's sale rule, over a stored order. */
function soldQuantity(order: StoredDoc, line: OrderLine): number {
  return soldQuantityOf({ status: String(order.status), _deleted: order._deleted }, line);
}

export interface ProjectionContext {
  db: StoreDb;
  clock: () => Date;
  /** Paces the rewrites every sale makes (pacer.ts); without one, every batch writes them at once. */
  pacer?: ProjectionPacer;
}

/** One product's day in a batch: the ledger entries its movements set. */
interface ProductDay {
  businessDate: string;
  productId: string;
  entries: Record<string, Contribution>;
}

/** A sale movement to bring to `quantity`, with what its content is taken from. */
interface SaleLine {
  id: string;
  quantity: number;
  src: { order: StoredDoc; orderId: string; line: OrderLine; businessDate: string };
}

/**
 * Projects a batch of settled floor documents: the sale movements of its orders (one per line, id
 * from `saleMovementId`, so deriving twice lands on the same document) and its kitchen adjustments
 * applied to the days' stock, then the tables its orders occupy. However many orders the batch
 * holds, each product's day is written once: a busy service costs one ledger and one row write per
 * product and batch, not per order. Movements are written with content taken from the order only,
 * so re-deriving them writes nothing. Then the batch's checks: a table's duplicate live checks
 * merged into one, and the tables they occupy or leave. Between the two, the ingredients' stock and
 * cost from the same orders and the batch's deliveries and counts. One step at a time: the store also serves
 * the devices.
 */
export async function project(ctx: ProjectionContext, docs: readonly StoredDoc[]): Promise<void> {
  // A document changed twice in a batch counts as it is now.
  const latest = [...new Map(docs.map((doc) => [doc._id, doc])).values()];
  const orders = latest.filter((doc) => doc._id.startsWith('order:'));
  const adjustments = latest.filter((doc) => doc._id.startsWith('stock_movement:') && doc._deleted !== true);
  const checks = latest.filter((doc) => doc._id.startsWith('check:') && doc._deleted !== true);
  await projectStock(ctx, orders, adjustments);
  // Ingredients follow the same orders, and the deliveries and counts (ingredient-stock.ts).
  await projectIngredientStock(ctx, latest);
  await mergeDuplicateChecks(ctx, checks);
  await projectTables(ctx, checks);
}

/** One order's projections (see `project`). */
export function projectOrder(ctx: ProjectionContext, order: StoredDoc): Promise<void> {
  return project(ctx, [order]);
}

/** A kitchen adjustment: its signed delta counts in its product's day. */
export function projectAdjustment(ctx: ProjectionContext, movement: StoredDoc): Promise<void> {
  return project(ctx, [movement]);
}

async function projectStock(
  ctx: ProjectionContext,
  orders: readonly StoredDoc[],
  adjustments: readonly StoredDoc[],
): Promise<void> {
  const days = new Map<string, ProductDay>();
  const entriesOf = (businessDate: string, productId: string) => {
    const key = dailyStockId(businessDate, productId);
    const day = days.get(key) ?? { businessDate, productId, entries: {} };
    days.set(key, day);
    return day.entries;
  };
  const sales: SaleLine[] = [];
  for (const order of orders) {
    const orderId = parseDocId(order._id)?.id;
    const businessDate = order.businessDate;
    if (orderId === undefined || typeof businessDate !== 'string') continue;
    for (const line of orderLines(order)) {
      const id = saleMovementId(orderId, line.id);
      const quantity = soldQuantity(order, line);
      entriesOf(businessDate, line.productId)[id] = { sold: quantity, v: order._rev };
      sales.push({ id, quantity, src: { order, orderId, line, businessDate } });
    }
  }
  for (const movement of adjustments) {
    if (
      movement.kind !== 'adjustment' ||
      typeof movement.productId !== 'string' ||
      typeof movement.businessDate !== 'string'
    )
      continue;
    const delta = typeof movement.delta === 'number' ? movement.delta : 0;
    entriesOf(movement.businessDate, movement.productId)[movement._id] = { delta, v: movement._rev };
  }
  if (days.size === 0) return;
  const current = await readDocs(ctx.db, [...sales.map((sale) => sale.id), ...days.keys()]);
  // Ledgers first, before the rows they explain (see settleRow).
  const ledgers = new Map<string, DayLedger>();
  for (const [rowId, day] of days) {
    ledgers.set(
      rowId,
      await updateDayLedger(ctx.db, dayLedgerId(day.businessDate, day.productId), day.entries),
    );
  }
  const writes: StoredDoc[] = [];
  for (const sale of sales) {
    // The ledger's entry, not the batch's: a reactor holding an older revision of the order defers to it.
    const dayKey = dailyStockId(sale.src.businessDate, sale.src.line.productId);
    const entry = ledgers.get(dayKey)?.entries[sale.id];
    const quantity = entry !== undefined && 'sold' in entry ? entry.sold : sale.quantity;
    const movement = saleMovementWrite(sale.id, quantity, current.get(sale.id) ?? null, sale.src);
    if (movement !== null) writes.push(movement);
  }
  const paced = new Set<string>();
  for (const [rowId, day] of days) {
    const entries = ledgers.get(rowId)?.entries ?? {};
    const stored = current.get(rowId) ?? null;
    const row = nextRow(ctx, day.businessDate, day.productId, entries, stored);
    if (row === null) continue;
    if (mayWait(stored, row, day) && ctx.pacer?.holds(rowId, () => settleRow(ctx, day, null)) === true)
      paced.add(rowId);
    else writes.push(row);
  }
  // One write for the batch's movements and rows, so every device gets them in one changes answer.
  const results = writes.length > 0 ? await ctx.db.bulkDocs(writes) : [];
  const moved = new Set<string>();
  for (const [index, result] of results.entries()) {
    if (result.error === undefined) continue;
    const written = writes[index];
    // A movement another gateway derived from the same order has the same content.
    if (result.error === 'conflict' && written?.type === 'stock_movement') continue;
    // The row moved meanwhile (the API, another gateway): settleRow recomputes it on the fresh one.
    if (result.error === 'conflict' && written?.type === 'daily_stock') moved.add(written._id);
    else throw new StoreError(409, result.error, result.reason ?? 'projection write failed');
  }
  for (const [rowId, day] of days) {
    if (paced.has(rowId)) continue;
    await settleRow(ctx, day, moved.has(rowId) ? null : ledgers.get(rowId)?.rev);
    ctx.pacer?.wrote(rowId);
  }
}

/**
 * Whether a day's row may wait for its window (pacer.ts): only a row that merely counts the sales of
 * a product the kitchen does not control. A controlled row is what the kitchen reads its portions
 * from, and what its next edit is reckoned against (schema's stockAdjustment), so it is written at
 * once, as is a new row and a batch holding a kitchen adjustment.
 */
function mayWait(stored: StoredDoc | null, row: StoredDoc, day: ProductDay): boolean {
  if (stored === null || Object.values(day.entries).some((entry) => 'delta' in entry)) return false;
  return !isStockTracked(stockRow(stored)) && !isStockTracked(stockRow(row));
}

const stockRow = (doc: StoredDoc) => ({
  tracked: doc.tracked === true,
  initialStock: typeof doc.initialStock === 'number' ? doc.initialStock : 0,
});

/** The current (non-deleted) documents among `ids`, by id, read in one go. */
async function readDocs(db: StoreDb, ids: string[]): Promise<Map<string, StoredDoc>> {
  const found = new Map<string, StoredDoc>();
  if (ids.length === 0) return found;
  const read = await db.allDocs({ keys: ids, include_docs: true });
  for (const row of read.rows) if (row.doc) found.set(row.id, row.doc);
  return found;
}

/** The write that brings a line's sale movement to `quantity` (a deletion at 0), or `null` if none. */
function saleMovementWrite(
  id: string,
  quantity: number,
  current: StoredDoc | null,
  src: { order: StoredDoc; orderId: string; line: OrderLine; businessDate: string },
): StoredDoc | null {
  if (quantity === 0) return current === null ? null : { _id: id, _rev: current._rev, _deleted: true };
  if (current !== null && current.quantity === quantity) return null;
  const wanted: StoredDoc = {
    _id: id,
    type: 'stock_movement',
    kind: 'sale',
    productId: src.line.productId,
    businessDate: src.businessDate,
    quantity,
    orderId: src.orderId,
    itemId: src.line.id,
    createdAt: src.line.createdAt,
    updatedAt: typeof src.order.updatedAt === 'string' ? src.order.updatedAt : src.line.createdAt,
    updatedBy: SYSTEM,
  };
  return current === null ? wanted : { ...wanted, _rev: current._rev };
}

/**
 * daily_stock = initial + adjustments − sales, recomputed from a ledger of every movement's part
 * (a `_local` document per product and day). Setting a movement's entry, rather than adding to a
 * counter, is what makes applying the same event twice harmless. The ledger is written before the
 * row, so a crash in between is repaired when the change is handled again. The row was written from
 * the ledger at `usedRev` (`null`: not written); settleOnLedger brings it to the latest one.
 */
export function settleRow(
  ctx: ProjectionContext,
  day: { businessDate: string; productId: string },
  usedRev: string | null | undefined,
): Promise<void> {
  const rowId = dailyStockId(day.businessDate, day.productId);
  return settleOnLedger(
    // No ledger on this replica: its reactions never counted into this row, so they owe it nothing
    // (a site hub's rows come from the cloud with the ledgers the cloud's reactions keep).
    async () => {
      const ledger = await readDayLedger(ctx.db, dayLedgerId(day.businessDate, day.productId));
      return ledger.rev === undefined ? null : ledger;
    },
    async (ledger) => {
      await update(
        ctx.db,
        rowId,
        (row) => nextRow(ctx, day.businessDate, day.productId, ledger.entries, row ?? null),
        { attempts: 4 },
      );
    },
    usedRev,
    `daily stock ${rowId}`,
  );
}

/** The day's row as the ledger says it should be, over `row` as stored; `null` when it already is. */
function nextRow(
  ctx: ProjectionContext,
  businessDate: string,
  productId: string,
  ledger: Record<string, Contribution>,
  row: StoredDoc | null,
): StoredDoc | null {
  let sold = 0;
  let adjusted = 0;
  let adjustments = 0;
  for (const entry of Object.values(ledger)) {
    if ('sold' in entry) sold += entry.sold;
    else {
      adjusted += entry.delta;
      adjustments++;
    }
  }
  const initialStock = typeof row?.initialStock === 'number' ? row.initialStock : 0;
  const currentStock = initialStock + adjusted - sold;
  const tracked = initialStock > 0 || adjustments > 0;
  if (
    row !== null &&
    row.soldQuantity === sold &&
    row.currentStock === currentStock &&
    row.tracked === tracked
  ) {
    return null;
  }
  const now = ctx.clock().toISOString();
  return {
    ...(row ?? {
      _id: dailyStockId(businessDate, productId),
      type: 'daily_stock',
      productId,
      businessDate,
      initialStock,
      createdAt: now,
    }),
    soldQuantity: sold,
    currentStock,
    tracked,
    updatedAt: now,
    updatedBy: SYSTEM,
  };
}
