import { describe, expect, it } from 'vitest';
import { computeDayStatus, type OrderLike, type TableLike } from './day-status.ts';

const table = (id: string, status: string, isActive = true): TableLike => ({ _id: `table:${id}`, _rev: '1', type: 'table', status, isActive });
const order = (id: string, status: string, total: string, businessDate = '2026-11-22'): OrderLike => ({
  _id: `order:${id}`,
  _rev: '1',
  type: 'order',
  status,
  total,
  businessDate,
});

describe('computeDayStatus', () => {
  it('counts active occupied tables only', () => {
    const tables = [table('1', 'occupied'), table('2', 'available'), table('3', 'occupied', false), table('4', 'reserved')];
    expect(computeDayStatus(tables, [], '2026-11-22').occupiedTables).toBe(1);
  });

  it.each([
    [[order('a', 'pending', '10.10'), order('b', 'served', '0.20')], '10.30'],
    [[order('a', 'cancelled', '99.00'), order('b', 'draft', '5.00')], '0.00'],
    [[order('a', 'served', '12.50', '2026-11-21'), order('b', 'ready', '1.05')], '1.05'],
    [[order('a', 'preparing', '0.1'), order('b', 'served', '847')], '847.10'],
  ])('sums today’s sales without floating point: %#', (orders, expected) => {
    expect(computeDayStatus([], orders, '2026-11-22').todaySales).toBe(expected);
  });
});
