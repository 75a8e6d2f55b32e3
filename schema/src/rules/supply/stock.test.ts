import { describe, expect, it } from 'vitest';
import { consumptionOf, countDelta, varianceOf, weightedAverageCost } from '../../index.ts';

describe('weighted average cost', () => {
  it.each<[string, number, number, number, number, number]>([
    // (max(stock, 0) × cost + qty × unitCost) ÷ (max(stock, 0) + qty), half up to the cent
    ['nothing in stock: the delivery sets the cost', 0, 0, 10_000, 340, 340],
    ['equal parts: the mean', 10_000, 300, 10_000, 340, 320],
    // (2 × 3,00 + 1 × 3,05) ÷ 3 = 9,05 ÷ 3 = 3,01666… → 3,02
    ['a third rounds up', 2_000, 300, 1_000, 305, 302],
    // (1 × 1,00 + 1 × 1,01) ÷ 2 = 1,005 → 1,01 (half up)
    ['exactly half a cent rounds up', 1_000, 100, 1_000, 101, 101],
    // (3 × 1,00 + 1 × 1,01) ÷ 4 = 1,0025 → 1,00
    ['a quarter of a cent rounds down', 3_000, 100, 1_000, 101, 100],
    // stock −0,800 (sold before it came in) carries no value: 10 kg at 3,40 → 3,40
    ['negative stock is worth nothing', -800, 250, 10_000, 340, 340],
    // 9,2 kg at 3,40 plus 0,5 kg at 4,00: (31,28 + 2,00) ÷ 9,7 = 3,4309… → 3,43
    ['a small top-up', 9_200, 340, 500, 400, 343],
    ['nothing received leaves it', 5_000, 275, 0, 999, 275],
  ])('%s', (_case, stock, cost, qty, unitCost, expected) => {
    expect(weightedAverageCost(stock, cost, qty, unitCost)).toBe(expected);
  });

  it('refuses fractions', () => {
    expect(() => weightedAverageCost(1.5, 100, 1_000, 100)).toThrow(RangeError);
  });
});

describe('consumption per serving', () => {
  const paella = [
    { ingredientId: 'arroz', quantity: '0.800' },
    { ingredientId: 'gambas', quantity: '0.500' },
    { ingredientId: 'azafran', quantity: '0.001' },
  ];

  it.each<[string, number, number, Array<[string, number]>]>([
    // 0,800 kg for 4 servings is 0,200 kg a portion
    [
      'one paella',
      1,
      4,
      [
        ['arroz', 200],
        ['gambas', 125],
        ['azafran', 0],
      ],
    ],
    // 4 × 0,800 ÷ 4 = 0,800 kg of rice; saffron 4 × 0,001 ÷ 4 = 0,001
    [
      'four paellas',
      4,
      4,
      [
        ['arroz', 800],
        ['gambas', 500],
        ['azafran', 1],
      ],
    ],
    // 2 × 0,001 ÷ 4 = 0,0005 → 0,001 (half up)
    [
      'two paellas',
      2,
      4,
      [
        ['arroz', 400],
        ['gambas', 250],
        ['azafran', 1],
      ],
    ],
    // 1 × 0,800 ÷ 3 = 0,2666… → 0,267
    [
      'a third of the pan',
      1,
      3,
      [
        ['arroz', 267],
        ['gambas', 167],
        ['azafran', 0],
      ],
    ],
    [
      'servings 0: the whole recipe is one portion',
      2,
      0,
      [
        ['arroz', 1_600],
        ['gambas', 1_000],
        ['azafran', 2],
      ],
    ],
    [
      'nothing sold',
      0,
      4,
      [
        ['arroz', 0],
        ['gambas', 0],
        ['azafran', 0],
      ],
    ],
  ])('%s', (_case, quantity, servings, expected) => {
    const taken = consumptionOf(quantity, paella, servings);
    expect(taken.map(({ ingredientId, milli }) => [ingredientId, milli])).toEqual(expected);
  });

  it('takes an ingredient listed twice once, summed before rounding', () => {
    const recipe = [
      { ingredientId: 'sal', quantity: '0.001' },
      { ingredientId: 'sal', quantity: '0.001' },
    ];
    // 1 × 0,002 ÷ 4 = 0,0005 → 0,001; rounding each line first would give 0,000 + 0,000 (or 0,002)
    expect(consumptionOf(1, recipe, 4)).toEqual([{ ingredientId: 'sal', milli: 1 }]);
  });

  it('refuses a fractional or negative quantity', () => {
    expect(() => consumptionOf(1.5, paella, 4)).toThrow(RangeError);
    expect(() => consumptionOf(-1, paella, 4)).toThrow(RangeError);
  });
});

describe('stock counts', () => {
  it.each<[string, string, number]>([
    ['10.000', '9.000', -1_000],
    ['9.200', '9.200', 0],
    ['-0.800', '0.000', 800], // sold before it was received: the count brings it back to 0
    ['2.5', '3.125', 625],
  ])('expected %s, counted %s: %d', (expected, counted, delta) => {
    expect(countDelta(expected, counted)).toBe(delta);
  });

  it.each<[string, string, string, { units: string; milli: number; cents: number }]>([
    // 1 kg of rice missing at 3,40 €/kg
    ['9.200', '8.200', '3.40', { units: '-1.000', milli: -1_000, cents: -340 }],
    // 0,125 kg over at 3,40: 0,425 € → 0,43
    ['1.000', '1.125', '3.40', { units: '0.125', milli: 125, cents: 43 }],
    // 0,125 kg short at 3,40: −0,425 € → −0,43 (half away from zero)
    ['1.125', '1.000', '3.40', { units: '-0.125', milli: -125, cents: -43 }],
    ['4.000', '4.000', '12.00', { units: '0.000', milli: 0, cents: 0 }],
  ])('expected %s, counted %s at %s', (expected, counted, unitCost, variance) => {
    expect(varianceOf({ expected, counted, unitCost })).toEqual(variance);
  });
});
