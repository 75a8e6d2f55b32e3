import {
  addDays,
  businessDate,
  docId,
  type FloorDoc,
  floorDocSchema,
  type Ingredient,
  type OfficeDoc,
  officeDocSchema,
  recipeCostPerPortion,
  SYSTEM_ACTOR,
} from '@restaurantpro/schema';
import { DEMO_AREAS, DEMO_TABLES } from './data/floor-plan.ts';
import { DEMO_INGREDIENTS, DEMO_SUPPLIERS } from './data/inventory.ts';
import { DEMO_PRODUCTS } from './data/menu.ts';
import { DEMO_RECIPES } from './data/recipes.ts';
import { DEMO_SETTINGS } from './data/settings.ts';
import { demoImageUrl } from './images.ts';

export interface DemoDocs {
  floor: FloorDoc[];
  office: OfficeDoc[];
}

/** Demo documents are written by the gateway itself. */
export const DEMO_ACTOR = SYSTEM_ACTOR;

function lookup<T>(items: ReadonlyMap<string, T>, key: string, what: string): T {
  const item = items.get(key);
  if (item === undefined) throw new Error(`demo data: unknown ${what} "${key}"`);
  return item;
}

/**
 * The demo restaurant as documents, every one validated with the shared schema (a mistake in the
 * data files fails here, in tests, rather than on a device). Ids are readable keys (`product:paella-
 * valenciana`), so two gateways loading at once collide on the same ids instead of duplicating.
 */
export function buildDemoDocs(now: Date, timeZone: string): DemoDocs {
  const stamps = { createdAt: now.toISOString(), updatedAt: now.toISOString(), updatedBy: DEMO_ACTOR };
  const today = businessDate(now, timeZone);

  const office: OfficeDoc[] = DEMO_SUPPLIERS.map(({ key, ...supplier }) =>
    officeDocSchema.parse({
      _id: docId('supplier', key),
      type: 'supplier',
      ...stamps,
      ...supplier,
      isActive: true,
    }),
  );
  const supplierKeys = new Set(DEMO_SUPPLIERS.map((s) => s.key));

  const areas = DEMO_AREAS.map(({ key, ...area }) => ({
    _id: docId('area', key),
    type: 'area',
    ...stamps,
    ...area,
  }));
  const areaKeys = new Set(DEMO_AREAS.map((a) => a.key));
  const tables = DEMO_TABLES.map(({ key, area, ...table }) => {
    if (!areaKeys.has(area)) throw new Error(`demo data: unknown area "${area}"`);
    return {
      _id: docId('table', key),
      type: 'table',
      ...stamps,
      ...table,
      areaId: area,
      status: 'available',
      isActive: true,
    };
  });

  const ingredients = new Map<string, Ingredient>();
  for (const { key, supplier, expiresInDays, ...ingredient } of DEMO_INGREDIENTS) {
    if (supplier !== undefined && !supplierKeys.has(supplier))
      throw new Error(`demo data: unknown supplier "${supplier}"`);
    const doc = floorDocSchema.parse({
      _id: docId('ingredient', key),
      type: 'ingredient',
      ...stamps,
      ...ingredient,
      ...(supplier === undefined ? {} : { supplierId: supplier }),
      ...(expiresInDays === undefined ? {} : { expiryDate: addDays(today, expiresInDays) }),
      isActive: true,
    });
    if (doc.type !== 'ingredient') throw new Error('unreachable');
    ingredients.set(key, doc);
  }

  const productKeys = new Set(DEMO_PRODUCTS.map((p) => p.key));
  const costByProduct = new Map<string, string>();
  const recipes = DEMO_RECIPES.map((recipe) => {
    if (!productKeys.has(recipe.product)) throw new Error(`demo data: unknown product "${recipe.product}"`);
    const lines = recipe.lines.map(([ingredientKey, quantity, notes], index) => ({
      id: `${recipe.product}-${index + 1}`,
      ingredientId: ingredientKey,
      quantity,
      costPerUnit: lookup(ingredients, ingredientKey, 'ingredient').costPerUnit,
      ...(notes === undefined ? {} : { notes }),
    }));
    costByProduct.set(recipe.product, recipeCostPerPortion(lines, recipe.servings));
    return {
      _id: docId('recipe', recipe.product),
      type: 'recipe',
      ...stamps,
      productId: recipe.product,
      instructions: recipe.instructions.join('\n'),
      preparationTime: recipe.preparationTime,
      servings: recipe.servings,
      difficulty: recipe.difficulty,
      ...(recipe.notes === undefined ? {} : { notes: recipe.notes }),
      ingredients: lines.map(({ costPerUnit: _cost, ...line }) => line),
    };
  });

  const products = DEMO_PRODUCTS.map(({ key, isAvailable, cost, image, modifierGroups, ...product }) => ({
    _id: docId('product', key),
    type: 'product',
    ...stamps,
    ...product,
    ...(modifierGroups === undefined ? {} : { modifierGroups: [...modifierGroups] }),
    imageUrl: demoImageUrl(image),
    cost: costByProduct.get(key) ?? cost,
    isAvailable: isAvailable ?? true,
    isActive: true,
  }));

  const settings = { _id: docId('settings', 'restaurant'), type: 'settings', ...stamps, ...DEMO_SETTINGS };

  const floor = [settings, ...areas, ...tables, ...ingredients.values(), ...products, ...recipes].map((doc) =>
    floorDocSchema.parse(doc),
  );
  return { floor, office };
}
