import type { StoreDb, StoredDoc } from '../store/types.ts';

/**
 * Replicated deletes that would leave other documents pointing at nothing are refused, as the REST
 * API refuses them: an area that still has tables, an ingredient a recipe still uses. Documents of
 * the same batch count as they will be once it is stored, so a batch that deletes the tables together
 * with their area goes through.
 */
export async function deleteInUse(
  db: StoreDb,
  doc: StoredDoc,
  batch: readonly StoredDoc[],
): Promise<string | null> {
  if (doc._deleted !== true) return null;
  const colon = doc._id.indexOf(':');
  const type = doc._id.slice(0, colon);
  const ref = doc._id.slice(colon + 1);
  if (type === 'area') {
    const { docs } = await db.find({ selector: { type: 'table', areaId: ref } });
    const tables = asStored(docs, batch, 'table').filter((table) => table.areaId === ref);
    return tables.length === 0
      ? null
      : `No se puede eliminar el área: tiene ${tables.length} mesa(s) asignada(s). Mueve o elimina esas mesas primero.`;
  }
  if (type === 'ingredient') {
    const { docs } = await db.find({
      selector: { type: 'recipe', ingredients: { $elemMatch: { ingredientId: ref } } },
    });
    const recipes = asStored(docs, batch, 'recipe').filter((recipe) => usesIngredient(recipe, ref));
    return recipes.length === 0
      ? null
      : `No se puede eliminar el ingrediente: lo usa(n) ${recipes.length} receta(s). Quítalo de esas recetas primero.`;
  }
  return null;
}

/** `stored` as the batch leaves it: edited or deleted there, or added by it. */
function asStored(stored: readonly StoredDoc[], batch: readonly StoredDoc[], type: string): StoredDoc[] {
  const byId = new Map(stored.map((doc) => [doc._id, doc]));
  for (const doc of batch) if (doc._id.startsWith(`${type}:`)) byId.set(doc._id, doc);
  return [...byId.values()].filter((doc) => doc._deleted !== true);
}

function usesIngredient(recipe: StoredDoc, ingredientId: string): boolean {
  const lines: unknown = recipe.ingredients;
  return (
    Array.isArray(lines) &&
    lines.some((line) => (line as { ingredientId?: unknown }).ingredientId === ingredientId)
  );
}
