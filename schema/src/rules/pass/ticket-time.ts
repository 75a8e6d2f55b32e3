import { isHeld } from './courses.ts';

/** A ticket's colour by its age against its dishes' preparation time. */
export type Lateness = 'on-time' | 'amber' | 'red';

/** A station's factors: amber past prep time × amber, red past prep time × red. */
export interface LateFactors {
  amber: number;
  red: number;
}

/** Amber once the dishes should be ready, red half as long again: a station may set its own. */
export const DEFAULT_LATE_FACTORS: LateFactors = { amber: 1, red: 1.5 };

/** A ticket's preparation time: its slowest dish's, in minutes (the dishes are made side by side). */
export function ticketPrepMinutes(prepMinutes: readonly number[]): number {
  return Math.max(0, ...prepMinutes);
}

/**
 * How late a ticket is `ageMs` after it was fired. A ticket whose dishes take no time (drinks set to
 * 0 minutes) is never late: there is nothing to measure it against.
 */
export function lateness(
  ageMs: number,
  prepMinutes: number,
  factors: LateFactors = DEFAULT_LATE_FACTORS,
): Lateness {
  if (prepMinutes <= 0) return 'on-time';
  const minutes = ageMs / 60_000;
  if (minutes >= prepMinutes * factors.red) return 'red';
  if (minutes >= prepMinutes * factors.amber) return 'amber';
  return 'on-time';
}

/** A ticket's age as the kitchen reads it: '4:07' (minutes:seconds), '1:02:30' past an hour. */
export function ticketAge(ageMs: number): string {
  const total = Math.max(0, Math.floor(ageMs / 1000));
  const seconds = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}:${seconds}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${seconds}`;
}

/** What a ticket's timing needs of a line. */
export interface TimedLine {
  productId: string;
  status: string;
  createdAt: string;
  firedAt?: string;
  held?: boolean;
  void?: unknown;
}

/**
 * A ticket's colour now: its lines still to be made (fired, not ready, not voided) timed from when
 * each was fired (or sent), against the slowest of their dishes. A ticket with nothing left to make,
 * or only held courses, is on time: nobody is waiting on the kitchen for it.
 */
export function ticketLateness(
  lines: readonly TimedLine[],
  prepOf: (productId: string) => number | undefined,
  now: Date,
  factors: LateFactors = DEFAULT_LATE_FACTORS,
): { lateness: Lateness; ageMs: number | null } {
  const cooking = lines.filter(
    (line) =>
      (line.status === 'pending' || line.status === 'preparing') && line.void === undefined && !isHeld(line),
  );
  if (cooking.length === 0) return { lateness: 'on-time', ageMs: null };
  const started = Math.min(...cooking.map((line) => Date.parse(line.firedAt ?? line.createdAt)));
  const ageMs = Math.max(0, now.getTime() - started);
  const prep = ticketPrepMinutes(cooking.map((line) => prepOf(line.productId) ?? 0));
  return { lateness: lateness(ageMs, prep, factors), ageMs };
}
