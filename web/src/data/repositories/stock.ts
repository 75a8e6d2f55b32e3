import { DEFAULT_TIME_ZONE, adjustmentMovementSchema, businessDate, docId, newId, type AdjustmentMovement } from '@restaurantpro/schema';
import type { WriteContext } from './context.ts';
import { repositoryWrite } from './write-error.ts';

/**
 * Kitchen stock edits. Daily stock is a projection the gateway writes from stock_movement events, so
 * the kitchen never writes daily_stock: it records what it changed as a signed delta of portions.
 * Deltas from two devices (or a sale landing at the same moment) then all count.
 */

export interface StockAdjustment {
  productId: string;
  /** Portions to add (positive) or remove (negative); never 0. */
  delta: number;
}

/** The adjustment movement for one edit, validated; throws a ZodError when it would be refused. */
export function buildAdjustment(edit: StockAdjustment, userId: string, now: Date, timeZone = DEFAULT_TIME_ZONE): AdjustmentMovement {
  const at = now.toISOString();
  return adjustmentMovementSchema.parse({
    _id: docId('stock_movement', newId()),
    type: 'stock_movement',
    kind: 'adjustment',
    createdAt: at,
    updatedAt: at,
    updatedBy: userId,
    productId: edit.productId,
    businessDate: businessDate(now, timeZone),
    delta: edit.delta,
  });
}

/** Writes one adjustment per edit in one batch; rejects if any of them was not stored. */
export const adjustStock = repositoryWrite(async function adjustStock(
  db: PouchDB.Database,
  edits: readonly StockAdjustment[],
  { actor, now }: WriteContext,
): Promise<AdjustmentMovement[]> {
  const movements = edits.filter((edit) => edit.delta !== 0).map((edit) => buildAdjustment(edit, actor.id, now));
  if (movements.length === 0) return [];
  const results = await db.bulkDocs(movements);
  const failed = results.find((result) => 'error' in result && result.error);
  if (failed) throw failed;
  return movements;
});
