import { ACTIVE_ORDER_STATUSES, dailyStockId, parseDocId, saleMovementId } from '@restaurantpro/schema';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';
import { isConflict, readDoc, writeLocal } from './local-docs.ts';

/** The gateway's own writes carry this as `updatedBy`. */
const SYSTEM = 'system';

/** Whether a document is one of the projections below, as written by the gateway. */
export function isProjectionWrite(doc: StoredDoc): boolean {
  return (
    doc.updatedBy === SYSTEM &&
    (doc.type === 'daily_stock' || doc.type === 'stock_movement' || doc.type === 'table')
  );
}

interface OrderLine {
  id: string;
  productId: string;
  quantity: number;
  status: string;
  createdAt: string;
}

/** One movement's part in a product's day: portions sold, or the kitchen's signed adjustment. */
type Contribution = { sold: number } | { delta: number };

const isActive = (status: unknown) => (ACTIVE_ORDER_STATUSES as readonly unknown[]).includes(status);

function orderLines(order: StoredDoc): OrderLine[] {
  return Array.isArray(order.items) ? (order.items as OrderLine[]) : [];
}

/** An order counts as sold once sent to the kitchen, and stops counting when cancelled. */
function soldQuantity(order: StoredDoc, line: OrderLine): number {
  if (order._deleted === true || order.status === 'draft' || order.status === 'cancelled') return 0;
  return line.status === 'cancelled' ? 0 : line.quantity;
}

export interface ProjectionContext {
  db: StoreDb;
  clock: () => Date;
}

/**
 * Derives the sale movements of an order (one per line, id from `saleMovementId`, so deriving twice
 * lands on the same document) and applies them to the day's stock. Movements are written with
 * content taken from the order only, so re-deriving them writes nothing. One step at a time: the
 * store also serves the devices' pushes, which should not queue behind a burst of projections.
 */
export async function projectOrder(ctx: ProjectionContext, order: StoredDoc): Promise<void> {
  const orderId = parseDocId(order._id)?.id;
  const businessDate = order.businessDate;
  if (orderId === undefined || typeof businessDate !== 'string') return;
  await projectSales(ctx, order, orderId, businessDate);
  await occupyTable(ctx, order, orderId);
}

async function projectSales(
  ctx: ProjectionContext,
  order: StoredDoc,
  orderId: string,
  businessDate: string,
): Promise<void> {
  const lines = orderLines(order);
  const byProduct = new Map<string, Record<string, Contribution | null>>();
  for (const line of lines) {
    const quantity = soldQuantity(order, line);
    const entries = byProduct.get(line.productId) ?? {};
    entries[saleMovementId(orderId, line.id)] = quantity > 0 ? { sold: quantity } : null;
    byProduct.set(line.productId, entries);
  }
  const products = [...byProduct.keys()];
  const current = await readDocs(ctx.db, [
    ...lines.map((line) => saleMovementId(orderId, line.id)),
    ...products.map((productId) => dailyStockId(businessDate, productId)),
  ]);
  // Ledgers first, before the rows they explain (see applyToDailyStock).
  const ledgers: Array<Record<string, Contribution>> = [];
  for (const productId of products) {
    ledgers.push(
      await updateLedger(ctx.db, ledgerId(businessDate, productId), byProduct.get(productId) ?? {}),
    );
  }
  const writes: StoredDoc[] = [];
  for (const line of lines) {
    const id = saleMovementId(orderId, line.id);
    const movement = saleMovementWrite(id, soldQuantity(order, line), current.get(id) ?? null, {
      order,
      orderId,
      line,
      businessDate,
    });
    if (movement !== null) writes.push(movement);
  }
  products.forEach((productId, index) => {
    const rowId = dailyStockId(businessDate, productId);
    const row = nextRow(ctx, businessDate, productId, ledgers[index] ?? {}, current.get(rowId) ?? null);
    if (row !== null) writes.push(row);
  });
  // One write for the order's movements and rows, so every device gets them in one changes answer.
  const results = writes.length > 0 ? await ctx.db.bulkDocs(writes) : [];
  for (const [index, result] of results.entries()) {
    if (result.error === undefined) continue;
    const written = writes[index];
    // A movement another gateway derived from the same order has the same content.
    if (result.error === 'conflict' && written?.type === 'stock_movement') continue;
    if (
      result.error === 'conflict' &&
      written?.type === 'daily_stock' &&
      typeof written.productId === 'string'
    ) {
      // The row moved meanwhile (the API, another gateway): recompute it on top of the fresh one.
      await applyToDailyStock(ctx, businessDate, written.productId, {});
      continue;
    }
    throw new StoreError(409, result.error, result.reason ?? 'projection write failed');
  }
}

