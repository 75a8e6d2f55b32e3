import {
  docId,
  type Order,
  orderSchema,
  VOID_NOTHING_MESSAGE,
  voidLines as applyVoid,
  voidProblem,
  type VoidReason,
} from '@restaurantpro/schema';
import type { WriteContext } from './context.ts';
import { putOver, requireDoc } from './doc-writes.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Voids (anulaciones) of order lines on the local replica. A void is kept on the line for good: who,
 * when, why, and for a line the kitchen had started on a waiter's device, the manager who confirmed
 * it with the gateway's signed approval. What a void does to the round and who may write it are the
 * schema's (`voidLines`, `voidProblem`): the device judges the write itself before saving, so the
 * waiter hears the same Spanish reason offline; the gateway judges it again, with the approval's
 * signature.
 */

/** A manager's confirmation obtained online from `POST /api/approvals`. */
export interface Approval {
  approvedBy: string;
  approval: string;
}

export interface VoidRequest {
  /** The order's id part (`order:<id>`). */
  orderId: string;
  /** The lines to void; absent voids the whole round (every line not voided yet). */
  lineIds?: readonly string[];
  reason: VoidReason;
  note?: string;
  approval?: Approval;
}

/** Voids lines of a round (or the whole round) in one write. */
export const voidLines = repositoryWrite(async function voidLines(
  db: PouchDB.Database,
  request: VoidRequest,
  { actor, now }: WriteContext,
): Promise<Order> {
  const order = await requireDoc<Order>(db, docId('order', request.orderId), 'El pedido ya no existe', 'not-found');
  const voided = applyVoid(order, request.lineIds ?? 'all', {
    reason: request.reason,
    note: request.note,
    by: actor.id,
    at: now.toISOString(),
    ...request.approval,
  });
  if (!voided) throw new WriteError('refused', VOID_NOTHING_MESSAGE);
  const next = orderSchema.parse(voided);
  const problem = voidProblem(order, next, actor);
  if (problem) throw new WriteError('refused', problem);
  return putOver(db, order, next);
});
