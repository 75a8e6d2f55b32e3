import { describe, expect, it } from 'vitest';
import { shownStock, stockAdjustment } from '../index.ts';

type Row = { initialStock: number; currentStock: number; tracked?: boolean };

describe('daily stock as the kitchen sees it', () => {
  it.each<[string, Row, number]>([
    ['tracked', { initialStock: 10, currentStock: 7, tracked: true }, 7],
    ['tracked and oversold', { initialStock: 2, currentStock: -1, tracked: true }, -1],
    ['untracked with sales', { initialStock: 0, currentStock: -3, tracked: false }, 0],
    ['untracked, no flag', { initialStock: 0, currentStock: -3 }, 0],
    ['with an initial figure', { initialStock: 4, currentStock: 4 }, 4],
  ])('shows %s', (_label, row, shown) => {
    expect(shownStock(row)).toBe(shown);
  });

  it.each<[string, Row, number, number | null]>([
    ['the figure shown: no change', { initialStock: 0, currentStock: -3 }, 0, null],
    [
      'a figure over an untracked row counts from the stored value',
      { initialStock: 0, currentStock: -3 },
      5,
      8,
    ],
    ['a tracked row lowered', { initialStock: 10, currentStock: 7, tracked: true }, 4, -3],
    ['a tracked row unchanged', { initialStock: 10, currentStock: 7, tracked: true }, 7, null],
    ['an empty row given a figure', { initialStock: 0, currentStock: 0 }, 12, 12],
  ])('%s', (_label, row, wanted, delta) => {
    expect(stockAdjustment(row, wanted)).toBe(delta);
  });
});
