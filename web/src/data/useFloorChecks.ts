import { useMemo } from 'react';
import type { Check, CheckSources, DiningTable, Order, Transfer } from '@restaurantpro/schema';
import { floorTables, type FloorTable } from '../lib/floor-checks.ts';
import type { StoredDoc } from './queries.ts';
import type { StoredCheck } from './repositories/checks.ts';
import { useLiveDocs } from './useLiveDocs.ts';
import type { LiveResult } from './useLiveQuery.ts';

export type StoredFloorTable = DiningTable & StoredDoc;
export type FloorTableCheck = FloorTable<StoredFloorTable, StoredCheck>;

export interface FloorChecks {
  /** Active tables in the order a waiter reads them (1, 2 … 10, B1), each with its state and check. */
  tables: FloorTableCheck[];
  sources: CheckSources & { checks: StoredCheck[] };
}

/**
 * The floor's tables with their checks, live from the floor replica: what every table picker, the
 * check panel and the floor plan read. A check opened or closed on this device shows at once.
 */
export function useFloorChecks(): LiveResult<FloorChecks> {
  const tables = useLiveDocs<StoredFloorTable>('floor', 'table');
  const checks = useLiveDocs<Check & StoredDoc>('floor', 'check');
  const orders = useLiveDocs<Order & StoredDoc>('floor', 'order');
  const transfers = useLiveDocs<Transfer & StoredDoc>('floor', 'transfer');
  return useMemo(() => {
    const results = [tables, checks, orders, transfers];
    const failed = results.find((result) => result.status === 'error');
    if (failed) return { data: undefined, status: 'error', error: failed.error };
    if (results.some((result) => result.status === 'loading')) return { data: undefined, status: 'loading', error: null };
    const sources = { checks: checks.data ?? [], orders: orders.data ?? [], transfers: transfers.data ?? [] };
    const active = (tables.data ?? [])
      .filter((table) => table.isActive)
      .sort((a, b) => a.number.localeCompare(b.number, 'es', { numeric: true }));
    return { data: { tables: floorTables(active, sources), sources }, status: 'done', error: null };
  }, [tables, checks, orders, transfers]);
}
