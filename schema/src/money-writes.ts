/**
 * The write rules of the money side (DESIGN.md §10), dispatched from checkWrite once the writer's
 * role may write the type. Every money document is immutable: a mistake is corrected by a new
 * document (a refund, another discount), never by an edit, so a stale copy or a retry on another
 * device can never lose or double money. What the rules read beyond the document comes from the
 * MoneyContext the gateway fills; a device judging its own write has none, and leaves those rules
 * to the gateway.
 */
import type { CashMovement, DayClose } from './docs/cash.ts';
import type { Check } from './docs/check.ts';
import type { Annulment } from './docs/annulment.ts';
import type { AnyDoc } from './docs/index.ts';
import type { Adjustment, Payment, Refund } from './docs/money.ts';
import type { Settings } from './docs/settings.ts';
import type { Ticket } from './docs/ticket.ts';
import { idPart } from './ids.ts';
import { kindsWhere } from './kinds.ts';
import { isManagerRole, type Role } from './roles.ts';
import type { CheckView } from './rules/check-view.ts';
import { isLiveCheck } from './rules/check-view.ts';
import { CHECK_CLOSED_MESSAGE, CHECK_MISSING_MESSAGE } from './rules/checks.ts';
import {
  ADJUSTMENT_FINAL_MESSAGE,
  ADJUSTMENT_ROLE_MESSAGE,
  adjustmentProblem,
  adjustmentShapeProblem,
} from './rules/money/adjustments.ts';
import { billOf, type BillSources } from './rules/money/bill.ts';
import {
  CASH_MOVEMENT_FINAL_MESSAGE,
  cashMovementProblem,
  closedDayMessage,
  dayCloseProblem,
} from './rules/money/cash.ts';
import { PAYMENT_FINAL_MESSAGE, paymentProblem } from './rules/money/payments.ts';
import {
  REFUND_FINAL_MESSAGE,
  REFUND_ROLE_MESSAGE,
  TICKET_MISSING_MESSAGE,
  refundProblem,
} from './rules/money/refunds.ts';
import { SETTINGS_DELETE_MESSAGE, settingsProblem } from './rules/money/settings.ts';
import { TICKET_FINAL_MESSAGE, previousTicketMessage, ticketProblem } from './rules/money/tickets.ts';
import {
  INVOICE_MESSAGES,
  INVOICE_ROLES,
  replacementProblem,
  saleDocumentProblem,
} from './rules/money/invoice-check.ts';
import {
  FISCAL_MESSAGES,
  fiscalChainProblem,
  fiscalRecordProblem,
  type FiscalChainLookup,
} from './rules/fiscal/record.ts';
import { ANNULMENT_MESSAGES, annulmentProblem } from './rules/fiscal/annulment.ts';
import { VOID_APPROVAL_MESSAGE, docApprovalSubject, type VerifyApproval } from './rules/voids.ts';
import {
  NOTHING_TO_WRITE_MESSAGE,
  OK,
  deny,
  unchanged,
  verdict,
  type WriteCheck,
  type WriteRule,
} from './write-check.ts';

/**
 * What the money rules read, each a small synchronous lookup the gateway answers from the store AND
 * from the documents earlier in the same batch (a device pushes a check, its payment and its ticket
 * together). All optional: a member left out skips the rule that needs it.
 */
