import { describe, expect, it } from 'vitest';
import { alertCount } from '@restaurantpro/schema';
import type { DailyStock, DiningTable, Ingredient, Invoice, Order, Product } from '@restaurantpro/schema';
import {
  buildAlerts,
  computeStats,
  percentChange,
  revenueChangeText,
  type DashboardInput,
} from './dashboard-data.ts';

const TODAY = '2026-11-23';
const stamps = (at: string) => ({ createdAt: at, updatedAt: at, updatedBy: 'U1' });

function order(
  id: string,
  status: Order['status'],
  total: string,
  businessDate = TODAY,
  at = '2026-11-23T12:00:00.000Z',
): Order {
  return {
    _id: `order:${id}`,
    type: 'order',
    ...stamps(at),
    orderNumber: `K7-${id}`,
    tableId: 'T1',
    waiterId: 'U1',
    status,
    items: [],
    subtotal: total,
    tax: '0.00',
    total,
    businessDate,
  };
}

function table(id: string, status: DiningTable['status'], isActive = true): DiningTable {
  return {
    _id: `table:${id}`,
    type: 'table',
    ...stamps('2026-11-01T10:00:00.000Z'),
    number: id,
    capacity: 4,
    areaId: 'A1',
    status,
    positionX: 1,
    positionY: 1,
    isActive,
  };
}

function ingredient(
  id: string,
  currentStock: string,
  minStock: string,
  extra: Partial<Ingredient> = {},
): Ingredient {
  return {
    _id: `ingredient:${id}`,
    type: 'ingredient',
    ...stamps('2026-11-23T09:00:00.000Z'),
    name: id,
    unit: 'kg',
    currentStock,
    minStock,
    costPerUnit: '1.00',
    isActive: true,
    ...extra,
  };
}

function stock(
  productId: string,
  initialStock: number,
  soldQuantity: number,
  currentStock: number,
): DailyStock {
  return {
    _id: `daily_stock:${TODAY}_${productId}`,
    type: 'daily_stock',
    ...stamps('2026-11-23T13:00:00.000Z'),
    productId,
    businessDate: TODAY,
    initialStock,
    soldQuantity,
    currentStock,
  };
}

const product = (id: string, name: string): Product => ({
  _id: `product:${id}`,
  type: 'product',
  ...stamps('2026-11-01T10:00:00.000Z'),
  name,
  category: 'entradas',
  price: '5.00',
  cost: '1.00',
  isAvailable: true,
  preparationTime: 10,
  isActive: true,
});

const money = (type: 'payment' | 'refund', id: string, amount: string, businessDate = TODAY) => ({
  _id: `${type}:${id}`,
  _rev: '1',
  type,
  amount,
  businessDate,
});

function input(overrides: Partial<DashboardInput> = {}): DashboardInput {
  return {
    orders: [],
    payments: [],
    refunds: [],
    tables: [],
    dailyStock: [],
    products: [],
    ingredients: [],
    invoices: [],
    suppliers: [],
    today: TODAY,
    now: `${TODAY}T18:00:00.000Z`,
    ...overrides,
  };
}

describe('dashboard stats', () => {
  it('counts today’s collected money, active orders, kitchen load and occupancy from the documents', () => {
    const data = input({
      // Orders are worth 131,00 € today, but only the money taken counts: 43,10 + 3,90 − 7,00 = 40,00 €.
      payments: [
        money('payment', 'P1', '43.10'),
        money('payment', 'P2', '3.90'),
        money('payment', 'P3', '32.00', '2026-11-22'),
      ],
      refunds: [money('refund', 'R1', '7.00')],
      orders: [
        order('1', 'pending', '10.00'),
        order('2', 'preparing', '20.50'),
        order('3', 'ready', '5.00'),
        order('4', 'served', '4.50'),
        order('5', 'cancelled', '99.00'),
        order('6', 'draft', '99.00'),
        order('7', 'served', '32.00', '2026-11-22'),
      ],
      tables: [
        table('1', 'occupied'),
        table('2', 'occupied'),
        table('3', 'available'),
        table('4', 'reserved'),
        table('5', 'occupied', false),
      ],
    });
    const stats = computeStats(data, []);
    expect(stats).toMatchObject({
      todayRevenue: '40.00',
      revenueChange: 25,
      activeOrders: 3,
      inKitchen: 2,
      occupiedTables: 2,
      totalTables: 4,
      occupancy: 50,
      alerts: 0,
    });
  });

  it('counts products out of today’s stock', () => {
    const data = input({
      dailyStock: [
        stock('P1', 10, 10, 0),
        stock('P2', 5, 1, 4),
        { ...stock('P3', 3, 0, 0), businessDate: '2026-11-22' },
      ],
    });
    expect(computeStats(data, []).productsOutOfStock).toBe(1);
  });

  it.each([
    ['110.00', '100.00', 10],
    ['90.00', '100.00', -10],
    ['100.00', '0.00', null],
    ['33.33', '30.00', 11.1],
  ] as const)('percent change %s vs %s is %s', (today, yesterday, expected) => {
    expect(percentChange(today, yesterday)).toBe(expected);
  });

  it.each([
    [12.5, '+12,5% vs ayer'],
    [-3, '-3% vs ayer'],
    [0, '0% vs ayer'],
    [null, 'Sin ventas ayer'],
  ] as const)('change %s reads "%s"', (change, text) => {
    expect(revenueChangeText(change)).toBe(text);
  });
});

