import { z } from 'zod';
import {
  ACTIVE_ORDER_STATUSES,
  isActiveOrderStatus,
  orderMoveProblem,
  orderMove,
} from '@restaurantpro/schema';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { apiId, toApi } from '../documents.ts';
import { sendCreated } from '../http-cache.ts';
import { idParams, orderBody, orderStatusBody } from '../inputs.ts';
import { ApiError } from '../api-error.ts';
import { errors, orderOut } from '../shapes.ts';
import type { ReadModel } from '../read-model.ts';
import { sendOfType } from '../route-helpers.ts';
import { resolveTable, type Rounds } from '../rounds.ts';

const tags = ['orders'];

function activeNewestFirst(model: ReadModel): Array<Record<string, unknown>> {
  // ULIDs sort by creation time, so reversing the model's id order is newest first.
  return model
    .list('order')
    .filter((order) => isActiveOrderStatus(order.status))
    .reverse()
    .map(toApi);
}

/**
 * Orders: every floor role creates them and moves them along the lifecycle (DESIGN.md §6).
 *
 * Amounts are the server's: lines are priced from the catalogue at the moment of the request (a
 * client's unitPrice, subtotal, tax and total are ignored, so a stale or tampered screen cannot
 * under-charge), IVA is 10 % of the subtotal and total = subtotal + IVA. Every order has at least
 * one line: a body with none is refused before anything is looked up. An order is a round of its
 * table's live check, which it opens (guests = the table's capacity) when the table has none, so
 * clients written before checks existed keep working unchanged.
 */
export function orderRoutes(app: ApiInstance, ctx: ApiContext, rounds: Rounds): void {
  const { model, docs, guards } = ctx;

  for (const url of ['/api/orders', '/api/orders/active']) {
    app.get(
      url,
      {
        onRequest: guards.user,
        schema: {
          tags,
          summary: `Pedidos activos (${ACTIVE_ORDER_STATUSES.join(', ')}), los más recientes primero`,
          response: { 200: z.array(orderOut) },
        },
      },
      async (request, reply) =>
        sendOfType(ctx, request, reply, 'order', 'orders/active', () => activeNewestFirst(model)),
    );
  }

  app.post(
    '/api/orders',
    {
      // An order is a round of its table's check (opened here when the table has none).
      onRequest: guards.writes('check'),
      schema: { tags, body: orderBody, response: { 201: orderOut, ...errors(409) } },
    },
    async (request, reply) => {
      const body = request.body;
      const writer = actor(request);
      await rounds.known(body.tableId, body.items);
      const tableId = resolveTable(model, body.tableId);
      // Priced (and refused) before the table's check is opened, so a bad line opens nothing.
      const order = rounds.order(writer, {
        tableId,
        status: body.status,
        items: body.items,
        notes: body.notes,
      });
      const check = await rounds.checkFor(writer, tableId);
      const created = await docs.create('order', { ...order, checkId: apiId(check) }, writer);
      await rounds.reopenIfAsked(writer, check);
      return sendCreated(reply, toApi(created));
    },
  );

  app.put(
    '/api/orders/:id',
    {
      onRequest: guards.user,
      schema: {
        tags,
        params: idParams,
        body: orderStatusBody,
        response: { 200: orderOut, ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const to = request.body.status;
      const doc = await docs.update('order', request.params.id, actor(request), (current) => {
        const from = current.status;
        // Same status again is a replayed request (the staff screen's outbox retries): no change.
        if (from === to) return null;
        const problem = orderMoveProblem(from, to);
        if (problem !== null) throw new ApiError(409, 'illegal-transition', problem, { from, to });
        return orderMove(current, to, ctx.now().toISOString());
      });
      return doc ? toApi(doc) : reply.notFound('Pedido no encontrado');
    },
  );
}
