import { z } from 'zod';
import type { Actor } from '@restaurantpro/schema';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi, type DocWriter } from '../documents.ts';
import { areaBody, idParams, tableBody } from '../inputs.ts';
import { sendOfType } from '../route-helpers.ts';
import { changeRoute, createRoute, deleteRoute } from '../route-kinds.ts';
import { ApiError, unknownReference } from '../api-error.ts';
import { areaOut, errors, tableOut } from '../shapes.ts';

/**
 * Deletes an area or an ingredient (false: there was none). The write rules refuse such a deletion
 * by a role that may make it only while documents still point at it (the schema's in-use rule, which
 * checkWrite judges as at `/db`): the API names that refusal `in-use`.
 */
export async function removeUnlessInUse(
  docs: DocWriter,
  type: 'area' | 'ingredient',
  id: string,
  by: Actor,
): Promise<boolean> {
  try {
    return await docs.remove(type, id, by);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'conflict') throw new ApiError(409, 'in-use', err.message);
    throw err;
  }
}

/** Areas and tables: read by every signed-in device, changed by managers and admins. */
export function floorPlanRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;

  app.get(
    '/api/areas',
    {
      onRequest: guards.user,
      schema: { tags: ['areas'], response: { 200: z.array(areaOut), ...errors(401) } },
    },
    async (request, reply) => sendOfType(ctx, request, reply, 'area', 'areas'),
  );

  const area = { guard: guards.writes('area'), tags: ['areas'], body: areaBody, answer: areaOut };
  createRoute(app, { ...area, url: '/api/areas' }, async (request) =>
    toApi(await docs.create('area', request.body, actor(request))),
  );
  changeRoute(
    app,
    { ...area, url: '/api/areas/:id', params: idParams, refusals: [404], notFound: 'Área no encontrada' },
    async (request) => {
      const doc = await docs.replace('area', request.params.id, actor(request), request.body);
      return doc && toApi(doc);
    },
  );

  deleteRoute(
    app,
    {
      guard: area.guard,
      tags: area.tags,
      url: '/api/areas/:id',
      params: idParams,
      refusals: [404, 409],
      notFound: 'Área no encontrada',
    },
    (request) => removeUnlessInUse(docs, 'area', request.params.id, actor(request)),
  );

  app.get(
    '/api/tables',
    {
      onRequest: guards.user,
      schema: { tags: ['tables'], response: { 200: z.array(tableOut), ...errors(401) } },
    },
    async (request, reply) => sendOfType(ctx, request, reply, 'table', 'tables'),
  );

  const checkArea = async (areaId: string) => {
    await model.fresh('floor');
    if (!model.get('area', areaId)) throw unknownReference('/areaId', 'El área no existe');
  };

  // A number another active table holds is the write rules' 409 (checkWrite), as at `/db`.
  const table = { guard: guards.writes('table'), tags: ['tables'], body: tableBody, answer: tableOut };
  createRoute(app, { ...table, url: '/api/tables', refusals: [409] }, async (request) => {
    await checkArea(request.body.areaId);
    return toApi(await docs.create('table', request.body, actor(request)));
  });
  changeRoute(
    app,
    {
      ...table,
      url: '/api/tables/:id',
      params: idParams,
      refusals: [404, 409],
      notFound: 'Mesa no encontrada',
    },
    async (request) => {
      await checkArea(request.body.areaId);
      const doc = await docs.replace('table', request.params.id, actor(request), request.body);
      return doc && toApi(doc);
    },
  );

  deleteRoute(
    app,
    {
      guard: table.guard,
      tags: table.tags,
      url: '/api/tables/:id',
      params: idParams,
      refusals: [404],
      notFound: 'Mesa no encontrada',
    },
    (request) => docs.remove('table', request.params.id, actor(request)),
  );
}
