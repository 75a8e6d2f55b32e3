import { z } from 'zod';
import { isLowStock } from '@restaurantpro/schema';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { apiId, toApi } from '../documents.ts';
import { idParams, ingredientBody, ingredientEditBody } from '../inputs.ts';
import { sendOfType } from '../route-helpers.ts';
import { removeUnlessInUse } from './floor-plan.ts';
import { unknownReference } from '../api-error.ts';
import { errors, ingredientOut, lowStockOut } from '../shapes.ts';

/** Ingredients (floor database); suppliers are routes/suppliers.ts. */
export function inventoryRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;
  const tags = ['ingredients'];

  app.get(
    '/api/ingredients',
    { onRequest: guards.user, schema: { tags, response: { 200: z.array(ingredientOut), ...errors(401) } } },
    async (request, reply) => sendOfType(ctx, request, reply, 'ingredient', 'ingredients'),
  );

  app.get(
    '/api/ingredients/low-stock',
    { onRequest: guards.user, schema: { tags, response: { 200: z.array(lowStockOut), ...errors(401) } } },
    async (request, reply) =>
      sendOfType(ctx, request, reply, 'ingredient', 'ingredients/low-stock', () =>
        model
          .list('ingredient')
          .filter((doc) => doc.isActive && isLowStock(doc))
          .map((doc) => ({
            id: apiId(doc),
            name: doc.name,
            currentStock: doc.currentStock,
            minStock: doc.minStock,
            unit: doc.unit,
          })),
      ),
  );

  const checkSupplier = async (supplierId: string | undefined) => {
    if (supplierId === undefined) return;
    await model.fresh('office');
    if (!model.get('supplier', supplierId)) throw unknownReference('/supplierId', 'El proveedor no existe');
  };

  app.post(
    '/api/ingredients',
    {
      onRequest: guards.writes('ingredient'),
      schema: { tags, body: ingredientBody, response: { 201: ingredientOut, ...errors(400, 401, 403) } },
    },
    async (request, reply) => {
      await checkSupplier(request.body.supplierId);
      return reply.code(201).send(toApi(await docs.create('ingredient', request.body, actor(request))));
    },
  );

  app.put(
    '/api/ingredients/:id',
    {
      onRequest: guards.writes('ingredient'),
      schema: {
        tags,
        params: idParams,
        description:
          'Reemplaza el ingrediente, salvo su stock: lo mueven las entradas, los consumos y los recuentos. Sin `currentStock` se conserva; uno distinto del actual se rechaza (409): registra un recuento.',
        body: ingredientEditBody,
        response: { 200: ingredientOut, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await checkSupplier(request.body.supplierId);
      const { currentStock, ...fields } = request.body;
      // The stock is the gateway's projection: a body without it keeps it; one that changes it is
      // refused by the write rules, in the words a device hears.
      const doc = await docs.update(
        'ingredient',
        request.params.id,
        actor(request),
        (current) => ({ ...fields, currentStock: currentStock ?? current.currentStock }),
        true,
      );
      return doc ? toApi(doc) : reply.notFound('Ingrediente no encontrado');
    },
  );

  app.delete(
    '/api/ingredients/:id',
    {
      onRequest: guards.writes('ingredient'),
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors(401, 403, 404, 409) } },
    },
    async (request, reply) =>
      (await removeUnlessInUse(docs, 'ingredient', request.params.id, actor(request)))
        ? reply.code(204).send(null)
        : reply.notFound('Ingrediente no encontrado'),
  );
}
