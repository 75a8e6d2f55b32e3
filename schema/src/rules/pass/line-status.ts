import type { OrderStatus } from '../../enums.ts';
import { ORDER_STATUS_RANK } from '../order-status.ts';
import { isHeld } from './courses.ts';

/** What the order's status needs of a line. */
export interface StatusLine {
  status: OrderStatus;
  void?: unknown;
  held?: boolean;
  firedAt?: string;
}

const byRank = (a: OrderStatus, b: OrderStatus) => ORDER_STATUS_RANK[a] - ORDER_STATUS_RANK[b];

/**
 * The order's status as its lines have it: the least advanced of the lines still to be made or
 * served (a round is ready when its last dish is; an order is served when each line is served or
 * cancelled). Voided and cancelled lines are not to be made. When none is left, a voided dish that was
 * made already keeps the round where it got to (the furthest of them: a made dish is never
 * cancelled), and otherwise the round is cancelled.
 */
export function orderStatusFromLines(lines: readonly StatusLine[]): OrderStatus {
  const live = lines.filter((line) => line.status !== 'cancelled' && line.void === undefined);
  if (live.length > 0) return live.map((line) => line.status).sort(byRank)[0] ?? 'cancelled';
  const made = lines.filter((line) => line.status !== 'cancelled').map((line) => line.status);
  return made.sort(byRank).at(-1) ?? 'cancelled';
}

/**
 * True when every fired live line of the round is ready or further, and one is ready to take out: the
 * pass's 'Listo para servir'. A course still held waits for its 'Marchar', not for the kitchen, so the
 * starters go out while the mains wait.
 */
export function readyToServe(lines: readonly StatusLine[]): boolean {
  const live = lines.filter(
    (line) => line.status !== 'cancelled' && line.void === undefined && !isHeld(line),
  );
  if (!live.some((line) => line.status === 'ready')) return false;
  return live.length > 0 && live.every((line) => ORDER_STATUS_RANK[line.status] >= ORDER_STATUS_RANK.ready);
}

export const READY_TO_SERVE_LABEL = 'Listo para servir';
