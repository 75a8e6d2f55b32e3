import { collectedSales, tryNormalizeMoney } from '@restaurantpro/schema';
import type { StoredDoc } from './queries.ts';

export interface TableLike extends StoredDoc {
  status?: string;
  isActive?: boolean;
}

/** A payment or a refund as the day's figures read it: its amount and its business day. */
export interface MoneyLike extends StoredDoc {
  amount?: string;
  businessDate?: string;
}

export interface DayStatus {
  occupiedTables: number;
  /** Money collected on the business day (payments − refunds, tips apart), a 2-decimal string. */
  todaySales: string;
}

/** The day's documents with a well-formed amount: a malformed one counts as nothing rather than breaking the sidebar. */
export function amountsOf(docs: readonly MoneyLike[], businessDate: string): { amount: string }[] {
  const amounts: { amount: string }[] = [];
  for (const doc of docs) {
    if (doc.businessDate !== businessDate || doc.amount === undefined) continue;
    const amount = tryNormalizeMoney(doc.amount);
    if (amount !== null) amounts.push({ amount });
  }
  return amounts;
}

/**
 * The sidebar's 'Estado del Día': occupied tables now, and the money collected on `businessDate`
 * (schema's collectedSales), never the value of what was ordered.
 */
export function computeDayStatus(
  tables: readonly TableLike[],
  payments: readonly MoneyLike[],
  refunds: readonly MoneyLike[],
  businessDate: string,
): DayStatus {
  const occupiedTables = tables.filter((table) => table.status === 'occupied' && table.isActive !== false).length;
  return {
    occupiedTables,
    todaySales: collectedSales(amountsOf(payments, businessDate), amountsOf(refunds, businessDate)),
  };
}
