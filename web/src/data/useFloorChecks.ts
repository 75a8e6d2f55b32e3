import { useMemo } from 'react';
import type { DiningTable } from '@restaurantpro/schema';
import { floorTables, type FloorTable } from '../lib/floor-checks.ts';
import type { StoredDoc } from './queries.ts';
import type { StoredCheck } from './repositories/checks.ts';
import { useLiveDocs } from './useLiveDocs.ts';
import type { LiveResult } from './useLiveQuery.ts';
import { allDone, type StoredMoneySources, useMoneySources } from './useMoneySources.ts';

export type StoredFloorTable = DiningTable & StoredDoc;
export type FloorTableCheck = FloorTable<StoredFloorTable, StoredCheck>;

export interface FloorChecks {
  /** Active tables in the order a waiter reads them (1, 2 … 10, B1), each with its state, check and bill. */
  tables: FloorTableCheck[];
  sources: StoredMoneySources;
}

/**
 * The floor's tables with their checks and bills, live from the floor replica: what every table
 * picker, the check panel and the floor plan read. A check opened or closed on this device shows at
 * once; a discount, a void or a product's IVA rate changes the total it shows as it changes the bill.
 */
export function useFloorChecks(): LiveResult<FloorChecks> {
  const tables = useLiveDocs('table');
  const money = useMoneySources();
  return useMemo(
    () =>
      allDone([tables, money], () => {
        const sources = money.data as StoredMoneySources;
        const active = (tables.data ?? [])
          .filter((table) => table.isActive)
          .sort((a, b) => a.number.localeCompare(b.number, 'es', { numeric: true }));
        return { tables: floorTables(active, sources), sources };
      }),
    [tables, money],
  );
}
