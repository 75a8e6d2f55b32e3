import type { OrderStatus } from '../../enums.ts';
import { isHeld } from './courses.ts';
import type { RoutedLine } from './routing.ts';

/** How long a bumped ticket stays in a station's 'Recuperar' list. */
export const RECALL_WINDOW_MS = 10 * 60_000;

/** What a station's board needs of a line. */
export interface BoardLine extends RoutedLine {
  id: string;
  status: OrderStatus;
  createdAt: string;
  held?: boolean;
  firedAt?: string;
  bumpedAt?: string;
  void?: unknown;
}

/** What a station's board needs of a round. */
export interface BoardRound<L extends BoardLine = BoardLine> {
  _id: string;
  status: OrderStatus;
  createdAt: string;
  items: readonly L[];
}

/** A round as one station sees it: its lines made there (cancelled ones left out). */
export interface StationTicket<R extends BoardRound> {
  round: R;
  lines: Array<R['items'][number]>;
  /** When the station's part of the round was fired: its first fired line's, or the round's. */
  since: string;
}

/** The station a line is made at (null: no station makes it, so every screen shows it). */
export type RouteOf = (line: BoardLine) => string | null;

const IN_KITCHEN: readonly OrderStatus[] = ['pending', 'preparing', 'ready'];
const TO_MAKE: readonly OrderStatus[] = ['pending', 'preparing'];

/** Still on the stove: fired or held, not ready, not voided. */
export function toMake(line: BoardLine): boolean {
  return TO_MAKE.includes(line.status) && line.void === undefined;
}

/** `round` as `stationId` sees it, or null when none of its lines is made there. */
export function stationTicket<R extends BoardRound>(
  round: R,
  stationId: string,
  routeOf: RouteOf,
): StationTicket<R> | null {
  const lines = round.items.filter((line) => {
    const route = routeOf(line);
    return (
      (route === null || route === stationId) && (line.status !== 'cancelled' || line.void !== undefined)
    );
  });
  if (lines.length === 0) return null;
  const fired = lines.filter((line) => !isHeld(line)).map((line) => line.firedAt ?? line.createdAt);
  return { round, lines, since: fired.sort()[0] ?? round.createdAt };
}

/**
 * A station's board: the rounds with a line still to make there (a held course shows too, dimmed, so
 * the station sees what is coming), the longest waiting first by when their part was fired. A round
 * whose lines here are all done leaves the board for 'Recuperar'.
 */
export function stationTickets<R extends BoardRound>(
  rounds: readonly R[],
  stationId: string,
  routeOf: RouteOf,
): Array<StationTicket<R>> {
  const tickets: Array<StationTicket<R>> = [];
  for (const round of rounds) {
    if (!IN_KITCHEN.includes(round.status)) continue;
    const ticket = stationTicket(round, stationId, routeOf);
    if (ticket !== null && ticket.lines.some(toMake)) tickets.push(ticket);
  }
  return tickets.sort((a, b) => a.since.localeCompare(b.since) || a.round._id.localeCompare(b.round._id));
}

/** The lines a bump of the whole ticket makes ready: its fired lines still to make. */
export function bumpableLines(lines: readonly BoardLine[]): string[] {
  return lines.filter((line) => toMake(line) && !isHeld(line)).map((line) => line.id);
}

/** A ticket the station bumped lately, with the lines a recall brings back and when it was bumped. */
export interface RecallableTicket<R extends BoardRound> extends StationTicket<R> {
  bumpedAt: string;
  lineIds: string[];
}

/**
 * 'Recuperar': the tickets this station finished within the last RECALL_WINDOW_MS (every line of it
 * done here, at least one bumped and not yet served), the latest first. A recall brings back its ready
 * lines: the ticket returns to the board as it was.
 */
export function recallableTickets<R extends BoardRound>(
  rounds: readonly R[],
  stationId: string,
  routeOf: RouteOf,
  now: Date,
): Array<RecallableTicket<R>> {
  const since = new Date(now.getTime() - RECALL_WINDOW_MS).toISOString();
  const found: Array<RecallableTicket<R>> = [];
  for (const round of rounds) {
    if (!IN_KITCHEN.includes(round.status)) continue;
    const ticket = stationTicket(round, stationId, routeOf);
    if (ticket === null || ticket.lines.some(toMake)) continue;
    const ready = ticket.lines.filter((line) => line.status === 'ready' && line.void === undefined);
    const bumpedAt =
      ready
        .map((line) => line.bumpedAt ?? '')
        .sort()
        .at(-1) ?? '';
    if (bumpedAt === '' || bumpedAt < since) continue;
    found.push({ ...ticket, bumpedAt, lineIds: ready.map((line) => line.id) });
  }
  return found.sort((a, b) => b.bumpedAt.localeCompare(a.bumpedAt));
}

/** One station's part of a round at the pass. */
export interface StationProgress {
  stationId: string | null;
  /** Fired lines done (ready or further). */
  done: number;
  /** Fired lines to make, voided and cancelled ones left out. */
  total: number;
  /** Lines of a course still held. */
  held: number;
}

/**
 * Each station's progress on a round, for the pass: stations in the order given, then the lines no
 * station makes (stationId null). Only stations with a line of the round are listed.
 */
export function passProgress(
  lines: readonly BoardLine[],
  stationIds: readonly string[],
  routeOf: RouteOf,
): StationProgress[] {
  const byStation = new Map<string | null, StationProgress>();
  for (const line of lines) {
    if (line.status === 'cancelled' || line.void !== undefined) continue;
    const stationId = routeOf(line);
    const progress = byStation.get(stationId) ?? { stationId, done: 0, total: 0, held: 0 };
    byStation.set(stationId, progress);
    if (isHeld(line)) progress.held += 1;
    else {
      progress.total += 1;
      if (!TO_MAKE.includes(line.status)) progress.done += 1;
    }
  }
  const order = [...stationIds, null];
  return [...byStation.values()].sort((a, b) => order.indexOf(a.stationId) - order.indexOf(b.stationId));
}

/** The lines the pass takes out at 'Servir': the fired ones ready. */
export function servableLines(lines: readonly BoardLine[]): string[] {
  return lines
    .filter((line) => line.status === 'ready' && line.void === undefined && !isHeld(line))
    .map((line) => line.id);
}
