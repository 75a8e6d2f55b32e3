import { useMemo } from 'react';
import {
  type ActiveOrder,
  type DiningTable,
  kitchenQueue,
  type Order,
  type Product,
  type RateSources,
  type Settings,
  SETTINGS_ID,
} from '@restaurantpro/schema';
import type { StoredDoc } from '../../data/queries.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { useLiveDoc } from '../../data/useLiveDoc.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import type { LiveStatus } from '../../data/useLiveQuery.ts';
import { rateSourcesOf } from '../../lib/check-money.ts';
import { floorTables, withLocalOccupancy } from './staff-rules.ts';

export type StaffTable = DiningTable & StoredDoc;
export type StaffProduct = Product & StoredDoc;
export type StaffOrder = ActiveOrder<Order & StoredDoc>;

export interface StaffData {
  tables: StaffTable[];
  products: StaffProduct[];
  /** Each product's IVA rate and the default, so an order shows what the bill will charge for it. */
  rates: RateSources;
  orders: StaffOrder[];
  /** Table reference → its number, to label orders. */
  tableNumbers: ReadonlyMap<string, string>;
  /** Order `_id` → its number, to name refused changes. */
  orderNumbers: ReadonlyMap<string, string>;
  status: LiveStatus;
  error: unknown;
}

/** Live tables, catalogue, IVA rates and active orders for every tab of the staff screen, from the local replica. */
export function useStaffData(): StaffData {
  const tables = useLiveDocs('table');
  const products = useLiveDocs('product');
  const orders = useLiveDocs('order');
  const settings = useLiveDoc<Settings & StoredDoc>('floor', SETTINGS_ID);
  return useMemo(() => {
    const results = [tables, products, orders, settings];
    const failed = results.find((result) => result.status === 'error');
    const status: LiveStatus = failed
      ? 'error'
      : results.some((result) => result.status === 'loading')
        ? 'loading'
        : 'done';
    const allOrders = orders.data ?? [];
    const active = kitchenQueue(allOrders);
    return {
      tables: floorTables(withLocalOccupancy(tables.data ?? [], active)),
      products: products.data ?? [],
      rates: rateSourcesOf(products.data ?? [], settings.data ?? null),
      orders: active,
      tableNumbers: new Map((tables.data ?? []).map((table) => [refOf(table), table.number])),
      orderNumbers: new Map(allOrders.map((order) => [order._id, order.orderNumber])),
      status,
      error: failed?.error ?? null,
    };
  }, [tables, products, orders, settings]);
}
