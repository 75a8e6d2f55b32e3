import { z } from 'zod';
import { ID_PATTERN, voidInputSchema, voidLines, type VoidInput } from '@restaurantpro/schema';
import { ApiError } from '../api-error.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { idParams } from '../inputs.ts';
import { errors, orderOut } from '../shapes.ts';

const tags = ['orders'];

const lineParams = idParams.extend({
  lineId: z.string().regex(ID_PATTERN, 'Identificador no válido'),
});

/**
 * Voids (anulaciones) of a line or a whole round, kept on the lines for good. Any floor role voids
 * what the kitchen has not started; a started line needs a manager, or a waiter carrying a manager's
 * confirmation from POST /api/approvals. Those are the write rules' verdicts, as at `/db`.
 */
export function voidRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;

  async function write(
    orderId: string,
    lineId: string | undefined,
    input: VoidInput,
    who: ReturnType<typeof actor>,
  ) {
    await model.fresh('floor');
    const at = ctx.now().toISOString();
    const saved = await docs.update('order', orderId, who, (current) => {
      if (lineId !== undefined && !current.items.some((line) => line.id === lineId))
        throw new ApiError(404, 'not-found', 'Línea no encontrada');
      // Built as given: a missing or unknown reason, or 'other' without a note, is the rules' to
      // refuse, in the words a device hears for the same void. Null (nothing to write) on a replay.
      return voidLines(current, lineId === undefined ? 'all' : [lineId], {
        ...input,
        reason: input.reason,
        by: who.id,
        at,
      });
    });
    if (!saved) throw new ApiError(404, 'not-found', 'Pedido no encontrado');
    return toApi(saved);
  }

  const description =
    'Motivo (`reason`): order_error, customer_changed, kitchen_delay, quality u other (este con `note`). Lo que cocina ya empezó solo lo anula gerencia, o un camarero con la confirmación de POST /api/approvals (`approvedBy` y `approval`). La anulación queda para siempre con quién, cuándo y por qué; la línea deja de contar en totales, ventas y stock.';

  app.post(
    '/api/orders/:id/lines/:lineId/void',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Anula una línea de un pedido',
        description,
        params: lineParams,
        body: voidInputSchema,
        response: { 200: orderOut, ...errors(403, 404, 409) },
      },
    },
    async (request) => write(request.params.id, request.params.lineId, request.body, actor(request)),
  );

  app.post(
    '/api/orders/:id/void',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Anula una ronda entera: cada línea aún no anulada, con el mismo motivo',
        description,
        params: idParams,
        body: voidInputSchema,
        response: { 200: orderOut, ...errors(403, 404, 409) },
      },
    },
    async (request) => write(request.params.id, undefined, request.body, actor(request)),
  );
}
