import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessDate, canWriteType, roleRefusal } from '@restaurantpro/schema';
import { ApiError } from './api-error.ts';
import { apiErrorHandler } from './api-error.ts';
import type { ApiContext } from './context.ts';
import { DocWriter } from './documents.ts';
import { ResponseCache } from './http-cache.ts';
import { registerOpenApi } from './openapi.ts';
import { withFormErrors } from './shapes.ts';
import { MoneyBook } from './money-book.ts';
import { ReadModel } from './read-model.ts';
import { claimInstallation, type ApiInstallation } from './installation.ts';
import { Rounds } from './rounds.ts';
import { SupplyBook } from './supply-book.ts';
import { ActivityBook } from './activity-book.ts';
import { activityRoutes } from './routes/activity.ts';
import { adjustmentRoutes } from './routes/adjustments.ts';
import { annulmentRoutes } from './routes/annulments.ts';
import { approvalRoutes } from './routes/approvals.ts';
import { billRoutes } from './routes/bill.ts';
import { cashRoutes } from './routes/cash.ts';
import { checkMoveRoutes } from './routes/check-moves.ts';
import { checkRoutes } from './routes/checks.ts';
import { dailyStockRoutes } from './routes/daily-stock.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { floorPlanRoutes } from './routes/floor-plan.ts';
import { inventoryRoutes } from './routes/inventory.ts';
import { orderHistoryRoutes } from './routes/order-history.ts';
import { lineMoveRoutes } from './routes/line-moves.ts';
import { stationRoutes } from './routes/stations.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import { productRoutes } from './routes/products.ts';
import { recipeRoutes } from './routes/recipes.ts';
import { reportRoutes } from './routes/reports.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { settingsRoutes } from './routes/settings.ts';
import { siteRoutes } from './routes/site.ts';
import { supplierRoutes } from './routes/suppliers.ts';
import { supplyRoutes } from './routes/supply.ts';
import { tableReadyRoutes } from './routes/table-ready.ts';
import { ticketRoutes } from './routes/tickets.ts';
import { fiscalRoutes } from './routes/fiscal.ts';
import { transferRoutes } from './routes/transfers.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { voidRoutes } from './routes/voids.ts';
import meRoutes from '../auth/me-routes.ts';
import terminalRoutes from '../auth/terminal-routes.ts';
import userRoutes from '../auth/user-routes.ts';

/**
 * JSON bodies of the REST calls are small (an order of 200 lines is ~30 KB); a lower limit than the
 * gateway's turns a huge string into a 413 before it is parsed. Uploads set their own limit.
 */
export const API_BODY_LIMIT = 64 * 1024;

/**
 * "Today" as a business day, recomputed at most once per clock second: the date formatting behind
 * it was the largest single cost of creating an order, and a business day cannot change within a
 * second except exactly at its boundary.
 */
function businessDayOf(clock: () => Date, timeZone: string): () => string {
  let second = Number.NaN;
  let day = '';
  return () => {
    const now = clock();
    const at = Math.floor(now.getTime() / 1000);
    if (at !== second) {
      day = businessDate(now, timeZone);
      second = at;
    }
    return day;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing installation and order code this gateway process numbers the API's work with. */
    apiInstallation: ApiInstallation;
  }
}

/**
 * The documented `/api` paths (spec §7) over the same documents the replicas sync: reads come from
 * an in-memory read model that follows the store's changes, writes go to the store as documents and
 * are applied to the model before answering. Needs `request.user` (auth) and `fastify.store`.
 */