describe('dashboard alerts', () => {
  it('raises low stock, expiring ingredients, products out of stock and pending invoices, newest first', () => {
    const invoice: Invoice = {
      _id: 'invoice:F1',
      type: 'invoice',
      ...stamps('2026-11-23T15:00:00.000Z'),
      invoiceNumber: 'F-1',
      supplierId: 'S1',
      amount: '284.50',
      date: TODAY,
      status: 'pending',
    };
    const alerts = buildAlerts(
      input({
        ingredients: [
          ingredient('Harina', '0.500', '1.000'),
          ingredient('Leche', '10.000', '1.000', { expiryDate: '2026-11-25' }),
          ingredient('Arroz', '10.000', '1.000', { expiryDate: '2026-12-25' }),
          ingredient('Sal', '0.000', '1.000', { isActive: false }),
        ],
        products: [product('P1', 'Croquetas')],
        dailyStock: [stock('P1', 10, 10, 0)],
        invoices: [
          invoice,
          // Entered long ago and paid: no alert.
          { ...invoice, _id: 'invoice:F2', ...stamps('2026-11-01T10:00:00.000Z'), status: 'paid' },
          // Entered long ago, pending, due in 2 days: the due-soon alert.
          {
            ...invoice,
            _id: 'invoice:F3',
            invoiceNumber: 'F-3',
            ...stamps('2026-11-01T09:00:00.000Z'),
            dueDate: '2026-11-25',
          },
          // Due in 10 days: nothing yet.
          { ...invoice, _id: 'invoice:F4', ...stamps('2026-11-01T08:00:00.000Z'), dueDate: '2026-12-03' },
        ],
        suppliers: [
          {
            _id: 'supplier:S1',
            type: 'supplier',
            ...stamps('2026-11-01T10:00:00.000Z'),
            name: 'Makro',
            isActive: true,
          },
        ],
      }),
    );
    expect(alerts.map((a) => a.title)).toEqual([
      'Nueva factura',
      'Sin stock: Croquetas',
      'Stock bajo: Harina',
      'Caducidad próxima: Leche',
      'Factura por vencer',
    ]);
    expect(alerts[4]).toMatchObject({
      type: 'invoice-due',
      message: 'Factura F-3 vence el 25/11/2026 · Makro',
    });
    expect(alerts[0]?.message).toMatch(/F-1 de Makro por 284,50/);
    expect(alerts[2]).toMatchObject({
      type: 'stock-low',
      message: 'Solo 0,5kg disponibles',
      severity: 'medium',
    });
    expect(alerts[3]).toMatchObject({ type: 'ingredient-expiry', severity: 'medium' });
  });

  it('lists exactly as many alerts as the schema counts for GET /api/dashboard/stats', () => {
    const data = input({
      ingredients: [
        ingredient('Harina', '0.500', '1.000'),
        ingredient('Leche', '10.000', '1.000', { expiryDate: '2026-11-25' }),
        ingredient('Nata', '0.000', '1.000', { expiryDate: '2026-11-20' }),
        ingredient('Sal', '0.000', '1.000', { isActive: false }),
      ],
      products: [product('P1', 'Croquetas'), product('P2', 'Bravas')],
      dailyStock: [stock('P1', 10, 10, 0), stock('P2', 0, 3, -3), stock('P9', 5, 5, 0)],
    });
    const counted = alertCount({
      ...data,
      knownProduct: (id) => data.products.some((p) => p._id === `product:${id}`),
    });
    expect(buildAlerts(data)).toHaveLength(counted);
    expect(counted).toBe(5);
  });

  it('does not call a product never stocked today out of stock', () => {
    expect(
      buildAlerts(input({ products: [product('P1', 'Croquetas')], dailyStock: [stock('P1', 0, 0, 0)] })),
    ).toEqual([]);
  });

  it('marks an expired ingredient as high severity', () => {
    const [alert] = buildAlerts(
      input({ ingredients: [ingredient('Nata', '2.000', '1.000', { expiryDate: '2026-11-20' })] }),
    );
    expect(alert).toMatchObject({ title: 'Caducado: Nata', severity: 'high' });
  });
});
