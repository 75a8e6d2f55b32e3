import type { StockCount } from '../../docs/supply.ts';
import type { SupplyContext } from './context.ts';
import { INGREDIENT_MISSING_MESSAGE } from './deliveries.ts';

/**
 * A stock count (DESIGN.md §10, decision 5): one line per ingredient, each active. What was counted
 * cannot be negative and the reason is one of the list: the document's shape already says so.
 */

export const STOCK_COUNT_FINAL_MESSAGE = 'Un recuento no se puede modificar ni borrar: haz un recuento nuevo';
export const STOCK_COUNT_BY_MESSAGE = 'El recuento debe quedar a nombre de quien cuenta';

export function inactiveCountMessage(name: string): string {
  return `No se puede contar un ingrediente inactivo: ${name}`;
}

export function countedTwiceMessage(name: string): string {
  return `Cuenta cada ingrediente una sola vez: ${name}`;
}

/** Why a new count is refused, or null; with `ingredientOf`, also whether each ingredient is active. */
export function stockCountProblem(count: StockCount, context?: SupplyContext): string | null {
  const seen = new Set<string>();
  for (const line of count.lines) {
    const ingredient = context?.ingredientOf?.(line.ingredientId);
    // The ledger keys an adjustment by count and ingredient: a second line would overwrite the first.
    if (seen.has(line.ingredientId)) return countedTwiceMessage(ingredient?.name ?? line.ingredientId);
    seen.add(line.ingredientId);
    if (context?.ingredientOf === undefined) continue;
    if (ingredient === undefined) return INGREDIENT_MISSING_MESSAGE;
    if (!ingredient.isActive) return inactiveCountMessage(ingredient.name);
  }
  return null;
}
