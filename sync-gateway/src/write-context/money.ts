import {
  dayCloseDocId,
  fiscalRecordSchema,
  ticketSchema,
  type FiscalRecord,
  expectedCash,
  idPart,
  isSaleDocument,
  ticketDocId,
  type CashMovement,
  type Check,
  type MoneyContext,
  type Payment,
  type Refund,
  type Ticket,
} from '@restaurantpro/schema';
import { BY_FISCAL_CHAIN, BY_TYPE_DATE } from '../store/current.ts';
import type { StoredDoc } from '../store/types.ts';
import { checkBill } from './bill-sources.ts';
import type { View } from './view.ts';

/** Money types whose rules read the store (settings are judged on their own). */
export const MONEY_CONTEXT_TYPES: ReadonlySet<string> = new Set([
  'payment',
  'adjustment',
  'refund',
  'ticket',
  'cash_movement',
  'day_close',
]);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

interface Clocked {
  clock: () => Date;
  timezone: string;
}

/** Whether the day of `doc` is closed: one read of its deterministic `day_close:<date>` id. */
async function dayClosed(view: View, doc: StoredDoc): Promise<Pick<MoneyContext, 'isDayClosed'>> {
  const day = text(doc.businessDate) ?? '';
  const closed = (await view.byIds([dayCloseDocId(day)])).length > 0;
  return { isDayClosed: (businessDate) => businessDate === day && closed };
}

/** `checkOf` over the checks of `ids` as stored (merges not followed: the rules judge the one named). */
async function checksOf(view: View, ids: readonly string[]): Promise<Pick<MoneyContext, 'checkOf'>> {
  const found = await view.byIds(ids.filter((id) => id !== '').map((id) => `check:${id}`));
  const byId = new Map(found.map((doc) => [idPart(doc._id), doc as unknown as Check]));
  return { checkOf: (checkId) => byId.get(checkId) };
}

/** The refunds of a ticket: of its day or later (a refund never precedes its ticket), by the date index. */
async function refundsOf(view: View, ticketId: string, since: string): Promise<Refund[]> {
  const found = await view.find(
    'refund',
    [{ index: BY_TYPE_DATE, selector: { type: 'refund', businessDate: { $gte: since }, ticketId } }],
    (doc) => doc.ticketId === ticketId,
  );
  return found as unknown as Refund[];
}

/** A business day's cash documents (the date index, one day), for the close's expected cash. */
async function cashOfDay(view: View, businessDate: string): Promise<string> {
  const ofDay = (type: string) =>
    view.find(
      type,
      [{ index: BY_TYPE_DATE, selector: { type, businessDate } }],
      (doc) => doc.businessDate === businessDate,
    );
  const [payments, refunds, cashMovements] = await Promise.all([
    ofDay('payment'),
    ofDay('refund'),
    ofDay('cash_movement'),
  ]);
  return expectedCash({
    payments: payments as unknown as Payment[],
    refunds: refunds as unknown as Refund[],
    cashMovements: cashMovements as unknown as CashMovement[],
  });
}

/**
 * The MoneyContext of one money document (money-writes.ts in the schema): each lookup its rule
 * asks, read before judging (the rules ask synchronously), from the store and the batch's earlier
 * documents (the view). Only what this document's rule reads is read: a payment costs its check and
 * its day's close, a ticket the previous number of its series (and a full invoice the ticket it
 * replaces), a close its day's cash documents.
 * An edit or deletion is refused without reading anything (money documents are written once).
 */
export async function moneyContext(
  view: View,
  prev: StoredDoc | null,
  next: StoredDoc,
  clocked: Clocked,
): Promise<MoneyContext> {
  if (prev !== null) return {};
  switch (next.type) {
    case 'payment':
      return { ...(await dayClosed(view, next)), ...(await checksOf(view, [text(next.checkId) ?? ''])) };
    case 'adjustment': {
      const checkId = text(next.checkId) ?? '';
      const [day, checks, bill] = await Promise.all([
        dayClosed(view, next),
        checksOf(view, [checkId]),
        checkBill(view, checkId, clocked.clock, clocked.timezone),
      ]);
      return {
        ...day,
        ...checks,
        billSourcesOf: (id) =>
          id === checkId && bill !== null ? { view: bill.view, sources: bill.sources } : undefined,
      };
    }
    case 'refund': {
      const ticketId = text(next.ticketId) ?? '';
      const [day, tickets] = await Promise.all([dayClosed(view, next), view.byIds([`ticket:${ticketId}`])]);
      const ticket = tickets[0] as unknown as Ticket | undefined;
      const refunds = ticket === undefined ? [] : await refundsOf(view, ticketId, ticket.businessDate);
      return {
        ...day,
        ticketOf: (id) => (id === ticketId ? ticket : undefined),
        refundsOfTicket: (id) => (id === ticketId ? refunds : []),
      };
    }
    case 'ticket':
      return ticketContext(view, next);
    case 'cash_movement':
      return dayClosed(view, next);
    case 'day_close': {
      const day = text(next.businessDate) ?? '';
      const expected = await cashOfDay(view, day);
      return { expectedCashOf: (businessDate) => (businessDate === day ? expected : '0.00') };
    }
    default:
      return {};
  }
}

