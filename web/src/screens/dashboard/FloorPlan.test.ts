import { describe, expect, it } from 'vitest';
import type { DiningTable } from '@restaurantpro/schema';
import { planCells } from './FloorPlan.tsx';

const table = (id: string, positionX: number | null, positionY: number | null): DiningTable => ({
  _id: `table:${id}`,
  type: 'table',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: 'U1',
  number: id,
  capacity: 4,
  areaId: 'A1',
  status: 'available',
  positionX,
  positionY,
  isActive: true,
});

describe('floor plan cells', () => {
  it('shifts an area’s plan to the top-left corner and lets unplaced tables flow', () => {
    const cells = planCells([
      table('B1', 1, 5),
      table('B2', 3, 5),
      table('B3', 2, 7),
      table('B4', null, 2),
      table('B5', 0, 0),
    ]);
    expect(Object.fromEntries(cells)).toEqual({
      'table:B1': { column: 1, row: 1 },
      'table:B2': { column: 3, row: 1 },
      'table:B3': { column: 2, row: 3 },
      'table:B4': {},
      'table:B5': {},
    });
  });
});
