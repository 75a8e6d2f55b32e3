import {
  businessDate as businessDateOf,
  DEFAULT_TIME_ZONE,
  docId,
  type Payment,
  type PaymentPart,
  paymentSchema,
  type PaymentSplit,
} from '@restaurantpro/schema';
import type { CheckMoney } from '../../lib/check-money.ts';
import { getOrNull, type StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { newDocFields } from './doc-writes.ts';
import { readCheckMoney, storeMoneyDoc } from './money-sources.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Payments (cobros) on the local replica. Each is one immutable document whose id the device made
 * when the part was put on screen: a tap retried after a failure writes the same document, so a part
 * is never paid twice. What makes a payment wrong is the schema's (checkMoneyWrite); a check already
 * closed or paid still takes it (two devices paying at once leave an overpayment a manager sees).
 */

export interface PaymentDraft {
  /** The payment's id part, made once per part on the device. */
  id: string;
  checkId: string;
  /** What it pays of the bill. */
  amount: string;
  /** Recorded apart from sales. */
  tip: string;
  parts: PaymentPart[];
  change: string;
  split?: PaymentSplit;
  timeZone?: string;
}

export interface TakenPayment {
  payment: Payment;
  /** The check's money once this payment is in: whether it is paid now, and what is left. */
  money: CheckMoney;
}

/** Records one payment (or one part of a split bill) of a check. */
export const recordPayment = repositoryWrite(async function recordPayment(
  db: PouchDB.Database,
  draft: PaymentDraft,
  ctx: WriteContext,
): Promise<TakenPayment> {
  const id = docId('payment', draft.id);
  const stored = await getOrNull<Payment & StoredDoc>(db, id);
  if (!stored) {
    const { sources } = await readCheckMoney(db, draft.checkId);
    const payment = paymentSchema.parse({
      ...newDocFields('payment', id, ctx),
      checkId: draft.checkId,
      businessDate: businessDateOf(ctx.now, draft.timeZone ?? DEFAULT_TIME_ZONE),
      amount: draft.amount,
      tip: draft.tip,
      parts: draft.parts,
      change: draft.change,
      ...(draft.split ? { split: draft.split } : {}),
      takenBy: ctx.actor.id,
    });
    // The schema's rule, as the gateway applies it: bad figures, a closed day, a voided or merged check.
    await storeMoneyDoc(db, ctx.actor, payment, sources);
  }
  const { money } = await readCheckMoney(db, draft.checkId);
  const payment = money.payments.find((candidate) => candidate._id === id);
  if (!payment) throw new WriteError('failed', 'El cobro no se guardó');
  return { payment, money };
});
