import { z } from 'zod';
import {
  SYSTEM_ACTOR,
  dailyStockId,
  shownStock,
  stockAdjustment,
  type DailyStock,
} from '@restaurantpro/schema';
import { newId } from '../ids.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { apiId, idPart } from '../documents.ts';
import { sendJson } from '../http-cache.ts';
import { dailyStockBody, idParams } from '../inputs.ts';
import { errors, dailyStockOut } from '../shapes.ts';
import type { ReadModel } from '../read-model.ts';
import type { StoredDoc } from '../../store/types.ts';
import { STOCK_EDIT_PROJECTION_WAIT_MS } from '../../timing.ts';

/** A row as the API shows it: the kitchen's figure (shownStock: 0 while the product sells freely). */
function entry(model: ReadModel, row: DailyStock) {
  const product = model.get('product', row.productId);
  return {
    id: apiId(row),
    productId: row.productId,
    date: row.businessDate,
    product: { name: product?.name ?? 'Producto desconocido', cost: product?.cost ?? '0.00' },
    initialStock: row.initialStock,
    currentStock: shownStock(row),
    soldQuantity: row.soldQuantity,
    createdAt: row.createdAt,
  };
}

/** Products the kitchen controls day by day: the ones on sale. */
function stockedProducts(model: ReadModel) {
  return model.list('product').filter((product) => product.isAvailable && product.isActive);
}

/**
 * The row a product has today before anything was sold or adjusted: zeros, under the id the
 * reactions will give it. Computed for the answer, never stored.
 */
function emptyRow(productId: string, businessDate: string, at: string): DailyStock {
  return {
    _id: dailyStockId(businessDate, productId),
    type: 'daily_stock',
    productId,
    businessDate,
    initialStock: 0,
    currentStock: 0,
    soldQuantity: 0,
    createdAt: at,
    updatedAt: at,
    updatedBy: SYSTEM_ACTOR,
  };
}

/**
 * Daily stock is a projection (DESIGN.md §5): the gateway's reactions are its only writer, keeping
 * each row equal to initial + adjustments − sales from stock_movement events. The GET writes
 * nothing: a product on sale without a row today is answered as a row of zeros (with the id the
 * reactions will use). The PUT records the kitchen's figure as an adjustment movement (see
 * stockAdjustment), which creates the row through the reactions when there was none and still
 * counts when a sale lands at the same moment.
 */
export function dailyStockRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, cache, guards } = ctx;
  const tags = ['daily-stock'];

  /** Today's rows: the stored ones, and zeros for products on sale that have none yet. */
  function todaysRows(today: string): DailyStock[] {
    const stored = model.list('daily_stock').filter((row) => row.businessDate === today);
    const have = new Set(stored.map((row) => row.productId));
    const at = ctx.now().toISOString();
    const missing = stockedProducts(model)
      .filter((product) => !have.has(apiId(product)))
      .map((product) => emptyRow(apiId(product), today, at));
    return [...stored, ...missing];
  }

  app.get(
    '/api/daily-stock',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Stock diario del día de negocio actual (solo lectura: no crea filas)',
        response: { 200: z.array(dailyStockOut) },
      },
    },
    async (request, reply) => {
      const today = ctx.today();
      await model.fresh('floor');
      const version = `${today}:${model.version('daily_stock')}:${model.version('product')}`;
      const answer = cache.get('daily-stock', version, () =>
        todaysRows(today).map((row) => entry(model, row)),
      );
      return sendJson(request, reply, answer);
    },
  );

  /** The stored row with this id, or today's zeros for a product on sale that has none yet. */
  async function rowFor(id: string): Promise<DailyStock | undefined> {
    const stored = await model.load('daily_stock', id);
    if (stored) return stored;
    const today = ctx.today();
    const product = stockedProducts(model).find(
      (candidate) => idPart(dailyStockId(today, apiId(candidate))) === id,
    );
    return product ? emptyRow(apiId(product), today, ctx.now().toISOString()) : undefined;
  }

  app.put(
    '/api/daily-stock/:id',
    {
      onRequest: guards.writes('stock_movement'),
      schema: {
        tags,
        params: idParams,
        body: dailyStockBody,
        response: { 200: dailyStockOut, ...errors(404) },
      },
    },
    async (request, reply) => {
      await model.fresh('floor');
      const row = await rowFor(request.params.id);
      if (!row) return reply.notFound('Stock diario no encontrado');
      const delta = stockAdjustment(row, request.body.currentStock);
      if (delta === null) return entry(model, row);
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
      return entry(model, projected ?? { ...row, currentStock: row.currentStock + delta, tracked: true });
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
