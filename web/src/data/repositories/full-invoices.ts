import {
  annulledTicketIds,
  buildDirectInvoice,
  buildInvoice,
  customerOf,
  type Customer,
  DEFAULT_TIME_ZONE,
  idPart,
  INVOICE_MESSAGES,
  isSaleDocument,
  type MoneyContext,
  replaceableProblem,
  type Ticket,
} from '@restaurantpro/schema';
import { issueOnDevice } from '../ticket-series.ts';
import type { WriteContext } from './context.ts';
import {
  judgeMoneyWrite,
  readCheckMoney,
  requireSettings,
  ticketLookups,
  readTicketToWriteOn,
} from './money-sources.ts';
import { billPrint } from './tickets.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * 'Factura completa': the full invoice (F3) a customer asks for in place of a paid simplified invoice,
 * or (F1) instead of one for a paid check that has none (a bill over the simplified invoice's 3.000 €
 * limit gets no ticket), issued on this device in its invoice series ('FT-K7Q4') and chained with its
 * other tickets. The simplified invoice stays as printed; the invoice repeats its lines, taxes, total
 * and payments (an F1, the check's bill) and names the customer. (Supplier invoices are invoices.ts,
 * on the office replica.)
 */

export interface InvoiceRequest {
  /** The simplified invoice's id part (`T-K7Q4-000012`). */
  ticketId: string;
  /** NIF, name and address as typed: stored normalized (customerOf). */
  customer: Customer;
  /** Who is printed as having served; the simplified invoice's waiter when not given. */
  waiter?: string;
  timeZone?: string;
}

/** Whether `ticket` is made out to `customer` (NIF, name and address as stored). */
const invoicedTo = ({ customer: to }: Ticket, customer: Customer) =>
  to !== undefined && to.nif === customer.nif && to.name === customer.name && to.address === customer.address;

/**
 * Issues the invoice replacing `request.ticketId`, or returns the one this replica already holds for the
 * same customer (a retry issues none). The schema's rules are asked as the gateway will ask them: a
 * simplified invoice, not replaced by another invoice, the same amounts, a NIF that verifies.
 */
export const issueInvoice = repositoryWrite(async function issueInvoice(
  db: PouchDB.Database,
  request: InvoiceRequest,
  ctx: WriteContext,
): Promise<Ticket> {
  const { ticket: replaced, settings, sources } = await readTicketToWriteOn(db, request.ticketId);
  const notReplaceable = replaceableProblem(replaced);
  if (notReplaceable) throw new WriteError('refused', notReplaceable);
  const customer = customerOf(request.customer);
  const issued = sources.tickets.find(
    (ticket) =>
      ticket.kind === 'invoice' &&
      ticket.replaces?.ticketId === request.ticketId &&
      invoicedTo(ticket, customer),
  );
  if (issued) return issued;
  // Only the lookups the replacement rule reads: the numbering and the chain are the gateway's to
  // check (this replica may no longer hold an earlier ticket of the series, or the check).
  const context: MoneyContext = ticketLookups(sources);
  const timeZone = request.timeZone ?? DEFAULT_TIME_ZONE;
  const waiter = request.waiter ?? replaced.waiter;
  return issueOnDevice(
    db,
    { prefix: settings.seriesPrefix, kind: 'invoice', timeZone },
    ctx,
    (numbering) => buildInvoice(replaced, customer, { ...numbering, waiter }, timeZone),
    (ticket) => judgeMoneyWrite(ctx.actor, ticket, context),
  );
});

export interface DirectInvoiceRequest {
  checkId: string;
  /** NIF, name and address as typed: stored normalized (customerOf). */
  customer: Customer;
  /** The waiter as printed (the signed-in user's name). */
  waiter: string;
  /** 'Mesa 3', as printed. */
  tableName?: string;
  timeZone?: string;
}

/**
 * Issues the full invoice (F1) of a paid check that has no sale document, or returns the one this
 * replica already holds for the same customer (a retry issues none). A check already invoiced, by its
 * ticket or another customer's invoice, is refused in the rule's words, as the gateway refuses it.
 */
export const issueDirectInvoice = repositoryWrite(async function issueDirectInvoice(
  db: PouchDB.Database,
  request: DirectInvoiceRequest,
  ctx: WriteContext,
): Promise<Ticket> {
  const { money, sources } = await readCheckMoney(db, request.checkId);
  const settings = requireSettings(sources);
  const customer = customerOf(request.customer);
  const issued = money.tickets.find(
    (ticket) => ticket.kind === 'invoice' && isSaleDocument(ticket) && invoicedTo(ticket, customer),
  );
  if (issued) return issued;
  if (!money.bill.isPaid) throw new WriteError('refused', INVOICE_MESSAGES.notPaid);
  // A cancelled ticket is no longer its check's sale: the check may get its invoice instead.
  const annulled = annulledTicketIds(sources.annulments);
  const context: MoneyContext = {
    saleDocumentsOf: (checkId) =>
      sources.tickets.filter(
        (ticket) => ticket.checkId === checkId && isSaleDocument(ticket) && !annulled.has(idPart(ticket._id)),
      ),
  };
  return issueOnDevice(
    db,
    { prefix: settings.seriesPrefix, kind: 'invoice', timeZone: request.timeZone },
    ctx,
    (numbering) => buildDirectInvoice(money.bill, settings, billPrint(numbering, request, money.payments), customer),
    (ticket) => judgeMoneyWrite(ctx.actor, ticket, context),
  );
});
