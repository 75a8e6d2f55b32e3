// Sample money documents for this folder's tests (not exported from the package).
import type { CashMovement } from '../../docs/cash.ts';
import type { Adjustment, Payment, Refund } from '../../docs/money.ts';
import type { OrderItem } from '../../docs/order.ts';
import type { Settings } from '../../docs/settings.ts';
import { orderTotals } from '../totals.ts';
import type { CheckView } from '../check-view.ts';
import type { BillSources } from './bill.ts';

export const AT = '2026-11-24T20:00:00.000Z';
export const DAY = '2026-11-24';
const stamps = { createdAt: AT, updatedAt: AT, updatedBy: 'u-waiter' };

export const settings: Settings = {
  _id: 'settings:restaurant',
  type: 'settings',
  ...stamps,
  businessName: 'Casa Pepe',
  nif: 'B12345674',
  address: 'Calle Mayor 1, Madrid',
  ticketFooter: 'Gracias por su visita',
  seriesPrefix: 'T',
  defaultIvaRate: 10,
};

/** A charged line of round `orderId`: `productId` × quantity at `unitPrice`. */
export function item(
  id: string,
  productId: string,
  quantity: number,
  unitPrice: string,
  extra: Partial<OrderItem> = {},
): OrderItem {
  return {
    id,
    productId,
    productName: productId,
    quantity,
    unitPrice,
    subtotal: orderTotals([{ quantity, unitPrice }]).subtotal,
    status: 'served',
    createdAt: AT,
    ...extra,
  };
}

export function viewOf(items: readonly OrderItem[], checkId = 'C1', orderId = 'O1'): CheckView {
  return {
    checkId,
    rounds: [],
    lines: items.map((line) => ({ orderId, orderNumber: 'K7-001', line })),
    guests: 2,
    totals: orderTotals(items),
  };
}

export function adjustment(id: string, fields: Partial<Adjustment> & Pick<Adjustment, 'kind'>): Adjustment {
  return {
    _id: `adjustment:${id}`,
    type: 'adjustment',
    ...stamps,
    checkId: 'C1',
    businessDate: DAY,
    reason: 'Cliente habitual',
    by: 'u-manager',
    ...fields,
  };
}

export function payment(id: string, amount: string, fields: Partial<Payment> = {}): Payment {
  return {
    _id: `payment:${id}`,
    type: 'payment',
    ...stamps,
    checkId: 'C1',
    businessDate: DAY,
    amount,
    tip: '0.00',
    parts: [{ method: 'card', amount }],
    change: '0.00',
    takenBy: 'u-waiter',
    ...fields,
  };
}

export function refund(id: string, amount: string, fields: Partial<Refund> = {}): Refund {
  return {
    _id: `refund:${id}`,
    type: 'refund',
    ...stamps,
    ticketId: 'T-K7Q4-000001',
    checkId: 'C1',
    businessDate: DAY,
    amount,
    method: 'cash',
    reason: 'Plato frío',
    by: 'u-manager',
    ...fields,
  };
}

/** Drinks at 21 %, food at the default (10 %). */
export function sources(fields: Partial<BillSources> = {}): BillSources {
  return {
    productsById: new Map([
      ['beer', { ivaRate: 21 }],
      ['wine', { ivaRate: 21 }],
      ['paella', {}],
      ['bread', { ivaRate: 4 }],
    ]),
    settings,
    adjustments: [],
    payments: [],
    refunds: [],
    ...fields,
  };
}

/** A movement of the drawer by a manager. */
export function movement(
  id: string,
  kind: CashMovement['kind'],
  amount: string,
  reason?: string,
): CashMovement {
  return {
    _id: `cash_movement:${id}`,
    type: 'cash_movement',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: 'u-manager',
    businessDate: DAY,
    kind,
    amount,
    by: 'u-manager',
    ...(reason ? { reason } : {}),
  };
}