export interface MoneyContext {
  /** A check by id part, as stored (not followed through merges); undefined: no such check. */
  checkOf?(checkId: string): Check | undefined;
  /**
   * The view and bill sources of a check by id part, for adjustments: its lines (checkView, merges
   * followed), products, settings, and its adjustments, payments and refunds (the written
   * adjustment may be among them: it is left out before judging).
   */
  billSourcesOf?(checkId: string): { view: CheckView; sources: BillSources } | undefined;
  /** Whether `day_close:<businessDate>` is stored. */
  isDayClosed?(businessDate: string): boolean;
  /** A ticket by id part (`T-K7Q4-000042`). */
  ticketOf?(ticketId: string): Ticket | undefined;
  /** Whether ticket number `number` of `series` is stored (or earlier in the batch). */
  ticketExists?(series: string, number: number): boolean;
  /** The refunds on a ticket (id part), stored or earlier in the batch. */
  refundsOfTicket?(ticketId: string): readonly Refund[];
  /** The full invoices replacing a ticket (id part), stored or earlier in the batch. */
  invoicesReplacing?(ticketId: string): readonly Ticket[];
  /** The annulment of a ticket (id part), stored or earlier in the batch: of a refund's ticket, an
   * invoice's replaced ticket, and a sale document's check's other sale documents. */
  annulmentOf?(ticketId: string): Annulment | undefined;
  /** The sale documents of a check (id part): its simplified invoices and F1s, stored or earlier in the batch. */
  saleDocumentsOf?(checkId: string): readonly Ticket[];
  /** The expected cash of a business day from the store now (expectedCash over its documents). */
  expectedCashOf?(businessDate: string): string;
  /** The billing records of a ticket's installation chain, stored or earlier in the batch. */
  fiscalChain?: FiscalChainLookup;
  verifyApproval?: VerifyApproval;
}

export type MoneyDoc =
  Payment | Adjustment | Refund | Ticket | Annulment | CashMovement | DayClose | Settings;

/**
 * The types of MoneyDoc, whose write rules are this module's (checkWrite hands them over): the kinds
 * judged in the money context, and the restaurant's settings (its fiscal identity heads every ticket).
 */
const MONEY_TYPES: ReadonlySet<string> = new Set<MoneyDoc['type']>([
  ...kindsWhere<MoneyDoc['type']>((kind) => kind.context === 'money'),
  'settings',
]);

export function isMoneyDoc(doc: AnyDoc): doc is MoneyDoc {
  return MONEY_TYPES.has(doc.type);
}

function dayProblem(businessDate: string, context: MoneyContext | undefined): string | null {
  return context?.isDayClosed?.(businessDate) === true ? closedDayMessage(businessDate) : null;
}

/**
 * A floor role's discount or refund needs a manager's confirmation for exactly this document: a
 * missing one is the role's refusal; a forged, stale or foreign one is refused as invalid.
 */
function approvalCheck(
  doc: Adjustment | Refund,
  role: Role,
  roleMessage: string,
  verify: VerifyApproval | undefined,
): WriteCheck | null {
  if (isManagerRole(role)) return null;
  if (doc.approvedBy === undefined || doc.approval === undefined)
    return { ok: false, reason: roleMessage, byRole: true };
  const subject = docApprovalSubject(doc.approvedBy, doc._id);
  return verify !== undefined && !verify(doc.approval, subject) ? deny(VOID_APPROVAL_MESSAGE) : null;
}

function paymentWrite(
  payment: Payment,
  actor: { id: string; role: Role },
  context?: MoneyContext,
): WriteCheck {
  if (payment.takenBy !== actor.id && !isManagerRole(actor.role))
    return deny('El cobro debe quedar a nombre de quien cobra');
  const problem = paymentProblem(payment) ?? dayProblem(payment.businessDate, context);
  if (problem !== null || context?.checkOf === undefined) return verdict(problem);
  // A closed (already paid) check still takes it: two devices paid at once, the surplus is an alert.
  const check = context.checkOf(payment.checkId);
  if (check === undefined) return deny(CHECK_MISSING_MESSAGE);
  if (check.status === 'voided') return deny('No se puede cobrar una cuenta anulada');
  return check.status === 'merged' ? deny('Esta cuenta se unió a otra: cobra en la cuenta de esa mesa') : OK;
}

