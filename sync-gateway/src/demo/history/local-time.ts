import { fiscalTimestamp } from '@restaurantpro/schema';

/**
 * The offset of `timeZone` from UTC at `at`, in ms (what its wall clock reads minus UTC, to the
 * second): read off the wall clock a billing record prints, '2026-11-27T09:20:30+01:00'.
 */
function offsetMs(at: Date, timeZone: string): number {
  const stamp = fiscalTimestamp(at, timeZone);
  return Date.parse(`${stamp.slice(0, 19)}Z`) - Date.parse(stamp);
}

/**
 * The instant the restaurant's wall clock reads `minutes` after midnight of calendar day `day`.
 * The history keeps its service hours (12:00 to 23:59) away from the night's DST changes, so the
 * offset read once, then checked once, is the right one.
 */
export function localInstant(day: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00.000Z`) + minutes * 60_000;
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}
