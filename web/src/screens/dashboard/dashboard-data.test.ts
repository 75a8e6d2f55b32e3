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
/** The dashboard's clock: late on TODAY in Madrid. */
const NOW = '2026-11-23T18:00:00.000Z';
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
  it('raises low stock, expiring ingredients, products out of stock and invoices entered in the last 24 h, newest first', () => {
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
        // F2 was entered two days ago: no longer new.
        invoices: [invoice, { ...invoice, _id: 'invoice:F2', ...stamps('2026-11-21T10:00:00.000Z') }],
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
      NOW,
    );
    expect(alerts.map((a) => a.title)).toEqual([
      'Nueva factura',
      'Sin stock: Croquetas',
      'Stock bajo: Harina',
      'Caducidad próxima: Leche',
    ]);
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
    expect(buildAlerts(data, NOW)).toHaveLength(counted);
    expect(counted).toBe(5);
  });

  it('does not call a product never stocked today out of stock', () => {
    expect(
      buildAlerts(input({ products: [product('P1', 'Croquetas')], dailyStock: [stock('P1', 0, 0, 0)] }), NOW),
    ).toEqual([]);
  });

  it('marks an expired ingredient as high severity', () => {
    const [alert] = buildAlerts(
      input({ ingredients: [ingredient('Nata', '2.000', '1.000', { expiryDate: '2026-11-20' })] }),
      NOW,
    );
    expect(alert).toMatchObject({ title: 'Caducado: Nata', severity: 'high' });
  });
});

describe('invoice alerts', () => {
  const invoice = (id: string, createdAt: string, fields: Partial<Invoice> = {}): Invoice => ({
    _id: `invoice:${id}`,
    type: 'invoice',
    ...stamps(createdAt),
    invoiceNumber: id,
    supplierId: 'S1',
    amount: '34.00',
    date: '2026-11-01',
    status: 'pending',
    ...fields,
  });
  const makro = {
    _id: 'supplier:S1',
    type: 'supplier' as const,
    ...stamps('2026-11-01T10:00:00.000Z'),
    name: 'Makro',
    isActive: true,
  };

  it.each([
    ['entered 3 h ago', invoice('F1', '2026-11-23T15:00:00.000Z'), ['new-invoice']],
    ['entered 24 h ago to the millisecond', invoice('F2', '2026-11-22T18:00:00.000Z'), []],
    ['entered 23 h 59 min ago', invoice('F3', '2026-11-22T18:01:00.000Z'), ['new-invoice']],
    [
      'entered today and already paid',
      invoice('F4', '2026-11-23T15:00:00.000Z', { status: 'paid' }),
      ['new-invoice'],
    ],
    ['entered today and annulled', invoice('F5', '2026-11-23T15:00:00.000Z', { status: 'cancelled' }), []],
    ['old, due today', invoice('F6', '2026-11-01T10:00:00.000Z', { dueDate: TODAY }), ['invoice-due']],
    [
      'old, due in 3 days',
      invoice('F7', '2026-11-01T10:00:00.000Z', { dueDate: '2026-11-26' }),
      ['invoice-due'],
    ],
    ['old, due in 4 days', invoice('F8', '2026-11-01T10:00:00.000Z', { dueDate: '2026-11-27' }), []],
    [
      'old, past due (shown as Vencida)',
      invoice('F9', '2026-11-01T10:00:00.000Z', { dueDate: '2026-11-22' }),
      [],
    ],
    [
      'old, paid, due tomorrow',
      invoice('F10', '2026-11-01T10:00:00.000Z', { status: 'paid', dueDate: '2026-11-24' }),
      [],
    ],
    [
      'new and due tomorrow',
      invoice('F11', '2026-11-23T15:00:00.000Z', { dueDate: '2026-11-24' }),
      ['new-invoice', 'invoice-due'],
    ],
    ['old, pending, no due date', invoice('F12', '2026-11-01T10:00:00.000Z'), []],
  ] as const)('an invoice %s raises %j, as the schema counts', (_, entered, types) => {
    const data = input({ invoices: [entered], suppliers: [makro] });
    const alerts = buildAlerts(data, NOW);
    expect(alerts.map((alert) => alert.type).sort()).toEqual([...types].sort());
    expect(alerts).toHaveLength(alertCount({ ...data, knownProduct: () => true, now: NOW }));
  });

  it('names the supplier and the amount of a new one, and the due date of one due soon', () => {
    const alerts = buildAlerts(
      input({
        invoices: [invoice('AJ-7', '2026-11-23T15:00:00.000Z', { dueDate: '2026-11-25' })],
        suppliers: [makro],
      }),
      NOW,
    );
    expect(alerts.find((alert) => alert.type === 'new-invoice')).toMatchObject({
      title: 'Nueva factura',
      message: 'Factura AJ-7 de Makro por 34,00\u00a0€',
      severity: 'low',
    });
    expect(alerts.find((alert) => alert.type === 'invoice-due')).toMatchObject({
      title: 'Factura por vencer: Makro',
      message: 'Factura AJ-7 vence el 25/11/2026',
      severity: 'medium',
    });
  });
});
