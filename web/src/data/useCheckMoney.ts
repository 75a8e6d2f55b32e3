import { useMemo } from 'react';
import {
  type Adjustment,
  type Check,
  type Order,
  type Payment,
  type Product,
  type Refund,
  type Settings,
  SETTINGS_ID,
  type Ticket,
  type Transfer,
} from '@restaurantpro/schema';
import { type CheckMoney, checkMoney } from '../lib/check-money.ts';
import type { StoredDoc } from './queries.ts';
import { useLiveDoc } from './useLiveDoc.ts';
import { useLiveDocs } from './useLiveDocs.ts';
import type { LiveResult } from './useLiveQuery.ts';

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
  const checks = useLiveDocs<Check & StoredDoc>('floor', 'check');
  const orders = useLiveDocs<Order & StoredDoc>('floor', 'order');
  const transfers = useLiveDocs<Transfer & StoredDoc>('floor', 'transfer');
  const products = useLiveDocs<Product & StoredDoc>('floor', 'product');
  const adjustments = useLiveDocs<Adjustment & StoredDoc>('floor', 'adjustment');
  const payments = useLiveDocs<Payment & StoredDoc>('floor', 'payment');
  const refunds = useLiveDocs<Refund & StoredDoc>('floor', 'refund');
  const tickets = useLiveDocs<Ticket & StoredDoc>('floor', 'ticket');
  const settings = useLiveDoc<Settings & StoredDoc>('floor', SETTINGS_ID);
  return useMemo(() => {
    const results = [checks, orders, transfers, products, adjustments, payments, refunds, tickets, settings];
    const failed = results.find((result) => result.status === 'error');
    if (failed) return { data: undefined, status: 'error', error: failed.error };
    if (results.some((result) => result.status === 'loading')) return { data: undefined, status: 'loading', error: null };
    const stored = settings.data ?? null;
    const money =
      checkId === null
        ? null
        : checkMoney(checkId, {
            checks: checks.data ?? [],
            orders: orders.data ?? [],
            transfers: transfers.data ?? [],
            products: products.data ?? [],
            settings: stored,
            adjustments: adjustments.data ?? [],
            payments: payments.data ?? [],
            refunds: refunds.data ?? [],
            tickets: tickets.data ?? [],
          });
    return { data: { money, settings: stored }, status: 'done', error: null };
  }, [checkId, checks, orders, transfers, products, adjustments, payments, refunds, tickets, settings]);
}
