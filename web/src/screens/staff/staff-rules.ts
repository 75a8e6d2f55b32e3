import {
  type DiningTable,
  idPart,
  isActiveOrderStatus,
  type Order,
  type Product,
  PRODUCT_CATEGORIES,
  type ProductCategory,
} from '@restaurantpro/schema';
import { TOASTS, type ToastText } from '../../lib/toasts.ts';

/** Spec §9: the manager view shows the first five orders. */
export const RECENT_ORDERS_SHOWN = 5;

/** Active tables in the order a waiter reads them: 1, 2 … 10, B1, B2. */
export function floorTables<T extends Pick<DiningTable, 'number' | 'isActive'>>(tables: readonly T[]): T[] {
  return tables
    .filter((table) => table.isActive)
    .sort((a, b) => a.number.localeCompare(b.number, 'es', { numeric: true }));
}

/**
 * Tables as the floor must see them now. The gateway marks a table occupied when it counts an order
 * for it; until then (an order taken offline, or not yet synced) the table would still read
 * 'Disponible' and a second waiter could start another order on it. So an active order newer than
 * the table's last change shows its table occupied at once. Once staff free the table (a later
 * change), its stored status counts again. Device and gateway clocks are assumed close: a table freed
 * within the skew of a newer order's time stays occupied until that order is served.
 */
export function withLocalOccupancy<T extends Pick<DiningTable, 'status' | 'updatedAt'> & { _id: string }>(
  tables: readonly T[],
  orders: ReadonlyArray<Pick<Order, 'status' | 'tableId' | 'createdAt'>>,
): T[] {
  const latestOrder = new Map<string, string>();
  for (const order of orders) {
    if (!isActiveOrderStatus(order.status) || !order.tableId) continue;
    const seen = latestOrder.get(order.tableId);
    if (seen === undefined || order.createdAt > seen) latestOrder.set(order.tableId, order.createdAt);
  }
  return tables.map((table) => {
    const orderAt = latestOrder.get(idPart(table._id));
    return table.status !== 'occupied' && orderAt !== undefined && orderAt > table.updatedAt
      ? { ...table, status: 'occupied' }
      : table;
  });
}

/**
 * What the waiter can order: active, available products, by category in the menu's order, every
 * category that has any. The specification's waiter view stopped at the first three categories, which
 * left a waiter on a phone unable to order a drink or a wine.
 */
export function waiterMenu<T extends Pick<Product, 'category' | 'isActive' | 'isAvailable'>>(
  products: readonly T[],
): Array<{ category: ProductCategory; products: T[] }> {
  const orderable = products.filter((product) => product.isActive && product.isAvailable);
  return PRODUCT_CATEGORIES.map((category) => ({
    category,
    products: orderable.filter((product) => product.category === category),
  })).filter((section) => section.products.length > 0);
}

// The staff screen's queue is the kitchen's (the schema's rule), under the name this screen uses.
export { kitchenQueue as activeOrders } from '@restaurantpro/schema';

/** 'Mesas Ocupadas' as occupied/total over the active tables. */
export function occupancy(tables: ReadonlyArray<Pick<DiningTable, 'status' | 'isActive'>>): {
  occupied: number;
  total: number;
} {
  const active = tables.filter((table) => table.isActive);
  return { occupied: active.filter((table) => table.status === 'occupied').length, total: active.length };
}

/** Spec §8: the success toasts say whether the change already went out or waits for the connection. */
export function createdToast(online: boolean): ToastText {
  return online ? TOASTS.orderCreatedOnline : TOASTS.orderCreatedOffline;
}

export function statusToast(online: boolean): ToastText {
  return online ? TOASTS.statusUpdatedOnline : TOASTS.statusUpdatedOffline;
}

/** "Mesa 4" from the order's table reference, whatever the replica knows about the table. */
export function tableLabel(tableId: string | undefined, numbers: ReadonlyMap<string, string>): string {
  if (!tableId) return 'Sin mesa';
  return `Mesa ${numbers.get(tableId) ?? tableId}`;
}

/** What a refused change was about, in the waiter's words: the order's number, else the document's kind. */
export function refusedSubject(docId: string, orderNumbers: ReadonlyMap<string, string>): string {
  const number = orderNumbers.get(docId);
  if (number) return `Pedido ${number}`;
  return docId.startsWith('order:') ? 'Pedido' : 'Cambio';
}
