import type { FastifyRequest } from 'fastify';
import {
  SETTINGS_ID,
  SETTINGS_MISSING_MESSAGE,
  SIMPLIFIED_INVOICE_LIMIT_CENTS,
  billOf,
  buildDirectInvoice,
  buildInvoice,
  checkInvoicedMessage,
  INVOICE_MESSAGES,
  buildRectifyingTicket,
  buildTicket,
  buildAnnulment,
  ANNULMENT_MESSAGES,
  chainRecordSchema,
  fiscalRecordSchema,
  previousOf,
  checkView,
  idPart,
  invoiceSeries,
  isSaleDocument,
  rectifyingSeries,
  replaceableProblem,
  resolveCheckId,
  signedCents,
  ticketDocId,
  ticketSeries,
  withFiscalRecord,
  type Actor,
  type Annulment,
  type ChainHead,
  type Bill,
  type Check,
  type Customer,
  type Payment,
  type Refund,
  type Settings,
  type Ticket,
} from '@restaurantpro/schema';
import { BY_FISCAL_CHAIN, docsByIds, idsFound } from '../store/current.ts';
import type { Store, StoredDoc } from '../store/types.ts';
import { checkBill } from '../write-context/bill-sources.ts';
import { View } from '../write-context/view.ts';
import { ApiError } from './api-error.ts';
import { actor, type ApiContext } from './context.ts';
import { DayDocs } from './day-docs.ts';
import { loadFound } from './route-helpers.ts';
import { Serial } from './serial.ts';

/** Who issues a ticket: the writer, and the name printed as the waiter. */
export interface Cashier {
  actor: Actor;
  name: string;
}

/** The signed-in user as a ticket names them: their name, or their e-mail when they have none. */
export function cashierOf(request: FastifyRequest): Cashier {
  const user = request.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  return { actor: actor(request), name: name.slice(0, 120) };
}

/**
 * The money side as the API reads and issues it: a check's bill (schema's billOf over what the
 * read model holds), the documents of a day, and the API's tickets. Tickets are numbered in the
 * gateway's own API series, one at a time (Serial): the number is read from the store and written in the
 * same turn, so numbers never repeat or skip, the gap-free rule of both doors.
 */
export class MoneyBook {
  readonly days: DayDocs;
  private readonly serial = new Serial();

  constructor(
    private readonly ctx: ApiContext,
    private readonly store: Store,
    private readonly timezone: string,
    /** This gateway's own billing installation (installation.ts): its series and its chain. */
    private readonly installation: string,
  ) {
    this.days = new DayDocs(ctx.model, store, () => ctx.today());
  }

  settings(): Settings | undefined {
    return this.ctx.model.get('settings', idPart(SETTINGS_ID));
  }

  /** The settings a ticket is issued with; 409 while an administrator has not saved them. */
  requireSettings(): Settings {
    const settings = this.settings();
    if (!settings) throw new ApiError(409, 'conflict', SETTINGS_MISSING_MESSAGE);
    return settings;
  }

  /** A check the model holds or, older, the store; 404 otherwise. */
  check(id: string): Promise<Check> {
    return loadFound(this.ctx.model, 'check', id, 'Cuenta no encontrada');
  }

  /** A ticket the model holds or, older, the store; 404 otherwise. */
  ticket(id: string): Promise<Ticket> {
    return loadFound(this.ctx.model, 'ticket', id, 'Ticket no encontrado');
  }

  /**
   * The bill of a check: its lines priced with their IVA, adjustments, taxes, what is paid and due.
   * The money of checks merged into it counts on it, as in the write rules' and the close on
   * payment's bill (write-context/bill-sources.ts), so all three agree on when it is paid.
   */
  bill(check: Check): Bill {
    const { model } = this.ctx;
    const checkId = idPart(check._id);
    const family = this.familyOf(checkId);
    const view = checkView(checkId, {
      checks: model.list('check'),
      orders: model.list('order'),
      transfers: model.list('transfer'),
    });
    const ofFamily = <T extends { checkId: string }>(docs: readonly T[]) =>
      docs.filter((doc) => family.has(doc.checkId));
    const settings = this.settings();
    return billOf(view, {
      productsById: new Map(model.list('product').map((product) => [idPart(product._id), product])),
      ...(settings ? { settings } : {}),
      adjustments: ofFamily(model.list('adjustment')),
      payments: ofFamily(model.list('payment')),
      refunds: ofFamily(model.list('refund')),
    });
  }

  /** Id parts of the check and of every check merged into it (whose money counts on its bill). */
  private familyOf(checkId: string): Set<string> {
    const byId = new Map(this.ctx.model.list('check').map((doc) => [idPart(doc._id), doc]));
    const family = new Set([...byId.keys()].filter((id) => resolveCheckId(id, byId) === checkId));
    return family.add(checkId);
  }