function adjustmentWrite(
  adj: Adjustment,
  actor: { id: string; role: Role },
  context?: MoneyContext,
): WriteCheck {
  if (adj.by !== actor.id) return deny('El descuento debe quedar a nombre de quien lo hace');
  const approval = approvalCheck(adj, actor.role, ADJUSTMENT_ROLE_MESSAGE, context?.verifyApproval);
  if (approval !== null) return approval;
  const problem = adjustmentShapeProblem(adj) ?? dayProblem(adj.businessDate, context);
  if (problem !== null) return deny(problem);
  const check = context?.checkOf?.(adj.checkId);
  if (context?.checkOf !== undefined && check === undefined) return deny(CHECK_MISSING_MESSAGE);
  if (check !== undefined && !isLiveCheck(check)) return deny(CHECK_CLOSED_MESSAGE);
  const found = context?.billSourcesOf?.(adj.checkId);
  if (found === undefined) return OK;
  const others = found.sources.adjustments.filter((earlier) => earlier._id !== adj._id);
  return verdict(adjustmentProblem(adj, billOf(found.view, { ...found.sources, adjustments: others })));
}

function refundWrite(refund: Refund, actor: { id: string; role: Role }, context?: MoneyContext): WriteCheck {
  if (refund.by !== actor.id) return deny('La devolución debe quedar a nombre de quien la hace');
  const approval = approvalCheck(refund, actor.role, REFUND_ROLE_MESSAGE, context?.verifyApproval);
  if (approval !== null) return approval;
  const problem = dayProblem(refund.businessDate, context);
  if (problem !== null || context?.ticketOf === undefined) return verdict(problem);
  const ticket = context.ticketOf(refund.ticketId);
  if (ticket === undefined) return deny(TICKET_MISSING_MESSAGE);
  // The customer never had a cancelled ticket; one replaced by a full invoice is corrected on it.
  if (context.annulmentOf?.(refund.ticketId) !== undefined) return deny(ANNULMENT_MESSAGES.noRefund);
  if ((context.invoicesReplacing?.(refund.ticketId) ?? []).length > 0) return deny(INVOICE_MESSAGES.noRefund);
  return verdict(refundProblem(refund, ticket, context.refundsOfTicket?.(refund.ticketId) ?? []));
}

function ticketWrite(ticket: Ticket, role: Role, context?: MoneyContext): WriteCheck {
  if (ticket.kind === 'invoice' && !INVOICE_ROLES.includes(role))
    return { ok: false, reason: INVOICE_MESSAGES.role, byRole: true };
  const problem = ticketProblem(ticket) ?? fiscalRecordProblem(ticket);
  if (problem !== null) return deny(problem);
  // The chain before the numbering: a record that cannot join its chain says why, whatever its number.
  const record = ticket.fiscal;
  const lookup = context?.fiscalChain;
  const link = record !== undefined && lookup !== undefined ? fiscalChainProblem(record, lookup) : null;
  if (link !== null) return deny(link);
  // Gap-free at both doors: devices push in order, so number n − 1 is stored or earlier in the batch.
  const exists = context?.ticketExists;
  if (ticket.number > 1 && exists !== undefined && !exists(ticket.series, ticket.number - 1)) {
    return deny(previousTicketMessage(ticket.series, ticket.number));
  }
  if (context?.checkOf !== undefined && context.checkOf(ticket.checkId) === undefined)
    return deny(CHECK_MISSING_MESSAGE);
  // An F1 is its check's one sale document: never beside a simplified invoice or another F1 (an
  // annulled ticket sells nothing, so it does not count).
  const sales = context?.saleDocumentsOf;
  const standing = (sale: Ticket) => context?.annulmentOf?.(idPart(sale._id)) === undefined;
  const second =
    sales === undefined ? null : saleDocumentProblem(ticket, sales(ticket.checkId).filter(standing));
  if (second !== null) return deny(second);
  const rectified = ticket.rectifies?.ticketId;
  if (
    rectified !== undefined &&
    context?.ticketOf !== undefined &&
    context.ticketOf(rectified) === undefined
  ) {
    return deny(TICKET_MISSING_MESSAGE);
  }
  // A full invoice agrees with the simplified invoice it replaces, which no other invoice replaced.
  const replaced = ticket.replaces?.ticketId;
  if (replaced === undefined || context?.ticketOf === undefined) return OK;
  if (context.annulmentOf?.(replaced) !== undefined) return deny(ANNULMENT_MESSAGES.noInvoice);
  return verdict(
    replacementProblem(ticket, context.ticketOf(replaced), context.invoicesReplacing?.(replaced) ?? []),
  );
}

