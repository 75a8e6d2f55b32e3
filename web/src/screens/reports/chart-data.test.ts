import { PAYMENT_METHOD_LIST } from '@restaurantpro/schema';
import { describe, expect, it } from 'vitest';
import { sampleSummary } from '../../../test/helper.ts';
import { hasSales, salesByCategory, salesByDay, salesByMethod } from './chart-data.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the charts’ data', () => {
  it('draws every day of the range in euros, labelled day/month', () => {
    expect(salesByDay(sampleSummary().byDay)).toEqual([
      { date: '2026-11-23', label: '23/11', euros: 600.5, tickets: 9 },
      { date: '2026-11-24', label: '24/11', euros: 300, tickets: 5 },
      { date: '2026-11-25', label: '25/11', euros: 350, tickets: 6 },
    ]);
  });

  it('orders the categories by revenue, the largest first', () => {
    const points = salesByCategory([
      { categoryId: 'category:b', name: 'Bebidas', quantity: 60, revenue: 21_000 },
      { categoryId: null, name: 'Sin categoría', quantity: 1, revenue: 21_000 },
      { categoryId: 'category:p', name: 'Principales', quantity: 30, revenue: 78_000 },
    ]);
    expect(points.map((point) => [point.name, point.euros, plain(point.text)])).toEqual([
      ['Principales', 780, '780,00 €'],
      ['Bebidas', 210, '210,00 €'],
      ['Sin categoría', 210, '210,00 €'],
    ]);
  });

  it('always shows every method in the list’s order, one without sales at 0 €', () => {
    expect(
      salesByMethod([{ method: 'card', cents: 80_000 }]).map((point) => [point.name, point.euros]),
    ).toEqual(PAYMENT_METHOD_LIST.map(({ method, label }) => [label, method === 'card' ? 800 : 0]));
    const methods = salesByMethod(sampleSummary().byMethod);
    expect(methods.reduce((sum, point) => sum + point.euros * 100, 0)).toBe(sampleSummary().headline.sales);
  });

  it('knows when there is nothing to draw', () => {
    expect(hasSales(salesByMethod([]))).toBe(false);
    expect(hasSales(salesByDay(sampleSummary().byDay))).toBe(true);
  });
});
