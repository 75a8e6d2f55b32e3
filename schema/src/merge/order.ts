import type { LineVoid, Order, OrderItem } from '../docs/order.ts';
import { furthestStatus } from '../rules/order-status.ts';
import { orderTotals } from '../rules/totals.ts';
import { orderStatusFromLines } from '../rules/pass/line-status.ts';
import { canonicalJson, compareStrings, compareTimestamps } from './canonical.ts';
import { compareLww } from './lww.ts';

/**
 * Merge of two versions of one order, built as a product of independent joins so the result does
 * not depend on the order replicas meet in:
 * - status: the furthest on the lifecycle (draft < pending < preparing < cancelled < ready < served).
 *   A cancel wins over anything before ready; once one device marked the order ready or served the
 *   food was made, so that state wins over a concurrent cancel (see ORDER_STATUS_RANK).
 * - items: union by line id (a line added on any device survives); per line the furthest status,
 *   and the other fields (quantity, notes…) from the line's latest version by its updatedAt
 *   (createdAt when never edited), ties broken on canonical JSON; a void, once either version has
 *   one, is kept (the earliest by `at`, then `by`): a void never disappears.
 * - every other field: the order version that wins last-writer-wins (updatedAt, updatedBy, JSON).
 * - subtotal, tax, total: recomputed from the merged lines, so money always adds up; an order
 *   without lines keeps the winning version's totals.
 */
export function mergeOrders(a: Order, b: Order): Order {
  const { items: _ia, status: _sa, subtotal: sa, tax: ta, total: oa, ...restA } = a;
  const { items: _ib, status: _sb, subtotal: sb, tax: tb, total: ob, ...restB } = b;
  // Totals compared last: they only decide between versions whose other fields are identical.
  const byFields =
    compareLww(restA, restB) || compareStrings(canonicalJson([sa, ta, oa]), canonicalJson([sb, tb, ob]));
  const winner = byFields >= 0 ? a : b;
  const { items: _items, status: _status, ...fields } = winner;

  const items = mergeItems(a.items, b.items);
  const totals =
    items.length > 0
      ? orderTotals(items)
      : { subtotal: winner.subtotal, tax: winner.tax, total: winner.total };
  // The status follows the merged lines (each version's did), so two screens bumping different lines
  // of a round make it ready together; a round without lines keeps the furthest.
  const status = items.length > 0 ? orderStatusFromLines(items) : furthestStatus(a.status, b.status);
  return { ...fields, status, items, ...totals };
}

function mergeItems(a: readonly OrderItem[], b: readonly OrderItem[]): OrderItem[] {
  const byId = new Map<string, OrderItem>();
  for (const item of [...a, ...b]) {
    const seen = byId.get(item.id);
    byId.set(item.id, seen ? mergeItem(seen, item) : item);
  }
  // Lines in the order they were taken; ids are unique, so (instant, id) is a total order.
  return [...byId.values()].sort(
    (x, y) => Math.sign(Date.parse(x.createdAt) - Date.parse(y.createdAt)) || compareStrings(x.id, y.id),
  );
}

function mergeItem(a: OrderItem, b: OrderItem): OrderItem {
  const { status: statusA, void: voidA, held: heldA, firedAt: firedA, recalls: recallsA, ...contentA } = a;
  const { status: statusB, void: voidB, held: heldB, firedAt: firedB, recalls: recallsB, ...contentB } = b;
  const order =
    compareTimestamps(a.updatedAt ?? a.createdAt, b.updatedAt ?? b.createdAt) ||
    compareStrings(canonicalJson(contentA), canonicalJson(contentB));
  const content = order >= 0 ? contentA : contentB;
  const kept = firstVoid(voidA, voidB);
  // A recall outranks the bump it undoes: the version recalled more often has the line's status, and
  // two screens on the same recall take the furthest.
  const ra = recallsA ?? 0;
  const rb = recallsB ?? 0;
  const status = ra === rb ? furthestStatus(statusA, statusB) : ra > rb ? statusA : statusB;
  // Firing is for good: a line fired on either device is fired, at the earliest time either says.
  const firedAt =
    firedA === undefined || firedB === undefined ? (firedA ?? firedB) : earliest(firedA, firedB);
  // Held only while held on both: a line is created held everywhere, and firing takes the hold off.
  const held = heldA === true && heldB === true;
  const recalls = Math.max(ra, rb);
  return {
    ...content,
    status,
    ...(held ? { held } : {}),
    ...(firedAt === undefined ? {} : { firedAt }),
    ...(recalls === 0 ? {} : { recalls }),
    ...(kept === undefined ? {} : { void: kept }),
  };
}

function earliest(a: string, b: string): string {
  return (compareTimestamps(a, b) || compareStrings(a, b)) <= 0 ? a : b;
}

/** The earlier of two voids (by when, then who, then content: a total order), or the only one. */
function firstVoid(a: LineVoid | undefined, b: LineVoid | undefined): LineVoid | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  const order =
    compareTimestamps(a.at, b.at) ||
    compareStrings(a.by, b.by) ||
    compareStrings(canonicalJson(a), canonicalJson(b));
  return order <= 0 ? a : b;
}
