import { dishName, idPart, referencesTo, typePart, type WriteContext } from '@restaurantpro/schema';
import type { View } from './view.ts';

type FloorPlanContext = Pick<WriteContext, 'referrersOf' | 'allTables'>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * What still points at a deleted area (its tables, named by number) or ingredient (the recipes using
 * it, named by dish), for the schema's in-use rule: from the store as the batch leaves it (the view),
 * so a push that deletes or moves the tables before their area (the guard judges such deletions last)
 * goes through. Other deletions read nothing.
 */
export async function referrersContext(view: View, deleted: string): Promise<FloorPlanContext> {
  const type = typePart(deleted);
  const id = idPart(deleted);
  let names: string[];
  if (type === 'area') {
    names = referencesTo('area', id, await view.ofType('table')).map((table) => String(table.number));
  } else if (type === 'ingredient') {
    const recipes = referencesTo('ingredient', id, await view.ofType('recipe'));
    const products = await view.byIds(recipes.map((recipe) => `product:${text(recipe.productId) ?? ''}`));
    const nameOf = new Map(products.map((product) => [idPart(product._id), text(product.name)]));
    names = recipes.map((recipe) => dishName(recipe, (productId) => nameOf.get(productId)));
  } else return {};
  return { referrersOf: (asked, askedId) => (asked === type && askedId === id ? names : []) };
}

/** Every table as the batch leaves it, for the schema's unique table number. */
export async function tablesContext(view: View): Promise<FloorPlanContext> {
  const tables = await view.ofType('table');
  return { allTables: () => tables };
}
