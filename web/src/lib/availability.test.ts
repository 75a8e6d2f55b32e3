import { describe, expect, it } from 'vitest';
import { isSellable, stockByProduct } from './availability.ts';

describe('point of sale availability', () => {
  it.each([
    [{ isAvailable: true, isActive: true }, undefined, true],
    [{ isAvailable: true, isActive: true }, { currentStock: 3, initialStock: 0, tracked: true }, true],
    [{ isAvailable: true, isActive: true }, { currentStock: 0, initialStock: 0, tracked: true }, false],
    [{ isAvailable: true, isActive: true }, { currentStock: -1, initialStock: 0, tracked: true }, false],
    [{ isAvailable: true, isActive: true }, { currentStock: 0, initialStock: 4 }, false],
    // Rows that only count sales, or that the API created empty, do not limit the sale.
    [{ isAvailable: true, isActive: true }, { currentStock: -2, initialStock: 0, tracked: false }, true],
    [{ isAvailable: true, isActive: true }, { currentStock: 0, initialStock: 0 }, true],
    [{ isAvailable: false, isActive: true }, { currentStock: 5, initialStock: 5 }, false],
    [{ isAvailable: true, isActive: false }, undefined, false],
  ])('%o with stock %o sells: %s', (product, stock, expected) => {
    expect(isSellable(product, stock)).toBe(expected);
  });

  it('keeps only the given business day', () => {
    const rows = [
      { productId: 'a', businessDate: '2026-11-21', currentStock: 1 },
      { productId: 'a', businessDate: '2026-11-22', currentStock: 0 },
    ];
    expect(stockByProduct(rows, '2026-11-22').get('a')?.currentStock).toBe(0);
  });
});
