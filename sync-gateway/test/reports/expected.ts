/**
 * The report of a range worked out straight from the seeded documents, in the test's own
 * arithmetic (cents, local hours from the UTC offset the scenario uses): it never calls the
 * aggregation or summary rules, so a mistake in them cannot hide in both sides. Not imported by
 * product code.
 */
import { PAYMENT_METHODS, VOID_REASON_LABELS, type VoidReason } from '@restaurantpro/schema';
import type { Doc } from '../support/docs.ts';

const cents = (money: unknown): number => Math.round(Number(money) * 100);
/** Half up, as the headline rounds. */
const ratio = (a: number, b: number): number => (b === 0 ? 0 : Math.floor(a / b + 0.5));
const idPart = (id: unknown): string => String(id).slice(String(id).indexOf(':') + 1);
const inRange = (doc: Doc, range: { from: string; to: string }) =>
  String(doc.businessDate) >= range.from && String(doc.businessDate) <= range.to;
/** Madrid in winter (the scenario's days): UTC+1. */
const localHour = (iso: unknown): number => (new Date(String(iso)).getUTCHours() + 1) % 24;
const weekday = (date: unknown): number => (new Date(`${String(date)}T00:00:00Z`).getUTCDay() + 6) % 7;

export interface Figures {
  headline: {
    sales: number;
    tickets: number;
    covers: number;
    averageTicket: number;
    revenuePerCover: number;
    tips: number;
    discounts: { count: number; cents: number };
    invitations: { count: number; cents: number };
    voids: { count: number; cents: number };
    refunds: { count: number; cents: number };
  };
  byDay: Array<{ date: string; sales: number; tickets: number }>;
  byMethod: Record<string, number>;
  /** "weekday-hour" → cents, cells with money only. */
  heatmap: Record<string, number>;
  byCategory: Record<string, { quantity: number; revenue: number }>;
  products: Record<string, { quantity: number; revenue: number; cost: number | null }>;
  byWaiter: Record<string, { sales: number; tips: number; payments: number; checks: number }>;
  incidents: Array<{ kind: string; label: string; cents: number; reason: string; by: string; at: string }>;
  iva: Record<string, { base: number; tax: number }>;
}

const of = (docs: readonly Doc[], type: string, range: { from: string; to: string }) =>
  docs.filter((doc) => doc.type === type && inRange(doc, range));

interface Line {
  id: string;
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: string;
  void?: { by: string; at: string; reason: VoidReason };
}

/** Σ quantity × unit price of the lines a check's rounds still sell. */
function checkValue(docs: readonly Doc[], checkId: string): number {
  return docs
    .filter((doc) => doc.type === 'order' && doc.checkId === checkId)
    .flatMap((order) => order.items as Line[])
    .filter((line) => line.void === undefined)
    .reduce((sum, line) => sum + line.quantity * cents(line.unitPrice), 0);
}

function lineValue(docs: readonly Doc[], ref: { orderId: string; lineId: string }): number {
  const order = docs.find((doc) => doc._id === `order:${ref.orderId}`);
  const line = (order?.items as Line[] | undefined)?.find((item) => item.id === ref.lineId);
  return line === undefined ? 0 : line.quantity * cents(line.unitPrice);
}

