import { z } from 'zod';
import { actor, BACK_OFFICE, KITCHEN, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { newId } from '../ids.ts';
import { idParams } from '../inputs.ts';
import { createRoute } from '../route-kinds.ts';
import { errors } from '../shapes.ts';
import type { SupplyBook } from '../supply-book.ts';
import { deliveryBody, stockCountBody, supplierFilter } from '../supply-inputs.ts';
import { deliveryOut, movementsOut, stockCountOut } from '../supply-shapes.ts';

/**
 * Goods in (entradas de mercancía), stock counts and an ingredient's stock movements (floor
 * database). Each delivery or count is one immutable document, stored whole or not at all; the
 * ingredient stock and average cost they move are the gateway's projection, never written here.
 * Whether one may be stored (the supplier, active ingredients, compatible units, a positive
 * quantity) is the schema's write rules' verdict through the writer, in the words `/db` gives a
 * device.
 */
export function supplyRoutes(app: ApiInstance, ctx: ApiContext, book: SupplyBook): void {
  const { model, docs, guards } = ctx;

  app.get(
    '/api/deliveries',
    {
      onRequest: guards.roles(BACK_OFFICE),
      schema: {
        tags: ['deliveries'],
        summary: 'Entradas de mercancía (albaranes), las más recientes primero',
        querystring: supplierFilter,
        response: { 200: z.array(deliveryOut) },
      },
    },
    async (request) => {
      const { supplierId } = request.query;
      const found = await book.deliveries();
      return found.filter((doc) => supplierId === undefined || doc.supplierId === supplierId).map(toApi);
    },
  );

  createRoute(
    app,
    {
      url: '/api/deliveries',
      guard: guards.writes('delivery'),
      tags: ['deliveries'],
      summary: 'Registra una entrada de mercancía: sube el stock y el coste medio de cada ingrediente',
      description:
        'Se guarda entera o no se guarda: una línea en una unidad incompatible con la del ingrediente, una cantidad no positiva o un coste negativo rechazan la entrada entera. El stock y el coste medio los actualiza el servidor a continuación.',
      body: deliveryBody,
      answer: deliveryOut,
      refusals: [409],
    },
    async (request) => {
      const writer = actor(request);
      const { businessDate, lines, ...rest } = request.body;
      const doc = await docs.create(
        'delivery',
        {
          ...rest,
          businessDate: businessDate ?? ctx.today(),
          receivedBy: writer.id,
          lines: lines.map((line) => ({ id: newId(), ...line })),
        },
        writer,
      );
      return toApi(doc);
    },
  );

  app.get(
    '/api/stock-counts',
    {
      onRequest: guards.roles(KITCHEN),
      schema: {
        tags: ['stock-counts'],
        summary: 'Recuentos de stock, los más recientes primero (esperado frente a contado)',
        response: { 200: z.array(stockCountOut) },
      },
    },
    async () => (await book.counts()).map(toApi),
  );

  createRoute(
    app,
    {
      url: '/api/stock-counts',
      guard: guards.writes('stock_count'),
      tags: ['stock-counts'],
      summary: 'Registra un recuento: la diferencia con el stock esperado queda como ajuste con su motivo',
      description:
        'El stock esperado y el coste por unidad de cada línea son los del ingrediente al recibir la petición. Un ingrediente inactivo no se cuenta.',
      body: stockCountBody,
      answer: stockCountOut,
      refusals: [409],
    },
    async (request) => {
      const writer = actor(request);
      const { businessDate, lines, ...rest } = request.body;
      await model.fresh('floor');
      const doc = await docs.create(
        'stock_count',
        {
          ...rest,
          businessDate: businessDate ?? ctx.today(),
          countedBy: writer.id,
          // What the counter "saw": the stock and cost as the gateway holds them now. An unknown
          // ingredient is left for the write rules to refuse.
          lines: lines.map((line) => {
            const ingredient = model.get('ingredient', line.ingredientId);
            return {
              ...line,
              expected: ingredient?.currentStock ?? '0.000',
              unitCost: ingredient?.costPerUnit ?? '0.00',
            };
          }),
        },
        writer,
      );
      return toApi(doc);
    },
  );

  app.get(
    '/api/ingredients/:id/movements',
    {
      onRequest: guards.roles(KITCHEN),
      schema: {
        tags: ['ingredients'],
        summary:
          'Movimientos del stock de un ingrediente: entradas, consumos por receta y ajustes de recuento',
        description:
          'Las entradas del libro del stock que lleva el servidor: el stock actual es `base` más la suma de los movimientos.',
        params: idParams,
        response: { 200: movementsOut, ...errors(404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      await model.fresh('floor');
      const ingredient = model.get('ingredient', id);
      if (!ingredient) return reply.notFound('Ingrediente no encontrado');
      const ledger = await book.movements(id);
      return {
        ingredientId: id,
        // Nothing has moved it yet: all of its stock is what was typed.
        base: ledger?.base ?? ingredient.currentStock,
        currentStock: ingredient.currentStock,
        movements: ledger?.movements ?? [],
      };
    },
  );
}
