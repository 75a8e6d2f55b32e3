import {
  businessDate,
  DEFAULT_TIME_ZONE,
  docId,
  newId,
  stockCountSchema,
  type StockCount,
  type StockCountLine,
} from '@restaurantpro/schema';
import type { StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { assertMayWrite } from './products.ts';

/**
 * Stock counts (recuento / inventario físico) on the floor replica. A count is one immutable
 * document: what was counted against the stock the counter saw, with a reason per line. The
 * gateway applies counted − expected to each ingredient's stock, so sales that land meanwhile still
 * count; the device never writes an ingredient's stock itself.
 */

export type StoredStockCount = StockCount & StoredDoc;

/** The count document for `lines`, counted by the writer now; throws a ZodError when not valid. */
export function buildStockCount(
  lines: readonly StockCountLine[],
  { actor, now }: WriteContext,
  notes?: string,
): StockCount {
  const at = now.toISOString();
  return stockCountSchema.parse({
    _id: docId('stock_count', newId()),
    type: 'stock_count',
    createdAt: at,
    updatedAt: at,
    updatedBy: actor.id,
    businessDate: businessDate(now, DEFAULT_TIME_ZONE),
    countedBy: actor.id,
    lines,
    ...(notes ? { notes } : {}),
  });
}

/** Throws a refused WriteError when the gateway would refuse the writer's count. */
export function assertMayCount(count: StockCount, context: WriteContext): void {
  assertMayWrite(context.actor, null, count);
}
