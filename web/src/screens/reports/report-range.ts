import {
  presetRange,
  rangeProblem,
  REPORT_PRESET_IDS,
  spanishDate,
  type ReportPreset,
  type ReportSummary,
} from '@restaurantpro/schema';
import type { DateRange } from '../../data/reports.ts';
import { formatDate, formatTime } from '../../lib/format.ts';

/** The period the screen opens on: the month so far, the figure a manager looks at first. */
export const DEFAULT_PRESET = 'month' satisfies ReportPreset;

export interface ChosenRange {
  preset: ReportPreset;
  range: DateRange;
}

const isPreset = (value: string | null): value is ReportPreset =>
  value !== null && (REPORT_PRESET_IDS as readonly string[]).includes(value);

/**
 * The period in the address (`?preset=week`, or `?from=2026-11-01&to=2026-11-24` for a custom one),
 * so a reload or a shared link shows the same report. Anything unreadable falls back to the default.
 */
export function rangeFromParams(params: URLSearchParams, today: string): ChosenRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && rangeProblem(from, to) === null)
    return { preset: 'custom', range: { from, to } };
  const preset = params.get('preset');
  const chosen = isPreset(preset) && preset !== 'custom' ? preset : DEFAULT_PRESET;
  const { from: start, to: end } = presetRange(chosen, today);
  return { preset: chosen, range: { from: start, to: end } };
}

/** The address parameters of a period. */
export function paramsOfRange(chosen: ChosenRange): Record<string, string> {
  return chosen.preset === 'custom'
    ? { from: chosen.range.from, to: chosen.range.to }
    : { preset: chosen.preset };
}

/** "23/11/2026", or "23/11/2026 – 25/11/2026" for more than a day. */
export function rangeText(range: DateRange): string {
  return range.from === range.to
    ? spanishDate(range.from)
    : `${spanishDate(range.from)} – ${spanishDate(range.to)}`;
}

/** The report's subtitle: its period, its length, and what it is compared with. */
export function periodLine(summary: Pick<ReportSummary, 'range' | 'previous'>): string {
  const days = summary.range.days === 1 ? '1 día' : `${summary.range.days} días`;
  return `${rangeText(summary.range)} (${days}) · frente a ${rangeText(summary.previous)}`;
}

/** "24/11/2026 10:32" in this device's time: when a report was fetched. */
export const stampOf = (iso: string): string => `${formatDate(iso)} ${formatTime(iso)}`;
