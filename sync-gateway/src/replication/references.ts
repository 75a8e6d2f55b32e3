import {
  dishName,
  idPart,
  inUseReason,
  referencesTo,
  referencingType,
  typePart,
} from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';

/**
 * Replicated deletes that would leave other documents pointing at nothing are refused with the
 * schema's rule and reason (inUseReason), as the REST API refuses them. Documents of the same batch
 * count as they will be once it is stored, so a batch that deletes the tables together with their
 * area goes through.
 */
export async function deleteInUse(
  db: StoreDb,
  doc: StoredDoc,
  batch: readonly StoredDoc[],
): Promise<string | null> {
  if (doc._deleted !== true) return null;
  const type = typePart(doc._id);
  const by = referencingType(type);
  if (by === null || (type !== 'area' && type !== 'ingredient')) return null;
  const { rows } = await db.allDocs({ startkey: `${by}:`, endkey: `${by}:\uffff`, include_docs: true });
  const stored = rows.flatMap((row) => (row.doc ? [row.doc] : []));
  const users = referencesTo(type, idPart(doc._id), asStored(stored, batch, by));
  if (type === 'area')
    return inUseReason(
      type,
      users.map((table) => String(table.number)),
    );
  const products = await productNames(db, users);
  return inUseReason(
    type,
    users.map((recipe) => dishName(recipe, (productId) => products.get(productId))),
  );
}

async function productNames(db: StoreDb, recipes: readonly StoredDoc[]): Promise<Map<string, string>> {
  const ids = [...new Set(recipes.map((recipe) => `product:${String(recipe.productId)}`))];
  if (ids.length === 0) return new Map();
  const { rows } = await db.allDocs({ keys: ids, include_docs: true });
  return new Map(
    rows.flatMap((row) => (typeof row.doc?.name === 'string' ? [[idPart(row.id), row.doc.name]] : [])),
  );
}

/** `stored` as the batch leaves it: edited or deleted there, or added by it. */
function asStored(stored: readonly StoredDoc[], batch: readonly StoredDoc[], type: string): StoredDoc[] {
  const byId = new Map(stored.map((doc) => [doc._id, doc]));
  for (const doc of batch) if (typePart(doc._id) === type) byId.set(doc._id, doc);
  return [...byId.values()];
}
