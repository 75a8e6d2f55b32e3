import { billOf, idPart, isLiveCheck, resolveCheckId, SYSTEM_ACTOR } from '@restaurantpro/schema';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';
import { checkBill, checksWithMerges } from '../write-context/bill-sources.ts';
import { View } from '../write-context/view.ts';

export interface PaymentReactionContext {
  db: StoreDb;
  clock: () => Date;
  timezone: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whether `checkId`, followed through its merges, is a live check. */
async function leadsToLiveCheck(view: View, checkId: string): Promise<boolean> {
  const chain = new Map((await checksWithMerges(view, [checkId])).map((doc) => [idPart(doc._id), doc]));
  const check = chain.get(resolveCheckId(checkId, chain));
  return check !== undefined && isLiveCheck(check);
}

/**
 * Closing a check on payment (decision 5 of the money design). Payments come from several devices,
 * each maybe a part of the bill, so no device closes the check: here, once the check's payments
 * cover its bill (`billOf(...).isPaid`), the gateway writes it closed by the system actor, with the
 * time of the payment that covered it and no reason. The table projection then sends the table to
 * Limpieza. A discount or invitation can cover the rest of a bill too, so adjustments are heard
 * alike. Idempotent (a closed check is left alone, so handling a batch again writes nothing) and
 * convergent (a device's edit of the check meanwhile fails the write as a conflict, and the batch is
 * handled again from the checkpoint on the new revision).
 */
export async function closePaidChecks(
  ctx: PaymentReactionContext,
  docs: readonly StoredDoc[],
): Promise<void> {
  const checkIds = new Set(
    docs
      .filter((doc) => (doc.type === 'payment' || doc.type === 'adjustment') && doc._deleted !== true)
      .map((doc) => text(doc.checkId))
      .filter((id) => id !== ''),
  );
  if (checkIds.size === 0) return;
  const view = new View(ctx.db, []);
  const closes = new Map<string, StoredDoc>();
  for (const checkId of checkIds) {
    // Most payments arrive for a check already closed (or a batch is handled again): its chain of
    // merges says so in one or two reads, before the bill's sources are read.
    if (!(await leadsToLiveCheck(view, checkId))) continue;
    const found = await checkBill(view, checkId, ctx.clock, ctx.timezone);
    if (found === null || !isLiveCheck(found.check) || closes.has(found.check._id)) continue;
    const bill = billOf(found.view, found.sources);
    if (!bill.isPaid) continue;
    const coveredAt =
      found.sources.payments
        .map((payment) => payment.createdAt)
        .sort()
        .at(-1) ?? ctx.clock().toISOString();
    const { _conflicts: _ignored, ...stored } = found.check;
    closes.set(found.check._id, {
      ...stored,
      status: 'closed',
      closedAt: coveredAt,
      closedBy: SYSTEM_ACTOR,
      updatedAt: ctx.clock().toISOString(),
      updatedBy: SYSTEM_ACTOR,
    });
  }
  if (closes.size === 0) return;
  const failed = (await ctx.db.bulkDocs([...closes.values()])).find((row) => row.error !== undefined);
  if (failed !== undefined)
    throw new StoreError(409, failed.error ?? 'conflict', failed.reason ?? 'check close failed');
}