/** The current (non-deleted) documents among `ids`, by id, read in one go. */
async function readDocs(db: StoreDb, ids: string[]): Promise<Map<string, StoredDoc>> {
  const found = new Map<string, StoredDoc>();
  if (ids.length === 0) return found;
  const read = await db.allDocs({ keys: ids, include_docs: true });
  for (const row of read.rows) if (row.doc) found.set(row.id, row.doc);
  return found;
}

/** The `_local` ledger of one product's day (see applyToDailyStock). */
function ledgerId(businessDate: string, productId: string): string {
  return `_local/reactions-ledger-${dailyStockId(businessDate, productId).replace(':', '-')}`;
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

/** A kitchen adjustment: its signed delta counts in its product's day. */
export async function projectAdjustment(ctx: ProjectionContext, movement: StoredDoc): Promise<void> {
  if (
    movement.kind !== 'adjustment' ||
    typeof movement.productId !== 'string' ||
    typeof movement.businessDate !== 'string'
  )
    return;
  const delta = typeof movement.delta === 'number' ? movement.delta : 0;
  await applyToDailyStock(ctx, movement.businessDate, movement.productId, { [movement._id]: { delta } });
}

/**
 * daily_stock = initial + adjustments − sales, recomputed from a ledger of every movement's part
 * (a `_local` document per product and day). Setting a movement's entry, rather than adding to a
 * counter, is what makes applying the same event twice harmless. The ledger is written before the
 * row, so a crash in between is repaired when the change is handled again.
 */
async function applyToDailyStock(
  ctx: ProjectionContext,
  businessDate: string,
  productId: string,
  entries: Record<string, Contribution | null>,
): Promise<void> {
  const ledger = await updateLedger(ctx.db, ledgerId(businessDate, productId), entries);
  for (let attempt = 0; ; attempt++) {
    const next = nextRow(
      ctx,
      businessDate,
      productId,
      ledger,
      await readDoc(ctx.db, dailyStockId(businessDate, productId)),
    );
    if (next === null) return;
    try {
      await ctx.db.put(next);
      return;
    } catch (err) {
      // The API created the day's row at the same moment: read it and apply on top.
      if (!isConflict(err) || attempt >= 3) throw err;
    }
  }
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

/**
 * Sets the entries in a product-day's ledger. Another gateway on the same store may write the same
 * ledger at the same moment: on a conflict the ledger is read again and the entries set on top (each
 * entry is its movement's whole part, so setting it again is harmless), rather than failing the
 * change and stalling the reactions for a retry delay.
 */
async function updateLedger(
  db: StoreDb,
  ledgerId: string,
  entries: Record<string, Contribution | null>,
): Promise<Record<string, Contribution>> {
  for (let attempt = 0; ; attempt++) {
    const current = await readDoc(db, ledgerId);
    const ledger = { ...((current?.entries ?? {}) as Record<string, Contribution>) };
    let changed = false;
    for (const [id, entry] of Object.entries(entries)) {
      if (JSON.stringify(ledger[id] ?? null) === JSON.stringify(entry)) continue;
      changed = true;
      if (entry === null) delete ledger[id];
      else ledger[id] = entry;
    }
    if (!changed) return ledger;
    try {
      await db.put({
        _id: ledgerId,
        entries: ledger,
        ...(current?._rev === undefined ? {} : { _rev: current._rev }),
      });
      return ledger;
    } catch (err) {
      if (!isConflict(err) || attempt >= 5) throw err;
    }
  }
}

/**
 * A table becomes occupied when an order is sent for it. Only once per order (a `_local` marker),
 * so a table the staff freed is not occupied again by a later status move of the same order.
 */
async function occupyTable(ctx: ProjectionContext, order: StoredDoc, orderId: string): Promise<void> {
  if (typeof order.tableId !== 'string' || !isActive(order.status) || order._deleted === true) return;
  const markerId = `_local/reactions-occupied-${orderId}`;
  if ((await readDoc(ctx.db, markerId)) !== null) return;
  const tableId = `table:${order.tableId}`;
  const table = await readDoc(ctx.db, tableId);
  if (table !== null && table.status !== 'occupied') {
    // A conflict (the table edited meanwhile) fails the change, which is handled again from the checkpoint.
    await ctx.db.put({
      ...table,
      status: 'occupied',
      updatedAt: ctx.clock().toISOString(),
      updatedBy: SYSTEM,
    });
  }
  await writeLocal(ctx.db, markerId, { tableId: order.tableId });
}
