import { describe, expect, it } from 'vitest';
import { adjustmentFor, parseStockInput, pendingAdjustments } from './stock-edits.ts';

describe('kitchen stock edits', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['-3', 0],
    ['abc', 0],
    ['', 0],
    ['4.9', 4],
  ])('reads %j as %d portions', (text, expected) => {
    expect(parseStockInput(text)).toBe(expected);
  });

  it('turns a typed value into a delta from the stored one, or nothing', () => {
    expect(adjustmentFor('croquetas', '10', 4)).toEqual({ productId: 'croquetas', delta: 6 });
    expect(adjustmentFor('croquetas', '0', 4)).toEqual({ productId: 'croquetas', delta: -4 });
    expect(adjustmentFor('croquetas', '4', 4)).toBeNull();
  });

  it('lists only rows that differ from their stored value', () => {
    const stored = new Map([['a', 5], ['b', 2]]);
    const edits = new Map([['a', '5'], ['b', '3'], ['c', '1']]);
    expect(pendingAdjustments(edits, (id) => stored.get(id) ?? 0)).toEqual([
      { productId: 'b', delta: 1 },
      { productId: 'c', delta: 1 },
    ]);
  });
});
