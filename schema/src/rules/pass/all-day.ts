import type { OrderStatus } from '../../enums.ts';
import { isHeld } from './courses.ts';

/** What the all-day count needs of a line. */
export interface CountedLine {
  productId: string;
  productName: string;
  quantity: number;
  status: OrderStatus;
  held?: boolean;
  firedAt?: string;
  void?: unknown;
}

/** Statuses still on the stove: fired and not yet done. */
const PENDING_WORK: readonly OrderStatus[] = ['pending', 'preparing'];

export interface AllDayCount {
  productId: string;
  productName: string;
  quantity: number;
}

/**
 * The all-day count of a station's lines: portions fired and not yet done, per dish, most first (then
 * by name, so equal counts keep their place). Held lines are not fired yet, and voided or cancelled
 * ones will not be made.
 */
export function allDayCounts(lines: readonly CountedLine[]): AllDayCount[] {
  const counts = new Map<string, AllDayCount>();
  for (const line of lines) {
    if (!PENDING_WORK.includes(line.status) || isHeld(line) || line.void !== undefined) continue;
    const seen = counts.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else
      counts.set(line.productId, {
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
      });
  }
  return [...counts.values()].sort(
    (a, b) => b.quantity - a.quantity || a.productName.localeCompare(b.productName, 'es'),
  );
}

/** '4× Paella valenciana, 2× Solomillo'. */
export function allDayLabel(counts: readonly AllDayCount[]): string {
  return counts.map((count) => `${count.quantity}× ${count.productName}`).join(', ');
}
