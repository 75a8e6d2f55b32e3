/**
 * Order rules the API needs that the shared schema package does not export yet. Kept here, small and
 * pure, until it does; then this file goes and the routes import from '@restaurantpro/schema'.
 */
import { fromCents, IVA_RATE, toCents, type OrderStatus } from '@restaurantpro/schema';

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  draft: ['pending', 'cancelled'],
  pending: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['served', 'cancelled'],
  served: [],
  cancelled: [],
};

/** Forward along the lifecycle one step at a time, or cancel before serving (spec §4). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** IVA on integer cents, rounded half up; total = subtotal + IVA (spec §9). */
export function totalsFromSubtotal(subtotalCents: number): { subtotal: string; tax: string; total: string } {
  const tax = Math.round((subtotalCents * IVA_RATE) / 100);
  return { subtotal: fromCents(subtotalCents), tax: fromCents(tax), total: fromCents(subtotalCents + tax) };
}

export function orderTotals(lines: ReadonlyArray<{ unitPrice: string; quantity: number }>) {
  return totalsFromSubtotal(lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0));
}
