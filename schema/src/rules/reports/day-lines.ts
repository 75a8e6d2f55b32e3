import type { Product } from '../../docs/catalogue.ts';
import type { Order } from '../../docs/order.ts';
import type { Refund } from '../../docs/money.ts';
import type { ProductDay, ReportIncident } from '../../docs/report.ts';
import { VOID_REASON_LABELS } from '../../enums.ts';
import { idPart } from '../../ids.ts';
import { toCents } from '../../money.ts';
import { soldQuantity } from '../sales.ts';

/** A day's order lines as the aggregate lists them: what each product sold, and each void and refund. */

/** What a product gives the aggregate: its category and, for the bills, its IVA rate. */
export type ReportProduct = Pick<Product, '_id' | 'category' | 'ivaRate'>;

/** A record with its keys in order, so the same day is always the same JSON (written only when changed). */
export const sortedRecord = <T>(entries: Map<string, T>): Record<string, T> =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Each void and each refund of the day, oldest first; the newest 1000 when there are more. */
export function incidentsOf(orders: readonly Order[], refunds: readonly Refund[]): ReportIncident[] {
  const voids: ReportIncident[] = orders.flatMap((order) =>
    order.items.flatMap((line) =>
      line.void === undefined
        ? []
        : [
            {
              kind: 'void' as const,
              at: line.void.at,
              by: line.void.by,
              label: `${line.quantity} × ${line.productName}`,
              cents: line.quantity * toCents(line.unitPrice),
              reason: line.void.note
                ? `${VOID_REASON_LABELS[line.void.reason]}: ${line.void.note}`
                : VOID_REASON_LABELS[line.void.reason],
            },
          ],
    ),
  );
  const refunded: ReportIncident[] = refunds.map((refund) => ({
    kind: 'refund',
    at: refund.createdAt,
    by: refund.by,
    label: `Ticket ${idPart(refund.ticketId)}`,
    cents: toCents(refund.amount),
    reason: refund.reason,
  }));
  const all = [...voids, ...refunded].sort((a, b) =>
    a.at === b.at ? (a.label < b.label ? -1 : a.label > b.label ? 1 : 0) : a.at < b.at ? -1 : 1,
  );
  return all.slice(Math.max(all.length - 1000, 0));
}

/** Lines sold on the day per product (sold as the stock and the dashboard count it: soldQuantity). */
export function productsOf(
  orders: readonly Order[],
  products: readonly ReportProduct[],
): Record<string, ProductDay> {
  const categories = new Map(products.map((product) => [idPart(product._id), product.category]));
  const rows = new Map<string, ProductDay>();
  // The name of the newest line wins, so a renamed product shows as it is sold now.
  const namedAt = new Map<string, string>();
  for (const order of orders) {
    for (const line of order.items) {
      const quantity = soldQuantity(order, line);
      if (quantity === 0) continue;
      const row = rows.get(line.productId) ?? {
        quantity: 0,
        revenue: 0,
        categoryId: categories.get(line.productId) ?? null,
        name: line.productName,
      };
      row.quantity += quantity;
      row.revenue += quantity * toCents(line.unitPrice);
      if (line.createdAt >= (namedAt.get(line.productId) ?? '')) {
        row.name = line.productName;
        namedAt.set(line.productId, line.createdAt);
      }
      rows.set(line.productId, row);
    }
  }
  return sortedRecord(rows);
}
