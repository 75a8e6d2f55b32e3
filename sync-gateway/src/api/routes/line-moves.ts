import { lineMoveSchema, moveLines, type Order } from '@restaurantpro/schema';
import { ApiError } from '../api-error.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { idParams } from '../inputs.ts';
import { errors, orderOut } from '../shapes.ts';

/**
 * The kitchen pass's moves of some lines of a round (`moveLines`, the screens' own builder): fire a
 * held course ('Marchar'), start, bump, recall, serve, or pass lines to another station. The round's
 * status follows its lines. The result is judged by the write rules, as at `/db`; a replayed move
 * that changes nothing answers the round as it is.
 */
export function lineMoveRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;

  app.post(
    '/api/orders/:id/lines/move',
    {
      onRequest: guards.user,
      schema: {
        tags: ['orders'],
        summary:
          'Mueve líneas de una ronda: marchar un plato, empezar, listo, recuperar, servir, pasar a otra estación',
        params: idParams,
        body: lineMoveSchema,
        response: { 200: orderOut, ...errors(403, 404, 409) },
      },
    },
    async (request) => {
      await model.fresh('floor');
      const who = actor(request);
      const move = request.body;
      // The round as it stood, answered when the move changes nothing.
      let seen: Order | undefined;
      const saved = await docs.update('order', request.params.id, who, (current) => {
        if ('lineIds' in move) {
          const known = new Set(current.items.map((line) => line.id));
          if (move.lineIds.some((id) => !known.has(id)))
            throw new ApiError(404, 'not-found', 'Línea no encontrada');
        }
        const next = moveLines(current, move, ctx.now().toISOString(), who.id);
        seen = current;
        return next;
      });
      if (saved) return toApi(saved);
      if (seen) return toApi(seen);
      throw new ApiError(404, 'not-found', 'Pedido no encontrado');
    },
  );
}
