/**
 * Documents as devices write them (orders, products, tables), valid for the schema, and the fixed
 * business day of the replication tests. Pure builders without I/O, so the e2e specs can seed the
 * same documents (`@restaurantpro/sync-gateway/testing/reports`). Not imported by product code.
 */
import { ulid } from 'ulidx';

/** 2026-11-22 13:00 in Madrid: a fixed business day for every replication test. */
export const NOON = new Date('2026-11-22T12:00:00Z');
export const TODAY = '2026-11-22';

export type Doc = Record<string, unknown> & { _id: string };

const ISO = '2026-11-22T12:00:00.000Z';

/** A pending order for table T1 taken by `waiterId`, valid for the schema (totals with IVA). */
export function orderDoc(waiterId: string, overrides: Partial<Doc> = {}): Doc {
  const id = ulid();
  const itemId = ulid();
  return {
    _id: `order:${id}`,
    type: 'order',
    createdAt: ISO,
    updatedAt: ISO,
    updatedBy: waiterId,
    orderNumber: `K7-${id.slice(-3)}`,
    tableId: 'T1',
    waiterId,
    status: 'pending',
    items: [
      {
        id: itemId,
        productId: 'P1',
        productName: 'Croquetas',
        quantity: 2,
        unitPrice: '6.50',
        subtotal: '13.00',
        status: 'pending',
        createdAt: ISO,
      },
    ],
    subtotal: '13.00',
    tax: '1.30',
    total: '14.30',
    businessDate: TODAY,
    ...overrides,
  };
}

export function productDoc(managerId: string, overrides: Partial<Doc> = {}): Doc {
  return {
    _id: `product:${ulid()}`,
    type: 'product',
    createdAt: ISO,
    updatedAt: ISO,
    updatedBy: managerId,
    name: 'Croquetas',
    category: 'entradas',
    price: '6.50',
    cost: '2.00',
    isAvailable: true,
    preparationTime: 10,
    isActive: true,
    ...overrides,
  };
}

export function tableDoc(managerId: string, overrides: Partial<Doc> = {}): Doc {
  return {
    _id: `table:${ulid()}`,
    type: 'table',
    createdAt: ISO,
    updatedAt: ISO,
    updatedBy: managerId,
    number: '1',
    capacity: 4,
    areaId: 'A1',
    status: 'available',
    positionX: null,
    positionY: null,
    isActive: true,
    ...overrides,
  };
}
