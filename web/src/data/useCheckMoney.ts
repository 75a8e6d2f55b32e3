import { useMemo } from 'react';
import type { Settings } from '@restaurantpro/schema';
import { type CheckMoney, checkMoney, type MoneySources } from '../lib/check-money.ts';
import type { LiveResult } from './useLiveQuery.ts';
import { allDone, useMoneySources } from './useMoneySources.ts';

export interface LiveCheckMoney {
  /** Null when the replica does not hold the check (or no check is asked for). */
  money: CheckMoney | null;
  settings: Settings | null;
}

/**
 * A check's bill and money documents, live from the floor replica: a payment taken here shows at
 * once ('Pagada'), one taken on another device when it syncs. Works for a closed check too, so the
 * 'Cobrar' dialog and the last check of a table keep showing their ticket once the gateway closes it.
 */
export function useCheckMoney(checkId: string | null): LiveResult<LiveCheckMoney> {
  const sources = useMoneySources();
  return useMemo(
    () =>
      allDone([sources], () => {
        const data = sources.data as MoneySources;
        return { money: checkId === null ? null : checkMoney(checkId, data), settings: data.settings };
      }),
    [checkId, sources],
  );
}
