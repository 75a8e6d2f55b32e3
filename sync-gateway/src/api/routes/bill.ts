import { z } from 'zod';
import { idPart } from '@restaurantpro/schema';
import type { ApiContext, ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { idParams } from '../inputs.ts';
import type { MoneyBook } from '../money-book.ts';
import { billOut, paymentOut, ticketOut } from '../money-shapes.ts';
import { errors } from '../shapes.ts';

/**
 * The bill of a check (the pre-bill while it is live): schema's billOf over the check's rounds,
 * the products' IVA rates, its adjustments, payments and refunds, with the payments and the
 * tickets themselves.
 */
export function billRoutes(app: ApiInstance, ctx: ApiContext, book: MoneyBook): void {
  app.get(
    '/api/checks/:id/bill',
    {
      onRequest: ctx.guards.user,
      schema: {
        tags: ['payments'],
        summary: 'La cuenta para cobrar: líneas, IVA por tipo, total, pagado, pendiente y tickets',
        description:
          'Precios sin IVA: el IVA de cada tipo se calcula sobre la base de ese tipo y se redondea una vez por tipo. `due` es lo que falta; `overpaid`, lo cobrado de más (dos dispositivos cobrando a la vez).',
        params: idParams,
        response: {
          200: billOut.extend({ payments: z.array(paymentOut), tickets: z.array(ticketOut) }),
          ...errors(404),
        },
      },
    },
    async (request) => {
      const check = await book.check(request.params.id);
      const checkId = idPart(check._id);
      return {
        ...book.bill(check),
        payments: book.paymentsOf(checkId).map(toApi),
        tickets: book.ticketsOf(checkId).map(toApi),
      };
    },
  );
}
