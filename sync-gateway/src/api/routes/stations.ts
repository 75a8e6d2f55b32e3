import { z } from 'zod';
import { stationInputSchema } from '@restaurantpro/schema';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { idParams } from '../inputs.ts';
import { sendOfType } from '../route-helpers.ts';
import { changeRoute, createRoute, deleteRoute } from '../route-kinds.ts';
import { errors, stationOut } from '../shapes.ts';

const tags = ['stations'];

/**
 * The kitchen's stations: read by every signed-in device (the kitchen screens pick theirs), named and
 * routed by managers and admins. A deleted station's lines go back to their routing.
 */
export function stationRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { docs, guards } = ctx;

  app.get(
    '/api/stations',
    {
      onRequest: guards.user,
      schema: { tags, response: { 200: z.array(stationOut), ...errors(401) } },
    },
    async (request, reply) => sendOfType(ctx, request, reply, 'station', 'stations'),
  );

  const station = { guard: guards.writes('station'), tags, body: stationInputSchema, answer: stationOut };
  createRoute(app, { ...station, url: '/api/stations' }, async (request) =>
    toApi(await docs.create('station', request.body, actor(request))),
  );
  const one = {
    url: '/api/stations/:id',
    params: idParams,
    refusals: [404 as const],
    notFound: 'Estación no encontrada',
  };
  changeRoute(app, { ...station, ...one }, async (request) => {
    const doc = await docs.replace('station', request.params.id, actor(request), request.body);
    return doc && toApi(doc);
  });
  deleteRoute(app, { guard: station.guard, tags, ...one }, (request) =>
    docs.remove('station', request.params.id, actor(request)),
  );
}
