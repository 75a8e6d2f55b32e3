import { z } from 'zod';
import { ANNULMENT_MESSAGES, annulmentSchema, type Annulment } from '@restaurantpro/schema';
import { ApiError } from '../api-error.ts';
import type { ApiContext, ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { idParams } from '../inputs.ts';
import { cashierOf, type MoneyBook } from '../money-book.ts';
import { annulmentOut } from '../money-shapes.ts';
import { ownFields, relay } from '../route-helpers.ts';
import { createRoute, relayRoute } from '../route-kinds.ts';
import { errors } from '../shapes.ts';

const tags = ['tickets'];

const annulmentBody = z.object({
  // Optional here: a missing reason is the stored schema's to refuse, in the words a device hears.
  reason: z.string().max(1000).optional().describe('Por qué se anula: el ticket se emitió por error'),
});

/**
 * An annulment as another till made it, record included: what PUT relays. Its creation stays the
 * till's, since the record's generation time is judged against it (as a device's at `/db`).
 */
const relayedAnnulment = annulmentSchema.omit({
  _id: true,
  _rev: true,
  type: true,
  updatedAt: true,
  updatedBy: true,
});

/**
 * Annulments (registros de anulación): a manager cancels a simplified ticket issued in error and
 * never handed to the customer. The ticket keeps its number and stops counting as a sale. Whether it
 * may be cancelled (a simplified ticket with its record, not refunded nor replaced, its day open, a
 * manager) is the write rules' verdict, as at `/db`; a cancellation is never edited.
 */
export function annulmentRoutes(app: ApiInstance, ctx: ApiContext, book: MoneyBook): void {
  const { model, docs, guards } = ctx;

  async function stored(id: string): Promise<Annulment | undefined> {
    await model.fresh('floor');
    return model.load('annulment', id);
  }

  app.get(
    '/api/tickets/:id/annulment',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'La anulación de un ticket, si se anuló',
        params: idParams,
        response: { 200: annulmentOut, ...errors(404) },
      },
    },
    async (request) => {
      const annulment = await stored(request.params.id);
      if (!annulment) throw new ApiError(404, 'not-found', 'Este ticket no está anulado');
      return toApi(annulment);
    },
  );

  createRoute(
    app,
    {
      url: '/api/tickets/:id/annulment',
      guard: guards.writes('annulment'),
      tags,
      summary: 'Anula un ticket simplificado emitido por error (registro de anulación)',
      description:
        'Gerencia o administración, con el motivo. Solo un ticket simplificado con su registro de facturación, que el cliente no se llevó: ni devuelto ni sustituido por una factura completa, y con su día de caja abierto. El registro de anulación va en la cadena de la API (`API0`). El ticket conserva su número y deja de contar como venta (informe Z, informes). Un ticket se anula una sola vez: una anulación no se modifica ni se borra.',
      params: idParams,
      body: annulmentBody,
      answer: annulmentOut,
      refusals: [404, 409],
    },
    async (request) => {
      const cashier = cashierOf(request);
      const ticket = await book.ticket(request.params.id);
      const reason = request.body.reason ?? '';
      const earlier = await stored(request.params.id);
      if (earlier !== undefined) {
        // A second cancellation is an edit of the first: the rules refuse it, in a device's words.
        const edit = () => ({ ...ownFields(earlier), reason });
        await docs.update('annulment', request.params.id, cashier.actor, edit, true);
        throw new ApiError(409, 'conflict', ANNULMENT_MESSAGES.final);
      }
      return toApi(await book.annul(ticket, reason, cashier));
    },
  );

  relayRoute(
    app,
    {
      url: '/api/tickets/:id/annulment',
      guard: guards.writes('annulment'),
      tags,
      summary: 'Registra la anulación que hizo otro terminal, con su registro de anulación',
      description:
        'Para una caja que emite sus tickets y registros Verifactu por su cuenta (PUT /api/tickets/{id}): la anulación se guarda tal cual, con las mismas reglas que al sincronizar un dispositivo (huella, encadenamiento en la cadena de la caja, el ticket que anula). `createdAt` es el momento en que se generó el registro. Repetir la misma anulación no cambia nada; cambiar una guardada se rechaza.',
      params: idParams,
      body: relayedAnnulment,
      answer: annulmentOut,
      refusals: [409],
    },
    (request) => relay(ctx, 'annulment', request.params.id, request.body, cashierOf(request).actor),
  );
}
