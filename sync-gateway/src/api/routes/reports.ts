import type { FastifyInstance } from 'fastify';
import {
  roleViewRefusal,
  MANAGER_ROLES,
  previousRange,
  rangeProblem,
  reportRange,
  reportSummary,
} from '@restaurantpro/schema';
import { ApiError } from '../api-error.ts';
import type { ApiContext, ApiInstance } from '../context.ts';
import { ReportDays } from '../report-days.ts';
import { reportQuery, reportSummaryOut } from '../report-shapes.ts';
import { errors } from '../shapes.ts';

/** A waiter or a cook asking for the reports, in the words of schema's roleViewRefusal. */

/**
 * `GET /api/reports?from=&to=`: the reports screen's figures for a range against the range of the
 * same length right before it, for managers and admins. Served from the day aggregates the gateway
 * writes as sales happen (one `allDocs` per range, see ReportDays), the catalogue the read model
 * holds (theoretical costs are today's recipes and ingredient costs) and the accounts' names: no
 * order, payment or ticket is read per request, so a year costs 365 small documents, not 70,000 orders.
 */
export function reportRoutes(app: ApiInstance, ctx: ApiContext, fastify: FastifyInstance): void {
  const { model } = ctx;
  const days = new ReportDays(fastify.store.db('reports'));

  app.get(
    '/api/reports',
    {
      // Before the query is read: a waiter is told why, in the words the screen uses.
      onRequest: async (request) => {
        if (request.user === null) throw fastify.httpErrors.unauthorized('Unauthorized');
        if (!MANAGER_ROLES.includes(request.user.role))
          throw new ApiError(403, 'forbidden', roleViewRefusal('reports'));
      },
      schema: {
        tags: ['reports'],
        summary:
          'Informe de ventas de un periodo (como mucho un año) frente al periodo anterior de la misma duración',
        description:
          'Ventas, tickets, comensales, ticket medio, propinas, descuentos, invitaciones, anulaciones y devoluciones; ventas por día, por hora y día de la semana, por categoría y por forma de pago; mezcla de productos con coste teórico e ingeniería de menú; ventas por camarero; IVA por tipo. Importes en céntimos. Para gerencia y administración.',
        querystring: reportQuery,
        response: { 200: reportSummaryOut, ...errors(401, 403) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const problem = rangeProblem(from, to);
      if (problem !== null || from === undefined || to === undefined)
        throw new ApiError(400, 'validation-failed', problem ?? 'Periodo no válido');
      const range = reportRange(from, to);
      const previous = previousRange(range);
      await model.fresh('floor');
      const [current, before, users] = await Promise.all([
        days.range(range.from, range.to),
        days.range(previous.from, previous.to),
        fastify.accounts.list(),
      ]);
      const names = new Map(
        users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim() || user.email]),
      );
      return reportSummary(
        current,
        before,
        {
          products: model.list('product'),
          recipes: model.list('recipe'),
          ingredients: model.list('ingredient'),
        },
        names,
        range,
        previous,
        ctx.now(),
      );
    },
  );
}