export default fp(
  async (fastify) => {
    const today = businessDayOf(() => fastify.clock(), fastify.config.timezone);
    const model = new ReadModel(fastify.store, fastify.log, today, fastify.floorIndexes);
    await model.start();
    fastify.addHook('onClose', async () => model.close());
    // This process's own series, chain and order code: never another gateway's (installation.ts).
    const installation = await claimInstallation(
      fastify.store.db('fiscal'),
      fastify.reactor.instance,
      new Date(),
    );
    fastify.decorate('apiInstallation', installation);

    const ctx: ApiContext = {
      model,
      docs: new DocWriter(fastify.store, model, () => fastify.clock(), fastify.writeContexts),
      cache: new ResponseCache(),
      guards: {
        user: fastify.requireUser,
        roles: (roles) => fastify.requireRole(roles),
        writes: (type) =>
          Object.assign(
            async (request: FastifyRequest) => {
              if (request.user === null)
                throw fastify.httpErrors.unauthorized(request.accountRefusal ?? 'Unauthorized');
              if (!canWriteType(request.user.role, type))
                throw new ApiError(403, 'forbidden', roleRefusal(type));
            },
            { refusals: [401, 403] as const },
          ),
      },
      now: () => fastify.clock(),
      today,
    };

    await registerOpenApi(fastify);
    await fastify.register(async (scope) => {
      scope.setErrorHandler(apiErrorHandler);
      // Only waits on a start whose indexes were still being built: the model then loads after it.
      scope.addHook('onRequest', async () => model.loaded());
      // Bodies are JSON (spec §7); a text body is a client bug, answered 415 rather than parsed.
      scope.removeContentTypeParser('text/plain');
      scope.addHook('onRoute', (route) => {
        route.bodyLimit ??= API_BODY_LIMIT;
        withFormErrors(route);
      });
      const app = scope.withTypeProvider<ZodTypeProvider>();
      productRoutes(app, ctx);
      floorPlanRoutes(app, ctx);
      inventoryRoutes(app, ctx);
      // Deliveries, counts and ledgers are read from the store (history), the rest from the model.
      const supply = new SupplyBook(model, fastify.store);
      supplierRoutes(app, ctx, supply);
      invoiceRoutes(app, ctx, fastify.store);
      supplyRoutes(app, ctx, supply);
      // Before the orders' `/:id` routes: `history` is a path of its own, not an order id.
      orderHistoryRoutes(app, ctx);
      // One order-number sequence and one check per table for every path that writes rounds.
      const rounds = new Rounds(ctx, installation.orderCode);
      orderRoutes(app, ctx, rounds);
      lineMoveRoutes(app, ctx);
      stationRoutes(app, ctx);
      voidRoutes(app, ctx);
      approvalRoutes(app, ctx, fastify);
      checkRoutes(app, ctx, rounds);
      checkMoveRoutes(app, ctx);
      transferRoutes(app, ctx);
      tableReadyRoutes(app, ctx);
      recipeRoutes(app, ctx);
      dailyStockRoutes(app, ctx);
      // One ticket numbering for every path that issues tickets (payments, refunds).
      const book = new MoneyBook(ctx, fastify.store, fastify.config.timezone, installation.code);
      settingsRoutes(app, ctx);
      siteRoutes(app, ctx, fastify.site);
      billRoutes(app, ctx, book);
      paymentRoutes(app, ctx, book);
      adjustmentRoutes(app, ctx, book);
      ticketRoutes(app, ctx, book);
      annulmentRoutes(app, ctx, book);
      fiscalRoutes(app, ctx, book, fastify.fiscal.ledger, fastify.fiscal.configured);
      cashRoutes(app, ctx, book);
      dashboardRoutes(app, ctx, book, fastify.store);
      // From the day aggregates the reactions write in `reports`, never from the orders.
      reportRoutes(app, ctx, fastify);
      uploadRoutes(app, ctx, fastify.store);
      // The activity log reads a day's documents from the store, never the model's memory.
      activityRoutes(app, ctx, new ActivityBook(fastify.store, fastify.config.timezone));
      // Account management and shared terminals belong to auth; registered here for the envelope and
      // the OpenAPI document. The terminal routes read `request.terminal` and the acting user, which
      // auth's terminal-mode hook sets on every request before any of these runs.
      await scope.register(userRoutes);
      await scope.register(meRoutes);
      await scope.register(terminalRoutes);
    });
  },
  { name: 'api', dependencies: ['store', 'site', 'auth', 'write-context', 'fiscal', 'reactor'] },
);
