import { describe, expect, it } from 'vitest';
import { deliveryTotal, supplierDeliveries, type StoredDelivery } from './delivery-rows.ts';

const AT = '2026-11-22T09:00:00.000Z';
const delivery = (
  id: string,
  supplierId: string,
  businessDate: string,
  lines: StoredDelivery['lines'],
  reference?: string,
): StoredDelivery => ({
  _id: `delivery:${id}`,
  _rev: '1-a',
  type: 'delivery',
  createdAt: AT,
  updatedAt: AT,
  updatedBy: 'manager-1',
  supplierId,
  businessDate,
  receivedBy: 'manager-1',
  lines,
  ...(reference ? { reference } : {}),
});
const line = (id: string, quantity: string, unitCost: string) => ({
  id,
  ingredientId: 'arroz',
  quantity,
  unit: 'kg' as const,
  unitCost,
});

describe('supplier deliveries', () => {
  it.each([
    // 10 kg at 3,40 €/kg.
    [[line('a', '10.000', '3.40')], '34.00'],
    // 0,333 kg at 1,99 = 0,66267 → 0,66 per line; two lines 1,32 (rounded per line, as printed).
    [[line('a', '0.333', '1.99'), line('b', '0.333', '1.99')], '1.32'],
    // 0,125 × 0,10 = 0,0125 → 0,01 (half up).
    [[line('a', '0.125', '0.10')], '0.01'],
  ])('totals %j as %s', (lines, total) => {
    expect(deliveryTotal(lines)).toBe(total);
  });

  it("lists one supplier's deliveries, newest first, with their line count and total", () => {
    const all = [
      delivery('D1', 'S1', '2026-11-20', [line('a', '10.000', '3.40')], 'ALB-1'),
      delivery('D2', 'S2', '2026-11-21', [line('a', '1.000', '1.00')]),
      delivery('D3', 'S1', '2026-11-22', [line('a', '2.000', '1.50'), line('b', '1.000', '0.99')]),
    ];
    expect(supplierDeliveries(all, 'S1')).toEqual([
      { id: 'D3', businessDate: '2026-11-22', reference: undefined, lines: 2, total: '3.99' },
      { id: 'D1', businessDate: '2026-11-20', reference: 'ALB-1', lines: 1, total: '34.00' },
    ]);
  });
});
