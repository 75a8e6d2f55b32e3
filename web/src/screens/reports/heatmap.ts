import { formatCents } from '../../lib/format.ts';

/** Row headings of the heat map: the summary's weekdays run from lunes (0) to domingo (6). */
export const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

/** How many shades a cell can take besides "no sales". */
export const HEAT_LEVELS = 4;

export interface HeatCell {
  hour: number;
  cents: number;
  /** 0: no sales; 1…HEAT_LEVELS: the share of the busiest hour, in equal steps. */
  level: number;
  /** "lunes de 13:00 a 14:00: 400,00 €" (aria-label and title). */
  label: string;
}

export interface HeatRow {
  weekday: (typeof WEEKDAYS)[number];
  /** "Lun". */
  short: string;
  cells: HeatCell[];
}

export interface HeatGrid {
  /** The hours shown, from the first to the last with any sales (every hour when there are none). */
  hours: number[];
  rows: HeatRow[];
  maxCents: number;
}

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Sales by weekday × hour as shaded cells. A restaurant sells in two or three services, so the grid
 * keeps only the span of hours that sold something: a wall of empty morning cells says nothing.
 * Refunds can leave an hour negative: it shows as no sales, with its figure in the label.
 */
export function heatGrid(heatmap: readonly (readonly number[])[]): HeatGrid {
  const value = (day: number, hour: number) => heatmap[day]?.[hour] ?? 0;
  let first = 24;
  let last = -1;
  let maxCents = 0;
  for (let day = 0; day < WEEKDAYS.length; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const cents = value(day, hour);
      if (cents === 0) continue;
      first = Math.min(first, hour);
      last = Math.max(last, hour);
      maxCents = Math.max(maxCents, cents);
    }
  }
  if (last < 0) [first, last] = [0, 23];
  const hours = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const rows = WEEKDAYS.map((weekday, day) => ({
    weekday,
    short: weekday.charAt(0).toUpperCase() + weekday.slice(1, 3),
    cells: hours.map((hour) => {
      const cents = value(day, hour);
      const level = cents > 0 && maxCents > 0 ? Math.max(1, Math.ceil((cents / maxCents) * HEAT_LEVELS)) : 0;
      return {
        hour,
        cents,
        level,
        label: `${weekday} de ${hh(hour)} a ${hh((hour + 1) % 24)}: ${formatCents(cents)}`,
      };
    }),
  }));
  return { hours, rows, maxCents };
}

/** The axis label of an hour column: "13". */
export const hourLabel = (hour: number): string => String(hour).padStart(2, '0');
