import {
  businessDate as businessDateOf,
  DEFAULT_TIME_ZONE,
  docId,
  type Payment,
  type PaymentPart,
  paymentProblem,
  paymentSchema,
  type PaymentSplit,
} from '@restaurantpro/schema';
import type { CheckMoney } from '../../lib/check-money.ts';
import { getOrNull, type StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { readCheckMoney } from './money-sources.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Payments (cobros) on the local replica. Each is one immutable document whose id the device made
 * when the part was put on screen: a tap retried after a failure writes the same document, so a part
 * is never paid twice. What makes a payment wrong is the schema's (paymentProblem); a check already
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

/** Why the check does not take a payment, or null: voided or merged away (closed still takes it). */
function checkRefusal(money: CheckMoney): string | null {
  if (money.check.status === 'voided') return 'La cuenta está anulada: no se puede cobrar';
  if (money.check.status === 'merged') return 'La cuenta se unió a otra mesa: cóbrala allí';
  return null;
}

/** Records one payment (or one part of a split bill) of a check. */
export const recordPayment = repositoryWrite(async function recordPayment(
  db: PouchDB.Database,
  draft: PaymentDraft,
  { actor, now }: WriteContext,
): Promise<TakenPayment> {
  const id = docId('payment', draft.id);
  const stored = await getOrNull<Payment & StoredDoc>(db, id);
  if (!stored) {
    const { money } = await readCheckMoney(db, draft.checkId);
    const refusal = checkRefusal(money);
    if (refusal) throw new WriteError('refused', refusal);
    const day = businessDateOf(now, draft.timeZone ?? DEFAULT_TIME_ZONE);
    const at = now.toISOString();
    const payment = paymentSchema.parse({
      _id: id,
      type: 'payment',
      createdAt: at,
      updatedAt: at,
      updatedBy: actor.id,
      checkId: draft.checkId,
      businessDate: day,
      amount: draft.amount,
      tip: draft.tip,
      parts: draft.parts,
      change: draft.change,
      ...(draft.split ? { split: draft.split } : {}),
      takenBy: actor.id,
    });
    const problem = paymentProblem(payment);
    if (problem) throw new WriteError('refused', problem);
    await db.put(payment);
  }
  const { money } = await readCheckMoney(db, draft.checkId);
  const payment = money.payments.find((candidate) => candidate._id === id);
  if (!payment) throw new WriteError('failed', 'El cobro no se guardó');
  return { payment, money };
});
