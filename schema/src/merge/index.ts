import type { AnyDoc } from '../docs/index.ts';
import type { Order } from '../docs/order.ts';
import { stripRevMeta } from './canonical.ts';
import { compareLww, lwwWinner } from './lww.ts';
import { mergeOrders } from './order.ts';
import { isLiveCheck } from '../rules/check-view.ts';

/** A document as read from a store: may carry revision metadata, which merges drop. */
export type StoredDoc<T extends AnyDoc = AnyDoc> = T & { _conflicts?: string[] };

/**
 * Deterministic merge of two versions of the same document (DESIGN.md §5). Pure, commutative,
 * associative and idempotent, so every replica that sees the same versions converges on the same
 * content. Orders merge line by line (see mergeOrders); a check ended (closed, voided, merged)
 * on one side stays ended whatever the other side wrote later (see mergeChecks); every other type —
 * catalogue, stock, back office, accounts — keeps the last writer's version (latest updatedAt, then
 * updatedBy, then canonical JSON). The result has no _rev/_conflicts: the caller writes it on the winning revision
 * and deletes the losing ones.
 */
export function mergeDocs<T extends AnyDoc>(a: StoredDoc<T>, b: StoredDoc<T>): T {
  if (a._id !== b._id || a.type !== b.type) {
    throw new RangeError(`Cannot merge different documents: ${a._id} and ${b._id}`);
  }
  const left = stripRevMeta(a) as T;
  const right = stripRevMeta(b) as T;
  if (left.type === 'order') return mergeOrders(left as Order, right as Order) as T;
  if (left.type === 'check') return mergeChecks(left, right);
  return lwwWinner(left, right);
}

/**
 * A check paid (or voided, or merged into another) on one side while a device still edited it live
 * on the other — a waiter's tablet asking for the bill of a table the cashier just charged — stays
 * ended: the money is taken and the ticket issued. Between two ended or two live versions the last
 * writer wins. Ended first, then last writer, is a total order, so the merge stays commutative.
 */
function mergeChecks<T extends AnyDoc & { updatedAt: string; updatedBy: string }>(a: T, b: T): T {
  const ended = (doc: T) => ('status' in doc && isLiveCheck(doc as { status: string }) ? 0 : 1);
  const order = ended(a) - ended(b) || compareLww(a, b);
  return order >= 0 ? a : b;
}

/** Merge of every conflicting version of one document (the winner and its `_conflicts`). */
export function resolveConflicts<T extends AnyDoc>(docs: readonly StoredDoc<T>[]): T {
  const [first, ...rest] = docs;
  if (!first) throw new RangeError('resolveConflicts needs at least one version');
  // Merging the first version with itself normalises it (e.g. an order's totals) even when alone.
  return rest.reduce<T>((merged, doc) => mergeDocs<T>(merged, doc), mergeDocs<T>(first, first));
}
