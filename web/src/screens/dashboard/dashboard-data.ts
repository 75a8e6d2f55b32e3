import {
  ACTIVE_ORDER_STATUSES,
  INGREDIENT_UNIT_LABELS,
  addDays,
  collectedSales,
  isExpired,
  isExpiryAlert,
  invoiceDueSoonMessage,
  isInvoiceDueSoonAlert,
  isNewInvoiceAlert,
  isLowStockAlert,
  isOutOfStockAlert,
  toCents,
  signedMilli,
  type AlertSeverity,
  type AlertType,
  type DailyStock,
  type DiningTable,
  type Ingredient,
  type Invoice,
  type Order,
  type Product,
  type Supplier,
} from '@restaurantpro/schema';
import { amountsOf, type MoneyLike } from '../../data/day-status.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';

/**
 * What the dashboard shows, derived from the local replicas. The spec's fixed sample figures
 * ('+12.5% vs ayer', '8 en cocina', n/25 tables, two sample alerts) are computed from the real
 * documents here (DESIGN.md §7), in pure functions so every rule is tested without a browser.
 */

const ACTIVE = new Set<Order['status']>(ACTIVE_ORDER_STATUSES);
export const SHOWN_ORDERS = 5;
export const SHOWN_ALERTS = 5;

export interface DashboardStats {
  /** Money collected today: payments − refunds, tips apart (schema's collectedSales). */
  todayRevenue: string;
  /** Change against yesterday's collected money in %, 1 decimal; null when yesterday took nothing. */
  revenueChange: number | null;
  activeOrders: number;
  /** Active orders the kitchen still has to finish (pending or preparing). */
  inKitchen: number;
  occupiedTables: number;
  totalTables: number;
  /** Whole percent of active tables occupied. */
  occupancy: number;
  alerts: number;
  productsOutOfStock: number;
}

export interface DashboardAlert {
  id: string;
  type: AlertType;
  title: string;
  message: string;
  createdAt: string;
  severity: AlertSeverity;
}

export interface DashboardInput {
  orders: readonly Order[];
  /** Payments and refunds of the replica (today and yesterday replicate): what 'Ventas Hoy' counts. */
  payments: readonly MoneyLike[];
  refunds: readonly MoneyLike[];
  tables: readonly DiningTable[];
  dailyStock: readonly DailyStock[];
  products: readonly Product[];
  ingredients: readonly Ingredient[];
  /** Empty for roles that do not replicate the office database. */
  invoices: readonly Invoice[];
  suppliers: readonly Supplier[];
  today: string;
  /** The instant the new-invoice alert counts 24 h back from (ISO). */
  now: string;
}

/** The money collected on `day` (decision 12): never the value of what was sent to the kitchen. */
function salesOf(input: Pick<DashboardInput, 'payments' | 'refunds'>, day: string): string {
  return collectedSales(amountsOf(input.payments, day), amountsOf(input.refunds, day));
}

/** (today − yesterday) / yesterday × 100, 1 decimal; null when there is nothing to compare with. */
export function percentChange(today: string, yesterday: string): number | null {
  const before = toCents(yesterday);
  if (before <= 0) return null;
  return Math.round(((toCents(today) - before) * 1000) / before) / 10;
}

/** "+12,5% vs ayer", "-3% vs ayer", or "Sin ventas ayer" when there is no base to compare. */
export function revenueChangeText(change: number | null): string {
  if (change === null) return 'Sin ventas ayer';
  const sign = change > 0 ? '+' : '';
  return `${sign}${change.toLocaleString('es-ES', { maximumFractionDigits: 1 })}% vs ayer`;
}

