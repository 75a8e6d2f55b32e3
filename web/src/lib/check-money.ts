import {
  type Adjustment,
  type Bill,
  billOf,
  type Check,
  type CheckSources,
  type CheckView,
  checkView,
  idPart,
  type Payment,
  type Product,
  type Refund,
  resolveCheckId,
  type Settings,
  type Ticket,
} from '@restaurantpro/schema';

/**
 * A check's money as the floor shows it: its bill (schema's billOf) and the documents behind it. Pure,
 * so the live hook, the repositories that write against the bill and the tests read the same figures
 * from the same replica documents.
 */

/** Every document of the floor replica the money of a check is made of. */
export interface MoneySources extends CheckSources {
  products: readonly Pick<Product, '_id' | 'ivaRate'>[];
  settings: Settings | null;
  adjustments: readonly Adjustment[];
  payments: readonly Payment[];
  refunds: readonly Refund[];
  tickets: readonly Ticket[];
}

export interface CheckMoney {
  check: Check;
  view: CheckView;
  bill: Bill;
  /** Its payments (and those of checks merged into it), oldest first. */
  payments: Payment[];
  adjustments: Adjustment[];
  refunds: Refund[];
  /** Its tickets, simplified and rectifying, in the order they were issued. */
  tickets: Ticket[];
}

/** The ids of the checks whose money is `checkId`'s now: itself and every check merged into it. */
export function checksOf(checkId: string, checks: readonly Check[]): Set<string> {
  const byId = new Map(checks.map((check) => [idPart(check._id), check]));
  const ids = new Set([checkId]);
  for (const id of byId.keys()) if (resolveCheckId(id, byId) === checkId) ids.add(id);
  return ids;
}

/** The money of `checkId`, or null when the replica does not hold that check. */
export function checkMoney(checkId: string, sources: MoneySources): CheckMoney | null {
  const check = sources.checks.find((candidate) => idPart(candidate._id) === checkId);
  if (!check) return null;
  const mine = checksOf(checkId, sources.checks);
  const belongs = <T extends { checkId: string }>(docs: readonly T[]) => docs.filter((doc) => mine.has(doc.checkId));
  const payments = belongs(sources.payments);
  const adjustments = belongs(sources.adjustments);
  const refunds = belongs(sources.refunds);
  const tickets = belongs(sources.tickets).sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a._id.localeCompare(b._id));
  const view = checkView(checkId, sources);
  const bill = billOf(view, {
    productsById: new Map(sources.products.map((product) => [idPart(product._id), product])),
    settings: sources.settings,
    adjustments,
    payments,
    refunds,
  });
  return { check, view, bill, payments, adjustments, refunds, tickets };
}

/** The check's sale ticket, when one was issued (a concurrent overpayment may have made a second). */
export function saleTicketOf(money: Pick<CheckMoney, 'tickets'>): Ticket | undefined {
  return money.tickets.find((ticket) => ticket.kind === 'simplified');
}

/** A paid check without its ticket: 'Emitir ticket' (settings were missing, or the device went down). */
export function needsTicket(money: Pick<CheckMoney, 'bill' | 'tickets'>): boolean {
  return money.bill.isPaid && saleTicketOf(money) === undefined;
}
