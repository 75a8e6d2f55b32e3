import { describe, expect, it } from 'vitest';
import {
  REPORT_PRESETS,
  daysOf,
  presetRange,
  previousRange,
  rangeProblem,
  weekdayOf,
  type ReportPreset,
} from './ranges.ts';

describe('presetRange', () => {
  // 2026-11-24 is a Tuesday; 2027-01-03 a Sunday; 2026-03-01 a Sunday.
  it.each<[ReportPreset, string, string, string, number]>([
    ['today', '2026-11-24', '2026-11-24', '2026-11-24', 1],
    ['custom', '2026-11-24', '2026-11-24', '2026-11-24', 1],
    ['yesterday', '2026-11-24', '2026-11-23', '2026-11-23', 1],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28', 1],
    ['week', '2026-11-24', '2026-11-23', '2026-11-24', 2],
    ['week', '2026-11-23', '2026-11-23', '2026-11-23', 1],
    ['week', '2027-01-03', '2026-12-28', '2027-01-03', 7],
    ['month', '2026-11-24', '2026-11-01', '2026-11-24', 24],
    ['month', '2026-11-01', '2026-11-01', '2026-11-01', 1],
    ['last-month', '2026-11-24', '2026-10-01', '2026-10-31', 31],
    ['last-month', '2026-01-15', '2025-12-01', '2025-12-31', 31],
    ['last-month', '2024-03-31', '2024-02-01', '2024-02-29', 29],
    ['quarter', '2026-11-24', '2026-10-01', '2026-11-24', 55],
    ['quarter', '2026-03-31', '2026-01-01', '2026-03-31', 90],
    ['quarter', '2026-04-01', '2026-04-01', '2026-04-01', 1],
    ['quarter', '2026-09-30', '2026-07-01', '2026-09-30', 92],
  ])('%s on %s is %s – %s (%i days)', (preset, today, from, to, days) => {
    expect(presetRange(preset, today)).toEqual({ from, to, days });
  });

  it('labels every preset in Spanish, in the screen’s order', () => {
    expect(REPORT_PRESETS.map((preset) => preset.label)).toEqual([
      'Hoy',
      'Ayer',
      'Esta semana',
      'Este mes',
      'Mes pasado',
      'Este trimestre',
      'Personalizado',
    ]);
  });
});

describe('previousRange', () => {
  it.each([
    ['2026-11-24', '2026-11-24', '2026-11-23', '2026-11-23', 1],
    ['2026-11-23', '2026-11-24', '2026-11-21', '2026-11-22', 2],
    ['2026-10-01', '2026-10-31', '2026-08-31', '2026-09-30', 31],
    ['2026-03-01', '2026-03-10', '2026-02-19', '2026-02-28', 10],
    ['2025-01-01', '2025-12-31', '2024-01-02', '2024-12-31', 365],
  ])('before %s – %s: %s – %s', (from, to, prevFrom, prevTo, days) => {
    expect(previousRange({ from, to })).toEqual({ from: prevFrom, to: prevTo, days });
  });
});

describe('rangeProblem', () => {
  it.each<[string | undefined, string | undefined, string | null]>([
    ['2026-11-01', '2026-11-24', null],
    ['2026-11-24', '2026-11-24', null],
    ['2024-01-01', '2024-12-31', null],
    ['2025-01-01', '2026-01-01', null],
    ['2025-01-01', '2026-01-02', 'El periodo no puede superar un año'],
    ['2026-11-25', '2026-11-24', 'La fecha de inicio no puede ser posterior a la de fin'],
    ['2026-02-30', '2026-03-01', 'La fecha de inicio no es válida (AAAA-MM-DD)'],
    ['2026-03-01', '01/04/2026', 'La fecha de fin no es válida (AAAA-MM-DD)'],
    [undefined, '2026-03-01', 'Indica la fecha de inicio'],
    ['2026-03-01', '', 'Indica la fecha de fin'],
  ])('%s – %s', (from, to, expected) => {
    expect(rangeProblem(from, to)).toBe(expected);
  });
});

describe('daysOf and weekdayOf', () => {
  it('lists every day, month ends and leap days included', () => {
    expect(daysOf({ from: '2024-02-27', to: '2024-03-02' })).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(daysOf({ from: '2026-11-24', to: '2026-11-24' })).toEqual(['2026-11-24']);
    expect(daysOf({ from: '2025-01-01', to: '2025-12-31' })).toHaveLength(365);
  });

  it.each([
    ['2026-11-23', 0],
    ['2026-11-24', 1],
    ['2024-02-29', 3],
    ['2026-11-29', 6],
  ])('%s is weekday %i (0 = lunes)', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});
