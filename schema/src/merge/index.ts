import type { AnyDoc } from '../docs/index.ts';
import type { Order } from '../docs/order.ts';
import { stripRevMeta } from './canonical.ts';
import { lwwWinner } from './lww.ts';
import { mergeOrders } from './order.ts';

/** A document as read from a store: may carry revision metadata, which merges drop. */
export type StoredDoc<T extends AnyDoc = AnyDoc> = T & { _conflicts?: string[] };

/**
 * Deterministic merge of two versions of the same document (DESIGN.md §5). Pure, commutative,
 * associative and idempotent, so every replica that sees the same versions converges on the same
 * content. Orders merge line by line (see mergeOrders); every other type — catalogue, stock,
 * back office, accounts — keeps the last writer's version (latest updatedAt, then updatedBy, then
 * canonical JSON). The result has no _rev/_conflicts: the caller writes it on the winning revision
 * and deletes the losing ones.
 */
export function mergeDocs<T extends AnyDoc>(a: StoredDoc<T>, b: StoredDoc<T>): T {
  if (a._id !== b._id || a.type !== b.type) {
    throw new RangeError(`Cannot merge different documents: ${a._id} and ${b._id}`);
  }
  const left = stripRevMeta(a) as T;
  const right = stripRevMeta(b) as T;
  if (left.type === 'order') return mergeOrders(left as Order, right as Order) as T;
  return lwwWinner(left, right);
}

/** Merge of every conflicting version of one document (the winner and its `_conflicts`). */
export function resolveConflicts<T extends AnyDoc>(docs: readonly StoredDoc<T>[]): T {
  const [first, ...rest] = docs;
  if (!first) throw new RangeError('resolveConflicts needs at least one version');
  // Merging the first version with itself normalises it (e.g. an order's totals) even when alone.
  return rest.reduce<T>((merged, doc) => mergeDocs<T>(merged, doc), mergeDocs<T>(first, first));
}
