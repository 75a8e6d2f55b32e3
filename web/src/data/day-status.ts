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

/** Orders that count as sales: sent to the kitchen or beyond; drafts and cancellations do not. */
const SALE_STATUSES = new Set(['pending', 'preparing', 'ready', 'served']);

/** "12.10" → 1210 without going through floating point. */
function cents(money: string | undefined): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money ?? '');
  if (!match) return 0;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

function money(totalCents: number): string {
  const sign = totalCents < 0 ? '-' : '';
  const abs = Math.abs(totalCents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The sidebar's 'Estado del Día': occupied tables now and the sales of `businessDate`. */
export function computeDayStatus(tables: readonly TableLike[], orders: readonly OrderLike[], businessDate: string): DayStatus {
  const occupiedTables = tables.filter((table) => table.status === 'occupied' && table.isActive !== false).length;
  const salesCents = orders
    .filter((order) => order.businessDate === businessDate && SALE_STATUSES.has(order.status ?? ''))
    .reduce((sum, order) => sum + cents(order.total), 0);
  return { occupiedTables, todaySales: money(salesCents) };
}
