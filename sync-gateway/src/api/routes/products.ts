import { z } from 'zod';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { sendFreshJson } from '../http-cache.ts';
import { idParams, productBody } from '../inputs.ts';
import { sendOfType } from '../route-helpers.ts';
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

  app.post(
    '/api/products',
    {
      onRequest: guards.writes('product'),
      schema: { tags, body: productBody, response: { 201: productOut } },
    },
    async (request, reply) => {
      const doc = await docs.create('product', request.body, actor(request));
      return reply.code(201).send(toApi(doc));
    },
  );

  app.put(
    '/api/products/:id',
    {
      onRequest: guards.writes('product'),
      schema: {
        tags,
        params: idParams,
        body: productBody,
        response: { 200: productOut, ...errors(404) },
      },
    },
    async (request, reply) => {
      const doc = await docs.replace('product', request.params.id, actor(request), request.body);
      if (!doc) return reply.notFound('Producto no encontrado');
      return toApi(doc);
    },
  );

  app.delete(
    '/api/products/:id',
    {
      onRequest: guards.writes('product'),
      schema: {
        tags,
        summary: 'Elimina un producto que nunca se ha vendido',
        description:
          'Un producto que alguna línea de pedido nombra no se elimina (409, con el motivo): desactívalo con `isActive: false`.',
        params: idParams,
        response: { 204: z.null(), ...errors(404, 409) },
      },
    },
    async (request, reply) =>
      (await docs.remove('product', request.params.id, actor(request)))
        ? reply.code(204).send(null)
        : reply.notFound('Producto no encontrado'),
  );
}
