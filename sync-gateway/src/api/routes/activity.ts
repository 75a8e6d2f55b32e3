import { z } from 'zod';
import { ACTIVITY_KINDS, ACTIVITY_ROLE_REFUSAL, isManagerRole, isoDateSchema } from '@restaurantpro/schema';
import type { onRequestHookHandler } from 'fastify';
import type { ActivityBook } from '../activity-book.ts';
import { ApiError } from '../api-error.ts';
import type { ApiContext, ApiInstance } from '../context.ts';
import { errors } from '../shapes.ts';

const activityQuery = z.object({
  date: isoDateSchema.optional().describe('Día de negocio, AAAA-MM-DD (por defecto, hoy)'),
  userId: z.string().min(1).max(80).optional().describe('Solo lo que hizo esta persona'),
});

const activityOut = z.object({
  date: z.string(),
  entries: z.array(
    z.object({
      at: z.string().describe('Cuándo (fecha y hora ISO)'),
      userId: z.string(),
      userName: z.string().describe('Quién, por su nombre'),
      kind: z.enum(ACTIVITY_KINDS),
      text: z.string().describe('Qué hizo, en castellano'),
    }),
  ),
  people: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe('Todas las personas con actividad ese día, para filtrar (también con `userId`)'),
});

/**
 * The managers' activity log (DESIGN.md §6): who voided, discounted, refunded, adjusted stock,
 * changed a price or an account on a business day, read from the documents' own records.
 */
export function activityRoutes(app: ApiInstance, ctx: ApiContext, book: ActivityBook): void {
  // After the sign-in guard; the refusal is the schema's, the words the screen shows such a role.
  const managers: onRequestHookHandler = async (request) => {
    if (request.user !== null && !isManagerRole(request.user.role))
      throw new ApiError(403, 'forbidden', ACTIVITY_ROLE_REFUSAL);
  };

  app.get(
    '/api/activity',
    {
      onRequest: [ctx.guards.user, managers],
      schema: {
        tags: ['activity'],
        summary:
          'Registro de actividad de un día: anulaciones, descuentos, devoluciones, stock, precios y cuentas (gerencia)',
        querystring: activityQuery,
        response: { 200: activityOut, ...errors(403) },
      },
    },
    async (request) => {
      const { date = ctx.today(), userId } = request.query;
      const day = await book.day(date);
      return userId === undefined
        ? day
        : { ...day, entries: day.entries.filter((entry) => entry.userId === userId) };
    },
  );
}
