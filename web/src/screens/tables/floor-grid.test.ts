import { describe, expect, it } from 'vitest';
import { cellAt, cellOf, gridSize, positionLabel, stepCell } from './floor-grid.ts';

describe('floor grid', () => {
  it.each([
    [3, 5, '(3, 5)'],
    [null, 5, 'No definida'],
    [3, null, 'No definida'],
    [0, 2, 'No definida'],
    [2, 0, 'No definida'],
  ])('labels position (%s, %s) as %s', (positionX, positionY, label) => {
    expect(positionLabel({ positionX, positionY })).toBe(label);
  });

  it('leaves unplaced tables off the plan', () => {
    expect(cellOf({ positionX: 0, positionY: 4 })).toBeNull();
    expect(cellOf({ positionX: 2, positionY: 4 })).toEqual({ x: 2, y: 4 });
  });

  it('draws at least the minimum room and a free row and column beyond the furthest table', () => {
    expect(gridSize([])).toEqual({ x: 8, y: 5 });
    expect(
      gridSize([
        { x: 10, y: 2 },
        { x: 1, y: 7 },
      ]),
    ).toEqual({ x: 11, y: 8 });
  });

  it.each([
    [0, 0, { x: 1, y: 1 }],
    [71, 71, { x: 1, y: 1 }],
    [72, 150, { x: 2, y: 3 }],
    [-1, 10, null],
    [8 * 72, 10, null],
  ])('finds the cell under (%s, %s) px', (offsetX, offsetY, cell) => {
    expect(cellAt(offsetX, offsetY, { x: 8, y: 5 }, 72)).toEqual(cell);
  });

  it('moves one cell per arrow key without leaving the first row or column', () => {
    expect(stepCell({ x: 2, y: 2 }, 'ArrowLeft')).toEqual({ x: 1, y: 2 });
    expect(stepCell({ x: 1, y: 2 }, 'ArrowLeft')).toBeNull();
    expect(stepCell({ x: 1, y: 1 }, 'ArrowUp')).toBeNull();
    expect(stepCell({ x: 1, y: 1 }, 'ArrowDown')).toEqual({ x: 1, y: 2 });
    expect(stepCell({ x: 1, y: 1 }, 'Enter')).toBeNull();
  });
});
