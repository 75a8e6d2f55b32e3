import { z } from 'zod';
import { inUseReason, referencesTo, tableNumberProblem, type DiningTable } from '@restaurantpro/schema';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { apiId, toApi } from '../documents.ts';
import { areaBody, idParams, tableBody } from '../inputs.ts';
import { sendOfType } from '../route-helpers.ts';
import { ApiError, unknownReference } from '../api-error.ts';
import { areaOut, errors, tableOut } from '../shapes.ts';

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
    async (request, reply) => {
      const id = request.params.id;
      await model.fresh('floor');
      const tables = referencesTo('area', id, model.list('table'));
      const refusal = inUseReason(
        'area',
        tables.map((table) => table.number),
      );
      if (refusal !== null) throw new ApiError(409, 'in-use', refusal, { tables: tables.map(apiId) });
      return (await docs.remove('area', id, actor(request)))
        ? reply.code(204).send(null)
        : reply.notFound('Área no encontrada');
    },
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

  /**
   * The schema's unique-number rule against the tables the model holds (fresh after checkArea), the
   * rule `/db` applies to a replicated table: 409, since the body is valid but clashes with another.
   */
  const checkNumber = (id: string | null, table: Pick<DiningTable, 'number' | 'isActive'>) => {
    const prev = id === null ? null : (model.get('table', id) ?? null);
    // A PUT to a table that does not exist is a 404, answered by the write itself.
    if (id !== null && prev === null) return;
    const problem = tableNumberProblem({ _id: `table:${id ?? ''}`, ...table }, prev, model.list('table'));
    if (problem !== null)
      throw new ApiError(409, 'conflict', problem, [{ path: '/number', message: problem }]);
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
      checkNumber(null, request.body);
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
      checkNumber(request.params.id, request.body);
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
