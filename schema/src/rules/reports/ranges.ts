import { addDays, isIsoDate } from '../../dates.ts';
import type { ReportRange } from './summary.ts';

/**
 * The date ranges a report reads (reports decision 4): business days, both ends included, written
 * YYYY-MM-DD. Calendar arithmetic only (dates.ts): no time zone can shift a day.
 */

/** The longest range a report reads: a leap year. */
export const MAX_REPORT_DAYS = 366;
export const REPORT_RANGE_TOO_LONG_MESSAGE = 'El periodo no puede superar un año';
export const REPORT_FROM_AFTER_TO_MESSAGE = 'La fecha de inicio no puede ser posterior a la de fin';

export const REPORT_PRESET_IDS = [
  'today',
  'yesterday',
  'week',
  'month',
  'last-month',
  'quarter',
  'custom',
] as const;
export type ReportPreset = (typeof REPORT_PRESET_IDS)[number];

/** The range buttons of the reports screen, in the order they are shown. */
export const REPORT_PRESETS: ReadonlyArray<{ id: ReportPreset; label: string }> = [
  { id: 'today', label: 'Hoy' },
  { id: 'yesterday', label: 'Ayer' },
  { id: 'week', label: 'Esta semana' },
  { id: 'month', label: 'Este mes' },
  { id: 'last-month', label: 'Mes pasado' },
  { id: 'quarter', label: 'Este trimestre' },
  { id: 'custom', label: 'Personalizado' },
];

const DAY_MS = 86_400_000;
const utc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
function daysBetween(from: string, to: string): number {
  return Math.max(Math.round((utc(to) - utc(from)) / DAY_MS) + 1, 0);
}

/** The range from `from` to `to`, both included, with its number of days. */
export function reportRange(from: string, to: string): ReportRange {
  return { from, to, days: daysBetween(from, to) };
}

/** The weekday of a date, 0 = lunes … 6 = domingo (the Spanish week, as the heat map's rows). */
export function weekdayOf(isoDate: string): number {
  return (new Date(utc(isoDate)).getUTCDay() + 6) % 7;
}

const firstOfMonth = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

/**
 * The range of a preset on business day `today`: this week is the ISO week (lunes) to today, this
 * month and this quarter start on their first day and end today; last month is whole. 'custom'
 * starts as today, for the screen to change.
 */
export function presetRange(preset: ReportPreset, today: string): ReportRange {
  if (!isIsoDate(today)) throw new RangeError(`Invalid date: ${today}`);
  switch (preset) {
    case 'today':
    case 'custom':
      return reportRange(today, today);
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return reportRange(yesterday, yesterday);
    }
    case 'week':
      return reportRange(addDays(today, -weekdayOf(today)), today);
    case 'month':
      return reportRange(firstOfMonth(today), today);
    case 'last-month': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return reportRange(firstOfMonth(lastDay), lastDay);
    }
    case 'quarter': {
      const month = Number(today.slice(5, 7));
      const first = String(month - ((month - 1) % 3)).padStart(2, '0');
      return reportRange(`${today.slice(0, 4)}-${first}-01`, today);
    }
  }
}

/** The range of the same number of days right before `range`: what its figures are compared with. */
export function previousRange(range: Pick<ReportRange, 'from' | 'to'>): ReportRange {
  const days = daysBetween(range.from, range.to);
  const to = addDays(range.from, -1);
  return reportRange(addDays(to, -(days - 1)), to);
}

/**
 * Why `from`–`to` cannot be reported, or null: both real dates (YYYY-MM-DD), `from` not after
 * `to`, and at most a year (366 days) so one request never reads more than a year of day docs.
 */
export function rangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (from === undefined || from === '') return 'Indica la fecha de inicio';
  if (to === undefined || to === '') return 'Indica la fecha de fin';
  if (!isIsoDate(from)) return 'La fecha de inicio no es válida (AAAA-MM-DD)';
  if (!isIsoDate(to)) return 'La fecha de fin no es válida (AAAA-MM-DD)';
  if (from > to) return REPORT_FROM_AFTER_TO_MESSAGE;
  return daysBetween(from, to) > MAX_REPORT_DAYS ? REPORT_RANGE_TOO_LONG_MESSAGE : null;
}

/** Every business day of the range, in order. */
export function daysOf(range: Pick<ReportRange, 'from' | 'to'>): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
