import { addDays } from '../dates.ts';
import { isLowStock, isStockTracked } from './stock.ts';

/**
 * What raises a dashboard alert ('Alertas Activas'), for the dashboard screen, which lists them, and
 * for GET /api/dashboard/stats, which counts them: the same predicates, so the two never disagree.
 */

/** An ingredient expiring within this many days (or already expired) raises an alert. */
export const EXPIRY_WARNING_DAYS = 3;

/** An active ingredient at or below its minimum. */
export function isLowStockAlert(ingredient: {
  isActive: boolean;
  currentStock: string;
  minStock: string;
}): boolean {
  return ingredient.isActive && isLowStock(ingredient);
}

/**
 * A product the kitchen put under daily control today and that has no portions left. A product
 * never stocked today (or only counting sales, see isStockTracked) sells freely: not "out of stock".
 */
export function isOutOfStockAlert(
  row: { businessDate: string; currentStock: number; initialStock: number; tracked?: boolean | undefined },
  today: string,
): boolean {
  return row.businessDate === today && isStockTracked(row) && row.currentStock <= 0;
}

/** An active ingredient whose expiry date (its day, when it carries a time) is at most 3 days away. */
export function isExpiryAlert(
  ingredient: { isActive: boolean; expiryDate?: string | undefined },
  today: string,
): boolean {
  const day = ingredient.expiryDate?.slice(0, 10);
  return ingredient.isActive && day !== undefined && day <= addDays(today, EXPIRY_WARNING_DAYS);
}

/** Already past its expiry day (a high-severity alert). */
export function isExpired(ingredient: { expiryDate?: string | undefined }, today: string): boolean {
  const day = ingredient.expiryDate?.slice(0, 10);
  return day !== undefined && day < today;
}

/** An invoice still to be paid: shown only to roles that replicate the office database. */
export function isInvoiceAlert(invoice: { status: string }): boolean {
  return invoice.status === 'pending';
}

export interface AlertSources {
  ingredients: ReadonlyArray<Parameters<typeof isLowStockAlert>[0] & Parameters<typeof isExpiryAlert>[0]>;
  dailyStock: ReadonlyArray<Parameters<typeof isOutOfStockAlert>[0] & { productId: string }>;
  /** Whether a product is known: a row of a product the reader cannot see raises nothing. */
  knownProduct: (productId: string) => boolean;
  /** Empty for roles that do not see the office database. */
  invoices: ReadonlyArray<{ status: string }>;
  today: string;
}

/** How many alerts the dashboard shows (its 'Alertas Activas' figure). */
export function alertCount(sources: AlertSources): number {
  const { ingredients, dailyStock, invoices, today } = sources;
  return (
    ingredients.filter(isLowStockAlert).length +
    dailyStock.filter((row) => sources.knownProduct(row.productId) && isOutOfStockAlert(row, today)).length +
    ingredients.filter((ingredient) => isExpiryAlert(ingredient, today)).length +
    invoices.filter(isInvoiceAlert).length
  );
}
