import { z } from 'zod';
import {
  ACTIVE_ORDER_STATUSES,
  isActiveOrderStatus,
  lineSubtotal,
  makeOrderNumber,
  nextDailySeq,
  orderMoveProblem,
  orderMove,
  orderTotals,
  type Order,
  type OrderItem,
} from '@restaurantpro/schema';
import { newId } from '../ids.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { apiId, toApi } from '../documents.ts';
import { sendCreated, sendJson } from '../http-cache.ts';
import { idParams, orderBody, orderStatusBody } from '../inputs.ts';
import { ApiError, unknownReference } from '../api-error.ts';
import { errors, orderOut } from '../shapes.ts';
import type { ReadModel } from '../read-model.ts';

const tags = ['orders'];

/**
 * The gateway's own device code for order numbers. Devices pick two-character codes and only grow a
 * third letter after all 192 are taken, so a three-character code keeps API orders' numbers apart.
 */
export const API_DEVICE_CODE = 'Z9Z';

/**
 * Daily sequence for API orders, allocated synchronously so concurrent requests never share a
 * number; seeded from the orders of the day already in the model (after a restart, say).
 */
class OrderNumbers {
  private date = '';
  private last = 0;

  constructor(private readonly model: ReadModel) {}

  next(businessDate: string): string {
    if (businessDate !== this.date) {
      const numbers = this.model
        .list('order')
        .filter((order) => order.businessDate === businessDate)
        .map((order) => order.orderNumber);
      this.date = businessDate;
      this.last = nextDailySeq(numbers, API_DEVICE_CODE) - 1;
    }
    this.last += 1;
    return makeOrderNumber(API_DEVICE_CODE, this.last);
  }
}

/**
 * The table an order is for. Clients written against the spec's point of sale send the table as
 * shown ("1", "B1") rather than its id; an active table with that number is accepted and its id
 * stored, so every order points at a real table.
 */
function resolveTable(model: ReadModel, tableId: string): string {
  if (model.get('table', tableId)) return tableId;
  const byNumber = model.list('table').filter((table) => table.isActive && table.number === tableId);
  const [only] = byNumber;
  if (byNumber.length !== 1 || !only) throw unknownReference('/tableId', 'La mesa no existe');
  return apiId(only);
}

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
 * one line: a body with none is refused before anything is looked up.
 */
export function orderRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, cache, guards } = ctx;
  const numbers = new OrderNumbers(model);

  for (const url of ['/api/orders', '/api/orders/active']) {
    app.get(
      url,
      {
        onRequest: guards.user,
        schema: {
          tags,
          summary: `Pedidos activos (${ACTIVE_ORDER_STATUSES.join(', ')}), los más recientes primero`,
          response: { 200: z.array(orderOut), ...errors(401) },
        },
      },
      async (request, reply) => {
        await model.fresh('floor');
        return sendJson(
          request,
          reply,
          cache.get('orders/active', String(model.version('order')), () => activeNewestFirst(model)),
        );
      },
    );
  }

  app.post(
    '/api/orders',
    {
      onRequest: guards.user,
      schema: { tags, body: orderBody, response: { 201: orderOut, ...errors(400, 401, 409, 413, 415) } },
    },
    async (request, reply) => {
      const body = request.body;
      // Table and products are looked up in memory; only a miss waits for the model to catch up with
      // the store (something created through /db a moment ago), so the common case never waits.
      const known =
        body.items.every((line) => model.get('product', line.productId)) && model.get('table', body.tableId);
      if (!known) await model.fresh('floor');
      const tableId = resolveTable(model, body.tableId);
      const now = ctx.now().toISOString();
      const items: OrderItem[] = body.items.map((line, index) => {
        const product = model.get('product', line.productId);
        if (!product) throw unknownReference(`/items/${index}/productId`, 'El producto no existe');
        if (!product.isAvailable || !product.isActive) {
          throw new ApiError(
            409,
            'conflict',
            `Producto sin stock: ${product.name}. Este producto no está disponible actualmente`,
          );
        }
        return {
          id: newId(),
          productId: line.productId,
          productName: product.name,
          quantity: line.quantity,
          unitPrice: product.price,
          subtotal: lineSubtotal(line.quantity, product.price),
          notes: line.notes || undefined,
          status: body.status,
          createdAt: now,
        };
      });
      const amounts = orderTotals(items);
      const businessDate = ctx.today();
      const order: Omit<Order, '_id' | 'type' | 'createdAt' | 'updatedAt' | 'updatedBy'> = {
        orderNumber: numbers.next(businessDate),
        tableId,
        waiterId: actor(request).id,
        status: body.status,
        items,
        ...amounts,
        notes: body.notes || undefined,
        businessDate,
      };
      return sendCreated(reply, toApi(await docs.create('order', order, actor(request))));
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
        response: { 200: orderOut, ...errors(400, 401, 404, 409) },
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
