import { dishName, idPart, referencesTo, typePart } from '@restaurantpro/schema';
import { allOfType } from '../queries.ts';

/**
 * How the in-use rule (schema's inUseProblem) names what still points at `docId` on this replica: an
 * area's tables by number, an ingredient's recipes by dish, as the gateway names them from its store.
 * Other kinds have nothing pointing at them.
 */
export async function referrerNames(db: PouchDB.Database, docId: string): Promise<string[]> {
  const type = typePart(docId);
  const id = idPart(docId);
  if (type === 'area')
    return referencesTo('area', id, await allOfType(db, 'table')).map((table) => String(table.number));
  if (type !== 'ingredient') return [];
  const recipes = referencesTo('ingredient', id, await allOfType(db, 'recipe'));
  if (recipes.length === 0) return [];
  const products = new Map((await allOfType(db, 'product')).map((product) => [idPart(product._id), product.name]));
  return recipes.map((recipe) => dishName(recipe, (productId) => products.get(productId)));
}
