import { divRound, fromCents, idPart, toCents, toMilli, type Delivery } from '@restaurantpro/schema';
import type { StoredDoc } from '../../data/queries.ts';

export type StoredDelivery = Delivery & StoredDoc;

/** One delivery as the supplier's page lists it. */
export interface DeliveryRow {
  id: string;
  businessDate: string;
  reference: string | undefined;
  lines: number;
  /** Σ quantity × unit cost, before IVA, as a money string. */
  total: string;
}

/**
 * What a delivery cost: each line's quantity (milli-units) × unit cost (cents), rounded half up to the
 * cent per line, as an albarán prints its lines, then summed.
 */
export function deliveryTotal(lines: Delivery['lines']): string {
  let cents = 0n;
  for (const line of lines) cents += divRound(BigInt(toMilli(line.quantity)) * BigInt(toCents(line.unitCost)), 1000n);
  return fromCents(Number(cents));
}

/** The deliveries of `supplierId`, newest first. */
export function supplierDeliveries(deliveries: readonly StoredDelivery[], supplierId: string): DeliveryRow[] {
  return deliveries
    .filter((delivery) => delivery.supplierId === supplierId)
    .map((delivery) => ({
      id: idPart(delivery._id),
      businessDate: delivery.businessDate,
      reference: delivery.reference,
      lines: delivery.lines.length,
      total: deliveryTotal(delivery.lines),
    }))
    .sort((a, b) => b.businessDate.localeCompare(a.businessDate) || b.id.localeCompare(a.id));
}
