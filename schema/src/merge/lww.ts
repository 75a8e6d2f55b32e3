import { canonicalJson, compareStrings, compareTimestamps } from './canonical.ts';

interface Stamped {
  updatedAt: string;
  updatedBy: string;
}

/**
 * Last-writer-wins order: later updatedAt, then updatedBy, then canonical JSON. The last step makes
 * it a total order over distinct contents, so "take the greater" is commutative, associative and
 * idempotent, and every replica picks the same winner even when two clocks agree to the millisecond.
 */
export function compareLww(a: Stamped, b: Stamped): number {
  return (
    compareTimestamps(a.updatedAt, b.updatedAt) ||
    compareStrings(a.updatedBy, b.updatedBy) ||
    compareStrings(canonicalJson(a), canonicalJson(b))
  );
}

export function lwwWinner<T extends Stamped>(a: T, b: T): T {
  return compareLww(a, b) >= 0 ? a : b;
}