export function activeOrders(orders: readonly Order[]): Order[] {
  return orders.filter((o) => ACTIVE.has(o.status)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function todaysStock(dailyStock: readonly DailyStock[], today: string): DailyStock[] {
  return dailyStock.filter((row) => row.businessDate === today);
}

export function computeStats(input: DashboardInput, alerts: readonly DashboardAlert[]): DashboardStats {
  const active = activeOrders(input.orders);
  const tables = input.tables.filter((t) => t.isActive);
  const occupiedTables = tables.filter((t) => t.status === 'occupied').length;
  const todayRevenue = salesOf(input, input.today);
  return {
    todayRevenue,
    revenueChange: percentChange(todayRevenue, salesOf(input, addDays(input.today, -1))),
    activeOrders: active.length,
    inKitchen: active.filter((o) => o.status !== 'ready').length,
    occupiedTables,
    totalTables: tables.length,
    occupancy: tables.length === 0 ? 0 : Math.round((occupiedTables / tables.length) * 100),
    alerts: alerts.length,
    productsOutOfStock: todaysStock(input.dailyStock, input.today).filter((row) => row.currentStock <= 0)
      .length,
  };
}

function stockAlerts(input: DashboardInput): DashboardAlert[] {
  const alerts: DashboardAlert[] = [];
  for (const ingredient of input.ingredients) {
    if (!isLowStockAlert(ingredient)) continue;
    alerts.push({
      id: `stock-low:${ingredient._id}`,
      type: 'stock-low',
      title: `Stock bajo: ${ingredient.name}`,
      message: `Solo ${Number(ingredient.currentStock).toLocaleString('es-ES')}${ingredient.unit} disponibles`,
      createdAt: ingredient.updatedAt,
      severity: signedMilli(ingredient.currentStock) <= 0 ? 'high' : 'medium',
    });
  }
  const names = new Map(input.products.map((p) => [p._id.slice('product:'.length), p.name]));
  for (const row of todaysStock(input.dailyStock, input.today)) {
    const name = names.get(row.productId);
    // The schema's rule (also the API's count): only products the kitchen put under control today.
    if (name === undefined || !isOutOfStockAlert(row, input.today)) continue;
    alerts.push({
      id: `product-out:${row._id}`,
      type: 'stock-low',
      title: `Sin stock: ${name}`,
      message: 'No quedan raciones disponibles hoy',
      createdAt: row.updatedAt,
      severity: 'high',
    });
  }
  return alerts;
}

function expiryAlerts(input: DashboardInput): DashboardAlert[] {
  return input.ingredients
    .filter((i) => isExpiryAlert(i, input.today))
    .map((i) => {
      const expired = isExpired(i, input.today);
      return {
        id: `expiry:${i._id}`,
        type: 'ingredient-expiry' as const,
        title: expired ? `Caducado: ${i.name}` : `Caducidad próxima: ${i.name}`,
        message: `${INGREDIENT_UNIT_LABELS[i.unit]}: ${Number(i.currentStock).toLocaleString('es-ES')} · Vence: ${formatDate(i.expiryDate ?? '')}`,
        createdAt: i.updatedAt,
        severity: expired ? ('high' as const) : ('medium' as const),
      };
    });
}

function invoiceAlerts(input: DashboardInput): DashboardAlert[] {
  const suppliers = new Map(input.suppliers.map((s) => [s._id.slice('supplier:'.length), s.name]));
  const from = (invoice: Invoice) => suppliers.get(invoice.supplierId) ?? 'proveedor desconocido';
  const fresh = input.invoices
    .filter((invoice) => isNewInvoiceAlert(invoice, input.now))
    .map((invoice) => ({
      id: `invoice:${invoice._id}`,
      type: 'new-invoice' as const,
      title: 'Nueva factura',
      message: `Factura ${invoice.invoiceNumber} de ${from(invoice)} por ${formatEuro(invoice.amount)}`,
      createdAt: invoice.createdAt,
      severity: 'low' as const,
    }));
  const dueSoon = input.invoices
    .filter((invoice) => isInvoiceDueSoonAlert(invoice, input.today))
    .map((invoice) => ({
      id: `invoice-due:${invoice._id}`,
      type: 'invoice-due' as const,
      title: 'Factura por vencer',
      message: `${invoiceDueSoonMessage({ invoiceNumber: invoice.invoiceNumber, dueDate: invoice.dueDate ?? '' })} · ${from(invoice)}`,
      createdAt: invoice.createdAt,
      severity: 'medium' as const,
    }));
  return [...fresh, ...dueSoon];
}

/** Every alert, newest first (spec §9); the panel shows the first five. */
export function buildAlerts(input: DashboardInput): DashboardAlert[] {
  return [...stockAlerts(input), ...expiryAlerts(input), ...invoiceAlerts(input)].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}
