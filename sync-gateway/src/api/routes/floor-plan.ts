import { z } from 'zod';
import type { Actor } from '@restaurantpro/schema';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi, type DocWriter } from '../documents.ts';
import { areaBody, idParams, tableBody } from '../inputs.ts';
import { sendOfType } from '../route-helpers.ts';
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

  app.post(
    '/api/areas',
    {
      onRequest: guards.writes('area'),
      schema: { tags: ['areas'], body: areaBody, response: { 201: areaOut, ...errors(400, 401, 403) } },
    },
    async (request, reply) =>
      reply.code(201).send(toApi(await docs.create('area', request.body, actor(request)))),
  );

  app.put(
    '/api/areas/:id',
    {
      onRequest: guards.writes('area'),
      schema: {
        tags: ['areas'],
        params: idParams,
        body: areaBody,
        response: { 200: areaOut, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const doc = await docs.replace('area', request.params.id, actor(request), request.body);
      return doc ? toApi(doc) : reply.notFound('Área no encontrada');
    },
  );

  app.delete(
    '/api/areas/:id',
    {
      onRequest: guards.writes('area'),
      schema: {
        tags: ['areas'],
        params: idParams,
        response: { 204: z.null(), ...errors(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      (await removeUnlessInUse(docs, 'area', request.params.id, actor(request)))
        ? reply.code(204).send(null)
        : reply.notFound('Área no encontrada'),
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

  app.post(
    '/api/tables',
    {
      onRequest: guards.writes('table'),
      schema: {
        tags: ['tables'],
        body: tableBody,
        response: { 201: tableOut, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      await checkArea(request.body.areaId);
      // A number another active table holds is the write rules' 409 (checkWrite), as at `/db`.
      return reply.code(201).send(toApi(await docs.create('table', request.body, actor(request))));
    },
  );

  app.put(
    '/api/tables/:id',
    {
      onRequest: guards.writes('table'),
      schema: {
        tags: ['tables'],
        params: idParams,
        body: tableBody,
        response: { 200: tableOut, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await checkArea(request.body.areaId);
      const doc = await docs.replace('table', request.params.id, actor(request), request.body);
      return doc ? toApi(doc) : reply.notFound('Mesa no encontrada');
    },
  );

  app.delete(
    '/api/tables/:id',
    {
      onRequest: guards.writes('table'),
      schema: { tags: ['tables'], params: idParams, response: { 204: z.null(), ...errors(401, 403, 404) } },
    },
    async (request, reply) =>
      (await docs.remove('table', request.params.id, actor(request)))
        ? reply.code(204).send(null)
        : reply.notFound('Mesa no encontrada'),
  );
}
