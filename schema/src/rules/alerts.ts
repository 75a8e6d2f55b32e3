import { addDays } from '../dates.ts';
import { spanishDate } from './money/format.ts';
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

/**
 * An invoice still to be paid. The dashboard's first invoice alert, before invoices could be entered;
 * superseded by isNewInvoiceAlert and isInvoiceDueSoonAlert, which alertCount uses.
 */
export function isInvoiceAlert(invoice: { status: string }): boolean {
  return invoice.status === 'pending';
}

/** An invoice entered within this many hours raises a 'new-invoice' alert. */
export const NEW_INVOICE_HOURS = 24;
/** A pending invoice due within this many days (today included) raises an 'invoice-due' alert. */
export const INVOICE_DUE_WARNING_DAYS = 3;

const HOUR_MS = 3_600_000;

/**
 * An invoice entered in the last 24 h (`now`: an ISO instant), unless annulled. One stamped a little
 * ahead of `now` (a device's clock running fast) is new too.
 */
export function isNewInvoiceAlert(invoice: { status: string; createdAt: string }, now: string): boolean {
  const age = Date.parse(now) - Date.parse(invoice.createdAt);
  return invoice.status !== 'cancelled' && Number.isFinite(age) && age < NEW_INVOICE_HOURS * HOUR_MS;
}

/** A pending invoice due today or within the next 3 days (one already past due shows 'Vencida'). */
export function isInvoiceDueSoonAlert(
  invoice: { status: string; dueDate?: string | undefined },
  today: string,
): boolean {
  const due = invoice.dueDate;
  return (
    invoice.status === 'pending' &&
    due !== undefined &&
    due >= today &&
    due <= addDays(today, INVOICE_DUE_WARNING_DAYS)
  );
}

/** The due-soon alert's text: 'Factura F-2026-001 vence el 26/11/2026'. */
export function invoiceDueSoonMessage(invoice: { invoiceNumber: string; dueDate: string }): string {
  return `Factura ${invoice.invoiceNumber} vence el ${spanishDate(invoice.dueDate)}`;
}

export interface AlertSources {
  ingredients: ReadonlyArray<Parameters<typeof isLowStockAlert>[0] & Parameters<typeof isExpiryAlert>[0]>;
  dailyStock: ReadonlyArray<Parameters<typeof isOutOfStockAlert>[0] & { productId: string }>;
  /** Whether a product is known: a row of a product the reader cannot see raises nothing. */
  knownProduct: (productId: string) => boolean;
  /** Empty for roles that do not see the office database. */
  invoices: ReadonlyArray<{ status: string; createdAt?: string | undefined; dueDate?: string | undefined }>;
  today: string;
  /** The instant the new-invoice alert counts 24 h back from; without it, none is new. */
  now?: string | undefined;
}

/** How many alerts the dashboard shows (its 'Alertas Activas' figure). */
export function alertCount(sources: AlertSources): number {
  const { ingredients, dailyStock, invoices, today, now } = sources;
  const isNew = (invoice: (typeof invoices)[number]) =>
    now !== undefined &&
    invoice.createdAt !== undefined &&
    isNewInvoiceAlert({ status: invoice.status, createdAt: invoice.createdAt }, now);
  return (
    ingredients.filter(isLowStockAlert).length +
    dailyStock.filter((row) => sources.knownProduct(row.productId) && isOutOfStockAlert(row, today)).length +
    ingredients.filter((ingredient) => isExpiryAlert(ingredient, today)).length +
    invoices.filter(isNew).length +
    invoices.filter((invoice) => isInvoiceDueSoonAlert(invoice, today)).length
  );
}
