import { fromCents, isActiveOrderStatus, isLowStock, isSale, toCents } from '@restaurantpro/schema';
import type { ApiContext, ApiInstance } from '../context.ts';
import { sendJson } from '../http-cache.ts';
import { dashboardStatsOut, errors } from '../shapes.ts';
import type { ReadModel } from '../read-model.ts';

function stats(model: ReadModel, today: string) {
  const orders = model.list('order');
  const revenue = orders
    .filter((order) => order.businessDate === today && isSale(order))
    .reduce((sum, order) => sum + toCents(order.total), 0);
  return {
    todayRevenue: fromCents(revenue),
    activeOrders: orders.filter((order) => isActiveOrderStatus(order.status)).length,
    occupiedTables: model.list('table').filter((table) => table.status === 'occupied').length,
    // The client builds its alerts from low-stock ingredients (spec §9); this is their count.
    alerts: model.list('ingredient').filter((ingredient) => ingredient.isActive && isLowStock(ingredient))
      .length,
  };
}

/** Dashboard figures, polled every 30 s by every signed-in screen. */
export function dashboardRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, cache, guards } = ctx;
  app.get(
    '/api/dashboard/stats',
    {
      onRequest: guards.user,
      schema: { tags: ['dashboard'], response: { 200: dashboardStatsOut, ...errors(401) } },
    },
    async (request, reply) => {
      const today = ctx.today();
      await model.fresh('floor');
      const version = [
        today,
        model.version('order'),
        model.version('table'),
        model.version('ingredient'),
      ].join(':');
      return sendJson(
        request,
        reply,
        cache.get('dashboard/stats', version, () => stats(model, today)),
      );
    },
  );
}
