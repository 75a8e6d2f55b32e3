import { TABLE_READY_MESSAGE, tableState } from '@restaurantpro/schema';
import { ApiError } from '../api-error.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { idParams } from '../inputs.ts';
import { errors, tableOut } from '../shapes.ts';

/**
 * 'Mesa lista': a table the floor sees in Limpieza (its check closed, voided, merged away or moved)
 * becomes Libre. The state is the schema's tableState, the one every screen shows; who may write the
 * table is the write rules' (floor roles this move only, managers any).
 */
export function tableReadyRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;

  app.post(
    '/api/tables/:id/ready',
    {
      onRequest: guards.user,
      schema: {
        tags: ['tables'],
        summary: 'Mesa lista: una mesa en Limpieza pasa a Libre',
        params: idParams,
        response: { 200: tableOut, ...errors(403, 404, 409) },
      },
    },
    async (request) => {
      await model.fresh('floor');
      const id = request.params.id;
      const table = model.get('table', id);
      if (!table) throw new ApiError(404, 'not-found', 'Mesa no encontrada');
      const state = tableState(table, model.list('check'));
      // Already free: a replayed tap, nothing to change.
      if (state === 'available') return toApi(table);
      // The rules' own words: for a manager (whom they let edit a table freely) 'Mesa lista' still
      // means a table in Limpieza, never one with a sitting.
      if (state !== 'cleaning') throw new ApiError(409, 'conflict', TABLE_READY_MESSAGE);
      const saved = await docs.update('table', id, actor(request), () => ({ status: 'available' }));
      if (!saved) throw new ApiError(404, 'not-found', 'Mesa no encontrada');
      return toApi(saved);
    },
  );
}
