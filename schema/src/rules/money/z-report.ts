import type { Annulment } from '../../docs/annulment.ts';
import type { CashMovement } from '../../docs/cash.ts';
import type { Check } from '../../docs/check.ts';
import type { Payment, Refund } from '../../docs/money.ts';
import type { Order } from '../../docs/order.ts';
import type { TaxLine, Ticket } from '../../docs/ticket.ts';
import { byPaymentMethod, type PaymentMethod } from '../../enums.ts';
import { idPart } from '../../ids.ts';
import { divRound, fromCents, toCents } from '../../money.ts';
import type { Bill } from './bill.ts';
import { annulledTicketIds } from '../fiscal/annulment.ts';
import { cashFigures } from './cash.ts';
import { isSaleDocument } from './invoice-check.ts';
import { signedCents } from './ticket-check.ts';

/** Everything of one business day the Z report reads; it is computed, never typed (decision 11). */
export interface ZSources {
  businessDate: string;
  payments: readonly Payment[];
  refunds: readonly Refund[];
  tickets: readonly Ticket[];
  /** The day's annulments: the tickets they cancel keep their numbers and sell nothing. */
  annulments: readonly Annulment[];
  cashMovements: readonly CashMovement[];
  /** The day's checks: closed ones give the covers. */
  checks: readonly Check[];
  /** The day's rounds: their voided lines are the voids. */
  orders: readonly Order[];
  /** The bills of the day's checks: their applied discounts and invitations. */
  bills: readonly Bill[];
}

export interface CountAmount {
  count: number;
  amount: string;
}

export interface ZSeries {
  series: string;
  first: number;
  last: number;
  count: number;
}

export interface ZReport {
  businessDate: string;
  /**
   * Sale documents issued (facturas simplificadas, and full invoices issued instead of one) less
   * those cancelled, and every series with its first and last number (cancelled ones included: a
   * series has no gaps).
   */
  tickets: number;
  series: ZSeries[];
  /** What was taken by each declared method: Σ payment parts (cash net of change; tips included). */
  byMethod: Record<PaymentMethod, string>;
  /**
   * Base and IVA per rate, sales less rectifications (Σ of the day's tickets). A full invoice that
   * replaces a simplified one (F3) repeats its sale, already counted: it is left out; one issued
   * instead of a simplified one (F1) is the sale, and counts.
   */
  taxes: TaxLine[];
  discounts: CountAmount;
  invitations: CountAmount;
  voids: CountAmount;
  refunds: CountAmount;
  tips: string;
  /** Collected money: Σ payment amounts − Σ refunds (tips apart). */
  sales: string;
  /** sales / sale tickets, rounded half up (0,00 without tickets). */
  averageTicket: string;
  covers: number;
  cash: { float: string; in: string; out: string; taken: string; refunded: string; expected: string };
}

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);
const ofDay = <T extends { businessDate: string }>(docs: readonly T[], day: string) =>
  docs.filter((doc) => doc.businessDate === day);

function seriesOf(tickets: readonly Ticket[]): ZSeries[] {
  const bySeries = new Map<string, number[]>();
  for (const ticket of tickets)
    bySeries.set(ticket.series, [...(bySeries.get(ticket.series) ?? []), ticket.number]);
  return [...bySeries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([series, numbers]) => ({
      series,
      first: Math.min(...numbers),
      last: Math.max(...numbers),
      count: numbers.length,
    }));
}

function taxesOf(tickets: readonly Ticket[]): TaxLine[] {
  const byRate = new Map<number, { base: number; amount: number }>();
  for (const tax of tickets.flatMap((ticket) => ticket.taxes)) {
    const row = byRate.get(tax.rate) ?? { base: 0, amount: 0 };
    byRate.set(tax.rate, {
      base: row.base + signedCents(tax.base),
      amount: row.amount + signedCents(tax.amount),
    });
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, row]) => ({ rate, base: fromCents(row.base), amount: fromCents(row.amount) }));
}

function applied(bills: readonly Bill[], kind: 'discount' | 'invitation'): CountAmount {
  const rows = bills.flatMap((bill) => bill.applied.filter((adj) => adj.kind === kind));
  return { count: rows.length, amount: fromCents(sum(rows.map((row) => row.cents))) };
}

/**
 * The Z report of a business day (decision 11), from its documents only: documents of other days
 * passed by mistake are left out, so the figures are the day's whatever the caller gathered.
 */
export function zReport(sources: ZSources): ZReport {
  const day = sources.businessDate;
  const payments = ofDay(sources.payments, day);
  const refunds = ofDay(sources.refunds, day);
  const tickets = ofDay(sources.tickets, day);
  const annulled = annulledTicketIds(ofDay(sources.annulments, day));
  const standing = tickets.filter((ticket) => !annulled.has(idPart(ticket._id)));
  const saleTickets = standing.filter(isSaleDocument);
  const parts = payments.flatMap((payment) => payment.parts);
  const takenBy = (method: PaymentMethod) =>
    fromCents(sum(parts.filter((part) => part.method === method).map((part) => toCents(part.amount))));
  const voided = ofDay(sources.orders, day).flatMap((order) =>
    order.items.filter((line) => line.void !== undefined),
  );
  const refunded = sum(refunds.map((refund) => toCents(refund.amount)));
  const sales = sum(payments.map((payment) => toCents(payment.amount))) - refunded;
  const cash = cashFigures({ cashMovements: ofDay(sources.cashMovements, day), payments, refunds });
  const average = saleTickets.length === 0 ? 0 : Number(divRound(BigInt(sales), BigInt(saleTickets.length)));
  return {
    businessDate: day,
    tickets: saleTickets.length,
    series: seriesOf(tickets),
    byMethod: byPaymentMethod(({ method }) => takenBy(method)),
    taxes: taxesOf(standing.filter((ticket) => ticket.replaces === undefined)),
    discounts: applied(sources.bills, 'discount'),
    invitations: applied(sources.bills, 'invitation'),
    voids: {
      count: voided.length,
      amount: fromCents(sum(voided.map((line) => line.quantity * toCents(line.unitPrice)))),
    },
    refunds: { count: refunds.length, amount: fromCents(refunded) },
    tips: fromCents(sum(payments.map((payment) => toCents(payment.tip)))),
    sales: fromCents(sales),
    averageTicket: fromCents(average),
    covers: sum(
      ofDay(sources.checks, day)
        .filter((check) => check.status === 'closed')
        .map((check) => check.guests),
    ),
    cash: {
      float: fromCents(cash.float),
      in: fromCents(cash.in),
      out: fromCents(cash.out),
      taken: fromCents(cash.taken),
      refunded: fromCents(cash.refunded),
      expected: fromCents(cash.expected),
    },
  };
}
