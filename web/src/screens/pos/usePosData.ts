import { useMemo } from 'react';
import {
  DEFAULT_TIME_ZONE,
  PRODUCT_CATEGORIES,
  SETTINGS_ID,
  businessDate,
  type Product,
  type ProductCategory,
  type Settings,
} from '@restaurantpro/schema';
import { useLiveDoc } from '../../data/useLiveDoc.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import type { StoredDoc } from '../../data/queries.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { isSellable, stockByProduct } from '../../lib/availability.ts';
import { rateSourcesOf } from '../../lib/check-money.ts';

type Stored<T> = T & StoredDoc;

export interface PosProduct {
  product: Product;
  sellable: boolean;
}

/**
 * Live catalogue, tables, today's daily stock and the IVA rates (each product's own, the settings'
 * default) for the point of sale, from the local replica.
 */
export function usePosData(now: Date) {
  const products = useLiveDocs('product');
  const tables = useLiveDocs('table');
  const stock = useLiveDocs('daily_stock');
  const settings = useLiveDoc<Stored<Settings>>('floor', SETTINGS_ID);
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

  const rates = useMemo(() => rateSourcesOf(products.data ?? [], settings.data ?? null), [products.data, settings.data]);

  const results = [products, tables, settings];
  const failed = results.find((result) => result.status === 'error');
  return {
    sections,
    tables: activeTables,
    rates,
    // The catalogue waits for the settings too: a dish is not priced at a default rate it may not have.
    status: failed ? 'error' : products.status === 'done' && settings.status === 'done' ? 'done' : 'loading',
    error: failed?.error ?? null,
  } as const;
}
