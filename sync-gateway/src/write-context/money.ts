import {
  annulmentDocId,
  annulmentSchema,
  chainRecordKey,
  chainRecordSchema,
  dayCloseDocId,
  ticketSchema,
  type ChainRecord,
  expectedCash,
  idPart,
  isSaleDocument,
  kindsWhere,
  type DocType,
  ticketDocId,
  type Annulment,
  type MoneyContext,
  type Refund,
  type Ticket,
} from '@restaurantpro/schema';
import { BY_FISCAL_CHAIN, BY_TYPE_DATE } from '../store/current.ts';
import { storedOfKind } from '../store/docs.ts';
import type { StoredDoc } from '../store/types.ts';
import { checkBill } from './bill-sources.ts';
import type { View } from './view.ts';

/** Money types whose rules read the store (settings are judged on their own). */
export const MONEY_CONTEXT_TYPES: ReadonlySet<string> = new Set(
  kindsWhere((kind) => kind.context === 'money'),
);

/** The types whose documents hold a chain's records: tickets (altas) and annulments (anulaciones). */
const CHAIN_TYPES: readonly string[] = kindsWhere((kind) => kind.chain === true);

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
  const byId = new Map(storedOfKind('check', found).map((doc) => [idPart(doc._id), doc]));
  return { checkOf: (checkId) => byId.get(checkId) };
}

/** The refunds of a ticket: of its day or later (a refund never precedes its ticket), by the date index. */
async function refundsOf(view: View, ticketId: string, since: string): Promise<Refund[]> {
  const found = await view.find(
    'refund',
    [{ index: BY_TYPE_DATE, selector: { type: 'refund', businessDate: { $gte: since }, ticketId } }],
    (doc) => doc.ticketId === ticketId,
  );
  return storedOfKind('refund', found);
}

