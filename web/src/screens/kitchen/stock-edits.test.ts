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
    const four = { shown: 4, current: 4 };
    expect(adjustmentFor('croquetas', '10', four)).toEqual({ productId: 'croquetas', delta: 6 });
    expect(adjustmentFor('croquetas', '0', four)).toEqual({ productId: 'croquetas', delta: -4 });
    expect(adjustmentFor('croquetas', '4', four)).toBeNull();
  });

  it('takes an untracked product with counted sales to exactly the typed figure', () => {
    // Three portions sold before the kitchen set a figure: the projection stands at −3, the input at 0.
    const untracked = { shown: 0, current: -3 };
    expect(adjustmentFor('bravas', '0', untracked)).toBeNull();
    expect(adjustmentFor('bravas', '5', untracked)).toEqual({ productId: 'bravas', delta: 8 });
  });

  it('lists only rows that differ from their stored value', () => {
    const stored = new Map([
      ['a', 5],
      ['b', 2],
    ]);
    const edits = new Map([
      ['a', '5'],
      ['b', '3'],
      ['c', '1'],
    ]);
    const of = (id: string) => ({ shown: stored.get(id) ?? 0, current: stored.get(id) ?? 0 });
    expect(pendingAdjustments(edits, of)).toEqual([
      { productId: 'b', delta: 1 },
      { productId: 'c', delta: 1 },
    ]);
  });
});