/**
 * A manager cancels a ticket issued in error (rules/fiscal/annulment.ts): in their own name, on the
 * ticket's business day while it is open (its Z report is where the sale stops counting), and the
 * record joins the writing device's chain like any other.
 */
function annulmentWrite(annulment: Annulment, actorId: string, context?: MoneyContext): WriteCheck {
  if (annulment.by !== actorId) return deny(ANNULMENT_MESSAGES.by);
  const problem = dayProblem(annulment.businessDate, context);
  if (problem !== null || context?.ticketOf === undefined) return verdict(problem);
  const ticket = context.ticketOf(annulment.ticketId);
  if (ticket === undefined) return deny(TICKET_MISSING_MESSAGE);
  const facts = {
    refunds: context.refundsOfTicket?.(annulment.ticketId) ?? [],
    invoices: context.invoicesReplacing?.(annulment.ticketId) ?? [],
  };
  const wrong = annulmentProblem(annulment, ticket, facts);
  if (wrong !== null) return deny(wrong);
  const lookup = context.fiscalChain;
  return verdict(lookup === undefined ? null : fiscalChainProblem(annulment.fiscal, lookup));
}

/** What the refusal of an edit or a deletion of each money document says. */
function finalMessage(doc: MoneyDoc): string {
  switch (doc.type) {
    case 'payment':
      return PAYMENT_FINAL_MESSAGE;
    case 'adjustment':
      return ADJUSTMENT_FINAL_MESSAGE;
    case 'refund':
      return REFUND_FINAL_MESSAGE;
    case 'ticket':
      return doc.fiscal === undefined ? TICKET_FINAL_MESSAGE : FISCAL_MESSAGES.edited;
    case 'annulment':
      return ANNULMENT_MESSAGES.final;
    case 'cash_movement':
      return CASH_MOVEMENT_FINAL_MESSAGE;
    case 'day_close':
      return closedDayMessage(doc.businessDate);
    case 'settings':
      return SETTINGS_DELETE_MESSAGE;
  }
}

/**
 * What refuses an edit of a stored document that is written once (every money document but the
 * settings), or null for any other: checkWrite lets it speak before its generic checks, so a second
 * device's copy of a payment or an annulment is told why in that document's own words.
 */
export function writtenOnceRefusal(doc: AnyDoc): string | null {
  return isMoneyDoc(doc) && doc.type !== 'settings' ? finalMessage(doc) : null;
}

/**
 * Whether `actor` may turn `prev` into `next` for a money document, its role already allowed to
 * write the type (checkWrite says so first). Settings are edited by an administrator; every other
 * money document is written once.
 */
export const checkMoneyWrite: WriteRule<MoneyDoc, MoneyContext> = (actor, prev, next, context) => {
  const doc = next ?? prev;
  if (doc === null) return deny(NOTHING_TO_WRITE_MESSAGE);
  if (next === null) return deny(finalMessage(doc));
  // An edit is named by what is stored: a ticket that carries a record says the record is final.
  if (prev !== null && next.type !== 'settings') return unchanged(prev, next) ? OK : deny(finalMessage(prev));
  switch (next.type) {
    case 'payment':
      return paymentWrite(next, actor, context);
    case 'adjustment':
      return adjustmentWrite(next, actor, context);
    case 'refund':
      return refundWrite(next, actor, context);
    case 'ticket':
      return ticketWrite(next, actor.role, context);
    case 'annulment':
      return annulmentWrite(next, actor.id, context);
    case 'cash_movement':
      if (next.by !== actor.id) return deny('El movimiento debe quedar a nombre de quien lo hace');
      return verdict(cashMovementProblem(next) ?? dayProblem(next.businessDate, context));
    case 'day_close':
      if (next.closedBy !== actor.id) return deny('El cierre debe quedar a nombre de quien cierra');
      return verdict(dayCloseProblem(next, context?.expectedCashOf?.(next.businessDate)));
    case 'settings':
      return verdict(settingsProblem(next));
  }
};
