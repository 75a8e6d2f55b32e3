import { z } from 'zod';
import { actor, BACK_OFFICE, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { sendFreshJson } from '../http-cache.ts';
import { idParams } from '../inputs.ts';
import { sendOfType } from '../route-helpers.ts';
import { changeRoute, createRoute } from '../route-kinds.ts';
import { errors, supplierOut } from '../shapes.ts';
import type { SupplyBook } from '../supply-book.ts';
import { supplierBody } from '../supply-inputs.ts';

const tags = ['suppliers'];
const NOT_FOUND = 'Proveedor no encontrado';

/**
 * Suppliers (office database, the back office's). The list keeps the spec's shape, a plain array of
 * suppliers, which the ingredient dialog reads for its select. Whether a write may be stored (the
 * NIF/CIF and its check letter) is the schema's verdict through the writer, as at `/db`. A supplier
 * that invoices or deliveries name is deactivated rather than deleted.
 */
export function supplierRoutes(app: ApiInstance, ctx: ApiContext, book: SupplyBook): void {
  const { model, docs, guards } = ctx;

  app.get(
    '/api/suppliers',
    {
      onRequest: guards.roles(BACK_OFFICE),
      schema: {
        tags,
        summary: 'Proveedores (el selector del diálogo de ingredientes los lee)',
        response: { 200: z.array(supplierOut) },
      },
    },
    async (request, reply) => sendOfType(ctx, request, reply, 'supplier', 'suppliers'),
  );

  app.get(
    '/api/suppliers/:id',
    {
      onRequest: guards.roles(BACK_OFFICE),
      schema: { tags, params: idParams, response: { 200: supplierOut, ...errors(404) } },
    },
    async (request, reply) => {
      await model.fresh('office');
      const doc = model.get('supplier', request.params.id);
      return doc ? sendFreshJson(request, reply, toApi(doc)) : reply.notFound(NOT_FOUND);
    },
  );

  createRoute(
    app,
    {
      url: '/api/suppliers',
      guard: guards.writes('supplier'),
      tags,
      summary: 'Crea un proveedor',
      description: 'El NIF o CIF, si se indica, se comprueba con su letra de control.',
      body: supplierBody,
      answer: supplierOut,
      refusals: [409],
    },
    async (request) => toApi(await docs.create('supplier', request.body, actor(request))),
  );

  changeRoute(
    app,
    {
      url: '/api/suppliers/:id',
      guard: guards.writes('supplier'),
      tags,
      summary: 'Reemplaza un proveedor (un campo omitido se borra o toma su valor por defecto)',
      params: idParams,
      body: supplierBody,
      answer: supplierOut,
      refusals: [404, 409],
      notFound: NOT_FOUND,
    },
    async (request) => {
      const doc = await docs.replace('supplier', request.params.id, actor(request), request.body);
      return doc && toApi(doc);
    },
  );

  app.delete(
    '/api/suppliers/:id',
    {
      onRequest: guards.writes('supplier'),
      schema: {
        tags,
        summary: 'Elimina un proveedor; uno con facturas o entradas de mercancía se desactiva',
        description:
          'Sin facturas ni entradas de mercancía que lo nombren, se elimina (204). Con ellas se desactiva (`isActive: false`) y se devuelve (200): sus facturas y albaranes siguen nombrándolo.',
        params: idParams,
        response: { 200: supplierOut, 204: z.null(), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const writer = actor(request);
      const use = await book.supplierUse(id);
      if (use.invoices.length > 0 || use.deliveries.length > 0) {
        // Retired, not removed: its invoices and deliveries would otherwise name nothing.
        const doc = await docs.update('supplier', id, writer, (current) =>
          current.isActive ? { isActive: false } : null,
        );
        return doc ? toApi(doc) : reply.notFound(NOT_FOUND);
      }
      return (await docs.remove('supplier', id, writer))
        ? reply.code(204).send(null)
        : reply.notFound(NOT_FOUND);
    },
  );
}
