import { ACTIVE_ORDER_STATUSES, dailyStockId, parseDocId, saleMovementId } from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { isConflict, readDoc, writeLocal } from './local-docs.ts';

/** The gateway's own writes carry this as `updatedBy`. */
const SYSTEM = 'system';

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
 * content taken from the order only, so re-deriving them writes nothing.
 */
export async function projectOrder(ctx: ProjectionContext, order: StoredDoc): Promise<void> {
  const orderId = parseDocId(order._id)?.id;
  const businessDate = order.businessDate;
  if (orderId === undefined || typeof businessDate !== 'string') return;
  const byProduct = new Map<string, Record<string, Contribution | null>>();
  for (const line of orderLines(order)) {
    const id = saleMovementId(orderId, line.id);
    const quantity = soldQuantity(order, line);
    await syncSaleMovement(ctx.db, id, quantity, { order, orderId, line, businessDate });
    const entries = byProduct.get(line.productId) ?? {};
    entries[id] = quantity > 0 ? { sold: quantity } : null;
    byProduct.set(line.productId, entries);
  }
  for (const [productId, entries] of byProduct)
    await applyToDailyStock(ctx, businessDate, productId, entries);
  await occupyTable(ctx, order, orderId);
}

async function syncSaleMovement(
  db: StoreDb,
  id: string,
  quantity: number,
  src: { order: StoredDoc; orderId: string; line: OrderLine; businessDate: string },
): Promise<void> {
  const current = await readDoc(db, id);
  if (quantity === 0) {
    if (current !== null) await db.bulkDocs([{ _id: id, _rev: current._rev, _deleted: true }]);
    return;
  }
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
  if (current !== null && current.quantity === quantity) return;
  try {
    await db.put(current === null ? wanted : { ...wanted, _rev: current._rev });
  } catch (err) {
    // Another gateway derived the same movement from the same order: the same content.
    if (!isConflict(err)) throw err;
  }
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
  const rowId = dailyStockId(businessDate, productId);
  const ledger = await updateLedger(ctx.db, `_local/reactions-ledger-${rowId.replace(':', '-')}`, entries);

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
  for (let attempt = 0; ; attempt++) {
    const row = await readDoc(ctx.db, rowId);
    const initialStock = typeof row?.initialStock === 'number' ? row.initialStock : 0;
    const currentStock = initialStock + adjusted - sold;
    const tracked = initialStock > 0 || adjustments > 0;
    if (
      row !== null &&
      row.soldQuantity === sold &&
      row.currentStock === currentStock &&
      row.tracked === tracked
    )
      return;
    const now = ctx.clock().toISOString();
    const next: StoredDoc = {
      ...(row ?? { _id: rowId, type: 'daily_stock', productId, businessDate, initialStock, createdAt: now }),
      soldQuantity: sold,
      currentStock,
      tracked,
      updatedAt: now,
      updatedBy: SYSTEM,
    };
    try {
      await ctx.db.put(next);
      return;
    } catch (err) {
      // The API created the day's row at the same moment: read it and apply on top.
      if (!isConflict(err) || attempt >= 3) throw err;
    }
  }
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
