import { fromCents, invoiceStatusLabel, invoiceStatusOf, toCents, type Invoice } from '@restaurantpro/schema';
import type { Store } from '../../store/types.ts';
import { unknownReference } from '../api-error.ts';
import { actor, BACK_OFFICE, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { idParams } from '../inputs.ts';
import { changeRoute, createRoute } from '../route-kinds.ts';
import { errors } from '../shapes.ts';
import { invoiceBody, invoiceQuery } from '../supply-inputs.ts';
import { invoiceListOut, invoiceOut } from '../supply-shapes.ts';
import { uploadStored } from './uploads.ts';

const tags = ['invoices'];
const NOT_FOUND = 'Factura no encontrada';
const DOCUMENT_MISSING =
  'El documento no se ha subido: pide una dirección con POST /api/invoices/documents/upload y súbelo antes';

/**
 * Supplier invoices (office database, the back office's). The status shown is schema's
 * invoiceStatusOf as of the business day ('Vencida' is derived from the due date, never stored).
 * Whether an invoice may be stored (its supplier exists) is the write rules' verdict, as at `/db`.
 * The attached document is a file uploaded through the signed upload path (PDF or image, sniffed by
 * its bytes, 10 MB at most): the invoice only keeps its address.
 */
export function invoiceRoutes(app: ApiInstance, ctx: ApiContext, store: Store): void {
  const { model, docs, guards } = ctx;

  const shown = (invoice: Invoice) => ({
    ...toApi(invoice),
    status: invoiceStatusOf(invoice, ctx.today()),
    statusLabel: invoiceStatusLabel(invoice, ctx.today()),
  });

  /** A document address must name a file uploaded for an invoice: the API never stores a dangling one. */
  const checkDocument = async (documentUrl: string | undefined) => {
    if (documentUrl !== undefined && !(await uploadStored(store, 'document', documentUrl)))
      throw unknownReference('/documentUrl', DOCUMENT_MISSING);
  };

  app.get(
    '/api/invoices',
    {
      onRequest: guards.roles(BACK_OFFICE),
      schema: {
        tags,
        summary: 'Facturas de proveedores, con filtros y totales',
        description:
          'Filtra por proveedor, por estado mostrado (pendiente, pagada, vencida, anulada) y por mes de la fecha de la factura. Los totales suman las facturas listadas.',
        querystring: invoiceQuery,
        response: { 200: invoiceListOut },
      },
    },
    async (request) => {
      const { supplierId, status, month } = request.query;
      await model.fresh('office');
      const invoices = model
        .list('invoice')
        .map(shown)
        .filter(
          (invoice) =>
            (supplierId === undefined || invoice.supplierId === supplierId) &&
            (status === undefined || invoice.status === status) &&
            (month === undefined || invoice.date.startsWith(`${month}-`)),
        )
        .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
      const sum = (pick: (invoice: (typeof invoices)[number]) => boolean) =>
        fromCents(invoices.filter(pick).reduce((total, invoice) => total + toCents(invoice.amount), 0));
      return {
        invoices,
        totals: {
          count: invoices.length,
          amount: sum(() => true),
          pending: sum((invoice) => invoice.status === 'pending' || invoice.status === 'overdue'),
          overdue: sum((invoice) => invoice.status === 'overdue'),
          paid: sum((invoice) => invoice.status === 'paid'),
        },
      };
    },
  );

  const invoice = { guard: guards.writes('invoice'), tags, body: invoiceBody, answer: invoiceOut };
  createRoute(
    app,
    {
      ...invoice,
      url: '/api/invoices',
      summary: 'Registra una factura de proveedor',
      description: 'El proveedor debe existir. El documento, si lo hay, se sube antes (PDF o imagen, 10 MB).',
      refusals: [409],
    },
    async (request) => {
      const { id, ...fields } = request.body;
      await checkDocument(fields.documentUrl);
      return shown(await docs.create('invoice', fields, actor(request), id));
    },
  );

  changeRoute(
    app,
    {
      ...invoice,
      url: '/api/invoices/:id',
      summary: 'Reemplaza una factura (un campo omitido se borra o toma su valor por defecto)',
      params: idParams,
      refusals: [404, 409],
      notFound: NOT_FOUND,
    },
    async (request) => {
      const { id: _id, ...fields } = request.body;
      await checkDocument(fields.documentUrl);
      const doc = await docs.replace('invoice', request.params.id, actor(request), fields);
      return doc && shown(doc);
    },
  );

  app.post(
    '/api/invoices/:id/pay',
    {
      onRequest: guards.writes('invoice'),
      schema: {
        tags,
        summary: 'Marca pagada una factura',
        description: 'Una factura ya pagada se devuelve tal cual (200): repetir la petición no cambia nada.',
        params: idParams,
        response: { 200: invoiceOut, ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const doc = await docs.update('invoice', request.params.id, actor(request), (current) =>
        current.status === 'paid' ? null : { status: 'paid' },
      );
      return doc ? shown(doc) : reply.notFound(NOT_FOUND);
    },
  );
}
