import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderStatus } from '../enums.ts';
import { ORDER_STATUSES } from '../enums.ts';
import { toCents } from '../money.ts';
import { canTransition, furthestStatus, isReachable } from './order-status.ts';
import { marginPercent, recipeCostPerPortion } from './recipe.ts';
import { ingredientStockStatus } from './stock.ts';
import { ivaOf, lineSubtotal, orderTotals } from './totals.ts';

describe('order totals (IVA 10 %)', () => {
  it.each([
    [[], '0.00', '0.00', '0.00'],
    [[{ quantity: 2, unitPrice: '8.50' }], '17.00', '1.70', '18.70'],
    [[{ quantity: 1, unitPrice: '0.05' }], '0.05', '0.01', '0.06'], // 0.005 rounds half up
    [[{ quantity: 1, unitPrice: '0.04' }], '0.04', '0.00', '0.04'],
    [
      [
        { quantity: 3, unitPrice: '0.10' },
        { quantity: 1, unitPrice: '0.20' },
      ],
      '0.50',
      '0.05',
      '0.55',
    ],
    [
      [
        { quantity: 1, unitPrice: '12.00' },
        { quantity: 5, unitPrice: '3.00', status: 'cancelled' as const },
      ],
      '12.00',
      '1.20',
      '13.20',
    ],
  ])('%j → %s + %s = %s', (lines, subtotal, tax, total) => {
    expect(orderTotals(lines)).toEqual({ subtotal, tax, total });
  });

  it.each([
    [0, '9.99', '0.00'],
    [3, '2.35', '7.05'],
    [12, '0.10', '1.20'],
  ])('lineSubtotal(%d, %s) = %s', (quantity, price, expected) => {
    expect(lineSubtotal(quantity, price)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('lineSubtotal rejects quantity %d', (quantity) => {
    expect(() => lineSubtotal(quantity, '1.00')).toThrow(RangeError);
  });

  it('total is always subtotal + tax and tax is 10 % to the cent', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 0, max: 50 }),
      unitPrice: fc.integer({ min: 0, max: 100_000 }).map((c) => (c / 100).toFixed(2)),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const { subtotal, tax, total } = orderTotals(lines);
        expect(toCents(total)).toBe(toCents(subtotal) + toCents(tax));
        expect(Math.abs(toCents(tax) * 10 - toCents(subtotal))).toBeLessThanOrEqual(5);
        expect(toCents(subtotal)).toBe(lines.reduce((s, l) => s + l.quantity * toCents(l.unitPrice), 0));
        expect(orderTotals([...lines].reverse())).toEqual(orderTotals(lines));
      }),
    );
  });

  it('ivaOf rounds half up', () => {
    expect(ivaOf('0.15')).toBe('0.02');
    expect(ivaOf('0.14')).toBe('0.01');
  });
});

describe('recipe cost and margin (spec §9)', () => {
  it.each([
    [
      [
        { quantity: '0.250', costPerUnit: '4.00' },
        { quantity: '2', costPerUnit: '0.30' },
      ],
      4,
      '0.40',
    ],
    [[{ quantity: '0.250', costPerUnit: '4.00' }], 0, '1.00'], // servings 0 → whole recipe
    [[{ quantity: '0.001', costPerUnit: '4.00' }], 1, '0.00'],
    [[{ quantity: '0.005', costPerUnit: '1.00' }], 1, '0.01'], // half a cent rounds up
    [[{ quantity: '1', costPerUnit: '10.00' }], 3, '3.33'],
    [[], 4, '0.00'],
  ])('%j over %d servings = %s', (lines, servings, expected) => {
    expect(recipeCostPerPortion(lines, servings)).toBe(expected);
  });

  it('rejects negative servings', () => {
    expect(() => recipeCostPerPortion([], -1)).toThrow(RangeError);
  });

  it.each([
    ['10.00', '3.00', 70],
    ['12.50', '4.37', 65],
    ['3.00', '1.00', 66.7],
    ['0.00', '1.00', 0],
    ['5.00', '7.50', -50],
    ['9.99', '0.00', 100],
  ])('marginPercent(%s, %s) = %d', (price, cost, expected) => {
    expect(marginPercent(price, cost)).toBe(expected);
  });
});

describe('ingredient stock status (spec rule order)', () => {
  it.each([
    ['5.000', '1.000', 'ok'],
    ['1.000', '1.000', 'low'],
    ['0.500', '1.000', 'low'],
    ['0', '0', 'low'], // low is checked first, so 'out' is unreachable with min ≥ 0
    ['0.001', '0', 'ok'],
  ])('current %s, min %s → %s', (current, min, expected) => {
    expect(ingredientStockStatus(current, min)).toBe(expected);
  });
});

describe('order status transitions', () => {
  const legal: [OrderStatus, OrderStatus][] = [
    ['draft', 'pending'],
    ['pending', 'preparing'],
    ['preparing', 'ready'],
    ['ready', 'served'],
    ['draft', 'cancelled'],
    ['pending', 'cancelled'],
    ['preparing', 'cancelled'],
  ];
  const all = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]),
  );

  it.each(all)('%s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(legal.some(([f, t]) => f === from && t === to));
  });

  it.each([
    ['pending', 'ready', true],
    ['draft', 'served', true],
    ['ready', 'cancelled', false],
    ['served', 'pending', false],
    ['cancelled', 'cancelled', true],
  ] as const)('isReachable(%s, %s) = %s', (from, to, expected) => {
    expect(isReachable(from, to)).toBe(expected);
  });

  it.each([
    ['pending', 'preparing', 'preparing'],
    ['cancelled', 'preparing', 'cancelled'],
    ['cancelled', 'ready', 'ready'],
    ['served', 'cancelled', 'served'],
    ['draft', 'draft', 'draft'],
  ] as const)('furthestStatus(%s, %s) = %s', (a, b, expected) => {
    expect(furthestStatus(a, b)).toBe(expected);
    expect(furthestStatus(b, a)).toBe(expected);
  });
});
