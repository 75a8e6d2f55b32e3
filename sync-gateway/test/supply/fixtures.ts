import { ulid } from 'ulidx';
import { TODAY, type Doc } from '../replication/helpers.ts';

const ISO = '2026-11-22T12:00:00.000Z';

const stamps = (type: string, by: string) => ({ type, createdAt: ISO, updatedAt: ISO, updatedBy: by });

export const idOf = (doc: Doc): string => doc._id.slice(doc._id.indexOf(':') + 1);

/** Arroz bomba, kept in kg: `currentStock` is its opening stock. */
export function ingredientDoc(managerId: string, overrides: Partial<Doc> = {}): Doc {
  return {
    _id: `ingredient:${ulid()}`,
    ...stamps('ingredient', managerId),
    name: 'Arroz bomba',
    unit: 'kg',
    currentStock: '2.000',
    minStock: '1.000',
    costPerUnit: '3.00',
    isActive: true,
    ...overrides,
  };
}

/** `productId`'s recipe, at the id a device gives it: `quantity` of the ingredient for `servings`. */
export function recipeDoc(
  managerId: string,
  productId: string,
  lines: Array<{ ingredientId: string; quantity: string }>,
  servings: number,
): Doc {
  return {
    _id: `recipe:${productId}`,
    ...stamps('recipe', managerId),
    productId,
    instructions: 'Sofreír, añadir el arroz y el caldo.',
    preparationTime: 40,
    servings,
    difficulty: 'medium',
    ingredients: lines.map((line) => ({ id: ulid(), ...line })),
  };
}

/** A delivery from `supplierId` of `lines` (quantity, unit and unit cost per line). */
export function deliveryDoc(
  managerId: string,
  supplierId: string,
  lines: Array<{ ingredientId: string; quantity: string; unit: string; unitCost: string }>,
  overrides: Partial<Doc> = {},
): Doc {
  return {
    _id: `delivery:${ulid()}`,
    ...stamps('delivery', managerId),
    supplierId,
    businessDate: TODAY,
    receivedBy: managerId,
    lines: lines.map((line) => ({ id: ulid(), ...line })),
    ...overrides,
  };
}

/** A stock count of `lines` (what was expected on screen, what was counted, why they differ). */
export function stockCountDoc(
  cookId: string,
  lines: Array<{
    ingredientId: string;
    expected: string;
    counted: string;
    reason?: string;
    unitCost?: string;
  }>,
  overrides: Partial<Doc> = {},
): Doc {
  return {
    _id: `stock_count:${ulid()}`,
    ...stamps('stock_count', cookId),
    businessDate: TODAY,
    countedBy: cookId,
    lines: lines.map((line) => ({ reason: 'waste', unitCost: '0.00', ...line })),
    ...overrides,
  };
}

/** A supplier in the office database. */
export function supplierDoc(managerId: string, overrides: Partial<Doc> = {}): Doc {
  return {
    _id: `supplier:${ulid()}`,
    ...stamps('supplier', managerId),
    name: 'Arroces del Delta',
    isActive: true,
    ...overrides,
  };
}
