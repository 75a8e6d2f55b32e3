import { z } from 'zod';
import {
  customerInputSchema,
  INVOICE_ROLES,
  idPart,
  isoDateSchema,
  paymentMethodSchema,
  ticketSchema,
  type Customer,
  type Ticket,
} from '@restaurantpro/schema';
import type { ApiContext, ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { newId } from '../ids.ts';
import { confirmedWriteFields, docId, docMoney, idParams } from '../inputs.ts';
import { cashierOf, type Cashier, type MoneyBook } from '../money-book.ts';
import { refundOut, ticketOut } from '../money-shapes.ts';
import { relay } from '../route-helpers.ts';
import { createRoute, relayRoute } from '../route-kinds.ts';
import { errors } from '../shapes.ts';

const tags = ['tickets'];

const refundBody = z.object({
  id: docId.optional().describe('El de la confirmación de gerencia (`refund:<id>`), si la lleva'),
  amount: docMoney,
  method: paymentMethodSchema,
  ...confirmedWriteFields,
});

/** Both ways to a full invoice take the customer's data and answer the invoice issued. */
const fullInvoice = {
  params: idParams,
  body: customerInputSchema,
  response: { 201: ticketOut, ...errors(404, 409) },
};

/** A ticket as another till issued it, record included: what PUT relays. */
const relayedTicket = ticketSchema.omit({
  _id: true,
  _rev: true,
  type: true,
  createdAt: true,
  updatedAt: true,
  updatedBy: true,
});

/**
 * Tickets (facturas simplificadas, their rectifying tickets, and the full invoices that replace them):
 * a ticket is never edited. A mistake on a paid ticket is corrected by a refund, which issues a
 * rectifying ticket in the API's rectifying series; a customer who needs a full invoice gets one in
 * the API's invoice series, replacing the simplified one, or instead of it for a paid check that has
 * none (a bill over the simplified invoice's limit).
 */
export function ticketRoutes(app: ApiInstance, ctx: ApiContext, book: MoneyBook): void {
  const { docs, guards } = ctx;

  app.get(
    '/api/tickets',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Tickets de un día de negocio (hoy si no se indica), por serie y número',
        querystring: z.object({ date: isoDateSchema.optional() }),
        response: { 200: z.array(ticketOut) },
      },
    },
    async (request) => (await book.days.of('ticket', request.query.date ?? ctx.today())).map(toApi),
  );

  app.get(
    '/api/tickets/:id',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Un ticket, tal como se imprimió',
        params: idParams,
        response: { 200: ticketOut, ...errors(404) },
      },
    },
    async (request) => toApi(await book.ticket(request.params.id)),
  );

  relayRoute(
    app,
    {
      url: '/api/tickets/:id',
      guard: guards.writes('ticket'),
      tags,
      summary: 'Registra un ticket emitido por otro terminal, con su registro de facturación',
      description:
        'Para una caja que emite sus tickets y registros Verifactu por su cuenta: el ticket se guarda tal cual, con las mismas reglas que al sincronizar un dispositivo (huella, encadenamiento, importes, numeración sin huecos). El id es `<serie>-<número con 6 cifras>`. Repetir el mismo ticket no cambia nada; cambiar uno guardado se rechaza.',
      params: idParams,
      body: relayedTicket,
      answer: ticketOut,
      refusals: [409],
    },
    (request) => relay(ctx, 'ticket', request.params.id, request.body, cashierOf(request).actor),
  );

  /**
   * Both ways to a full invoice: for the invoicing roles, the customer's data in and the invoice
   * issued (201) out; `issue` finds what it invoices by the path's id.
   */
  function fullInvoiceRoute(
    url: string,
    text: { summary: string; description: string },
    issue: (id: string, customer: Customer, cashier: Cashier) => Promise<Ticket>,
  ): void {
    app.post(
      url,
      { onRequest: guards.roles(INVOICE_ROLES), schema: { tags, ...text, ...fullInvoice } },
      async (request, reply) => {
        const invoice = await issue(request.params.id, request.body, cashierOf(request));
        return reply.code(201).send(toApi(invoice));
      },
    );
  }

  fullInvoiceRoute(
    '/api/tickets/:id/invoice',
    {
      summary:
        'Factura completa: sustituye una factura simplificada por una factura con los datos del cliente',
      description:
        'Gerencia o meseros. Emite una factura (TipoFactura F3, emitida en sustitución de facturas simplificadas) con el NIF, el nombre o razón social y la dirección del cliente, y las mismas líneas, IVA, total y cobros del ticket, en la serie `F<prefijo>-API0` y con su registro de facturación. Solo se sustituye un ticket de venta, y una sola vez; el límite de 3.000 € de la factura simplificada no se aplica.',
    },
    async (id, customer, cashier) => book.replace(await book.ticket(id), customer, cashier),
  );

  fullInvoiceRoute(
    '/api/checks/:id/invoice',
    {
      summary: 'Factura completa de una cuenta pagada que no tiene ticket',
      description:
        'Gerencia o meseros. Para una cuenta pagada sin factura simplificada (la que supera 3.000 €, límite de la factura simplificada, o la de un cliente que pide su factura antes del ticket): emite una factura completa (TipoFactura F1) con el NIF, el nombre o razón social y la dirección del cliente, y las líneas, IVA, total y cobros de la cuenta, en la serie `F<prefijo>-API0` y con su registro de facturación. Una cuenta tiene una sola factura: si ya tiene su ticket o su factura, se rechaza (409); para sustituir un ticket, POST /api/tickets/{id}/invoice.',
    },
    async (id, customer, cashier) => book.invoiceCheck(await book.check(id), customer, cashier),
  );

  createRoute(
    app,
    {
      url: '/api/tickets/:id/refunds',
      guard: guards.writes('refund'),
      tags,
      summary: 'Devolución sobre un ticket: guarda la devolución y emite el ticket rectificativo',
      description:
        'Gerencia, o un camarero con `approvedBy` y `approval` de POST /api/approvals para `refund:<id>` (con ese mismo `id`). El importe no puede superar lo cobrado en el ticket menos lo ya devuelto. El ticket rectificativo va en la serie `R<prefijo>-API0`, con importes negativos.',
      params: idParams,
      body: refundBody,
      answer: z.object({ refund: refundOut, ticket: ticketOut }),
      refusals: [404, 409],
    },
    async (request) => {
      const cashier = cashierOf(request);
      const writer = cashier.actor;
      const original = await book.ticket(request.params.id);
      // Refused before the refund is stored: a refund without its rectifying ticket is half a write.
      book.requireSettings();
      const { id, ...fields } = request.body;
      const refund = await docs.create(
        'refund',
        {
          ...fields,
          ticketId: idPart(original._id),
          checkId: original.checkId,
          businessDate: ctx.today(),
          by: writer.id,
        },
        writer,
        id ?? newId(),
      );
      const ticket = await book.rectify(original, refund, cashier);
      return { refund: toApi(refund), ticket: toApi(ticket) };
    },
  );
}
