import { z } from 'zod';
import { byPaymentMethod } from '../enums.ts';
import { isoDateSchema, isoDateTimeSchema } from './common.ts';

/**
 * A business day's sales, as the gateway alone writes them in the `reports` database (never
 * replicated, never written by a device or the API). Every figure is in integer cents or counts, so
 * a year is summed without parsing money strings. Recomputed whole from the day's documents whenever
 * one of them changes, so it is always what a rebuild from the orders and payments would write.
 * `_id` is `day:<YYYY-MM-DD>`.
 */
const cents = z.int();
const count = z.int().min(0);
const countAndCents = z.object({ count, cents });

/** One product sold on the day: lines not voided, at their list value without IVA. */
export const productDaySchema = z.object({
  quantity: count,
  /** Σ line subtotals (unit price with modifiers × quantity), IVA excluded, before discounts. */
  revenue: cents,
  /** The category the product had when the day was aggregated (null: none). */
  categoryId: z.string().nullable(),
  /** The product's name as sold (the latest line's), for products since deleted. */
  name: z.string(),
});
export type ProductDay = z.infer<typeof productDaySchema>;

/** One waiter's money on the day: payments they took (payment.takenBy). */
export const waiterDaySchema = z.object({
  sales: cents,
  tips: cents,
  payments: count,
  /** Checks closed that had this waiter (check.waiterId). */
  checks: count,
});
export type WaiterDay = z.infer<typeof waiterDaySchema>;

/** A void or a refund, listed one by one in the report's table. */
export const reportIncidentSchema = z.object({
  kind: z.enum(['void', 'refund']),
  at: isoDateTimeSchema,
  /** Who did it (line.void.by / refund.by). */
  by: z.string(),
  /** Product and quantity for a void; the ticket for a refund. */
  label: z.string(),
  cents: cents,
  reason: z.string(),
});
export type ReportIncident = z.infer<typeof reportIncidentSchema>;

export const reportDaySchema = z.object({
  _id: z.string().regex(/^day:\d{4}-\d{2}-\d{2}$/),
  _rev: z.string().optional(),
  type: z.literal('report_day'),
  businessDate: isoDateSchema,
  /** The aggregation rules' version: a rebuild rewrites every day of an older version. */
  version: z.int().min(1),
  /** Collected money: Σ payment.amount − Σ refund.amount (tips apart). */
  sales: cents,
  payments: count,
  tips: cents,
  /**
   * Sales by payment method (the tip taken out of the parts outside the drawer first, then cash).
   * A day written before a method was declared has no key for it: read it as 0.
   */
  byMethod: z.object(byPaymentMethod(() => cents.optional())),
  /** Sales by the local hour (0–23) the payment was taken; refunds by the hour they were made. */
  byHour: z.array(cents).length(24),
  /** Simplified tickets issued (rectifying ones are not tickets sold). */
  tickets: count,
  /** Checks closed on the day, and their guests. */
  checks: count,
  covers: count,
  discounts: countAndCents,
  invitations: countAndCents,
  voids: countAndCents,
  refunds: countAndCents,
  /** IVA per rate from the day's tickets, rectifying ones subtracting: key is the rate ("10"). */
  iva: z.record(z.string(), z.object({ base: cents, tax: cents })),
  byWaiter: z.record(z.string(), waiterDaySchema),
  byProduct: z.record(z.string(), productDaySchema),
  incidents: z.array(reportIncidentSchema).max(1000),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const reportDayId = (date: string): string => `day:${date}`;
