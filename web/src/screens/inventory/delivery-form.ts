import { unitProblem, type IngredientUnit } from '@restaurantpro/schema';
import type { StoredIngredient } from '../../data/repositories/ingredients.ts';

/** The 'Entrada de mercancía' dialog's fields, as typed (strings, 'Sin factura' as NO_INVOICE). */
export interface DeliveryLineForm {
  ingredientId: string;
  quantity: string;
  unit: IngredientUnit;
  unitCost: string;
}

export interface DeliveryForm {
  supplierId: string;
  invoiceId: string;
  reference: string;
  lines: DeliveryLineForm[];
}

export const NO_INVOICE = 'none';

/** A new line: no ingredient yet; its unit follows the ingredient chosen. The repository ids it. */
export function newDeliveryLine(): DeliveryLineForm {
  return { ingredientId: '', quantity: '', unit: 'kg', unitCost: '' };
}

export function initialDelivery(supplierId = ''): DeliveryForm {
  return { supplierId, invoiceId: NO_INVOICE, reference: '', lines: [newDeliveryLine()] };
}

/** The values the schema's deliveryInputSchema parses: empty optional fields left out. */
export function deliveryInput(form: DeliveryForm) {
  const reference = form.reference.trim();
  return {
    supplierId: form.supplierId,
    ...(form.invoiceId && form.invoiceId !== NO_INVOICE ? { invoiceId: form.invoiceId } : {}),
    ...(reference ? { reference } : {}),
    lines: form.lines.map(({ ingredientId, quantity, unit, unitCost }) => ({
      ingredientId,
      // As typed ("3,40"): the schema's input reads a comma or a point.
      quantity,
      unit,
      unitCost,
    })),
  };
}

/**
 * The schema's refusal of a line's unit for its ingredient ("No se puede convertir l a kg: usa una
 * unidad de peso"), shown under the line as soon as it is chosen; null while no ingredient is.
 */
export function lineUnitProblem(line: Pick<DeliveryLineForm, 'ingredientId' | 'unit'>, ingredients: readonly StoredIngredient[]): string | null {
  const ingredient = ingredients.find((candidate) => candidate._id === `ingredient:${line.ingredientId}`);
  return ingredient ? unitProblem(line.unit, ingredient.unit) : null;
}
