import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE, PRODUCT_CATEGORIES, businessDate, type DailyStock, type DiningTable, type Product, type ProductCategory } from '@restaurantpro/schema';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import type { StoredDoc } from '../../data/queries.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { isSellable, stockByProduct } from '../../lib/availability.ts';

type Stored<T> = T & StoredDoc;

export interface PosProduct {
  product: Product;
  sellable: boolean;
}

/** Live catalogue, tables and today's daily stock for the point of sale, from the local replica. */
export function usePosData(now: Date) {
  const products = useLiveDocs<Stored<Product>>('floor', 'product');
  const tables = useLiveDocs<Stored<DiningTable>>('floor', 'table');
  const stock = useLiveDocs<Stored<DailyStock>>('floor', 'daily_stock');
  const day = businessDate(now, DEFAULT_TIME_ZONE);

  const sections = useMemo(() => {
    const todayStock = stockByProduct(stock.data ?? [], day);
    const byCategory = new Map<ProductCategory, PosProduct[]>();
    for (const product of products.data ?? []) {
      if (!product.isActive) continue;
      const list = byCategory.get(product.category) ?? [];
      list.push({ product, sellable: isSellable(product, todayStock.get(refOf(product))) });
      byCategory.set(product.category, list);
    }
    return PRODUCT_CATEGORIES.filter((category) => byCategory.has(category)).map((category) => ({
      category,
      items: byCategory.get(category) ?? [],
    }));
  }, [products.data, stock.data, day]);

  const activeTables = useMemo(
    () =>
      (tables.data ?? [])
        .filter((table) => table.isActive)
        .sort((a, b) => a.number.localeCompare(b.number, 'es', { numeric: true })),
    [tables.data],
  );

  return {
    sections,
    tables: activeTables,
    status: products.status === 'error' || tables.status === 'error' ? 'error' : products.status,
    error: products.error ?? tables.error,
  } as const;
}
