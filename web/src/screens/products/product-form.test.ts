import { describe, expect, it } from 'vitest';
import { productInputSchema, type ModifierGroup } from '@restaurantpro/schema';
import type { StoredProduct } from '../../data/repositories/products.ts';
import { initialValues, newModifierGroup } from './product-form.ts';

const punto: ModifierGroup = {
  id: 'punto',
  name: 'Punto de la carne',
  kind: 'single',
  required: true,
  options: [{ id: 'alpunto', name: 'Al punto', priceDelta: '0.00' }],
};
const entrecot: StoredProduct = {
  _id: 'product:entrecot',
  _rev: '1-a',
  type: 'product',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  updatedBy: 'manager-1',
  name: 'Entrecot',
  category: 'principales',
  price: '18.90',
  cost: '6.00',
  isAvailable: true,
  preparationTime: 20,
  isActive: true,
  modifierGroups: [punto],
};

describe('product form', () => {
  it('opens an edit with the product’s groups and saves them unchanged', () => {
    expect(productInputSchema.parse(initialValues(entrecot)).modifierGroups).toEqual([punto]);
  });

  it('sends an empty list for a product without groups, so removing the last group removes them', () => {
    expect(initialValues(null).modifierGroups).toEqual([]);
  });

  it('starts a new group as an optional single choice with one option to fill in, refused until named', () => {
    const group = newModifierGroup();
    expect(group).toMatchObject({
      kind: 'single',
      required: false,
      options: [{ name: '', priceDelta: '0' }],
    });
    const result = productInputSchema.safeParse({ name: 'Entrecot', modifierGroups: [group] });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'El nombre del grupo es requerido',
      'El nombre de la opción es requerido',
    ]);
  });
});
