// Writes trading days straight into the embedded store of a stopped gateway: orders with what the
// gateway's reactions would have projected from them (a sale movement per line, a stock row per
// product and day) and the kitchen's adjustments, in big bulkDocs batches. Then it leaves the
// store as a gateway that had followed those days live would: reaction checkpoints at the store's
// sequence (a year of history was projected as it happened, not at the next start) and the floor
// indexes up to date (the running gateway refreshes them as writes come).
import { addDays, dailyStockId, lineSubtotal, orderTotals, saleMovementId } from '@restaurantpro/schema';
import { monotonicFactory } from 'ulidx';
import { createPouchStore, refreshFloorIndexes, type StoredDoc } from '@restaurantpro/sync-gateway/store';
import { rebuildReports } from '@restaurantpro/sync-gateway/reports';
import { batchWriter, markFloorCaughtUp } from './seed-writes.ts';

/** The restaurant's timezone for the day aggregates (the bench's gateways run in it too). */
const REPORTS_TIMEZONE = 'Europe/Madrid';
/** Kitchen adjustments per day (a few products recounted). */
const ADJUSTMENTS_PER_DAY = 2;

export interface Product {
  id: string;
  name: string;
  price: string;
}

export interface SeedResult {
  orders: number;
  docs: number;
  ms: number;
  indexMs: number;
  /** Writing the reports' day aggregates, which a gateway following those days live kept as it went. */
  reportsMs: number;
}

/** The catalogue and a waiter's id, read from the store the demo was loaded into. */
export async function readCatalogue(dataDir: string): Promise<Product[]> {
  const store = createPouchStore({ dataDir, prefix: 'rp_' });
  try {
    const { rows } = await store
      .db('floor')
      .allDocs({ startkey: 'product:', endkey: 'product:\ufff0', include_docs: true });
    return rows.flatMap((row) =>
      row.doc && row.doc.isActive === true && typeof row.doc.price === 'string'
        ? [{ id: row.id.slice('product:'.length), name: String(row.doc.name), price: row.doc.price }]
        : [],
    );
  } finally {
    await store.close();
  }
}

/** One business day's documents: `orders` orders, all closed unless `open` says how many stay open. */
function dayDocs(
  day: string,
  orders: number,
  products: readonly Product[],
  open: number,
  seed: number,
): StoredDoc[] {
  const base = Date.parse(`${day}T11:00:00.000Z`);
  const id = monotonicFactory();
  const docs: StoredDoc[] = [];
  const sold = new Map<string, number>();
  for (let i = 0; i < orders; i++) {
    const at = base + Math.floor((i / orders) * 12 * 3600_000);
    const createdAt = new Date(at).toISOString();
    const orderId = id(at);
    const lines = 1 + ((i + seed) % 4);
    const items = Array.from({ length: lines }, (_, j) => {
      const product = products[(i * 7 + j * 3 + seed) % products.length] as Product;
      const quantity = 1 + ((i + j) % 3 === 0 ? 1 : 0);
      return {
        id: id(at),
        productId: product.id,
        productName: product.name,
        quantity,
        unitPrice: product.price,
        subtotal: lineSubtotal(quantity, product.price),
        status: i < open ? ('pending' as const) : ('served' as const),
        createdAt,
      };
    });
    const status = i < open ? 'pending' : i % 40 === 39 ? 'cancelled' : 'served';
    docs.push({
      _id: `order:${orderId}`,
      type: 'order',
      orderNumber: `A${seed % 9}-${String(i + 1).padStart(3, '0')}`,
      tableId: `mesa-${1 + (i % 8)}`,
      waiterId: 'waiter-bench',
      status,
      items,
      ...orderTotals(items),
      businessDate: day,
      createdAt,
      updatedAt: new Date(at + 45 * 60_000).toISOString(),
      updatedBy: 'waiter-bench',
    });
    if (status === 'cancelled') continue;
    for (const item of items) {
      docs.push({
        _id: saleMovementId(orderId, item.id),
        type: 'stock_movement',
        kind: 'sale',
        productId: item.productId,
        businessDate: day,
        quantity: item.quantity,
        orderId,
        itemId: item.id,
        createdAt,
        updatedAt: createdAt,
        updatedBy: 'system',
      });
      sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
    }
  }
  const closing = new Date(base + 13 * 3600_000).toISOString();
  for (const [productId, soldQuantity] of sold) {
    docs.push({
      _id: dailyStockId(day, productId),
      type: 'daily_stock',
      productId,
      businessDate: day,
      initialStock: 40,
      currentStock: 40 - soldQuantity,
      soldQuantity,
      tracked: true,
      createdAt: new Date(base).toISOString(),
      updatedAt: closing,
      updatedBy: 'system',
    });
  }
  for (let k = 0; k < ADJUSTMENTS_PER_DAY; k++) {
    const product = products[(seed + k * 5) % products.length] as Product;
    docs.push({
      _id: `stock_movement:${id(base + k * 60_000)}`,
      type: 'stock_movement',
      kind: 'adjustment',
      productId: product.id,
      businessDate: day,
      delta: k % 2 === 0 ? 5 : -2,
      reason: 'Ajuste de cocina',
      createdAt: new Date(base + k * 60_000).toISOString(),
      updatedAt: new Date(base + k * 60_000).toISOString(),
      updatedBy: 'cook-bench',
    });
  }
  return docs;
}

/**
 * Seeds `days` business days ending `lastDay` (inclusive), `ordersPerDay` each. Only `lastDay`
 * (today) keeps `openToday` orders open: the rest of the history is closed.
 */
export async function seedDays(
  dataDir: string,
  opts: {
    lastDay: string;
    days: number;
    skipLast?: boolean;
    ordersPerDay: number;
    openToday: number;
    products: readonly Product[];
    /**
     * false: the days arrive behind the gateway's back (a restore, an upgrade): no index refreshed,
     * every follower's checkpoint left where it was, so the next start catches up with all of it.
     */
    caughtUp?: boolean;
  },
): Promise<SeedResult> {
  const started = performance.now();
  const store = createPouchStore({ dataDir, prefix: 'rp_' });
  const floor = store.db('floor');
  const writer = batchWriter(floor);
  let orders = 0;
  try {
    for (let back = opts.days - 1; back >= (opts.skipLast === true ? 1 : 0); back--) {
      const day = addDays(opts.lastDay, -back);
      const today = back === 0;
      await writer.add(dayDocs(day, opts.ordersPerDay, opts.products, today ? opts.openToday : 0, back));
      orders += opts.ordersPerDay;
    }
    await writer.flush();
    if (opts.caughtUp === false)
      return {
        orders,
        docs: writer.written(),
        ms: Math.round(performance.now() - started),
        indexMs: 0,
        reportsMs: 0,
      };
    const seeded = performance.now();
    await refreshFloorIndexes(floor);
    const indexMs = Math.round(performance.now() - seeded);
    // Caught up: every change seeded was projected as it happened (the projections are seeded too).
    await markFloorCaughtUp(floor);
    const ms = Math.round(performance.now() - started);
    // The reports' checkpoint is moved to the end by the rebuild, as the floor's is above: the
    // gateway starts caught up instead of aggregating the whole history again.
    const { ms: reportsMs } = await rebuildReports(store, { timezone: REPORTS_TIMEZONE });
    return { orders, docs: writer.written(), ms, indexMs, reportsMs };
  } finally {
    await store.close();
  }
}
