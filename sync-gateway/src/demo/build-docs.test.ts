import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES, isLowStock, type FloorDoc } from '@restaurantpro/schema';
import { buildDemoDocs } from './build-docs.ts';

type Of<T extends FloorDoc['type']> = Extract<FloorDoc, { type: T }>;

describe('demo restaurant documents', () => {
  const now = new Date('2026-11-21T20:00:00Z');
  const { floor, office } = buildDemoDocs(now, 'Europe/Madrid');
  const ofType = <T extends FloorDoc['type']>(type: T) => floor.filter((d): d is Of<T> => d.type === type);
  const products = ofType('product');
  const recipes = ofType('recipe');
  const ingredients = ofType('ingredient');

  it('has the areas and the tables 1–6, B1, B2 with capacities and positions', () => {
    const areas = ofType('area');
    expect(areas.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Salón Interior', 'Terraza', 'Área de Bar']),
    );
    const tables = ofType('table');
    expect(tables.map((t) => t.number)).toEqual(['1', '2', '3', '4', '5', '6', 'B1', 'B2']);
    const areaIds = new Set(areas.map((a) => a._id.slice('area:'.length)));
    for (const table of tables) {
      expect(areaIds).toContain(table.areaId);
      expect(table.capacity).toBeGreaterThan(0);
      expect(table.positionX).toBeGreaterThan(0);
      expect(table.positionY).toBeGreaterThan(0);
    }
  });

  it('has about thirty products across all six categories, with prices, costs, times and descriptions', () => {
    expect(products.length).toBeGreaterThanOrEqual(28);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    for (const product of products) {
      expect(Number(product.price)).toBeGreaterThan(Number(product.cost));
      expect(product.preparationTime).toBeGreaterThan(0);
      expect(product.description?.length).toBeGreaterThan(5);
    }
    expect(products.some((p) => (p.allergens ?? '').includes('Gluten'))).toBe(true);
  });

  it('has recipes for most products, each pointing at real products and ingredients', () => {
    const productIds = new Set(products.map((p) => p._id.slice('product:'.length)));
    const ingredientIds = new Set(ingredients.map((i) => i._id.slice('ingredient:'.length)));
    expect(recipes.length / products.length).toBeGreaterThan(0.6);
    for (const recipe of recipes) {
      expect(productIds).toContain(recipe.productId);
      expect(recipe.ingredients.length).toBeGreaterThan(0);
      for (const line of recipe.ingredients) expect(ingredientIds).toContain(line.ingredientId);
    }
  });

  it('has ingredients below their minimum and one close to expiry, and suppliers in the office', () => {
    expect(ingredients.filter(isLowStock).length).toBeGreaterThanOrEqual(2);
    const expiring = ingredients.filter((i) => i.expiryDate !== undefined && i.expiryDate <= '2026-11-24');
    expect(expiring).toHaveLength(1);
    expect(office.length).toBeGreaterThanOrEqual(3);
    const supplierIds = new Set(office.map((s) => s._id.slice('supplier:'.length)));
    for (const ingredient of ingredients)
      if (ingredient.supplierId) expect(supplierIds).toContain(ingredient.supplierId);
  });

  it('uses unique ids', () => {
    const ids = [...floor, ...office].map((d) => d._id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
