import type { Ingredient } from '../../docs/catalogue.ts';
import { toMilli } from '../../money.ts';

/**
 * An ingredient's stock is a projection the gateway alone writes (DESIGN.md §10, decisions 1 and 2):
 * base + deliveries − consumption ± counts. A device or the API typing a new figure would be
 * overwritten by the next movement, or overwrite one; the figure is corrected by a count instead.
 * Creation sets the opening stock; costPerUnit stays a manager's to correct.
 */
export const INGREDIENT_STOCK_MESSAGE =
  'El stock cambia con entradas, consumos y recuentos: registra un recuento';

/** Why an edit of an ingredient is refused, or null (`prev` null: a creation, which sets the stock). */
export function ingredientStockProblem(prev: Ingredient | null, next: Ingredient | null): string | null {
  if (prev === null || next === null) return null;
  return toMilli(prev.currentStock) === toMilli(next.currentStock) ? null : INGREDIENT_STOCK_MESSAGE;
}
