import { describe, expect, it } from 'vitest';
import type { StockCount } from '@restaurantpro/schema';
import type { StoredIngredient } from '../../data/repositories/ingredients.ts';
import type { StoredStockCount } from '../../data/repositories/stock-counts.ts';
import { countInput, initialCount } from './count-form.ts';
import { deliveryInput, lineUnitProblem, NO_INVOICE } from './delivery-form.ts';
import { recentVariances } from './variance.ts';

const AT = '2026-11-22T10:00:00.000Z';

function ingredient(id: string, name: string, fields: Partial<StoredIngredient> = {}): StoredIngredient {
  return {
    _id: `ingredient:${id}`,
    _rev: '1-a',
    type: 'ingredient',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: 'manager-1',
    name,
    unit: 'kg',
    currentStock: '10.000',
    minStock: '2.000',
    costPerUnit: '3.40',
    isActive: true,
    ...fields,
  };
}

const rice = ingredient('arroz', 'Arroz bomba');
const oil = ingredient('aceite', 'Aceite de oliva', { unit: 'l', currentStock: '4.500', costPerUnit: '8.00' });
const old = ingredient('viejo', 'Azafrán antiguo', { isActive: false });

function count(id: string, createdAt: string, lines: StockCount['lines']): StoredStockCount {
  return { _id: `stock_count:${id}`, _rev: '1-a', type: 'stock_count', createdAt, updatedAt: createdAt, updatedBy: 'cook-1', businessDate: '2026-11-22', countedBy: 'cook-1', lines };
}

describe('delivery form', () => {
  it.each([
    ['l', 'No se puede convertir l a kg: usa una unidad de peso'],
    ['units', 'No se puede convertir unidades a kg: usa una unidad de peso'],
    ['g', null],
    ['kg', null],
  ] as const)('judges a line in %s for an ingredient kept in kg with the schema: %s', (unit, problem) => {
    expect(lineUnitProblem({ ingredientId: 'arroz', unit }, [rice, oil])).toBe(problem);
  });

  it('does not judge a line before its ingredient is chosen', () => {
    expect(lineUnitProblem({ ingredientId: '', unit: 'l' }, [rice])).toBeNull();
  });

  it('leaves out "Sin factura" and an empty delivery note number', () => {
    expect(
      deliveryInput({
        supplierId: 'mercado-central',
        invoiceId: NO_INVOICE,
        reference: '  ',
        lines: [{ ingredientId: 'arroz', quantity: '10', unit: 'kg', unitCost: '3,40' }],
      }),
    ).toEqual({ supplierId: 'mercado-central', lines: [{ ingredientId: 'arroz', quantity: '10', unit: 'kg', unitCost: '3,40' }] });
  });
});

describe('count form', () => {
  it('lists active ingredients only, expecting the stock shown at its cost per unit', () => {
    expect(initialCount([rice, old, oil]).lines).toEqual([
      { ingredientId: 'arroz', expected: '10.000', unitCost: '3.40', counted: '', reason: 'waste' },
      { ingredientId: 'aceite', expected: '4.500', unitCost: '8.00', counted: '', reason: 'waste' },
    ]);
  });

  it('sends only the ingredients whose quantity was typed', () => {
    const form = initialCount([rice, oil]);
    form.lines[0] = { ...form.lines[0]!, counted: '9,0', reason: 'expired' };
    expect(countInput(form)).toEqual({
      lines: [{ ingredientId: 'arroz', expected: '10.000', counted: '9,0', reason: 'expired', unitCost: '3.40' }],
    });
  });
});

describe('variance view', () => {
  it('shows expected against counted in units and euros, newest count first, with the total', () => {
    const earlier = count('A', '2026-11-21T10:00:00.000Z', [
      { ingredientId: 'aceite', expected: '4.500', counted: '5.000', reason: 'count_error', unitCost: '8.00' },
    ]);
    const latest = count('B', AT, [
      { ingredientId: 'arroz', expected: '10.000', counted: '9.000', reason: 'waste', unitCost: '3.40' },
      { ingredientId: 'aceite', expected: '4.500', counted: '4.250', reason: 'breakage', unitCost: '8.00' },
    ]);
    const [first, second] = recentVariances([earlier, latest], [rice, oil]);
    // 10 kg expected, 9 counted at 3,40 €/kg: −1 kg, −3,40 €; 0,25 l of oil at 8 €/l: −2 €.
    expect(first?.rows.map(({ name, units, euros, reason, unit }) => ({ name, units, euros, reason, unit }))).toEqual([
      { name: 'Arroz bomba', units: '-1.000', euros: '-3.40', reason: 'Merma', unit: 'Kilogramos' },
      { name: 'Aceite de oliva', units: '-0.250', euros: '-2.00', reason: 'Rotura', unit: 'Litros' },
    ]);
    expect(first?.totalEuros).toBe('-5.40');
    expect(second?.rows[0]).toMatchObject({ units: '0.500', euros: '4.00', reason: 'Error de conteo' });
  });

  it('keeps a deleted ingredient by its id and lists at most the limit', () => {
    const counts = ['A', 'B', 'C'].map((id, n) =>
      count(id, `2026-11-2${n}T10:00:00.000Z`, [{ ingredientId: 'gone', expected: '1.000', counted: '1.000', reason: 'waste', unitCost: '1.00' }]),
    );
    const shown = recentVariances(counts, [], 2);
    expect(shown.map((variance) => variance.id)).toEqual(['stock_count:C', 'stock_count:B']);
    expect(shown[0]?.rows[0]).toMatchObject({ name: 'gone', units: '0.000', euros: '0.00' });
  });
});
