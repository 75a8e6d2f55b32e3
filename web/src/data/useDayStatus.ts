import { todayBusinessDate } from '../lib/business-date.ts';
import { computeDayStatus, type DayStatus } from './day-status.ts';
import { allOfType } from './queries.ts';
import { useReplica } from './ReplicaContext.ts';
import { useLiveQuery, type LiveResult } from './useLiveQuery.ts';

/** Occupied tables and the money collected today, from the local floor replica, live. */
export function useDayStatus(): LiveResult<DayStatus> {
  const replica = useReplica('floor');
  const today = todayBusinessDate();
  return useLiveQuery(replica, ['table', 'payment', 'refund'], `day-status:${today}`, async (db) => {
    const [tables, payments, refunds] = await Promise.all([
      allOfType(db, 'table'),
      allOfType(db, 'payment'),
      allOfType(db, 'refund'),
    ]);
    return computeDayStatus(tables, payments, refunds, today);
  });
}
