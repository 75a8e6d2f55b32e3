import { todayBusinessDate } from '../lib/business-date.ts';
import { computeDayStatus, type DayStatus, type MoneyLike, type TableLike } from './day-status.ts';
import { allOfType } from './queries.ts';
import { useReplica } from './ReplicaContext.ts';
import { useLiveQuery, type LiveResult } from './useLiveQuery.ts';

/** Occupied tables and the money collected today, from the local floor replica, live. */
export function useDayStatus(): LiveResult<DayStatus> {
  const replica = useReplica('floor');
  const today = todayBusinessDate();
  return useLiveQuery(replica, ['table', 'payment', 'refund'], `day-status:${today}`, async (db) => {
    const [tables, payments, refunds] = await Promise.all([
      allOfType<TableLike>(db, 'table'),
      allOfType<MoneyLike>(db, 'payment'),
      allOfType<MoneyLike>(db, 'refund'),
    ]);
    return computeDayStatus(tables, payments, refunds, today);
  });
}
