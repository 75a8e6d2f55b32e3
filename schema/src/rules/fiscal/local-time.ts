import { formatterPerZone } from '../../dates.ts';

/**
 * The AEAT's dates of a record, read on the restaurant's wall clock: the issue date as DD-MM-YYYY
 * and the generation instant with its offset (+01:00 in winter, +02:00 in summer on the peninsula),
 * to the second. Derived from the instant and the time zone, so the gateway can check that a
 * record's text and its ticket's `issuedAt` name the same moment.
 */

const formatter = formatterPerZone('en-GB', {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'longOffset',
});

interface WallClock {
  date: string;
  time: string;
  offset: string;
}

function wallClockOf(at: Date, timeZone: string): WallClock {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid date');
  const parts = formatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // 'GMT+01:00', or plain 'GMT' where the offset is zero.
  const zone = part('timeZoneName').replace('GMT', '');
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
    offset: zone === '' ? '+00:00' : zone,
  };
}

/** '27-11-2026': the calendar date (not the business day) on which the invoice was issued. */
export function fiscalDate(at: Date, timeZone: string): string {
  const [year, month, day] = wallClockOf(at, timeZone).date.split('-');
  return `${day}-${month}-${year}`;
}

/** '2026-11-27T09:20:30+01:00'. */
export function fiscalTimestamp(at: Date, timeZone: string): string {
  const clock = wallClockOf(at, timeZone);
  return `${clock.date}T${clock.time}${clock.offset}`;
}

/** The instant a fiscal timestamp names, in ms (NaN when it is not one). */
export function fiscalTimestampMs(text: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(text) ? Date.parse(text) : Number.NaN;
}

/** The DD-MM-YYYY date a fiscal timestamp's wall clock shows. */
export function fiscalDateOfTimestamp(text: string): string {
  const [year = '', month = '', day = ''] = text.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}
