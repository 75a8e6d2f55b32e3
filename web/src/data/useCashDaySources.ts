import { useMemo } from 'react';
import type { CashDaySources } from '../lib/cash-day.ts';
import { useLiveDocs } from './useLiveDocs.ts';
import type { LiveResult } from './useLiveQuery.ts';
import { allDone, useMoneySources } from './useMoneySources.ts';

/**
 * Every document of the floor replica the day's money is read from (bills, payments, tickets, the
 * drawer's movements and closes), live: the Caja screen, the Z report and the dashboard's open
 * checks read them through the pure functions of `lib/cash-day.ts`.
 */
export function useCashDaySources(): LiveResult<CashDaySources> {
  const money = useMoneySources();
  const cashMovements = useLiveDocs('cash_movement');
  const dayCloses = useLiveDocs('day_close');
  return useMemo(
    () =>
      allDone([money, cashMovements, dayCloses], () => ({
        ...(money.data as NonNullable<typeof money.data>),
        cashMovements: cashMovements.data ?? [],
        dayCloses: dayCloses.data ?? [],
      })),
    [money, cashMovements, dayCloses],
  );
}
