import { z } from 'zod';
import { SYSTEM_ACTOR, dailyStockId, type Actor, type DailyStock } from '@restaurantpro/schema';
import { newId } from '../ids.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { apiId, idPart } from '../documents.ts';
import { sendJson } from '../http-cache.ts';
import { dailyStockBody, idParams } from '../inputs.ts';
import { errors, dailyStockOut } from '../shapes.ts';
import type { ReadModel } from '../read-model.ts';
import { StoreError, type StoredDoc } from '../../store/types.ts';
import { STOCK_EDIT_PROJECTION_WAIT_MS } from '../../timing.ts';

/** The gateway's own writes (projection rows) are the system actor's. */
const SYSTEM: Actor = { id: SYSTEM_ACTOR, role: 'system' };

function entry(model: ReadModel, row: DailyStock) {
  const product = model.get('product', row.productId);
  return {
    id: apiId(row),
    productId: row.productId,
    date: row.businessDate,
    product: { name: product?.name ?? 'Producto desconocido', cost: product?.cost ?? '0.00' },
    initialStock: row.initialStock,
    currentStock: row.currentStock,
    soldQuantity: row.soldQuantity,
    createdAt: row.createdAt,
  };
}

/**
 * Daily stock is a projection (DESIGN.md §5): the gateway's reactions keep each row equal to
 * initial + adjustments − sales from stock_movement events, and nothing else writes its counters.
 * So the GET only creates the day's missing rows (zeros, with the derived id the reactions use, so a
 * row created here and one created there are the same document), and the PUT records the kitchen's
 * edit as an adjustment movement of (wanted − current) portions, which still counts when a sale
 * lands at the same moment.
 */
export function dailyStockRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, cache, guards } = ctx;
  const tags = ['daily-stock'];

  async function ensureRows(businessDate: string): Promise<void> {
    const missing = model
      .list('product')
      .filter((product) => product.isAvailable && product.isActive)
      .filter((product) => !model.get('daily_stock', idPart(dailyStockId(businessDate, apiId(product)))));
    await Promise.all(
      missing.map(async (product) => {
        const productId = apiId(product);
        const id = idPart(dailyStockId(businessDate, productId));
        try {
          await docs.create(
            'daily_stock',
            { productId, businessDate, initialStock: 0, currentStock: 0, soldQuantity: 0 },
            SYSTEM,
            id,
          );
        } catch (err) {
          // The reactions created it first: the same document, so take theirs.
          if (!(err instanceof StoreError && err.status === 409)) throw err;
          const stored = await docs.load('daily_stock', id);
          if (stored) model.apply(stored);
        }
      }),
    );
  }

  app.get(
    '/api/daily-stock',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Stock diario del día de negocio actual',
        response: { 200: z.array(dailyStockOut), ...errors(401) },
      },
    },
    async (request, reply) => {
      const today = ctx.today();
      await model.fresh('floor');
      await ensureRows(today);
      const version = `${today}:${model.version('daily_stock')}:${model.version('product')}`;
      const answer = cache.get('daily-stock', version, () =>
        model
          .list('daily_stock')
          .filter((row) => row.businessDate === today)
          .map((row) => entry(model, row)),
      );
      return sendJson(request, reply, answer);
    },
  );

  app.put(
    '/api/daily-stock/:id',
    {
      onRequest: guards.writes('stock_movement'),
      schema: {
        tags,
        params: idParams,
        body: dailyStockBody,
        response: { 200: dailyStockOut, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await model.fresh('floor');
      const row = await model.load('daily_stock', request.params.id);
      if (!row) return reply.notFound('Stock diario no encontrado');
      const delta = request.body.currentStock - row.currentStock;
      if (delta === 0) return entry(model, row);
      const updated = projectionChange(model, row._id);
      await docs.create(
        'stock_movement',
        {
          kind: 'adjustment',
          productId: row.productId,
          businessDate: row.businessDate,
          delta,
          reason: 'Ajuste de cocina',
        },
        actor(request),
        newId(),
      );
      // Answer with the row as the projection wrote it, so the next GET and this answer agree.
      const projected = await updated;
      return entry(model, projected ?? { ...row, currentStock: row.currentStock + delta });
    },
  );
}

/** Resolves with the next revision of a projection row the model receives, or undefined after a while. */
function projectionChange(model: ReadModel, rowId: string): Promise<DailyStock | undefined> {
  return new Promise((resolve) => {
    const stop = model.onApply((doc: StoredDoc) => {
      if (doc._id !== rowId) return;
      finish(model.get('daily_stock', idPart(rowId)));
    });
    const timer = setTimeout(() => finish(undefined), STOCK_EDIT_PROJECTION_WAIT_MS);
    timer.unref();
    function finish(value: DailyStock | undefined) {
      clearTimeout(timer);
      stop();
      resolve(value);
    }
  });
}
