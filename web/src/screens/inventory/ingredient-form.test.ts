import { describe, expect, it } from 'vitest';
import { ingredientInputSchema } from '@restaurantpro/schema';
import { formatExpiry, initialValues } from './ingredient-form.ts';

describe('ingredient form', () => {
  it('starts a new ingredient with the spec defaults, which the schema accepts without a supplier', () => {
    const parsed = ingredientInputSchema.parse({ ...initialValues(null), name: 'Sal' });
    expect(parsed).toMatchObject({
      unit: 'kg',
      currentStock: '0.000',
      minStock: '0.000',
      costPerUnit: '0.00',
    });
    expect(parsed.supplierId).toBeUndefined();
    expect(parsed.expiryDate).toBeUndefined();
  });

  it.each([
    ['2026-12-31', '31/12/2026'],
    ['2026-01-05T12:00:00.000Z', '05/01/2026'],
  ])('shows the expiry %s as %s', (value, shown) => {
    expect(formatExpiry(value)).toBe(shown);
  });
});
