import { todayBusinessDate } from '../../lib/business-date.ts';
import { allOfType } from '../../data/queries.ts';
import { useReplica } from '../../data/ReplicaContext.ts';
import { useLiveQuery, type LiveResult } from '../../data/useLiveQuery.ts';
import type { DashboardInput } from './dashboard-data.ts';

/**
 * Everything the dashboard derives its figures from, live from the local replicas. The office
 * replica exists only for managers; for other roles invoices and suppliers are simply empty.
 */
export function useDashboardData(): LiveResult<DashboardInput> {
  const floor = useReplica('floor');
  const office = useReplica('office');
  const today = todayBusinessDate();
  const floorDocs = useLiveQuery(
    floor,
    ['order', 'payment', 'refund', 'table', 'daily_stock', 'product', 'ingredient'],
    `dashboard:${today}`,
    async (db) => {
      const [orders, payments, refunds, tables, dailyStock, products, ingredients] = await Promise.all([
        allOfType(db, 'order'),
        allOfType(db, 'payment'),
        allOfType(db, 'refund'),
        allOfType(db, 'table'),
        allOfType(db, 'daily_stock'),
        allOfType(db, 'product'),
        allOfType(db, 'ingredient'),
      ]);
      return { orders, payments, refunds, tables, dailyStock, products, ingredients };
    },
  );
  const officeDocs = useLiveQuery(office, ['invoice', 'supplier'], 'dashboard:office', async (db) => {
    const [invoices, suppliers] = await Promise.all([allOfType(db, 'invoice'), allOfType(db, 'supplier')]);
    return { invoices, suppliers };
  });
  if (floorDocs.status !== 'done' || floorDocs.data === undefined)
    return { data: undefined, status: floorDocs.status, error: floorDocs.error };
  // Until the office replica has answered, no invoice or supplier alert can be ruled out.
  if (office !== null && officeDocs.status === 'loading')
    return { data: undefined, status: 'loading', error: null };
  const extra =
    office !== null && officeDocs.data !== undefined ? officeDocs.data : { invoices: [], suppliers: [] };
  return {
    data: { ...floorDocs.data, ...extra, today, now: new Date().toISOString() },
    status: 'done',
    error: null,
  };
}
