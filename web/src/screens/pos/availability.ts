import type { DailyStock, Product } from '@restaurantpro/schema';

/**
 * Whether the point of sale may sell a product now: it must be active and available, and when the
 * kitchen keeps a daily stock row for it today, that row must have portions left. A product without a
 * row for today is not under daily stock control and sells freely.
 */
export function isSellable(product: Pick<Product, 'isAvailable' | 'isActive'>, todayStock: Pick<DailyStock, 'currentStock'> | undefined): boolean {
  if (!product.isActive || !product.isAvailable) return false;
  return todayStock === undefined || todayStock.currentStock > 0;
}

/** Today's daily stock rows by product id. */
export function stockByProduct<T extends Pick<DailyStock, 'productId' | 'businessDate'>>(rows: readonly T[], day: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) if (row.businessDate === day) map.set(row.productId, row);
  return map;
}
