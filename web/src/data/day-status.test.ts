import { describe, expect, it } from 'vitest';
import { computeDayStatus, type MoneyLike, type TableLike } from './day-status.ts';

const table = (id: string, status: string, isActive = true): TableLike => ({ _id: `table:${id}`, _rev: '1', type: 'table', status, isActive });
const payment = (id: string, amount: string, businessDate = '2026-11-22'): MoneyLike => ({
  _id: `payment:${id}`,
  _rev: '1',
  type: 'payment',
  amount,
  businessDate,
});
const refund = (id: string, amount: string, businessDate = '2026-11-22'): MoneyLike => ({
  ...payment(id, amount, businessDate),
  _id: `refund:${id}`,
  type: 'refund',
});

describe('computeDayStatus', () => {
  it('counts active occupied tables only', () => {
    const tables = [table('1', 'occupied'), table('2', 'available'), table('3', 'occupied', false), table('4', 'reserved')];
    expect(computeDayStatus(tables, [], [], '2026-11-22').occupiedTables).toBe(1);
  });

  it.each([
    ['payments add up to the cent', [payment('a', '10.10'), payment('b', '0.20')], [], '10.30'],
    ['refunds come off', [payment('a', '43.10'), payment('b', '20.00')], [refund('r', '6.90')], '56.20'],
    ['other days do not count', [payment('a', '12.50', '2026-11-21'), payment('b', '1.05')], [refund('r', '1.00', '2026-11-21')], '1.05'],
    ['a malformed amount counts as nothing', [payment('a', 'abc'), payment('b', '847')], [], '847.00'],
    ['no payments, no sales', [], [], '0.00'],
  ])('sales are the money collected today: %s', (_case, payments, refunds, expected) => {
    expect(computeDayStatus([], payments, refunds, '2026-11-22').todaySales).toBe(expected);
  });
});
