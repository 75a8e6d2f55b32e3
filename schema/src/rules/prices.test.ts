import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../docs/order.ts';
import { linePriceProblem, pricesOnDay, withPrice, type PriceSpell } from './prices.ts';

const spells: PriceSpell[] = [
  { price: '18.00', from: '2026-11-01' },
  { price: '19.50', from: '2026-11-20' },
  { price: '21.00', from: '2026-11-22' },
];

describe('prices a product had on a business day', () => {
  it.each([
    ['before any recorded change: the first known price', '2026-10-15', ['18.00']],
    ['a day with no change', '2026-11-10', ['18.00']],
    ['the day of a change: both the old and the new price', '2026-11-20', ['18.00', '19.50']],
    ['between changes', '2026-11-21', ['19.50']],
    ['the day of the last change', '2026-11-22', ['19.50', '21.00']],
    ['after the last change', '2026-11-30', ['21.00']],
  ])('%s', (_name, day, prices) => {
    expect([...pricesOnDay(spells, day)].sort()).toEqual(prices);
  });

  it('records a price only when it changes', () => {
    expect(withPrice(spells, '21.00', '2026-11-23')).toHaveLength(3);
    expect(withPrice(spells, '22.00', '2026-11-23')).toEqual([
      ...spells,
      { price: '22.00', from: '2026-11-23' },
    ]);
  });

  const line = (unitPrice: string, productId = 'P1') =>
    ({
      id: 'L1',
      productId,
      productName: 'Croquetas',
      quantity: 1,
      unitPrice,
      subtotal: unitPrice,
      status: 'pending',
      createdAt: '',
    }) as OrderItem;

  it('refuses a line priced off the menu, in Spanish, and an unknown product', () => {
    const of = (productId: string) => (productId === 'P1' ? spells : undefined);
    expect(linePriceProblem([line('19.50')], '2026-11-21', of)).toBeNull();
    expect(linePriceProblem([line('0.01')], '2026-11-21', of)).toBe(
      'El precio de Croquetas (0,01 €) no es el de la carta de ese día',
    );
    expect(linePriceProblem([line('19.50', 'P9')], '2026-11-21', of)).toBe(
      'El producto de la línea L1 no existe',
    );
  });
});
