import { PRODUCT_CATEGORIES, type Product } from '@restaurantpro/schema';

/** Catalogue order: by category as the menu lists them, then by name. */
export function byMenuOrder(a: Product, b: Product): number {
  return (
    PRODUCT_CATEGORIES.indexOf(a.category) - PRODUCT_CATEGORIES.indexOf(b.category) ||
    a.name.localeCompare(b.name, 'es')
  );
}
