import {
  checkMoneyWrite,
  docId,
  idPart,
  type MoneyContext,
  type MoneyDoc,
  type Settings,
  SETTINGS_ID,
  SETTINGS_MISSING_MESSAGE,
  type Ticket,
} from '@restaurantpro/schema';
import { billInputs, type CheckMoney, checkMoney, type MoneySources } from '../../lib/check-money.ts';
import { allOfType, getOrNull, type StoredDoc } from '../queries.ts';
import type { Writer } from './context.ts';
import { WriteError } from './write-error.ts';

/** Every document a check's money is read from, as the replica holds them now. */
export async function readMoneySources(db: PouchDB.Database): Promise<MoneySources> {
  const [checks, orders, transfers, products, settings, adjustments, payments, refunds, tickets, annulments] = await Promise.all([
    allOfType(db, 'check'),
    allOfType(db, 'order'),
    allOfType(db, 'transfer'),
    allOfType(db, 'product'),
    getOrNull<Settings & StoredDoc>(db, SETTINGS_ID),
    allOfType(db, 'adjustment'),
    allOfType(db, 'payment'),
    allOfType(db, 'refund'),
    allOfType(db, 'ticket'),
    allOfType(db, 'annulment'),
  ]);
  return { checks, orders, transfers, products, settings, adjustments, payments, refunds, tickets, annulments };
}

/** The money of a check the replica holds; a check it does not know is refused, as the gateway would. */
export async function readCheckMoney(
  db: PouchDB.Database,
  checkId: string,
): Promise<{ money: CheckMoney; sources: MoneySources }> {
  const sources = await readMoneySources(db);
  const money = checkMoney(checkId, sources);
  if (!money) throw new WriteError('not-found', 'La cuenta ya no existe');
  return { money, sources };
}

/**
 * What the schema's money rules read, answered from the replica: the same lookups the gateway
 * answers from its store, so the device refuses a write in the gateway's words before saving it.
 * The approval's signature is the gateway's alone to verify.
 */
export async function replicaMoneyContext(db: PouchDB.Database, sources: MoneySources): Promise<MoneyContext> {
  const closed = new Set((await allOfType(db, 'day_close')).map((close) => close.businessDate));
  return {
    checkOf: (checkId) => sources.checks.find((check) => idPart(check._id) === checkId),
    billSourcesOf: (checkId) => {
      if (!sources.checks.some((check) => idPart(check._id) === checkId)) return undefined;
      const { view, sources: bill } = billInputs(checkId, sources);
      return { view, sources: bill };
    },
    isDayClosed: (businessDate) => closed.has(businessDate),
    ...ticketLookups(sources),
    ticketExists: (series, number) => sources.tickets.some((ticket) => ticket.series === series && ticket.number === number),
    refundsOfTicket: (ticketId) => sources.refunds.filter((refund) => refund.ticketId === ticketId),
  };
}

/** A ticket by id part, and the full invoices replacing one, as the replica holds them. */
export function ticketLookups(sources: Pick<MoneySources, 'tickets'>): Required<Pick<MoneyContext, 'ticketOf' | 'invoicesReplacing'>> {
  return {
    ticketOf: (ticketId) => sources.tickets.find((ticket) => idPart(ticket._id) === ticketId),
    invoicesReplacing: (ticketId) =>
      sources.tickets.filter((ticket) => ticket.kind === 'invoice' && ticket.replaces?.ticketId === ticketId),
  };
}

/** Judges a new money document with the schema's rule; a refusal throws its Spanish reason. */
export function judgeMoneyWrite(actor: Writer, doc: MoneyDoc, context: MoneyContext): void {
  const verdict = checkMoneyWrite(actor, null, doc, context);
  if (!verdict.ok) throw new WriteError('refused', verdict.reason);
}

/**
 * Stores a new money document once the schema's rule, asked with the replica's facts as the gateway
 * asks it with its store's, lets it through.
 */
export async function storeMoneyDoc(
  db: PouchDB.Database,
  actor: Writer,
  doc: MoneyDoc,
  sources: MoneySources,
): Promise<void> {
  judgeMoneyWrite(actor, doc, await replicaMoneyContext(db, sources));
  await db.put(doc);
}

/** The restaurant's settings, which print on every ticket: without them nothing is issued. */
export function requireSettings(sources: Pick<MoneySources, 'settings'>): Settings {
  if (!sources.settings) throw new WriteError('refused', SETTINGS_MISSING_MESSAGE);
  return sources.settings;
}

/**
 * The ticket `ticketId` (its id part) a write is about, the settings its next document prints, and
 * the money sources they were read from.
 */
export async function readTicketToWriteOn(
  db: PouchDB.Database,
  ticketId: string,
): Promise<{ ticket: Ticket; settings: Settings; sources: MoneySources }> {
  const sources = await readMoneySources(db);
  const ticket = sources.tickets.find((doc) => doc._id === docId('ticket', ticketId));
  if (!ticket) throw new WriteError('not-found', 'El ticket ya no existe');
  return { ticket, settings: requireSettings(sources), sources };
}
