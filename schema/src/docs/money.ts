import { z } from 'zod';
import { adjustmentKindSchema, paymentMethodSchema, splitKindSchema } from '../enums.ts';
import { baseDoc, isoDateSchema, longText, moneySchema, refSchema } from './common.ts';
import { lineRefSchema } from './check.ts';

/**
 * The money side of a check (DESIGN.md §10). Every document here is immutable once written: a
 * payment, a discount or a refund is corrected by a new document, never by an edit, so a retry or a
 * stale copy on another device can never lose or double money. Ids are made on the device, so a
 * payment retried after a dropped connection is the same document, stored once.
 */

/** The check a money document belongs to, and the business day the cash close of which locks it. */
const checkDayFields = {
  checkId: refSchema,
  businessDate: isoDateSchema,
};

/**
 * A discount or a refund changes money already on a check: always with a reason, by a manager or
 * with a manager's confirmation carried by the waiter's write (see signApproval in the gateway).
 */
const correctionFields = {
  reason: longText('El motivo').min(1, 'Indica el motivo'),
  by: z.string().min(1),
  /** The manager who confirmed, when the writer is not one. */
  approvedBy: z.string().min(1).optional(),
  /** The gateway's signed token for exactly this document. */
  approval: z.string().min(1).max(2000).optional(),
};

/** One way a payment was taken. Cash keeps what was handed over, so the change can be shown. */
export const paymentPartSchema = z.object({
  method: paymentMethodSchema,
  /** What stays in the drawer or on the card: towards the bill and the tip. */
  amount: moneySchema,
  /** Cash only: what the guest handed over (≥ amount); the difference is the change. */
  tendered: moneySchema.optional(),
});
export type PaymentPart = z.infer<typeof paymentPartSchema>;

/** How the bill was divided when this payment is one part of it. */
export const paymentSplitSchema = z.object({
  kind: splitKindSchema,
  /** The amount divided, and its parts: they must add up to it exactly. */
  of: moneySchema,
  parts: z.array(moneySchema).min(2, 'Divide en al menos 2 partes').max(50),
  /** Which part this payment is (0-based). */
  index: z.int().min(0),
  /** kind 'lines': the lines this part pays. */
  lines: z.array(lineRefSchema).optional(),
});
export type PaymentSplit = z.infer<typeof paymentSplitSchema>;

/**
 * A payment towards a check. `amount` is what it pays of the bill; `tip` is recorded apart from
 * sales; the parts add up to amount + tip. One cash part at most and one card part at most: both is
 * 'mixto'.
 */
export const paymentSchema = z.object({
  ...baseDoc('payment'),
  ...checkDayFields,
  amount: moneySchema,
  tip: moneySchema,
  parts: z.array(paymentPartSchema).min(1).max(2),
  /** Cash handed back: Σ tendered − cash amount. */
  change: moneySchema,
  split: paymentSplitSchema.optional(),
  /** Who took it (the acting user on a shared terminal). */
  takenBy: z.string().min(1),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * A discount or an invitación, on one line or on the whole check. A discount has a percent or an
 * amount; an invitation makes the line (or check) free. Always with a reason, and by a manager or
 * with a manager's confirmation.
 */
export const adjustmentSchema = z.object({
  ...baseDoc('adjustment'),
  ...checkDayFields,
  kind: adjustmentKindSchema,
  /** The line it applies to; absent: the whole check. */
  line: lineRefSchema.optional(),
  percent: z.int('El porcentaje debe ser un número entero').min(1).max(100).optional(),
  amount: moneySchema.optional(),
  ...correctionFields,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** Money given back on a paid ticket; its rectifying ticket (factura rectificativa) says so on paper. */
export const refundSchema = z.object({
  ...baseDoc('refund'),
  /** The ticket corrected. */
  ticketId: refSchema,
  ...checkDayFields,
  amount: moneySchema,
  method: paymentMethodSchema,
  ...correctionFields,
});
export type Refund = z.infer<typeof refundSchema>;