  /** The payments on a check's bill, those of checks merged into it included. */
  paymentsOf(checkId: string): Payment[] {
    const family = this.familyOf(checkId);
    return this.ctx.model.list('payment').filter((payment) => family.has(payment.checkId));
  }

  /**
   * The bill of a check of any day, read from the store as the write rules and the close on payment
   * read it (the check its merges lead to, with the money of the checks merged into it); null for
   * an unknown check. For the Z report, whose day may be older than the read model holds.
   */
  async storedBill(checkId: string): Promise<Bill | null> {
    const view = new View(this.store.db('floor'), []);
    const found = await checkBill(view, checkId, () => this.ctx.now(), this.timezone);
    return found === null ? null : billOf(found.view, found.sources);
  }

  /** Tickets of a check that the model holds (today's and yesterday's), in number order. */
  ticketsOf(checkId: string): Ticket[] {
    return this.ctx.model.list('ticket').filter((ticket) => ticket.checkId === checkId);
  }

  /**
   * Issues the check's ticket in the API's series when its payments cover the bill and it has no
   * sale document yet (from a device or an earlier request): the payment that pays the bill issues
   * it, and a retried payment issues the one a missing settings document held back. A bill over the
   * simplified invoice's 3.000 € limit gets none: its full invoice needs the customer's data.
   */
  async issueIfPaid(check: Check, cashier: Cashier): Promise<Ticket | undefined> {
    return this.serial.run(async () => {
      await this.ctx.model.fresh('floor');
      const checkId = idPart(check._id);
      const bill = this.bill(check);
      if (!bill.isPaid || this.ticketsOf(checkId).some(isSaleDocument)) return undefined;
      // Over the limit a simplified invoice is refused: such a bill is invoiced by POST /api/checks/{id}/invoice.
      if (signedCents(bill.total) > SIMPLIFIED_INVOICE_LIMIT_CENTS) return undefined;
      const settings = this.settings();
      if (!settings) return undefined;
      const series = ticketSeries(settings.seriesPrefix, this.installation);
      const number = await this.nextNumber(series);
      const table = this.ctx.model.get('table', check.tableId);
      const sale = buildTicket(bill, settings, {
        ...this.numbering(series, number, cashier),
        ...(table ? { tableName: `Mesa ${table.number}` } : {}),
        payments: this.paymentsOf(checkId),
      });
      const ticket = withFiscalRecord(sale, await this.chainHead(settings), this.timezone);
      return this.ctx.docs.create('ticket', ticket, cashier.actor, idPart(ticket._id));
    });
  }

  /** The rectifying ticket of a refund, in the API's rectifying series (`R<prefix>-<code>`). */
  async rectify(original: Ticket, refund: Refund, cashier: Cashier): Promise<Ticket> {
    return this.serial.run(async () => {
      const settings = this.requireSettings();
      const series = rectifyingSeries(settings.seriesPrefix, this.installation);
      const number = await this.nextNumber(series);
      const correction = buildRectifyingTicket(original, refund, this.numbering(series, number, cashier));
      const ticket = withFiscalRecord(correction, await this.chainHead(settings), this.timezone);
      return this.ctx.docs.create('ticket', ticket, cashier.actor, idPart(ticket._id));
    });
  }

  /**
   * The full invoice (F3) replacing the simplified invoice `original` for `customer`, in the API's
   * invoice series (`F<prefix>-<code>`) and on its chain. A ticket that is no simplified invoice is
   * refused before an invoice is built from it; the rest (not replaced yet, the same amounts) is the
   * write rules' to say when it is stored.
   */
  async replace(original: Ticket, customer: Customer, cashier: Cashier): Promise<Ticket> {
    const problem = replaceableProblem(original);
    if (problem !== null) throw new ApiError(409, 'conflict', problem);
    return this.serial.run(async () => {
      const settings = this.requireSettings();
      const series = invoiceSeries(settings.seriesPrefix, this.installation);
      const number = await this.nextNumber(series);
      const draft = buildInvoice(original, customer, this.numbering(series, number, cashier), this.timezone);
      const ticket = withFiscalRecord(draft, await this.chainHead(settings), this.timezone);
      return this.ctx.docs.create('ticket', ticket, cashier.actor, idPart(ticket._id));
    });
  }

