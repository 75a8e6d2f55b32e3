import { z } from 'zod';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { sendFreshJson } from '../http-cache.ts';
import { idParams, productBody } from '../inputs.ts';
import { sendOfType } from '../route-helpers.ts';
import { changeRoute, createRoute, deleteRoute } from '../route-kinds.ts';
import { errors, productOut } from '../shapes.ts';

const tags = ['products'];

/**
 * Catalogue: every signed-in device reads it; managers and admins change it. A product is retired
 * with `isActive: false` (hidden from the point of sale and staff screens, its history kept); only
 * one never sold may be deleted, which is the write rules' verdict, as at `/db`.
 */
export function productRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;

  app.get(
    '/api/products',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Catálogo de productos',
        response: { 200: z.array(productOut) },
      },
    },
    async (request, reply) => sendOfType(ctx, request, reply, 'product', 'products'),
  );

  app.get(
    '/api/products/:id',
    {
      onRequest: guards.user,
      schema: { tags, params: idParams, response: { 200: productOut, ...errors(404) } },
    },
    async (request, reply) => {
      await model.fresh('floor');
      const doc = model.get('product', request.params.id);
      if (!doc) return reply.notFound('Producto no encontrado');
      return sendFreshJson(request, reply, toApi(doc));
    },
  );

  const product = { guard: guards.writes('product'), tags, body: productBody, answer: productOut };
  createRoute(app, { ...product, url: '/api/products' }, async (request) =>
    toApi(await docs.create('product', request.body, actor(request))),
  );
  changeRoute(
    app,
    {
      ...product,
      url: '/api/products/:id',
      params: idParams,
      refusals: [404],
      notFound: 'Producto no encontrado',
    },
    async (request) => {
      const doc = await docs.replace('product', request.params.id, actor(request), request.body);
      return doc && toApi(doc);
    },
  );

  deleteRoute(
    app,
    {
      tags,
      guard: guards.writes('product'),
      summary: 'Elimina un producto que nunca se ha vendido',
      description:
        'Un producto que alguna línea de pedido nombra no se elimina (409, con el motivo): desactívalo con `isActive: false`.',
      url: '/api/products/:id',
      params: idParams,
      refusals: [404, 409],
      notFound: 'Producto no encontrado',
    },
    (request) => docs.remove('product', request.params.id, actor(request)),
  );
}
