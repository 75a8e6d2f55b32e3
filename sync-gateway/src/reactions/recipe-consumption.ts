import { consumptionOf, idPart, soldQuantity } from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { readDoc } from './local-docs.ts';
import { update } from '../store/update.ts';

/**
 * What sold dishes take from the ingredients (DESIGN.md §10, decision 1): each order line that
 * sells takes its product's recipe (consumptionOf), and the ingredients it took are recorded per
 * order (a `_local` document), so a void gives back exactly those whatever the recipe says by then.
 * Modifiers that name ingredients are not modelled: no modifier names one today.
 */

const list = (value: unknown): StoredDoc[] => (Array.isArray(value) ? (value as StoredDoc[]) : []);

/** Which ingredients each consumed line of an order took from, so a void gives back exactly those. */
function consumptionRecordId(orderId: string): string {
  return `_local/reactions-consumption-${orderId}`;
}

export interface ConsumptionOp {
  order: StoredDoc;
  ingredientId: string;
  key: string;
  /** What the line takes (negative), or null: the line no longer sells, its ingredients come back. */
  milli: number | null;
}

export type ConsumptionRecords = Map<string, Record<string, string[]>>;

/**
 * What the batch's orders take from, or give back to, each ingredient. A line that sells takes its
 * product's recipe as it is now (consumptionOf); a line that no longer does (voided, cancelled, or
 * its order cancelled) gives back what the order's consumption record says it took, so a recipe
 * edited in between does not change what comes back.
 */
export async function consumptionOps(
  db: StoreDb,
  orders: readonly StoredDoc[],
): Promise<{ ops: ConsumptionOp[]; records: ConsumptionRecords }> {
  const ops: ConsumptionOp[] = [];
  const records: ConsumptionRecords = new Map();
  const selling = orders.flatMap((order) =>
    list(order.items).map((line) => ({ order, line, sold: soldOf(order, line) })),
  );
  if (selling.length === 0) return { ops, records };
  const recipes = selling.some(({ sold }) => sold > 0)
    ? await recipesByProduct(db)
    : new Map<string, StoredDoc>();
  const unsoldOrders = [...new Set(selling.filter(({ sold }) => sold === 0).map(({ order }) => order))];
  const taken = new Map<StoredDoc, Record<string, string[]>>();
  for (const order of unsoldOrders) {
    const record = await readDoc(db, consumptionRecordId(idPart(order._id)));
    if (record !== null) taken.set(order, (record.lines ?? {}) as Record<string, string[]>);
  }
  for (const { order, line, sold } of selling) {
    const orderId = idPart(order._id);
    const lineId = String(line.id);
    const key = `consume:${orderId}:${lineId}`;
    if (sold === 0) {
      for (const ingredientId of taken.get(order)?.[lineId] ?? [])
        ops.push({ order, ingredientId, key, milli: null });
      continue;
    }
    const recipe = recipes.get(String(line.productId));
    if (recipe === undefined) continue;
    const lines = list(recipe.ingredients).map((item) => ({
      ingredientId: String(item.ingredientId),
      quantity: String(item.quantity),
    }));
    const servings = typeof recipe.servings === 'number' ? recipe.servings : 0;
    const parts = consumptionOf(sold, lines, servings);
    for (const part of parts) ops.push({ order, ingredientId: part.ingredientId, key, milli: -part.milli });
    const record = records.get(orderId) ?? {};
    record[lineId] = parts.map((part) => part.ingredientId);
    records.set(orderId, record);
  }
  return { ops, records };
}

/** The schema's sale rule over a stored order's line. */
function soldOf(order: StoredDoc, line: StoredDoc): number {
  return soldQuantity(
    { status: String(order.status), _deleted: order._deleted },
    {
      status: String(line.status),
      quantity: typeof line.quantity === 'number' ? line.quantity : 0,
      void: line.void,
    },
  );
}

/**
 * Each product's recipe. A recipe made on a device is `recipe:<productId>`; one made through the
 * API has its own id and names the product: the derived id wins when both exist.
 */
async function recipesByProduct(db: StoreDb): Promise<Map<string, StoredDoc>> {
  const { rows } = await db.allDocs({ startkey: 'recipe:', endkey: 'recipe:\ufff0', include_docs: true });
  const byProduct = new Map<string, StoredDoc>();
  for (const row of rows) {
    const recipe = row.doc;
    if (
      recipe === undefined ||
      recipe === null ||
      recipe._deleted === true ||
      typeof recipe.productId !== 'string'
    )
      continue;
    if (byProduct.has(recipe.productId) && recipe._id !== `recipe:${recipe.productId}`) continue;
    byProduct.set(recipe.productId, recipe);
  }
  return byProduct;
}

/** Adds each order's newly consumed lines to its record (read again, set on top, on a conflict). */
export async function writeConsumptionRecords(db: StoreDb, records: ConsumptionRecords): Promise<void> {
  for (const [orderId, lines] of records) {
    const id = consumptionRecordId(orderId);
    await update(
      db,
      id,
      (current) => {
        const held = (current?.lines ?? {}) as Record<string, string[]>;
        if (Object.keys(lines).every((lineId) => held[lineId] !== undefined)) return null;
        return { _id: id, lines: { ...lines, ...held } };
      },
      { attempts: 6 },
    );
  }
}
