import { BUSINESS_DAY_START_HOUR } from './constants.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Calendar arithmetic on YYYY-MM-DD, independent of any time zone. */
export function addDays(isoDate: string, days: number): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`Invalid date: ${isoDate}`);
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * A reader of `options` per time zone, each formatter built once: building one costs far more than
 * using one (screens ask for "today" on every render, a report reads a year of payments).
 */
export function formatterPerZone(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (timeZone: string) => Intl.DateTimeFormat {
  const built = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = built.get(timeZone);
    if (format === undefined) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      built.set(timeZone, format);
    }
    return format;
  };
}

const wallClock = formatterPerZone('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The restaurant's business day of an instant, as YYYY-MM-DD.
 *
 * A business day starts at BUSINESS_DAY_START_HOUR (05:00) local time, not at midnight, because
 * dinner service runs past midnight: an order taken at 00:40 belongs to the evening's takings,
 * the kitchen's daily stock and the "today" lists of the night it was served. The local wall clock
 * is read in `timeZone` (IANA name) and the calendar date shifted, rather than subtracting hours
 * from the instant, so days that are 23 or 25 hours long (DST changes) are still split at 05:00.
 */
export function businessDate(at: Date, timeZone: string): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid date');
  const parts = wallClock(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  const calendarDate = `${part('year')}-${part('month')}-${part('day')}`;
  return Number(part('hour')) < BUSINESS_DAY_START_HOUR ? addDays(calendarDate, -1) : calendarDate;
}

/**
 * The local wall-clock hour (0–23) of an instant in `timeZone`: the hour a report files a payment
 * under. Reads the same cached formatter as businessDate, so a year of payments builds one.
 */
export function localHour(at: Date, timeZone: string): number {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid date');
  const hour = wallClock(timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'hour')?.value;
  return Number(hour ?? 0);
}
