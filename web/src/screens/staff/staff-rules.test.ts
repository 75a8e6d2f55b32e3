import { describe, expect, it } from 'vitest';
import type { DiningTable, Order, ProductCategory } from '@restaurantpro/schema';
import { TOASTS } from '../../lib/toasts.ts';
import {
  activeOrders,
  createdToast,
  floorTables,
  occupancy,
  refusedSubject,
  statusToast,
  tableLabel,
  waiterMenu,
  withLocalOccupancy,
} from './staff-rules.ts';

describe('staff screen rules', () => {
  it('shows a table occupied as soon as an active order newer than its last change is on the device', () => {
    const table = (id: string, status: DiningTable['status'], updatedAt: string) => ({
      _id: `table:${id}`,
      status,
      updatedAt,
    });
    const order = (tableId: string, status: Order['status'], createdAt: string) => ({
      tableId,
      status,
      createdAt,
    });
    const shown = withLocalOccupancy(
      [
        table('t1', 'available', '2026-11-23T12:00:00Z'),
        table('t2', 'available', '2026-11-23T12:30:00Z'),
        table('t3', 'available', '2026-11-23T12:00:00Z'),
        table('t4', 'reserved', '2026-11-23T12:00:00Z'),
        table('t5', 'available', '2026-11-23T12:00:00Z'),
      ],
      [
        // Taken offline: the gateway has not marked t1 yet.
        order('t1', 'pending', '2026-11-23T12:10:00Z'),
        // Freed by staff after its order: the stored status wins.
        order('t2', 'ready', '2026-11-23T12:10:00Z'),
        // Served: no longer holds the table.
        order('t3', 'served', '2026-11-23T12:10:00Z'),
        order('t4', 'preparing', '2026-11-23T12:10:00Z'),
      ],
    );
    expect(shown.map((row) => row.status)).toEqual([
      'occupied',
      'available',
      'available',
      'occupied',
      'available',
    ]);
  });

  it('lists active tables in natural order', () => {
    const tables = ['B1', '10', '2', '1', 'X'].map((number) => ({ number, isActive: number !== 'X' }));
    expect(floorTables(tables).map((table) => table.number)).toEqual(['1', '2', '10', 'B1']);
  });

  it('offers every category that has orderable products, in the menu order, only available ones', () => {
    const product = (name: string, category: ProductCategory, isAvailable = true, isActive = true) => ({
      name,
      category,
      isAvailable,
      isActive,
    });
    const menu = waiterMenu([
      product('Vino', 'vinos'),
      product('Flan', 'postres'),
      product('Fideuá', 'principales', false),
      product('Croquetas', 'entradas'),
      product('Oculto', 'entradas', true, false),
      product('Agua', 'bebidas'),
    ]);
    expect(menu.map((section) => section.category)).toEqual(['entradas', 'postres', 'bebidas', 'vinos']);
    expect(menu[0]?.products.map((p) => p.name)).toEqual(['Croquetas']);
  });

  it('keeps active orders oldest first', () => {
    const orders = [
      { id: 'c', status: 'ready', createdAt: '2026-01-01T10:03:00Z' },
      { id: 'a', status: 'pending', createdAt: '2026-01-01T10:01:00Z' },
      { id: 's', status: 'served', createdAt: '2026-01-01T10:00:00Z' },
      { id: 'b', status: 'preparing', createdAt: '2026-01-01T10:02:00Z' },
      { id: 'x', status: 'cancelled', createdAt: '2026-01-01T10:00:00Z' },
    ] as const;
    expect(activeOrders(orders).map((order) => order.id)).toEqual(['a', 'b', 'c']);
  });

  it('counts occupied over active tables', () => {
    expect(
      occupancy([
        { status: 'occupied', isActive: true },
        { status: 'available', isActive: true },
        { status: 'occupied', isActive: false },
        { status: 'reserved', isActive: true },
      ]),
    ).toEqual({ occupied: 1, total: 3 });
  });

  it('words the success toasts by connection', () => {
    expect(createdToast(true)).toBe(TOASTS.orderCreatedOnline);
    expect(createdToast(false)).toBe(TOASTS.orderCreatedOffline);
    expect(statusToast(true)).toBe(TOASTS.statusUpdatedOnline);
    expect(statusToast(false)).toBe(TOASTS.statusUpdatedOffline);
  });

  it('names tables and refused changes', () => {
    const numbers = new Map([['mesa-1', '1']]);
    expect(tableLabel('mesa-1', numbers)).toBe('Mesa 1');
    expect(tableLabel('gone', numbers)).toBe('Mesa gone');
    expect(tableLabel(undefined, numbers)).toBe('Sin mesa');
    const orderNumbers = new Map([['order:01', 'AB-007']]);
    expect(refusedSubject('order:01', orderNumbers)).toBe('Pedido AB-007');
    expect(refusedSubject('order:02', orderNumbers)).toBe('Pedido');
    expect(refusedSubject('product:1', orderNumbers)).toBe('Cambio');
  });
});
