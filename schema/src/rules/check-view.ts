import type { Check, Transfer } from '../docs/check.ts';
import type { Order, OrderItem } from '../docs/order.ts';
import { LIVE_CHECK_STATUSES } from '../enums.ts';
import { idPart } from '../ids.ts';
import { isChargedLine, orderTotals, type OrderTotals } from './totals.ts';

export { isChargedLine };

/** True when a check still takes rounds: open, or its bill asked for but not yet closed. */
export function isLiveCheck(check: { status: string }): boolean {
  return (LIVE_CHECK_STATUSES as readonly string[]).includes(check.status);
}

/**
 * The check that now holds `checkId`'s rounds: itself, or where merges sent it (a chain when a table
 * was merged into one that was merged in turn). A cycle, which no legal write makes, stops at the
 * smallest id so every replica still agrees.
 */
export function resolveCheckId(
  checkId: string,
  checks: ReadonlyMap<string, Pick<Check, 'status' | 'mergedInto'>>,
): string {
  const seen: string[] = [];
  let current = checkId;
  for (;;) {
    const check = checks.get(current);
    if (check?.status !== 'merged' || check.mergedInto === undefined) return current;
    seen.push(current);
    if (seen.includes(check.mergedInto)) return [...seen].sort()[0] ?? current;
    current = check.mergedInto;
  }
}

export interface CheckLine {
  orderId: string;
  orderNumber: string;
  line: OrderItem;
}

export interface CheckView {
  checkId: string;
  /** Its rounds (orders), oldest first, including those of checks merged into it. */
  rounds: Order[];
  /** Every line that belongs to it now, voided ones included (they show struck through). */
  lines: CheckLine[];
  /** Guests of the check and of every check merged into it. */
  guests: number;
  totals: OrderTotals;
}

export interface CheckSources {
  checks: readonly Check[];
  orders: readonly Order[];
  transfers: readonly Transfer[];
}

/**
 * Where every line of every round belongs now: the resolved check of its round, unless a transfer
 * moved it (the newest transfer of a line wins; ids sort by time). Keys are `orderId/lineId`.
 */
export function lineOwners(sources: CheckSources): Map<string, string> {
  const checks = new Map(sources.checks.map((check) => [idPart(check._id), check]));
  const owners = new Map<string, string>();
  for (const order of sources.orders) {
    if (order.checkId === undefined) continue;
    const owner = resolveCheckId(order.checkId, checks);
    for (const line of order.items) owners.set(`${idPart(order._id)}/${line.id}`, owner);
  }
  const transfers = [...sources.transfers].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  for (const transfer of transfers) {
    const to = resolveCheckId(transfer.toCheckId, checks);
    for (const ref of transfer.lines) {
      const key = `${ref.orderId}/${ref.lineId}`;
      if (owners.has(key)) owners.set(key, to);
    }
  }
  return owners;
}

/** One check as the screens, the API and the bill read it (pure: the same on every replica). */
export function checkView(checkId: string, sources: CheckSources): CheckView {
  const checks = new Map(sources.checks.map((check) => [idPart(check._id), check]));
  const owners = lineOwners(sources);
  const lines: CheckLine[] = [];
  const rounds: Order[] = [];
  const ordered = [...sources.orders].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  for (const order of ordered) {
    const orderId = idPart(order._id);
    const mine = order.items.filter((line) => owners.get(`${orderId}/${line.id}`) === checkId);
    if (order.checkId !== undefined && resolveCheckId(order.checkId, checks) === checkId) rounds.push(order);
    for (const line of mine) lines.push({ orderId, orderNumber: order.orderNumber, line });
  }
  const guests = sources.checks
    .filter((check) => resolveCheckId(idPart(check._id), checks) === checkId)
    .reduce((sum, check) => sum + check.guests, 0);
  const totals = orderTotals(
    lines
      .filter(({ line }) => isChargedLine(line))
      .map(({ line }) => ({ quantity: line.quantity, unitPrice: line.unitPrice })),
  );
  return { checkId, rounds, lines, guests, totals };
}
