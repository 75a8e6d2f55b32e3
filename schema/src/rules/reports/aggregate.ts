import { localHour } from '../../dates.ts';
import type { Check, Transfer } from '../../docs/check.ts';
import type { Annulment } from '../../docs/annulment.ts';
import type { Adjustment, Payment, Refund } from '../../docs/money.ts';
import type { Order } from '../../docs/order.ts';
import type { ReportDay, WaiterDay } from '../../docs/report.ts';
import type { Ticket } from '../../docs/ticket.ts';
import { byPaymentMethod, PAYMENT_METHODS, paysIntoDrawer, type PaymentMethod } from '../../enums.ts';
import { idPart } from '../../ids.ts';
import { kindsWhere, type KindsWith } from '../../kinds.ts';
import { toCents } from '../../money.ts';
import { checkView, lineOwners, resolveCheckId } from '../check-view.ts';
import { billOf, type Bill } from '../money/bill.ts';
import { signedCents } from '../money/ticket-check.ts';
import { zReport } from '../money/z-report.ts';
import { incidentsOf, productsOf, sortedRecord, type ReportProduct } from './day-lines.ts';

/**
 * A business day's aggregate (reports decision 3), computed WHOLE from the day's documents: the
 * gateway's live reaction and the rebuild command call the same function, so what is written as
 * sales happen is always what a rebuild writes. Figures the Z report also shows (tickets, covers,
 * IVA, discounts, invitations, voids, refunds, tips, sales) are taken from zReport itself, so the
 * reports and the cash close can never disagree about a day.
 */

/** The aggregation rules' version: bump it when a rule changes, and the rebuild rewrites older days. */
export const REPORT_AGGREGATE_VERSION = 1;
/** The version written on every day doc (the same number, named for the document). */
export const reportDayVersion = REPORT_AGGREGATE_VERSION;

/**
 * The floor document types whose change can alter a day's aggregate. A transfer is one: a check-wide
 * discount takes its share of the lines the check holds, so moving a line changes what it took.
 */
export type ReportSourceType = KindsWith<'reports', true>;
export const REPORT_SOURCE_TYPES = kindsWhere<ReportSourceType>((kind) => kind.reports === true);
export const reportTypes: readonly string[] = REPORT_SOURCE_TYPES;

/** A day doc as aggregateDay makes it: the store adds `_id` (`day:<date>`) and `_rev`. */
export type ReportDayBody = Omit<ReportDay, '_id' | '_rev'>;

// Defined beside the product lines that read it, which this module builds on.
export type { ReportProduct } from './day-lines.ts';

/** Everything one business day's aggregate reads; documents of other days are left out. */
export interface DaySources {
  businessDate: string;
  /** The restaurant's IANA time zone: payments are filed under its local hour. */
  timezone: string;
  orders: readonly Order[];
  checks: readonly Check[];
  payments: readonly Payment[];
  refunds: readonly Refund[];
  adjustments: readonly Adjustment[];
  /** The day's annulments: a cancelled ticket sells nothing. */
  annulments: readonly Annulment[];
  tickets: readonly Ticket[];
  /** Lines moved between the day's checks: a check-wide discount applies to the lines it holds now. */
  transfers?: readonly Transfer[];
  products: readonly ReportProduct[];
  settings?: { defaultIvaRate: number } | null;
}

