import { useMemo } from 'react';
import {
  type Adjustment,
  type CashMovement,
  type Check,
  type DayClose,
  type Order,
  type Payment,
  type Product,
  type Refund,
  type Settings,
  SETTINGS_ID,
  type Ticket,
  type Transfer,
} from '@restaurantpro/schema';
import type { CashDaySources } from '../lib/cash-day.ts';
import type { StoredDoc } from './queries.ts';
import { useLiveDoc } from './useLiveDoc.ts';
import { useLiveDocs } from './useLiveDocs.ts';
import type { LiveResult } from './useLiveQuery.ts';

/**
 * Every document of the floor replica the day's money is read from (bills, payments, tickets, the
 * drawer's movements and closes), live: the Caja screen, the Z report and the dashboard's open
 * checks read them through the pure functions of `lib/cash-day.ts`.
 */
export function useCashDaySources(): LiveResult<CashDaySources> {
  const checks = useLiveDocs<Check & StoredDoc>('floor', 'check');
  const orders = useLiveDocs<Order & StoredDoc>('floor', 'order');
  const transfers = useLiveDocs<Transfer & StoredDoc>('floor', 'transfer');
  const products = useLiveDocs<Product & StoredDoc>('floor', 'product');
  const adjustments = useLiveDocs<Adjustment & StoredDoc>('floor', 'adjustment');
  const payments = useLiveDocs<Payment & StoredDoc>('floor', 'payment');
  const refunds = useLiveDocs<Refund & StoredDoc>('floor', 'refund');
  const tickets = useLiveDocs<Ticket & StoredDoc>('floor', 'ticket');
  const cashMovements = useLiveDocs<CashMovement & StoredDoc>('floor', 'cash_movement');
  const dayCloses = useLiveDocs<DayClose & StoredDoc>('floor', 'day_close');
  const settings = useLiveDoc<Settings & StoredDoc>('floor', SETTINGS_ID);
  return useMemo(() => {
    const results = [checks, orders, transfers, products, adjustments, payments, refunds, tickets, cashMovements, dayCloses, settings];
    const failed = results.find((result) => result.status === 'error');
    if (failed) return { data: undefined, status: 'error', error: failed.error };
    if (results.some((result) => result.status === 'loading')) return { data: undefined, status: 'loading', error: null };
    return {
      data: {
        checks: checks.data ?? [],
        orders: orders.data ?? [],
        transfers: transfers.data ?? [],
        products: products.data ?? [],
        settings: settings.data ?? null,
        adjustments: adjustments.data ?? [],
        payments: payments.data ?? [],
        refunds: refunds.data ?? [],
        tickets: tickets.data ?? [],
        cashMovements: cashMovements.data ?? [],
        dayCloses: dayCloses.data ?? [],
      },
      status: 'done',
      error: null,
    };
  }, [checks, orders, transfers, products, adjustments, payments, refunds, tickets, cashMovements, dayCloses, settings]);
}
