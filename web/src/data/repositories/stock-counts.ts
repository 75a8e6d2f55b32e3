import {
  businessDate,
  DEFAULT_TIME_ZONE,
  docId,
  idPart,
  newId,
  stockCountInputSchema,
  stockCountProblem,
  stockCountSchema,
  type StockCount,
  type StockCountLine,
} from '@restaurantpro/schema';
import { allOfType, type StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { assertMayWrite } from './products.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Stock counts (recuento / inventario físico) on the floor replica. A count is one immutable
 * document: what was counted against the stock the counter saw, with a reason per line. The
 * gateway applies counted − expected to each ingredient's stock, so sales that land meanwhile still
 * count; the device never writes an ingredient's stock itself.
 */

export type StoredStockCount = StockCount & StoredDoc;

/** What a count may carry besides its lines: an id made on the device, its day, notes. */
export interface CountExtras {
  id?: string | undefined;
  businessDate?: string | undefined;
  notes?: string | undefined;
}

/** The count document for `lines`, counted by the writer now; throws a ZodError when not valid. */
export function buildStockCount(
  lines: readonly StockCountLine[],
  { actor, now }: WriteContext,
  { id, businessDate: day, notes }: CountExtras = {},
): StockCount {
  const at = now.toISOString();
  return stockCountSchema.parse({
    _id: docId('stock_count', id ?? newId()),
    type: 'stock_count',
    createdAt: at,
    updatedAt: at,
    updatedBy: actor.id,
    businessDate: day ?? businessDate(now, DEFAULT_TIME_ZONE),
    countedBy: actor.id,
    lines,
    ...(notes ? { notes } : {}),
  });
}

/**
 * Throws a refused WriteError when the gateway would refuse the writer's count: the schema's count
 * rules (each ingredient once, existing and active) and who may count.
 */
export async function assertMayCount(db: PouchDB.Database, count: StockCount, context: WriteContext): Promise<void> {
  const ingredients = new Map(
    (await allOfType(db, 'ingredient')).map((ingredient) => [idPart(ingredient._id), ingredient]),
  );
  const problem = stockCountProblem(count, { ingredientOf: (id) => ingredients.get(id) });
  if (problem !== null) throw new WriteError('refused', problem);
  assertMayWrite(context.actor, null, count);
}

/**
 * Stores the count of the 'Recuento' dialog: each line the quantity counted against the stock shown
 * (expected) at the cost per unit of the moment, with its reason.
 */
export const recordStockCount = repositoryWrite(async function recordStockCount(
  db: PouchDB.Database,
  values: unknown,
  context: WriteContext,
): Promise<StoredStockCount> {
  const input = stockCountInputSchema.parse(values);
  // Expected and cost absent: the ingredient's stock and cost as this device has them now.
  const ingredients = new Map(
    (await allOfType(db, 'ingredient')).map((ingredient) => [idPart(ingredient._id), ingredient]),
  );
  const lines = input.lines.map(({ ingredientId, expected, counted, reason, unitCost }) => {
    const ingredient = ingredients.get(ingredientId);
    return {
      ingredientId,
      expected: expected ?? ingredient?.currentStock ?? '0.000',
      counted,
      reason,
      unitCost: unitCost ?? ingredient?.costPerUnit ?? '0.00',
    };
  });
  const count = buildStockCount(lines, context, input);
  await assertMayCount(db, count, context);
  const result = await db.put(count);
  return { ...count, _rev: result.rev };
});