/** A changed document as the changes feed gives it (stored docs are judged before being parsed). */
export interface ReportSourceDoc {
  _id?: string;
  /** A deleted doc still dirties the day it had (its body, or its previous revision's). */
  _deleted?: boolean;
  type?: unknown;
  businessDate?: unknown;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function datesOfOne(doc: ReportSourceDoc | null | undefined): string[] {
  if (doc === null || doc === undefined) return [];
  if (typeof doc.type !== 'string' || !reportTypes.includes(doc.type)) return [];
  return typeof doc.businessDate === 'string' && DATE.test(doc.businessDate) ? [doc.businessDate] : [];
}

/**
 * The business days a changed document dirties: its own businessDate, and the one its previous
 * revision had when the caller knows it (a tombstone carries no date: pass the revision before it).
 * Documents that feed no report dirty nothing.
 */
export function reportDatesOf(doc: ReportSourceDoc, previous?: ReportSourceDoc | null): string[] {
  return [...new Set([...datesOfOne(doc), ...datesOfOne(previous)])].sort();
}

/** Methods outside the drawer first, in the list's order, then the drawer's: who pays a tip first. */
const TIP_ORDER: readonly PaymentMethod[] = [...PAYMENT_METHODS].sort(
  (a, b) => Number(paysIntoDrawer(a)) - Number(paysIntoDrawer(b)),
);

/**
 * The sales part of a payment per declared method, in cents: each part's amount, with the tip taken
 * out of the parts outside the drawer first (a tip is usually added on the card terminal), then out
 * of cash. They add up to payment.amount.
 */
export function methodSplit(payment: Pick<Payment, 'parts' | 'tip'>): Record<PaymentMethod, number> {
  const split = byPaymentMethod(({ method }) =>
    payment.parts
      .filter((part) => part.method === method)
      .reduce((sum, part) => sum + toCents(part.amount), 0),
  );
  let tip = toCents(payment.tip);
  for (const method of TIP_ORDER) {
    const taken = Math.min(tip, split[method]);
    split[method] -= taken;
    tip -= taken;
  }
  return split;
}

const ofDay = <T extends { businessDate: string }>(docs: readonly T[], day: string) =>
  docs.filter((doc) => doc.businessDate === day);

/**
 * The bills of the day's checks that carry a discount or an invitation: what each adjustment took
 * is the bill's own figure (bill.applied), as the Z report and the printed ticket read it. The
 * ticket is not used: a check may have none (no settings yet) or two (a concurrent overpayment),
 * and a line discounted twice prints one amount for both. A merged check's adjustments count on
 * the check it went into; a voided check sold nothing, so its adjustments took nothing.
 */
function billsWithAdjustments(
  sources: DaySources,
  checks: readonly Check[],
  adjustments: readonly Adjustment[],
): Bill[] {
  if (adjustments.length === 0) return [];
  const byId = new Map(checks.map((check) => [idPart(check._id), check]));
  const adjustmentsOf = new Map<string, Adjustment[]>();
  for (const adj of adjustments) {
    const owner = resolveCheckId(adj.checkId, byId);
    adjustmentsOf.set(owner, [...(adjustmentsOf.get(owner) ?? []), adj]);
  }
  const productsById = new Map(sources.products.map((product) => [idPart(product._id), product]));
  const transfers = sources.transfers ?? [];
  // Each check's view reads only the rounds holding its lines: the same view as over the whole day,
  // without going through every order of the day once per check.
  const owners = lineOwners({ checks, orders: sources.orders, transfers });
  const roundsOf = new Map<string, Set<Order>>();
  for (const order of sources.orders) {
    const holders = order.items.map((line) => owners.get(`${idPart(order._id)}/${line.id}`));
    if (order.checkId !== undefined) holders.push(resolveCheckId(order.checkId, byId));
    for (const holder of holders) {
      if (holder !== undefined) roundsOf.set(holder, (roundsOf.get(holder) ?? new Set()).add(order));
    }
  }
  return [...adjustmentsOf].flatMap(([checkId, own]) => {
    const check = byId.get(checkId);
    if (check === undefined || check.status === 'voided' || check.status === 'merged') return [];
    const orders = [...(roundsOf.get(checkId) ?? [])];
    return [
      billOf(checkView(checkId, { checks, orders, transfers }), {
        productsById,
        settings: sources.settings,
        adjustments: own,
        payments: [],
        refunds: [],
      }),
    ];
  });
}

/** The aggregate of one business day (reports decision 3). Pure: the same documents give the same doc. */
export function aggregateDay(sources: DaySources): ReportDayBody {
  const day = sources.businessDate;
  const orders = ofDay(sources.orders, day);
  const checks = ofDay(sources.checks, day);
  const payments = ofDay(sources.payments, day);
  const refunds = ofDay(sources.refunds, day);
  const adjustments = ofDay(sources.adjustments, day);
  const z = zReport({
    businessDate: day,
    payments,
    refunds,
    tickets: sources.tickets,
    annulments: sources.annulments,
    cashMovements: [],
    checks,
    orders,
    bills: billsWithAdjustments(sources, checks, adjustments),
  });

  const byHour = Array.from({ length: 24 }, () => 0);
  const byMethod = byPaymentMethod(() => 0);
  const waiters = new Map<string, WaiterDay>();
  const waiter = (id: string) => {
    const row = waiters.get(id) ?? { sales: 0, tips: 0, payments: 0, checks: 0 };
    waiters.set(id, row);
    return row;
  };
  for (const payment of payments) {
    const amount = toCents(payment.amount);
    const hour = localHour(new Date(payment.createdAt), sources.timezone);
    byHour[hour] = (byHour[hour] ?? 0) + amount;
    const split = methodSplit(payment);
    for (const method of PAYMENT_METHODS) byMethod[method] += split[method];
    const row = waiter(payment.takenBy);
    row.sales += amount;
    row.tips += toCents(payment.tip);
    row.payments += 1;
  }
  // A refund takes money back when and how it was given back; it is nobody's sale to lose.
  for (const refund of refunds) {
    const amount = toCents(refund.amount);
    const hour = localHour(new Date(refund.createdAt), sources.timezone);
    byHour[hour] = (byHour[hour] ?? 0) - amount;
    byMethod[refund.method] -= amount;
  }
  const closed = checks.filter((check) => check.status === 'closed');
  for (const check of closed) waiter(check.openedBy).checks += 1;

  const iva = new Map(
    z.taxes.map((tax) => [String(tax.rate), { base: signedCents(tax.base), tax: signedCents(tax.amount) }]),
  );
  const countAndCents = (figure: { count: number; amount: string }) => ({
    count: figure.count,
    cents: toCents(figure.amount),
  });
  return {
    type: 'report_day',
    businessDate: day,
    version: REPORT_AGGREGATE_VERSION,
    sales: signedCents(z.sales),
    payments: payments.length,
    tips: toCents(z.tips),
    byMethod,
    byHour,
    tickets: z.tickets,
    checks: closed.length,
    covers: z.covers,
    discounts: countAndCents(z.discounts),
    invitations: countAndCents(z.invitations),
    voids: countAndCents(z.voids),
    refunds: countAndCents(z.refunds),
    iva: sortedRecord(iva),
    byWaiter: sortedRecord(waiters),
    byProduct: productsOf(orders, sources.products),
    incidents: incidentsOf(orders, refunds),
  };
}
