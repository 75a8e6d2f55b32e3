import { z } from 'zod';
import {
  idPart,
  isoDateSchema,
  changeFor,
  fromCents,
  paymentMethodSchema,
  paymentSplitSchema,
  toCents,
  type Payment,
} from '@restaurantpro/schema';
import { StoreError } from '../../store/types.ts';
import { ApiError } from '../api-error.ts';
import type { ApiContext, ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { newId } from '../ids.ts';
import { docId, docMoney, idParams } from '../inputs.ts';
import { cashierOf, type Cashier, type MoneyBook } from '../money-book.ts';
import { billOut, paymentOut, ticketOut } from '../money-shapes.ts';
import { errors } from '../shapes.ts';

const tags = ['payments'];

const paymentBody = z.object({
  id: docId
    .optional()
    .describe(
      'Identificador del cobro hecho por el cliente: repetir la petición con el mismo nunca cobra dos veces',
    ),
  amount: docMoney
    .optional()
    .describe('Lo que paga de la cuenta; sin él, la suma de las partes menos la propina'),
  tip: docMoney.default('0.00').describe('Propina, aparte de las ventas'),
  parts: z
    .array(
      z.object({
        method: paymentMethodSchema,
        amount: docMoney.describe('Lo que queda en caja o en la tarjeta (cuenta + propina)'),
        tendered: docMoney.optional().describe('Solo efectivo: lo que entrega el cliente (para el cambio)'),
      }),
    )
    .min(1)
    .max(2)
    .describe('Como mucho una parte en efectivo y otra con tarjeta (mixto)'),
  split: paymentSplitSchema
    .extend({ of: docMoney, parts: z.array(docMoney).min(2).max(50) })
    .optional()
    .describe('Si la cuenta se divide: el importe dividido, sus partes y cuál es esta'),
});

type PaymentBody = z.output<typeof paymentBody>;

/**
 * The payment document's own figures from the request: the amount, when not given, is what the
 * parts bring less the tip; the change is schema's changeFor on the cash handed over. Whether they
 * add up is the rules' to judge (paymentProblem), as for a device's payment.
 */
function paymentFields(body: PaymentBody) {
  const brought = body.parts.reduce((sum, part) => sum + toCents(part.amount), 0);
  const change = body.parts.reduce(
    (sum, part) =>
      sum + (part.tendered === undefined ? 0 : changeFor(toCents(part.tendered), toCents(part.amount))),
    0,
  );
  return {
    amount: body.amount ?? fromCents(brought - toCents(body.tip)),
    tip: body.tip,
    parts: body.parts.map((part) => ({
      method: part.method,
      amount: part.amount,
      ...(part.tendered === undefined ? {} : { tendered: part.tendered }),
    })),
    change: fromCents(change),
    ...(body.split ? { split: body.split } : {}),
  };
}

const paidOut = z.object({
  payment: paymentOut,
  bill: billOut,
  ticket: ticketOut.optional().describe('El ticket, si este cobro deja la cuenta pagada'),
});

/**
 * Payments (cobros). Each one is its own immutable document whose id may come from the client, so
 * a request retried after a dropped answer returns the payment stored the first time and never
 * takes the money twice. Whether it may be stored (the arithmetic, the day still open, a live or
 * paid check) is the schema's verdict through the writer, as at `/db`.
 */
export function paymentRoutes(app: ApiInstance, ctx: ApiContext, book: MoneyBook): void {
  const { model, docs, guards } = ctx;

  /** The answer for a payment stored now or before: it, the bill, and the ticket if it pays the bill. */
  async function answer(payment: Payment, cashier: Cashier) {
    const check = await book.check(payment.checkId);
    const ticket = await book.issueIfPaid(check, cashier);
    return { payment: toApi(payment), bill: book.bill(check), ...(ticket ? { ticket: toApi(ticket) } : {}) };
  }

  /** A payment already stored under `id`, for this check (another check's is a client bug: 409). */
  async function stored(id: string, checkId: string): Promise<Payment | undefined> {
    const payment = await model.load('payment', id);
    if (payment && payment.checkId !== checkId)
      throw new ApiError(409, 'conflict', 'Ese identificador ya es un cobro de otra cuenta');
    return payment;
  }

  app.post(
    '/api/checks/:id/payments',
    {
      onRequest: guards.writes('payment'),
      schema: {
        tags,
        summary: 'Cobra (parte de) una cuenta: efectivo con cambio, tarjeta o mixto, con propina',
        description:
          'Guarda el cobro y devuelve la cuenta al día. Si con él la cuenta queda pagada, emite el ticket (factura simplificada) en la serie de la API (`<prefijo>-API0`, sin huecos). Con el mismo `id` la petición repetida devuelve el cobro guardado (200), nunca otro. Se rechaza en un día cerrado, en una cuenta anulada o unida a otra, y si las partes no suman el importe más la propina o la división no cuadra. Un cobro sobre una cuenta ya pagada se acepta: el exceso queda como aviso para gerencia.',
        params: idParams,
        body: paymentBody,
        response: { 200: paidOut, 201: paidOut, ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const cashier = cashierOf(request);
      const writer = cashier.actor;
      const body = request.body;
      const check = await book.check(request.params.id);
      const checkId = idPart(check._id);
      const before = body.id === undefined ? undefined : await stored(body.id, checkId);
      if (before) return reply.code(200).send(await answer(before, cashier));
      const fields = { ...paymentFields(body), checkId, businessDate: ctx.today(), takenBy: writer.id };
      const id = body.id ?? newId();
      let payment: Payment;
      try {
        payment = await docs.create('payment', fields, writer, id);
      } catch (err) {
        // The same id written meanwhile (a retry racing the first request): that one stands.
        const raced = err instanceof StoreError && err.status === 409 ? await stored(id, checkId) : undefined;
        if (!raced) throw err;
        return reply.code(200).send(await answer(raced, cashier));
      }
      return reply.code(201).send(await answer(payment, cashier));
    },
  );

  app.get(
    '/api/payments',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Cobros de un día de negocio (hoy si no se indica)',
        querystring: z.object({ date: isoDateSchema.optional() }),
        response: { 200: z.array(paymentOut) },
      },
    },
    async (request) => (await book.days.of('payment', request.query.date ?? ctx.today())).map(toApi),
  );
}