  /**
   * The full invoice (F1) of a paid check without a sale document, for `customer`: its bill and
   * payments as its ticket would print them, in the API's invoice series and on its chain. What a
   * bill over the simplified invoice's 3.000 € limit gets; the NIF and the one sale document per
   * check are the write rules' to say when it is stored.
   */
  async invoiceCheck(check: Check, customer: Customer, cashier: Cashier): Promise<Ticket> {
    return this.serial.run(async () => {
      await this.ctx.model.fresh('floor');
      const checkId = idPart(check._id);
      const bill = this.bill(check);
      if (!bill.isPaid) throw new ApiError(409, 'conflict', INVOICE_MESSAGES.notPaid);
      const issued = this.ticketsOf(checkId).find(isSaleDocument);
      if (issued) throw new ApiError(409, 'conflict', checkInvoicedMessage(idPart(issued._id)));
      const settings = this.requireSettings();
      const series = invoiceSeries(settings.seriesPrefix, this.installation);
      const number = await this.nextNumber(series);
      const table = this.ctx.model.get('table', check.tableId);
      const draft = buildDirectInvoice(
        bill,
        settings,
        {
          ...this.numbering(series, number, cashier),
          ...(table ? { tableName: `Mesa ${table.number}` } : {}),
          payments: this.paymentsOf(checkId),
        },
        customer,
      );
      const ticket = withFiscalRecord(draft, await this.chainHead(settings), this.timezone);
      return this.ctx.docs.create('ticket', ticket, cashier.actor, idPart(ticket._id));
    });
  }

  /**
   * The annulment of `ticket` with `reason`, its anulación the next record of the API's chain
   * (its installation), whichever device issued the ticket: the installation that generates a record chains it.
   * Stamped at the moment its record is generated. A ticket without a record has nothing to cancel
   * (409); the rest (a simplified ticket, not refunded nor replaced, its day open) is the write
   * rules' to say when it is stored.
   */
  async annul(ticket: Ticket, reason: string, cashier: Cashier): Promise<Annulment> {
    if (ticket.fiscal === undefined) throw new ApiError(409, 'conflict', ANNULMENT_MESSAGES.noRecord);
    return this.serial.run(async () => {
      const settings = this.requireSettings();
      const at = this.ctx.now();
      const request = { ticket, reason, by: cashier.actor.id, at, timeZone: this.timezone };
      const annulment = buildAnnulment(request, await this.chainHead(settings));
      return this.ctx.docs.create('annulment', annulment, cashier.actor, idPart(annulment._id), at);
    });
  }

  private numbering(series: string, number: number, cashier: Cashier) {
    return {
      series,
      number,
      issuedAt: this.ctx.now().toISOString(),
      businessDate: this.ctx.today(),
      by: cashier.actor.id,
      waiter: cashier.name,
    };
  }

  /**
   * The last ticket stored in `series`. Ids are `ticket:<series>-<number padded to six>`, so the
   * last id of the series' key range holds its highest number, whatever its day.
   */
  private async lastOf(series: string): Promise<StoredDoc | undefined> {
    const first = ticketDocId(series, 1);
    const prefix = first.slice(0, first.lastIndexOf('-') + 1);
    const { rows } = await this.store.db('floor').allDocs({
      startkey: `${prefix}\ufff0`,
      endkey: prefix,
      descending: true,
      limit: 1,
      include_docs: true,
    });
    return rows[0]?.doc ?? undefined;
  }

  private async nextNumber(series: string): Promise<number> {
    const last = await this.lastOf(series);
    return typeof last?.number === 'number' ? last.number + 1 : 1;
  }

  /**
   * Where the API's billing chain stands: its sales, rectifying and invoice series are one
   * installation, so its last alta is the latest of the three series' last ones; anulaciones
   * written after it hold the places that follow (found by the chain index, from that place on).
   * Read in the serial turn that writes the next record, as the numbers are.
   */
  private async chainHead(settings: Settings): Promise<ChainHead> {
    const lasts = await Promise.all(
      [ticketSeries, rectifyingSeries, invoiceSeries].map((series) =>
        this.lastOf(series(settings.seriesPrefix, this.installation)),
      ),
    );
    let head: ChainHead = { installation: this.installation, seq: 0 };
    for (const doc of lasts) {
      const record = fiscalRecordSchema.safeParse(doc?.fiscal);
      if (record.success && record.data.seq > head.seq) {
        head = { installation: this.installation, seq: record.data.seq, last: previousOf(record.data) };
      }
    }
    const db = this.store.db('floor');
    const later = await idsFound(db, {
      index: BY_FISCAL_CHAIN,
      selector: { 'fiscal.NumeroInstalacion': this.installation, 'fiscal.seq': { $gt: head.seq } },
    });
    for (const doc of await docsByIds(db, later)) {
      const record = chainRecordSchema.safeParse(doc.fiscal);
      if (record.success && record.data.seq > head.seq) {
        head = { installation: this.installation, seq: record.data.seq, last: previousOf(record.data) };
      }
    }
    return head;
  }
}
