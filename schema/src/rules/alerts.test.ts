import { describe, expect, it } from 'vitest';
import {
  alertCount,
  isExpiryAlert,
  isLowStockAlert,
  isOutOfStockAlert,
  type AlertSources,
} from '../index.ts';

const TODAY = '2026-11-23';
const ingredient = (currentStock: string, minStock: string, extra: Record<string, unknown> = {}) => ({
  isActive: true,
  currentStock,
  minStock,
  ...extra,
});
const row = (initialStock: number, currentStock: number, extra: Record<string, unknown> = {}) => ({
  productId: 'P1',
  businessDate: TODAY,
  initialStock,
  currentStock,
  ...extra,
});

describe('dashboard alerts', () => {
  it.each<[string, ReturnType<typeof ingredient>, boolean]>([
    ['below its minimum', ingredient('0.500', '1.000'), true],
    ['at its minimum', ingredient('1.000', '1.000'), true],
    ['above its minimum', ingredient('1.001', '1.000'), false],
    ['low but inactive', ingredient('0.000', '1.000', { isActive: false }), false],
  ])('low stock: %s', (_label, value, alert) => {
    expect(isLowStockAlert(value)).toBe(alert);
  });

  it.each<[string, ReturnType<typeof row>, boolean]>([
    ['stocked today and sold out', row(10, 0), true],
    ['stocked today, oversold offline', row(5, -2), true],
    ['set to 0 by the kitchen', row(0, 0, { tracked: true }), true],
    ['stocked and portions left', row(10, 3), false],
    ['never stocked today, only sales counted', row(0, -3, { tracked: false }), false],
    ['an empty row', row(0, 0), false],
    ['yesterday’s row', row(10, 0, { businessDate: '2026-11-22' }), false],
  ])('out of stock: %s', (_label, value, alert) => {
    expect(isOutOfStockAlert(value, TODAY)).toBe(alert);
  });

  it.each<[string, string | undefined, boolean]>([
    ['expired', '2026-11-20', true],
    ['today', TODAY, true],
    ['in 3 days', '2026-11-26', true],
    ['in 4 days', '2026-11-27', false],
    ['a timestamp in 3 days', '2026-11-26T22:00:00.000Z', true],
    ['no date', undefined, false],
  ])('expiry: %s', (_label, expiryDate, alert) => {
    expect(isExpiryAlert({ isActive: true, expiryDate }, TODAY)).toBe(alert);
  });

  it('counts every kind, products the reader cannot see and paid invoices left out', () => {
    const sources: AlertSources = {
      ingredients: [
        ingredient('0.500', '1.000'),
        ingredient('5.000', '1.000', { expiryDate: '2026-11-24' }),
        ingredient('0.000', '1.000', { expiryDate: '2026-11-01' }),
        ingredient('5.000', '1.000', { isActive: false, expiryDate: '2026-11-24' }),
      ],
      dailyStock: [row(10, 0), row(10, 0, { productId: 'GONE' }), row(0, -4)],
      knownProduct: (id) => id === 'P1',
      invoices: [{ status: 'pending' }, { status: 'paid' }],
      today: TODAY,
    };
    // low: 2 (0.500 and 0.000); out: 1 (P1); expiry: 2 (24th and expired 1st); invoices: 1.
    expect(alertCount(sources)).toBe(6);
    expect(alertCount({ ...sources, invoices: [] })).toBe(5);
  });
});
