import { useMemo } from 'react';
import { type Check, type Settings, SETTINGS_ID } from '@restaurantpro/schema';
import type { MoneySources } from '../lib/check-money.ts';
import type { StoredDoc } from './queries.ts';
import { useLiveDoc } from './useLiveDoc.ts';
import { useLiveDocs } from './useLiveDocs.ts';
import type { LiveResult } from './useLiveQuery.ts';

/** Done when every result is, the first error otherwise: one status for a screen reading several. */
export function allDone<T>(results: readonly LiveResult<unknown>[], data: () => T): LiveResult<T> {
  const failed = results.find((result) => result.status === 'error');
  if (failed) return { data: undefined, status: 'error', error: failed.error };
  if (results.some((result) => result.status === 'loading')) return { data: undefined, status: 'loading', error: null };
  return { data: data(), status: 'done', error: null };
}

/** The money sources as stored: a check keeps its revision, for the writes a screen makes on it. */
export type StoredMoneySources = MoneySources & { checks: Array<Check & StoredDoc> };

/**
 * Every document of the floor replica a bill is read from (checks, rounds, transfers, products,
 * settings, discounts, payments, refunds, tickets and their annulments), live: a payment taken here shows at once, one
 * taken on another device when it syncs.
 */
export function useMoneySources(): LiveResult<StoredMoneySources> {
  const checks = useLiveDocs('check');
  const orders = useLiveDocs('order');
  const transfers = useLiveDocs('transfer');
  const products = useLiveDocs('product');
  const adjustments = useLiveDocs('adjustment');
  const payments = useLiveDocs('payment');
  const refunds = useLiveDocs('refund');
  const tickets = useLiveDocs('ticket');
  const annulments = useLiveDocs('annulment');
  const settings = useLiveDoc<Settings & StoredDoc>('floor', SETTINGS_ID);
  return useMemo(
    () =>
      allDone([checks, orders, transfers, products, adjustments, payments, refunds, tickets, annulments, settings], () => ({
        checks: checks.data ?? [],
        orders: orders.data ?? [],
        transfers: transfers.data ?? [],
        products: products.data ?? [],
        settings: settings.data ?? null,
        adjustments: adjustments.data ?? [],
        payments: payments.data ?? [],
        refunds: refunds.data ?? [],
        tickets: tickets.data ?? [],
        annulments: annulments.data ?? [],
      })),
    [checks, orders, transfers, products, adjustments, payments, refunds, tickets, annulments, settings],
  );
}
