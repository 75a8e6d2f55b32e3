import {
  dailyStockId,
  lineSubtotal,
  orderMove,
  orderTotals,
  orderSchema,
  type OrderStatus,
} from '@restaurantpro/schema';
import { ulid } from 'ulidx';
import { orderDoc, TODAY, type Doc } from './helpers.ts';

const ISO = '2026-11-22T12:00:00.000Z';

/** The day's stock row of a product as the gateway (the only writer) would have created it. */
export function dailyStockDoc(productId: string, initialStock: number, businessDate = TODAY): Doc {
  return {
    _id: dailyStockId(businessDate, productId),
    type: 'daily_stock',
    createdAt: ISO,
    updatedAt: ISO,
    updatedBy: 'system',
    productId,
    businessDate,
    initialStock,
    currentStock: initialStock,
    soldQuantity: 0,
  };
}

/** A kitchen correction of a product's portions, made on a cook's device. */
export function adjustmentDoc(cookId: string, productId: string, delta: number, at = ISO): Doc {
  return {
    _id: `stock_movement:${ulid()}`,
    type: 'stock_movement',
    kind: 'adjustment',
    createdAt: at,
    updatedAt: at,
    updatedBy: cookId,
    productId,
    businessDate: TODAY,
    delta,
    reason: 'Merma',
  };
}

/** A pending order of `portions` of `productId` for each entry, totals as the schema computes them. */
export function orderOf(
  waiterId: string,
  portions: Array<[productId: string, quantity: number]>,
  overrides: Partial<Doc> = {},
): Doc {
  const items = portions.map(([productId, quantity]) => ({
    id: ulid(),
    productId,
    productName: 'Croquetas',
    quantity,
    unitPrice: '6.50',
    subtotal: lineSubtotal(quantity, '6.50'),
    status: 'pending' as const,
    createdAt: ISO,
  }));
  return orderDoc(waiterId, { items, ...orderTotals(items), ...overrides });
}

/**
 * The order moved to `status` by `by` at `at` as a device moves it (its lines along, `orderMove`),
 * ready to put on a replica; `extra` is written over it.
 */
export function moved<T extends Doc>(
  order: T,
  status: OrderStatus,
  by: string,
  at: string,
  extra: Partial<Doc> = {},
): T {
  const move = orderMove(orderSchema.parse(order), status, at);
  return { ...order, ...move, updatedAt: at, updatedBy: by, ...extra };
}
