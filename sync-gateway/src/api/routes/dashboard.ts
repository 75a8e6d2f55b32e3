import {
  alertCount,
  collectedSales,
  fromCents,
  isActiveOrderStatus,
  isLiveCheck,
  replicatedDbsForRole,
  toCents,
} from '@restaurantpro/schema';
import type { ApiContext, ApiInstance } from '../context.ts';
import { sendJson } from '../http-cache.ts';
import type { MoneyBook } from '../money-book.ts';
import { dashboardStatsOut } from '../shapes.ts';
import type { ModelType, ReadModel } from '../read-model.ts';
import type { Store } from '../../store/types.ts';

/** The floor's figures (the office's pending invoices are added per role, see the route). */
function floorStats(model: ReadModel, book: MoneyBook, today: string) {
  const orders = model.list('order');
  const ofToday = <T extends { businessDate: string }>(docs: readonly T[]) =>
    docs.filter((doc) => doc.businessDate === today);
  // What is still to be paid on the checks being served: their bills' due, apart from the takings.
  const open = model
    .list('check')
    .filter(isLiveCheck)
    .reduce((sum, check) => sum + toCents(book.bill(check).due), 0);
  const products = new Set(model.list('product').map((product) => product._id.slice('product:'.length)));
  return {
    todayRevenue: collectedSales(ofToday(model.list('payment')), ofToday(model.list('refund'))),
    openChecks: fromCents(open),
    activeOrders: orders.filter((order) => isActiveOrderStatus(order.status)).length,
    // As the dashboard counts them: active tables only.
    occupiedTables: model.list('table').filter((table) => table.isActive && table.status === 'occupied')
      .length,
    alerts: alertCount({
      ingredients: model.list('ingredient'),
      dailyStock: model.list('daily_stock'),
      knownProduct: (productId) => products.has(productId),
      invoices: [],
      today,
    }),
  };
}

/**
 * The invoice alerts (entered in the last 24 h, or due within 3 days): read from the store, each
 * counted by the schema's rules exactly as the dashboard lists them.
 */
async function invoiceAlerts(store: Store, today: string, now: string): Promise<number> {
  const { rows } = await store
    .db('office')
    .allDocs({ startkey: 'invoice:', endkey: 'invoice:\uffff', include_docs: true });
  const invoices = rows.flatMap((row) => {
    const doc = row.doc;
    if (typeof doc?.status !== 'string' || typeof doc.createdAt !== 'string') return [];
    const dueDate = typeof doc.dueDate === 'string' ? doc.dueDate : undefined;
    return [{ status: doc.status, createdAt: doc.createdAt, dueDate }];
  });
  return alertCount({ ingredients: [], dailyStock: [], invoices, today, now, knownProduct: () => false });
}

/** What the model's documents of `types` look like now: a change to any of them makes a new version. */
const versionOf = (model: ReadModel, types: readonly ModelType[]): string =>
  types.map((type) => model.version(type)).join(':');

/**
 * Dashboard figures, polled every 30 s by every signed-in screen. 'Ventas Hoy' (`todayRevenue`) is
 * the money collected in the business day (payments less refunds, tips apart: schema's
 * collectedSales), not the orders sent; `openChecks` is what the live checks still owe, shown
 * apart. `alerts` is its 'Alertas Activas' (the schema's alert rules: low stock, products out today,
 * expiring ingredients and, for the roles that see the office, pending invoices).
 */
export function dashboardRoutes(app: ApiInstance, ctx: ApiContext, book: MoneyBook, store: Store): void {
  const { model, cache, guards } = ctx;
  app.get(
    '/api/dashboard/stats',
    {
      onRequest: guards.user,
      schema: { tags: ['dashboard'], response: { 200: dashboardStatsOut } },
    },
    async (request, reply) => {
      const today = ctx.today();
      await model.fresh('floor');
      // The types the figures are computed from: a change to any of them makes a new answer (and ETag).
      const version = `${today}:${versionOf(model, ['order', 'table', 'ingredient', 'daily_stock', 'product', 'check', 'transfer', 'payment', 'refund', 'adjustment', 'settings'])}`;
      const role = request.user?.role;
      if (role === undefined || !replicatedDbsForRole(role).includes('office'))
        return sendJson(
          request,
          reply,
          cache.get('dashboard/stats', version, () => floorStats(model, book, today)),
        );
      const invoices = await invoiceAlerts(store, today, ctx.now().toISOString());
      const entry = cache.get('dashboard/stats/office', `${version}:${invoices}`, () => {
        const stats = floorStats(model, book, today);
        return { ...stats, alerts: stats.alerts + invoices };
      });
      return sendJson(request, reply, entry);
    },
  );
}
