import { CHECK_MISSING_MESSAGE, transferInputSchema, type Transfer } from '@restaurantpro/schema';
import { ApiError, unknownReference } from '../api-error.ts';
import { transferOut } from '../check-shapes.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { sendCreated } from '../http-cache.ts';
import { idParams } from '../inputs.ts';
import { errors } from '../shapes.ts';

/**
 * Moving chosen lines from one check to another: one immutable `transfer` document, so the lines
 * move all together or not at all, and their rounds (the kitchen's tickets) never change. Whether
 * they may move (both checks live, every line this check's and not voided) is the write rules'.
 */
export function transferRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;

  app.post(
    '/api/checks/:id/transfers',
    {
      onRequest: guards.writes('transfer'),
      schema: {
        tags: ['checks'],
        summary: 'Pasa líneas elegidas de esta cuenta a otra: todas o ninguna',
        params: idParams,
        body: transferInputSchema,
        response: { 201: transferOut, ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      await model.fresh('floor');
      const fromCheckId = request.params.id;
      if (!(await model.load('check', fromCheckId)))
        throw new ApiError(404, 'not-found', 'Cuenta no encontrada');
      const { toCheckId, lines } = request.body;
      if (!(await model.load('check', toCheckId)))
        throw unknownReference('/toCheckId', CHECK_MISSING_MESSAGE);
      const transfer: Omit<Transfer, '_id' | 'type' | 'createdAt' | 'updatedAt' | 'updatedBy'> = {
        fromCheckId,
        toCheckId,
        lines,
        businessDate: ctx.today(),
      };
      return sendCreated(reply, toApi(await docs.create('transfer', transfer, actor(request))));
    },
  );
}