/** The annulment of a ticket: one read of its deterministic `annulment:<ticket>` id. */
async function annulmentOf(view: View, ticketId: string): Promise<Annulment | undefined> {
  const [found] = await view.byIds([annulmentDocId(ticketId)]);
  const parsed = annulmentSchema.safeParse(found);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A refund reads its ticket and its day, the ticket's earlier refunds, and whether the customer's
 * ticket was cancelled or replaced by a full invoice (both are refused a refund at the till).
 */
async function refundContext(view: View, next: StoredDoc): Promise<MoneyContext> {
  const ticketId = text(next.ticketId) ?? '';
  const [day, facts, annulment] = await Promise.all([
    dayClosed(view, next),
    ticketFacts(view, ticketId),
    annulmentOf(view, ticketId),
  ]);
  return { ...day, ...facts, annulmentOf: (id) => (id === ticketId ? annulment : undefined) };
}

/**
 * What the customer holds of a ticket: the ticket, its refunds and the full invoices replacing it
 * (of its day or later). A refund and an annulment both read them.
 */
async function ticketFacts(
  view: View,
  ticketId: string,
): Promise<Pick<MoneyContext, 'ticketOf' | 'refundsOfTicket' | 'invoicesReplacing'>> {
  const ticket = ticketId === '' ? undefined : ticketsOf(await view.byIds([`ticket:${ticketId}`]))[0];
  const [refunds, invoices] =
    ticket === undefined
      ? [[], []]
      : await Promise.all([
          refundsOf(view, ticketId, ticket.businessDate),
          invoicesReplacing(view, ticketId, ticket.businessDate),
        ]);
  return {
    ticketOf: (id) => (id === ticketId ? ticket : undefined),
    refundsOfTicket: (id) => (id === ticketId ? refunds : []),
    invoicesReplacing: (id) => (id === ticketId ? invoices : []),
  };
}

/** A business day's cash documents (the date index, one day), for the close's expected cash. */
async function cashOfDay(view: View, businessDate: string): Promise<string> {
  const ofDay = async <K extends DocType>(type: K) =>
    storedOfKind(
      type,
      await view.find(
        type,
        [{ index: BY_TYPE_DATE, selector: { type, businessDate } }],
        (doc) => doc.businessDate === businessDate,
      ),
    );
  const [payments, refunds, cashMovements] = await Promise.all([
    ofDay('payment'),
    ofDay('refund'),
    ofDay('cash_movement'),
  ]);
  return expectedCash({ payments, refunds, cashMovements });
}

/**
 * The MoneyContext of one money document (money-writes.ts in the schema): each lookup its rule
 * asks, read before judging (the rules ask synchronously), from the store and the batch's earlier
 * documents (the view). Only what this document's rule reads is read: a payment costs its check and
 * its day's close, a ticket the previous number of its series (and a full invoice the ticket it
 * replaces), an annulment its ticket and what corrected it, a close its day's cash documents.
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
    case 'refund':
      return refundContext(view, next);
    case 'ticket':
      return ticketContext(view, next);
    case 'annulment':
      return annulmentContext(view, next);
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
 * and the batch): what tells a fork, a missing predecessor or a broken link. A device's chain holds
 * its tickets' altas and its annulments' anulaciones alike, so both types are looked at.
 */
async function chainOf(view: View, next: StoredDoc): Promise<Pick<MoneyContext, 'fiscalChain'>> {
  const written = chainRecordSchema.safeParse(next.fiscal);
  if (!written.success) return {};
  const { NumeroInstalacion: installation, seq } = written.data;
  const at = (place: number) => ({
    index: BY_FISCAL_CHAIN,
    selector: { 'fiscal.NumeroInstalacion': installation, 'fiscal.seq': place },
  });
  const found = await view.find(CHAIN_TYPES, [at(seq - 1), at(seq)], (doc) => {
    const record = doc.fiscal as StoredDoc | undefined;
    return record?.NumeroInstalacion === installation && (record.seq === seq || record.seq === seq - 1);
  });
  const records: ChainRecord[] = [];
  for (const doc of found) {
    const record = chainRecordSchema.safeParse(doc.fiscal);
    if (record.success) records.push(record.data);
  }
  return {
    fiscalChain: {
      recordAt: (inst, place, except) =>
        records.find((r) => r.NumeroInstalacion === inst && r.seq === place && chainRecordKey(r) !== except),
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
 * invoice) replaces with the invoices already replacing that one and its annulment, its record's
 * neighbours in its chain, and (a sale document) the check's other sale documents.
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
  const replacing = next.kind === 'invoice' && named !== undefined && original !== undefined;
  const [invoices, sales, annulment] = await Promise.all([
    replacing ? invoicesReplacing(view, named, original.businessDate) : Promise.resolve([]),
    check !== undefined && ticketsOf([next]).some(isSaleDocument)
      ? saleDocumentsOf(view, checkId, check.businessDate)
      : Promise.resolve([]),
    replacing ? annulmentOf(view, named) : Promise.resolve(undefined),
  ]);
  return {
    ...checks,
    ...chain,
    ticketExists: (s, n) => s === series && n === number - 1 && previous.length > 0,
    ticketOf: (id) => (id === named ? original : undefined),
    invoicesReplacing: (id) => (id === named ? invoices : []),
    annulmentOf: (id) => (id === named ? annulment : undefined),
    saleDocumentsOf: (id) => (id === checkId ? sales : []),
  };
}

/**
 * An annulment reads the ticket it cancels, whether the customer holds that ticket in another form
 * (its refunds, the full invoices replacing it), whether its day is closed, and its record's
 * neighbours in the writing device's chain.
 */
async function annulmentContext(view: View, next: StoredDoc): Promise<MoneyContext> {
  const [day, facts, chain] = await Promise.all([
    dayClosed(view, next),
    ticketFacts(view, text(next.ticketId) ?? ''),
    chainOf(view, next),
  ]);
  return { ...day, ...facts, ...chain };
}