export function figures(
  docs: readonly Doc[],
  range: { from: string; to: string },
  servingCost: Record<string, number>,
  categoryOf: Record<string, string>,
): Figures {
  const payments = of(docs, 'payment', range);
  const refunds = of(docs, 'refund', range);
  const tickets = of(docs, 'ticket', range);
  const closed = of(docs, 'check', range).filter((check) => check.status === 'closed');
  const orders = of(docs, 'order', range);
  const adjustments = of(docs, 'adjustment', range);
  const lines = orders.flatMap((order) => order.items as Line[]);
  const sold = lines.filter((line) => line.void === undefined);
  const voided = lines.filter((line) => line.void !== undefined);

  const sales =
    payments.reduce((sum, p) => sum + cents(p.amount), 0) -
    refunds.reduce((sum, r) => sum + cents(r.amount), 0);
  const simplified = tickets.filter((ticket) => ticket.kind === 'simplified');
  const covers = closed.reduce((sum, check) => sum + Number(check.guests), 0);
  const adjusted = (kind: string) => {
    const own = adjustments.filter((adj) => adj.kind === kind);
    const value = (adj: Doc) => {
      const base =
        adj.line === undefined
          ? checkValue(docs, String(adj.checkId))
          : lineValue(docs, adj.line as { orderId: string; lineId: string });
      if (adj.percent !== undefined) return Math.floor((base * Number(adj.percent)) / 100 + 0.5);
      return adj.amount === undefined ? base : cents(adj.amount);
    };
    return { count: own.length, cents: own.reduce((sum, adj) => sum + value(adj), 0) };
  };

  const byDay: Figures['byDay'] = [];
  for (let day = range.from; day <= range.to;) {
    const daySales =
      payments.filter((p) => p.businessDate === day).reduce((sum, p) => sum + cents(p.amount), 0) -
      refunds.filter((r) => r.businessDate === day).reduce((sum, r) => sum + cents(r.amount), 0);
    byDay.push({
      date: day,
      sales: daySales,
      tickets: simplified.filter((t) => t.businessDate === day).length,
    });
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }

  // Every declared method has its entry, at zero without sales.
  const byMethod: Record<string, number> = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0]));
  const heatmap: Record<string, number> = {};
  const cell = (date: unknown, at: unknown, amount: number) => {
    const key = `${weekday(date)}-${localHour(at)}`;
    heatmap[key] = (heatmap[key] ?? 0) + amount;
  };
  const byWaiter: Figures['byWaiter'] = {};
  const waiter = (id: string) => (byWaiter[id] ??= { sales: 0, tips: 0, payments: 0, checks: 0 });
  for (const payment of payments) {
    const parts = payment.parts as Array<{ method: string; amount: string }>;
    const part = (method: string) =>
      parts.filter((p) => p.method === method).reduce((sum, p) => sum + cents(p.amount), 0);
    let tip = cents(payment.tip);
    const fromCard = Math.min(tip, part('card'));
    tip -= fromCard;
    byMethod.card = (byMethod.card ?? 0) + part('card') - fromCard;
    byMethod.cash = (byMethod.cash ?? 0) + part('cash') - Math.min(tip, part('cash'));
    cell(payment.businessDate, payment.createdAt, cents(payment.amount));
    const row = waiter(String(payment.takenBy));
    row.sales += cents(payment.amount);
    row.tips += cents(payment.tip);
    row.payments += 1;
  }
  for (const given of refunds) {
    byMethod[String(given.method)] = (byMethod[String(given.method)] ?? 0) - cents(given.amount);
    cell(given.businessDate, given.createdAt, -cents(given.amount));
  }
  for (const check of closed) waiter(String(check.openedBy)).checks += 1;

  const products: Figures['products'] = {};
  const byCategory: Figures['byCategory'] = {};
  for (const line of sold) {
    const row = (products[line.productId] ??= { quantity: 0, revenue: 0, cost: null });
    row.quantity += line.quantity;
    row.revenue += line.quantity * cents(line.unitPrice);
    const serving = servingCost[line.productId];
    row.cost = serving === undefined ? null : row.quantity * serving;
    const category = (byCategory[categoryOf[line.productId] ?? ''] ??= { quantity: 0, revenue: 0 });
    category.quantity += line.quantity;
    category.revenue += line.quantity * cents(line.unitPrice);
  }

  const incidents = [
    ...voided.map((line) => ({
      kind: 'void',
      label: `${line.quantity} × ${line.productName}`,
      cents: line.quantity * cents(line.unitPrice),
      reason: line.void === undefined ? '' : VOID_REASON_LABELS[line.void.reason],
      by: line.void?.by ?? '',
      at: line.void?.at ?? '',
    })),
    ...refunds.map((given) => ({
      kind: 'refund',
      label: `Ticket ${idPart(given.ticketId)}`,
      cents: cents(given.amount),
      reason: String(given.reason),
      by: String(given.by),
      at: String(given.createdAt),
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : -1));

  const iva: Figures['iva'] = {};
  for (const ticket of tickets)
    for (const tax of ticket.taxes as Array<{ rate: number; base: string; amount: string }>) {
      const row = (iva[String(tax.rate)] ??= { base: 0, tax: 0 });
      row.base += cents(tax.base);
      row.tax += cents(tax.amount);
    }

  return {
    headline: {
      sales,
      tickets: simplified.length,
      covers,
      averageTicket: ratio(sales, simplified.length),
      revenuePerCover: ratio(sales, covers),
      tips: payments.reduce((sum, p) => sum + cents(p.tip), 0),
      discounts: adjusted('discount'),
      invitations: adjusted('invitation'),
      voids: {
        count: voided.length,
        cents: voided.reduce((sum, l) => sum + l.quantity * cents(l.unitPrice), 0),
      },
      refunds: { count: refunds.length, cents: refunds.reduce((sum, r) => sum + cents(r.amount), 0) },
    },
    byDay,
    byMethod,
    heatmap,
    byCategory,
    products,
    byWaiter,
    incidents,
    iva,
  };
}