/**
 * The records at the written record's place in its chain and the one before it (the chain index,
 * and the batch): what tells a fork, a missing predecessor or a broken link.
 */
async function chainOf(view: View, next: StoredDoc): Promise<Pick<MoneyContext, 'fiscalChain'>> {
  const written = fiscalRecordSchema.safeParse(next.fiscal);
  if (!written.success) return {};
  const { NumeroInstalacion: installation, seq } = written.data;
  const at = (place: number) => ({
    index: BY_FISCAL_CHAIN,
    selector: { 'fiscal.NumeroInstalacion': installation, 'fiscal.seq': place },
  });
  const found = await view.find('ticket', [at(seq - 1), at(seq)], (doc) => {
    const record = doc.fiscal as StoredDoc | undefined;
    return record?.NumeroInstalacion === installation && (record.seq === seq || record.seq === seq - 1);
  });
  const records: FiscalRecord[] = [];
  for (const doc of found) {
    const record = fiscalRecordSchema.safeParse(doc.fiscal);
    if (record.success) records.push(record.data);
  }
  return {
    fiscalChain: {
      recordAt: (inst, place, except) =>
        records.find((r) => r.NumeroInstalacion === inst && r.seq === place && r.NumSerieFactura !== except),
    },
  };
}

/** The tickets among `docs` as the schema reads them (a stored ticket always parses): no cast. */
function ticketsOf(docs: readonly StoredDoc[]): Ticket[] {
  return docs.flatMap((doc) => {
    const parsed = ticketSchema.safeParse(doc);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The full invoices replacing a ticket: of its day or later (an invoice never precedes the ticket it
 * replaces), by the date index, and the batch's.
 */
async function invoicesReplacing(view: View, ticketId: string, since: string): Promise<Ticket[]> {
  const replaces = (doc: StoredDoc) =>
    doc.kind === 'invoice' && (doc.replaces as StoredDoc | undefined)?.ticketId === ticketId;
  const found = await view.find(
    'ticket',
    [
      {
        index: BY_TYPE_DATE,
        selector: {
          type: 'ticket',
          businessDate: { $gte: since },
          kind: 'invoice',
          'replaces.ticketId': ticketId,
        },
      },
    ],
    replaces,
  );
  return ticketsOf(found);
}

/**
 * The sale documents of a check (its simplified invoices and F1s): of its day or later (a ticket never
 * precedes its check), by the date index, and the batch's.
 */
async function saleDocumentsOf(view: View, checkId: string, since: string): Promise<Ticket[]> {
  const sale = (doc: StoredDoc) => doc.checkId === checkId && ticketsOf([doc]).some(isSaleDocument);
  const found = await view.find(
    'ticket',
    [{ index: BY_TYPE_DATE, selector: { type: 'ticket', businessDate: { $gte: since }, checkId } }],
    sale,
  );
  return ticketsOf(found);
}

/**
 * A ticket reads the number before it in its series, its check, the ticket it rectifies or (a full
 * invoice) replaces with the invoices already replacing that one, its record's neighbours in its
 * chain, and (a sale document) the check's other sale documents.
 */
async function ticketContext(view: View, next: StoredDoc): Promise<MoneyContext> {
  const series = text(next.series) ?? '';
  const number = typeof next.number === 'number' ? next.number : 0;
  const named =
    text((next.rectifies as StoredDoc | undefined)?.ticketId) ??
    text((next.replaces as StoredDoc | undefined)?.ticketId);
  const [previous, checks, originals, chain] = await Promise.all([
    number > 1 ? view.byIds([ticketDocId(series, number - 1)]) : Promise.resolve([]),
    checksOf(view, [text(next.checkId) ?? '']),
    named === undefined ? Promise.resolve([]) : view.byIds([`ticket:${named}`]),
    chainOf(view, next),
  ]);
  const original = ticketsOf(originals)[0];
  const checkId = text(next.checkId) ?? '';
  const check = checks.checkOf?.(checkId);
  const [invoices, sales] = await Promise.all([
    next.kind === 'invoice' && named !== undefined && original !== undefined
      ? invoicesReplacing(view, named, original.businessDate)
      : Promise.resolve([]),
    check !== undefined && ticketsOf([next]).some(isSaleDocument)
      ? saleDocumentsOf(view, checkId, check.businessDate)
      : Promise.resolve([]),
  ]);
  return {
    ...checks,
    ...chain,
    ticketExists: (s, n) => s === series && n === number - 1 && previous.length > 0,
    ticketOf: (id) => (id === named ? original : undefined),
    invoicesReplacing: (id) => (id === named ? invoices : []),
    saleDocumentsOf: (id) => (id === checkId ? sales : []),
  };
}
