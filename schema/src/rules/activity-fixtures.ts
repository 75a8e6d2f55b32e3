// One business day's records and the names they read with, for activity-*.test.ts (not exported from the package).
import type { AccountEvent } from '../docs/account.ts';
import type { Check } from '../docs/check.ts';
import type { Adjustment, Refund } from '../docs/money.ts';
import type { Order, OrderItem } from '../docs/order.ts';
import type { AdjustmentMovement } from '../docs/stock.ts';
import type { StockCount } from '../docs/supply.ts';
import type { ActivityNames } from './activity.ts';

export const day = '2026-11-21';
const stamp = (at: string) => ({ createdAt: at, updatedAt: at, updatedBy: 'W1' });

export const names: ActivityNames = {
  users: new Map([
    ['W1', 'Luis Gil'],
    ['M1', 'Marta Ruiz'],
    ['A1', 'Ana Pérez'],
  ]),
  products: new Map([['P1', 'Paella']]),
  tables: new Map([['T4', '4']]),
  ingredients: new Map([
    ['I1', { name: 'Arroz bomba', unit: 'kg' as const }],
    ['I2', { name: 'Huevos', unit: 'units' as const }],
  ]),
};

export const line = (id: string, productName: string, extra: Partial<OrderItem> = {}): OrderItem => ({
  id,
  productId: 'P1',
  productName,
  quantity: 2,
  unitPrice: '12.00',
  subtotal: '24.00',
  status: 'pending',
  createdAt: '2026-11-21T12:00:00.000Z',
  ...extra,
});

export const order = (items: OrderItem[], tableId?: string): Order => ({
  _id: 'order:O1',
  type: 'order',
  ...stamp('2026-11-21T12:00:00.000Z'),
  orderNumber: 'K7-012',
  ...(tableId === undefined ? {} : { tableId }),
  checkId: 'C1',
  waiterId: 'W1',
  status: 'pending',
  items,
  subtotal: '24.00',
  tax: '2.40',
  total: '26.40',
  businessDate: day,
});

export const check: Check = {
  _id: 'check:C1',
  type: 'check',
  ...stamp('2026-11-21T12:00:00.000Z'),
  tableId: 'T4',
  guests: 2,
  status: 'open',
  openedBy: 'W1',
  businessDate: day,
};

export const adjustment = (fields: Partial<Adjustment>): Adjustment => ({
  _id: 'adjustment:D1',
  type: 'adjustment',
  ...stamp('2026-11-21T13:00:00.000Z'),
  checkId: 'C1',
  businessDate: day,
  kind: 'discount',
  reason: 'Cliente habitual',
  by: 'M1',
  ...fields,
});

export const refund: Refund = {
  _id: 'refund:R1',
  type: 'refund',
  ...stamp('2026-11-21T14:00:00.000Z'),
  ticketId: 'T-K7Q4-000012',
  checkId: 'C1',
  businessDate: day,
  amount: '6.05',
  method: 'card',
  reason: 'Plato frío',
  by: 'M1',
};

export const count = (lines: StockCount['lines']): StockCount => ({
  _id: 'stock_count:S1',
  type: 'stock_count',
  ...stamp('2026-11-21T09:00:00.000Z'),
  businessDate: day,
  countedBy: 'M1',
  lines,
});

export const countLine = (ingredientId: string, expected: string, counted: string) => ({
  ingredientId,
  expected,
  counted,
  reason: 'waste' as const,
  unitCost: '1.20',
});

export const movement = (delta: number, reason?: string): AdjustmentMovement => ({
  _id: 'stock_movement:M1',
  type: 'stock_movement',
  ...stamp('2026-11-21T10:00:00.000Z'),
  productId: 'P1',
  businessDate: day,
  kind: 'adjustment',
  delta,
  ...(reason === undefined ? {} : { reason }),
});

export const event = (action: AccountEvent['action'], fields: Partial<AccountEvent> = {}): AccountEvent => ({
  _id: 'account_event:E1',
  type: 'account_event',
  userId: 'W1',
  action,
  by: 'A1',
  at: '2026-11-21T08:00:00.000Z',
  ...fields,
});

export const voided = (reason: 'order_error' | 'other', note?: string, approvedBy?: string) => ({
  reason,
  by: 'W1',
  at: '2026-11-21T12:30:00.000Z',
  ...(note === undefined ? {} : { note }),
  ...(approvedBy === undefined ? {} : { approvedBy }),
});
