import { todayBusinessDate } from '../lib/business-date.ts';
import { computeDayStatus, type DayStatus, type OrderLike, type TableLike } from './day-status.ts';
import { allOfType } from './queries.ts';
import { useReplica } from './ReplicaContext.ts';
import { useLiveQuery, type LiveResult } from './useLiveQuery.ts';

/** Occupied tables and today's sales from the local floor replica, live. */
export function useDayStatus(): LiveResult<DayStatus> {
  const replica = useReplica('floor');
  const today = todayBusinessDate();
  return useLiveQuery(replica, ['table', 'order'], `day-status:${today}`, async (db) => {
    const [tables, orders] = await Promise.all([allOfType<TableLike>(db, 'table'), allOfType<OrderLike>(db, 'order')]);
    return computeDayStatus(tables, orders, today);
  });
}
