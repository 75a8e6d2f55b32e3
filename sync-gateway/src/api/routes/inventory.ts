import { z } from 'zod';
import { isLowStock } from '@restaurantpro/schema';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { apiId, toApi } from '../documents.ts';
import { idParams, ingredientBody, ingredientEditBody } from '../inputs.ts';
import { sendOfType } from '../route-helpers.ts';
import { changeRoute, createRoute, deleteRoute } from '../route-kinds.ts';
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

  const guard = guards.writes('ingredient');
  createRoute(
    app,
    { url: '/api/ingredients', guard, tags, body: ingredientBody, answer: ingredientOut },
    async (request) => {
      await checkSupplier(request.body.supplierId);
      return toApi(await docs.create('ingredient', request.body, actor(request)));
    },
  );

  changeRoute(
    app,
    {
      url: '/api/ingredients/:id',
      guard,
      tags,
      params: idParams,
      description:
        'Reemplaza el ingrediente, salvo su stock: lo mueven las entradas, los consumos y los recuentos. Sin `currentStock` se conserva; uno distinto del actual se rechaza (409): registra un recuento.',
      body: ingredientEditBody,
      answer: ingredientOut,
      refusals: [404, 409],
      notFound: 'Ingrediente no encontrado',
    },
    async (request) => {
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
      return doc && toApi(doc);
    },
  );

  deleteRoute(
    app,
    {
      tags,
      guard: guards.writes('ingredient'),
      url: '/api/ingredients/:id',
      params: idParams,
      refusals: [404, 409],
      notFound: 'Ingrediente no encontrado',
    },
    (request) => removeUnlessInUse(docs, 'ingredient', request.params.id, actor(request)),
  );
}
