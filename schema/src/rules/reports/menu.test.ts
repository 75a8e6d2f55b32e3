import { describe, expect, it } from 'vitest';
import {
  MENU_QUADRANT_ADVICE,
  MENU_QUADRANT_LABELS,
  menuEngineering,
  servingCostCents,
  type MenuItem,
} from './menu.ts';
import type { MenuQuadrant } from './summary.ts';

/** `quantity` sold at `unit` cents each, with a serving cost (null: no recipe). */
const sold = (
  productId: string,
  quantity: number,
  unit: number,
  servingCost: number | null,
  price = unit,
) => ({
  productId,
  quantity,
  revenue: quantity * unit,
  servingCost,
  price,
});

const quadrants = (items: MenuItem[]) =>
  Object.fromEntries(
    [...menuEngineering(items).placements].map(([id, placement]) => [id, placement.quadrant]),
  );

describe('menuEngineering', () => {
  // N = 4, Σ quantity 100: popular from 17,5 items (0,7 / 4 = 17,5 %). Contributions 35 000, 12 000,
  // 6 000, 1 000 → 54 000 / 100 = 540 per item on average; the beer has no recipe and is not placed.
  const classic = [
    sold('paella', 50, 1000, 300),
    sold('burger', 40, 600, 300),
    sold('lobster', 5, 1500, 300),
    sold('soup', 5, 500, 300),
    sold('beer', 1000, 200, null),
  ];

  it('places the four quadrants of the classic example', () => {
    expect(quadrants(classic)).toEqual({
      paella: 'star',
      burger: 'plowhorse',
      lobster: 'puzzle',
      soup: 'dog',
    });
    expect(menuEngineering(classic).menu).toEqual({ popularityThreshold: 0.175, averageUnitMargin: 540 });
  });

  it('gives each placed product its share and its margin per item', () => {
    const paella = menuEngineering(classic).placements.get('paella');
    expect(paella).toEqual({ productId: 'paella', share: 0.5, unitMargin: 700, quadrant: 'star' });
    expect(menuEngineering(classic).placements.has('beer')).toBe(false);
  });

  it.each<[string, MenuItem[], Record<string, MenuQuadrant>]>([
    // 7 of 30 among 3 is exactly 70 % of an even share (7/30 = 0,7/3): popular.
    [
      'a share exactly at the threshold is popular',
      [sold('a', 7, 1000, 500), sold('b', 23, 1000, 500), sold('c', 0, 1000, 500)],
      { a: 'star', b: 'star', c: 'puzzle' },
    ],
    // Margins 500 and 500: both at the average, so both high.
    [
      'a margin exactly at the average is high',
      [sold('a', 10, 800, 300), sold('b', 10, 900, 400)],
      { a: 'star', b: 'star' },
    ],
    // Sold nothing: its margin is its price − its cost (1 000 − 100 = 900 ≥ 450 average) → puzzle; 300 − 100 → dog.
    [
      'a product that sold nothing is placed by its list margin',
      [sold('a', 10, 600, 150), sold('b', 0, 0, 100, 1000), sold('c', 0, 0, 100, 300)],
      { a: 'star', b: 'puzzle', c: 'dog' },
    ],
    // Nothing sold at all: nothing is popular; a dish sold below cost is a dog.
    ['nothing sold', [sold('a', 0, 0, 100, 500), sold('b', 0, 0, 600, 500)], { a: 'puzzle', b: 'dog' }],
  ])('%s', (_name, items, expected) => {
    expect(quadrants(items)).toEqual(expected);
  });

  it('rounds the average and a margin per item half up', () => {
    // (1 000 − 3 × 166) / 3 = 167,33… → 167; (1 001 − 0) / 2 = 500,5 → 501.
    const { menu, placements } = menuEngineering([
      sold('a', 3, 1000 / 3, 166),
      { ...sold('b', 2, 0, 0), revenue: 1001 },
    ]);
    expect(placements.get('a')?.unitMargin).toBe(167);
    expect(placements.get('b')?.unitMargin).toBe(501);
    // (502 + 1 001) / 5 = 300,6 → 301.
    expect(menu.averageUnitMargin).toBe(301);
  });

  it('has no threshold without products placed', () => {
    expect(menuEngineering([sold('beer', 10, 200, null)]).menu).toEqual({
      popularityThreshold: 0,
      averageUnitMargin: 0,
    });
  });

  it('names and advises every quadrant in plain Spanish', () => {
    expect(MENU_QUADRANT_LABELS).toEqual({
      star: 'Estrella',
      plowhorse: 'Caballo de batalla',
      puzzle: 'Puzzle',
      dog: 'Perro',
    });
    expect(MENU_QUADRANT_ADVICE.plowhorse).toBe(
      'Se vende mucho pero deja poco: revisa el coste de la receta o sube un poco el precio',
    );
  });
});

describe('servingCostCents', () => {
  const ingredients = new Map([
    ['rice', { costPerUnit: '2.00' }],
    ['prawns', { costPerUnit: '15.00' }],
  ]);
  const line = (ingredientId: string, quantity: string) => ({ id: ingredientId, ingredientId, quantity });

  it.each([
    // (0,400 × 2,00 + 0,300 × 15,00) / 4 = 1,325 → 1,33.
    ['four servings', 4, [line('rice', '0.400'), line('prawns', '0.300')], 133],
    // Servings not set: the whole recipe is one serving.
    ['servings not set', 0, [line('rice', '0.400'), line('prawns', '0.300')], 530],
    // An ingredient since deleted costs nothing.
    ['an unknown ingredient', 1, [line('rice', '1.000'), line('gone', '5.000')], 200],
  ])('%s', (_name, servings, ingredientLines, expected) => {
    expect(servingCostCents({ servings, ingredients: ingredientLines }, ingredients)).toBe(expected);
  });
});
