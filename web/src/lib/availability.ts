import { isStockTracked, type DailyStock, type Product } from '@restaurantpro/schema';

/**
 * Whether the point of sale may sell a product now: it must be active and available, and when the
 * kitchen put it under daily control today, its row must have portions left. A product without a
 * tracked row for today sells freely.
 */
export function isSellable(
  product: Pick<Product, 'isAvailable' | 'isActive'>,
  todayStock: Pick<DailyStock, 'currentStock' | 'initialStock' | 'tracked'> | undefined,
): boolean {
  if (!product.isActive || !product.isAvailable) return false;
  return todayStock === undefined || !isStockTracked(todayStock) || todayStock.currentStock > 0;
}

/** Today's daily stock rows by product id. */
export function stockByProduct<T extends Pick<DailyStock, 'productId' | 'businessDate'>>(
  rows: readonly T[],
  day: string,
): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) if (row.businessDate === day) map.set(row.productId, row);
  return map;
}
