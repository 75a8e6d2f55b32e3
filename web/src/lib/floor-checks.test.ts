import { describe, expect, it } from 'vitest';
import type { Check, DiningTable, Order } from '@restaurantpro/schema';
import { findEntry, floorTables, sinceLabel, tableSummary } from './floor-checks.ts';

const at = '2026-11-22T12:00:00.000Z';
const table = (id: string, number: string): DiningTable => ({
  _id: `table:${id}`, type: 'table', createdAt: at, updatedAt: at, updatedBy: 'm', number, capacity: 4, areaId: 'a',
  status: 'available', positionX: null, positionY: null, isActive: true,
});
const check = (id: string, tableId: string, status: Check['status'] = 'open'): Check => ({
  _id: `check:${id}`, type: 'check', createdAt: at, updatedAt: at, updatedBy: 'w', tableId, guests: 2, status,
  openedBy: 'w', businessDate: '2026-11-22',
});
// The round as stored still carries a flat 10 % (27,40 + 2,74): the floor reads the bill instead.
const round: Order = {
  _id: 'order:R1', type: 'order', createdAt: at, updatedAt: at, updatedBy: 'w', orderNumber: 'K7-001', tableId: 'm3',
  checkId: 'C1', waiterId: 'w', status: 'pending', subtotal: '27.40', tax: '2.74', total: '30.14', businessDate: '2026-11-22',
  items: [
    { id: 'L1', productId: 'croquetas', productName: 'Croquetas', quantity: 2, unitPrice: '9.50', subtotal: '19.00', status: 'pending', createdAt: at },
    { id: 'L2', productId: 'cana', productName: 'Caña', quantity: 3, unitPrice: '2.80', subtotal: '8.40', status: 'pending', createdAt: at },
  ],
};

describe('floor tables with their checks', () => {
  const sources = {
    checks: [check('C1', 'm3'), check('C0', 'm5', 'closed')],
    orders: [round],
    transfers: [],
    products: [{ _id: 'product:cana', ivaRate: 21 as const }],
    settings: null,
    adjustments: [],
    payments: [],
    refunds: [],
    tickets: [],
    annulments: [],
  };
  const entries = floorTables([table('m3', '3'), table('m5', '5')], sources);

  it("gives each table its state, live check and its bill's total, IVA per rate", () => {
    // 19,00 + 1,90 (10 %) + 8,40 + 1,76 (21 %: 1,764) = 31,06, where a flat 10 % says 30,14.
    expect(entries.map((entry) => [entry.state, entry.bill?.total ?? null])).toEqual([['occupied', '31.06'], ['available', null]]);
    expect(tableSummary(entries[0] ?? entries[1]!, new Date('2026-11-22T13:25:00.000Z'))).toBe('Ocupada · 31,06\u00a0€ · 1 h 25 min');
  });

  it.each([
    ['2026-11-22T12:04:59.000Z', '4 min'],
    ['2026-11-22T13:00:00.000Z', '1 h'],
    ['2026-11-22T11:59:00.000Z', '0 min'],
  ])('time open at %s: %s', (now, label) => {
    expect(sinceLabel(at, new Date(now))).toBe(label);
  });

  it('follows a check to the table it moved to', () => {
    const moved = [check('C1', 'm5')];
    expect(findEntry(entries, moved, { tableId: 'm3', checkId: 'C1' })?.table.number).toBe('5');
    expect(findEntry(entries, moved, { tableId: 'm3', checkId: null })?.table.number).toBe('3');
  });
});
