import { COUNT_REASON_LABELS, fromCents, INGREDIENT_UNIT_LABELS, varianceOf, type IngredientUnit } from '@restaurantpro/schema';
import type { StoredIngredient } from '../../data/repositories/ingredients.ts';
import type { StoredStockCount } from '../../data/repositories/stock-counts.ts';

/** How many counts the 'Diferencias' view lists, newest first. */
export const RECENT_COUNTS = 10;

export interface VarianceRow {
  ingredientId: string;
  name: string;
  unit: string;
  expected: string;
  counted: string;
  /** counted − expected, signed ("-1.000"), from the schema's varianceOf. */
  units: string;
  /** Its value in euros, signed ("-3.40"): a loss is negative. */
  euros: string;
  reason: string;
}

export interface CountVariance {
  id: string;
  createdAt: string;
  countedBy: string;
  rows: VarianceRow[];
  /** Σ of the rows' values, in euros. */
  totalEuros: string;
}

/**
 * The variance view of the latest counts: each line's expected against counted, in units and in
 * euros at the cost per unit of the moment it was counted. An ingredient deleted since shows by id.
 */
export function recentVariances(
  counts: readonly StoredStockCount[],
  ingredients: readonly StoredIngredient[],
  limit = RECENT_COUNTS,
): CountVariance[] {
  const byId = new Map(ingredients.map((ingredient) => [ingredient._id.slice('ingredient:'.length), ingredient]));
  const unitLabel = (unit: IngredientUnit | undefined) => (unit ? INGREDIENT_UNIT_LABELS[unit] : '');
  return [...counts]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit)
    .map((count) => {
      let total = 0;
      const rows = count.lines.map((line) => {
        const variance = varianceOf(line);
        total += variance.cents;
        const ingredient = byId.get(line.ingredientId);
        return {
          ingredientId: line.ingredientId,
          name: ingredient?.name ?? line.ingredientId,
          unit: unitLabel(ingredient?.unit),
          expected: line.expected,
          counted: line.counted,
          units: variance.units,
          euros: fromCents(variance.cents),
          reason: COUNT_REASON_LABELS[line.reason],
        };
      });
      return { id: count._id, createdAt: count.createdAt, countedBy: count.countedBy, rows, totalEuros: fromCents(total) };
    });
}
