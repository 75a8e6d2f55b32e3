import {
  type Adjustment,
  adjustmentSchema,
  type AdjustmentKind,
  businessDate as businessDateOf,
  DEFAULT_TIME_ZONE,
  docId,
  type LineRef,
} from '@restaurantpro/schema';
import { getOrNull, type StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { newDocFields } from './doc-writes.ts';
import { readCheckMoney, storeMoneyDoc } from './money-sources.ts';
import type { Approval } from './voids.ts';
import { repositoryWrite } from './write-error.ts';

/**
 * Discounts and invitaciones on the local replica: immutable documents, on a line or on the whole
 * check, always with a reason. A manager writes them; anyone else carries a manager's approval
 * signed by the gateway for exactly this document's id, which the dialog made before asking.
 */

export interface AdjustmentDraft {
  /** The adjustment's id part, made before the approval was asked for (it is bound to it). */
  id: string;
  checkId: string;
  kind: AdjustmentKind;
  /** The line; absent for the whole check. */
  line?: LineRef;
  percent?: number;
  amount?: string;
  reason: string;
  approval?: Approval;
  timeZone?: string;
}

export const recordAdjustment = repositoryWrite(async function recordAdjustment(
  db: PouchDB.Database,
  draft: AdjustmentDraft,
  ctx: WriteContext,
): Promise<Adjustment> {
  const id = docId('adjustment', draft.id);
  const stored = await getOrNull<Adjustment & StoredDoc>(db, id);
  if (stored) return stored;
  const { sources } = await readCheckMoney(db, draft.checkId);
  const adjustment = adjustmentSchema.parse({
    ...newDocFields('adjustment', id, ctx),
    checkId: draft.checkId,
    businessDate: businessDateOf(ctx.now, draft.timeZone ?? DEFAULT_TIME_ZONE),
    kind: draft.kind,
    ...(draft.line ? { line: draft.line } : {}),
    ...(draft.kind === 'discount' && draft.percent !== undefined ? { percent: draft.percent } : {}),
    ...(draft.kind === 'discount' && draft.amount !== undefined ? { amount: draft.amount } : {}),
    reason: draft.reason.trim(),
    by: ctx.actor.id,
    ...(draft.approval ?? {}),
  });
  // The schema's rule, as the gateway applies it: a manager or an approval, the check live, the day
  // open, and never more off than the line or the check is worth.
  await storeMoneyDoc(db, ctx.actor, adjustment, sources);
  return adjustment;
});
