import { z } from 'zod';
import { isoDateSchema } from '@restaurantpro/schema';
import type { ApiContext, ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { ApiError } from '../api-error.ts';
import { errors, orderOut } from '../shapes.ts';

/** A page of history at most: a report walks a year in pages, never in one answer held in memory. */
const MAX_PAGE = 500;
const DEFAULT_PAGE = 100;

const historyQuery = z.object({
  from: isoDateSchema.describe('Primer día de negocio (YYYY-MM-DD), incluido'),
  to: isoDateSchema.describe('Último día de negocio (YYYY-MM-DD), incluido'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(DEFAULT_PAGE),
  offset: z.coerce.number().int().min(0).default(0),
});

const historyOut = z.object({
  orders: z.array(orderOut),
  /** The `offset` of the next page; `null` on the last one. */
  next: z.int().nullable(),
});

/**
 * Closed orders stay readable for reports without being replicated or held in memory: read from the
 * store by business day through its date index, a page at a time, open or closed alike. While that
 * index is first built (the first start after the upgrade), 503.
 */
export function orderHistoryRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, guards } = ctx;
  app.get(
    '/api/orders/history',
    {
      onRequest: guards.user,
      schema: {
        tags: ['orders'],
        summary:
          'Pedidos de un rango de días de negocio (historial), por día y en orden de creación, paginados',
        querystring: historyQuery,
        response: { 200: historyOut, ...errors(503) },
      },
    },
    async (request) => {
      const { from, to, limit, offset } = request.query;
      if (from > to) {
        throw new ApiError(400, 'validation-failed', 'Rango de fechas no válido', [
          { path: '/from', message: 'La fecha inicial es posterior a la final' },
        ]);
      }
      // One more than the page tells whether another page follows.
      const found = await model.history(from, to, limit + 1, offset);
      // The first start after the upgrade builds the date index from the whole history (minutes).
      if (found === null)
        throw new ApiError(503, 'unavailable', 'El historial se está preparando; inténtalo en unos minutos');
      const orders = found.slice(0, limit).map(toApi);
      return { orders, next: found.length > limit ? offset + limit : null };
    },
  );
}
