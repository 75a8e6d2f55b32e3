// A year of trading with its money, written straight into the embedded store of a stopped gateway:
// per order its check (closed, with guests), its payment (cash, card or mixed, some with a tip) and
// its simplified ticket, plus a void every 40 orders, a discount every 60 and a refund every 150,
// in big bulkDocs batches. Then the store is left as a gateway that had followed those days would
// leave it: the floor reaction's checkpoint at the store's sequence and the floor indexes built (the
// report aggregates are left to the rebuild the benchmark times).
import { addDays, fromCents, lineSubtotal, orderTotals, toCents } from '@restaurantpro/schema';
import { monotonicFactory } from 'ulidx';
import { createPouchStore, refreshFloorIndexes, type StoredDoc } from '@restaurantpro/sync-gateway/store';
import type { Product } from './history-seed.ts';
import { batchWriter, markFloorCaughtUp } from './seed-writes.ts';

const WAITERS = ['waiter-ana', 'waiter-luis', 'waiter-marta', 'waiter-jon'];
const ISSUER = { name: 'Casa Bench', nif: 'B12345674', address: 'Calle Mayor 1, Madrid' };

export interface MoneySeedResult {
  orders: number;
  docs: number;
  ms: number;
  indexMs: number;
}

/** One order sold at `at` and everything its sale leaves: check, payment, ticket, sometimes more. */
function saleDocs(
  day: string,
  i: number,
  at: number,
  products: readonly Product[],
  id: () => string,
): StoredDoc[] {
  const createdAt = new Date(at).toISOString();
  const paidAt = new Date(at + 50 * 60_000).toISOString();
  const waiter = WAITERS[i % WAITERS.length] ?? 'waiter-ana';
  const stamp = (type: string, when = createdAt) => ({
    _id: `${type}:${id()}`,
    type,
    createdAt: when,
    updatedAt: when,
    updatedBy: waiter,
  });
  const check = { ...stamp('check'), tableId: `mesa-${1 + (i % 12)}`, guests: 1 + (i % 4), openedBy: waiter };
  const checkId = check._id.slice('check:'.length);
  const items = Array.from({ length: 1 + (i % 4) }, (_, j) => {
    const product = products[(i * 7 + j * 3) % products.length] as Product;
    const quantity = 1 + ((i + j) % 3 === 0 ? 1 : 0);
    const voided = j === 0 && i % 40 === 39;
    return {
      id: id(),
      productId: product.id,
      productName: product.name,
      quantity,
      unitPrice: product.price,
      subtotal: lineSubtotal(quantity, product.price),
      status: 'served' as const,
      createdAt,
      ...(voided ? { void: { reason: 'customer_changed', by: 'manager-bench', at: createdAt } } : {}),
    };
  });
  const charged = items.filter((item) => !('void' in item));
  const totals = orderTotals(charged.length > 0 ? charged : items);
  const order = {
    ...stamp('order'),
    orderNumber: `B${day.slice(5, 7)}-${String(i + 1).padStart(3, '0')}`,
    tableId: check.tableId,
    checkId,
    waiterId: waiter,
    status: 'served',
    items,
    ...totals,
    businessDate: day,
  };
  const total = toCents(totals.total);
  const tip = i % 5 === 0 ? 100 : 0;
  const method = i % 3;
  const parts =
    method === 0
      ? [{ method: 'cash', amount: fromCents(total + tip), tendered: fromCents(total + tip) }]
      : method === 1
        ? [{ method: 'card', amount: fromCents(total + tip) }]
        : [
            {
              method: 'cash',
              amount: fromCents(Math.floor(total / 2)),
              tendered: fromCents(Math.floor(total / 2)),
            },
            { method: 'card', amount: fromCents(total - Math.floor(total / 2) + tip) },
          ];
  const payment = {
    ...stamp('payment', paidAt),
    checkId,
    businessDate: day,
    amount: totals.total,
    tip: fromCents(tip),
    parts,
    change: '0.00',
    takenBy: waiter,
  };
  const number = i + 1;
  const series = `T-${day.slice(2, 4)}${day.slice(5, 7)}`;
  const ticket = {
    _id: `ticket:${series}-${day.slice(8, 10)}${String(number).padStart(4, '0')}`,
    type: 'ticket',
    createdAt: paidAt,
    updatedAt: paidAt,
    updatedBy: waiter,
    kind: 'simplified',
    series,
    number: Number(`${Number(day.slice(8, 10))}${String(number).padStart(4, '0')}`),
    checkId,
    businessDate: day,
    issuedAt: paidAt,
    issuer: ISSUER,
    waiter: 'Camarero',
    lines: charged.map((item) => ({
      name: item.productName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      ivaRate: 10,
      amount: item.subtotal,
    })),
    adjustments: [],
    taxes: [{ rate: 10, base: totals.subtotal, amount: totals.tax }],
    total: totals.total,
    payments: parts.map((part) => ({ method: part.method, amount: part.amount })),
    change: '0.00',
    tip: fromCents(tip),
  };
  const closed = { ...check, status: 'closed', businessDate: day, closedAt: paidAt, closedBy: 'system' };
  const docs: StoredDoc[] = [closed, order, payment, ticket];
  if (i % 60 === 7) {
    docs.push({
      ...stamp('adjustment'),
      checkId,
      businessDate: day,
      kind: 'discount',
      percent: 10,
      reason: 'Cliente habitual',
      by: 'manager-bench',
    });
  }
  if (i % 150 === 11) {
    docs.push({
      ...stamp('refund', new Date(at + 90 * 60_000).toISOString()),
      ticketId: ticket._id.slice('ticket:'.length),
      checkId,
      businessDate: day,
      amount: fromCents(Math.min(500, total)),
      method: 'cash',
      reason: 'Plato frío',
      by: 'manager-bench',
    });
  }
  return docs;
}

/** Seeds `days` business days ending `lastDay`, `ordersPerDay` sales each, between 12:00 and 24:00 local. */
export async function seedMoneyDays(
  dataDir: string,
  opts: { lastDay: string; days: number; ordersPerDay: number; products: readonly Product[] },
): Promise<MoneySeedResult> {
  const started = performance.now();
  const store = createPouchStore({ dataDir, prefix: 'rp_' });
  const floor = store.db('floor');
  const id = monotonicFactory();
  const writer = batchWriter(floor);
  try {
    for (let back = opts.days - 1; back >= 0; back--) {
      const day = addDays(opts.lastDay, -back);
      const base = Date.parse(`${day}T11:00:00.000Z`);
      const docs: StoredDoc[] = [];
      for (let i = 0; i < opts.ordersPerDay; i++) {
        const at = base + Math.floor((i / opts.ordersPerDay) * 12 * 3600_000);
        docs.push(...saleDocs(day, i, at, opts.products, () => id(at)));
      }
      await writer.add(docs);
    }
    await writer.flush();
    const seeded = performance.now();
    await refreshFloorIndexes(floor);
    const indexMs = Math.round(performance.now() - seeded);
    // The floor's projections were made as it happened: the floor reaction does not replay the year.
    await markFloorCaughtUp(floor);
    return {
      orders: opts.days * opts.ordersPerDay,
      docs: writer.written(),
      ms: Math.round(performance.now() - started),
      indexMs,
    };
  } finally {
    await store.close();
  }
}
