import { describe, expect, it } from 'vitest';
import { heatmapOf, sampleSummary } from '../../../test/helper.ts';
import { HEAT_LEVELS, heatGrid, type HeatCell, type HeatGrid } from './heatmap.ts';

/** The cells of weekday `day` (0 = lunes). */
function cellsOf(grid: HeatGrid, day: number): HeatCell[] {
  const row = grid.rows[day];
  if (!row) throw new Error(`no row ${day}`);
  return row.cells;
}
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('heatGrid', () => {
  it('keeps the hours from the first to the last that sold, lunes to domingo', () => {
    const grid = heatGrid(sampleSummary().heatmap);
    expect(grid.hours).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(grid.rows.map((row) => row.short)).toEqual(['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']);
    expect(grid.maxCents).toBe(40_000);
    const monday = cellsOf(grid, 0);
    // 200,50 € is just over half the busiest hour: the third of four shades.
    expect(monday.map((cell) => cell.level)).toEqual([4, 0, 0, 0, 0, 0, 0, 0, 3]);
    expect(monday.map((cell) => plain(cell.label))).toContain('lunes de 13:00 a 14:00: 400,00 €');
    expect(monday.map((cell) => plain(cell.label))).toContain('lunes de 21:00 a 22:00: 200,50 €');
  });

  it.each([
    // cents of the cell, busiest cell → level
    [40_000, 40_000, HEAT_LEVELS],
    [30_001, 40_000, 4],
    [30_000, 40_000, 3],
    [10_001, 40_000, 2],
    [10_000, 40_000, 1],
    // A sliver of sales still shows.
    [1, 40_000, 1],
    // A refund-only hour is negative: no shade, but its figure is told.
    [-1_500, 40_000, 0],
  ])('%i of a busiest %i is level %i', (cents, busiest, level) => {
    const heatmap = heatmapOf([
      [4, 20, busiest],
      [4, 21, cents],
    ]);
    const cell = cellsOf(heatGrid(heatmap), 4).find((c) => c.hour === 21);
    expect(cell?.level).toBe(level);
  });

  it('shows every hour, unshaded, when nothing sold', () => {
    const grid = heatGrid(heatmapOf([]));
    expect(grid.hours).toHaveLength(24);
    expect(grid.rows.flatMap((row) => row.cells).every((cell) => cell.level === 0)).toBe(true);
    expect(plain(cellsOf(grid, 6).at(-1)?.label ?? '')).toBe('domingo de 23:00 a 00:00: 0,00 €');
  });
});
