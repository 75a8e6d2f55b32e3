import { idPart } from '@restaurantpro/schema';
import type { StoreDb } from '../store/types.ts';
import { settleIngredient } from './ingredient-stock.ts';
import { settleRow, type ProjectionContext } from './projections.ts';

/** Days back whose stock rows a starting reactor checks: yesterday's in any timezone, with margin. */
const DAYS_BACK = 2;

async function idsFrom(db: StoreDb, startkey: string, endkey: string): Promise<string[]> {
  const read = await db.allDocs({ startkey, endkey });
  return read.rows.map((row) => row.id);
}

/**
 * Brings every projection a pacer may have owed (pacer.ts) to its ledger: the recent days' stock
 * rows and every ingredient. Run by a reactor as it starts, so a reactor that died with writes owed
 * (a crash, a lost lease) leaves nothing behind its ledger for longer than the hand-over. A few
 * hundred reads; a projection already equal to its ledger is not written.
 */
export async function reconcilePaced(ctx: ProjectionContext): Promise<void> {
  const from = new Date(ctx.clock().getTime() - DAYS_BACK * 86_400_000).toISOString().slice(0, 10);
  for (const id of await idsFrom(ctx.db, `daily_stock:${from}`, 'daily_stock:\ufff0'))
    await settleProjection(ctx, id);
  for (const id of await idsFrom(ctx.db, 'ingredient:', 'ingredient:\ufff0')) await settleProjection(ctx, id);
}

/**
 * Brings one projection (a day's stock row, an ingredient) to this replica's ledger; anything else
 * is left alone. After a conflict's merge too: the merge keeps the last writer's version, which for
 * a projection written on both sides of a cut link (a site hub and the cloud) may be the one
 * computed from fewer sales.
 */
export async function settleProjection(ctx: ProjectionContext, id: string): Promise<void> {
  if (id.startsWith('ingredient:')) return settleIngredient(ctx, idPart(id), null);
  if (!id.startsWith('daily_stock:')) return;
  const key = idPart(id);
  const cut = key.indexOf('_');
  if (cut < 0) return;
  await settleRow(ctx, { businessDate: key.slice(0, cut), productId: key.slice(cut + 1) }, null);
}
