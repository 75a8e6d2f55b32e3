import { fromCents, isSale, toCents, tryNormalizeMoney } from '@restaurantpro/schema';
import type { StoredDoc } from './queries.ts';

export interface TableLike extends StoredDoc {
  status?: string;
  isActive?: boolean;
}

export interface OrderLike extends StoredDoc {
  status?: string;
  total?: string;
  businessDate?: string;
}

export interface DayStatus {
  occupiedTables: number;
  /** Today's sales as a 2-decimal string. */
  todaySales: string;
}

/** A stored total as cents; a malformed one counts as nothing rather than breaking the sidebar. */
function cents(total: string | undefined): number {
  const money = total === undefined ? null : tryNormalizeMoney(total);
  return money === null ? 0 : toCents(money);
}

/** The sidebar's 'Estado del Día': occupied tables now and the sales of `businessDate`. */
export function computeDayStatus(tables: readonly TableLike[], orders: readonly OrderLike[], businessDate: string): DayStatus {
  const occupiedTables = tables.filter((table) => table.status === 'occupied' && table.isActive !== false).length;
  const salesCents = orders
    .filter((order) => order.businessDate === businessDate && isSale({ status: order.status ?? '' }))
    .reduce((sum, order) => sum + cents(order.total), 0);
  return { occupiedTables, todaySales: fromCents(salesCents) };
}
