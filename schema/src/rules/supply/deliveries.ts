import { DELIVERY_QUANTITY_MESSAGE, type Delivery } from '../../docs/supply.ts';
import { toMilli } from '../../money.ts';
import type { SupplyContext } from './context.ts';
import { unitProblem } from './units.ts';

/**
 * A delivery (DESIGN.md §10, decision 4) is judged whole: one line wrong refuses all of it, so the
 * stock is raised by the whole delivery or not at all. A negative quantity or cost cannot even be
 * written (the document's quantity and money shapes have no sign, and a signed quantity is told it
 * must be above zero); a zero quantity is refused here.
 */

export const SUPPLIER_MISSING_MESSAGE = 'El proveedor no existe';
export const SUPPLIER_INACTIVE_MESSAGE = 'El proveedor está inactivo';
export const INGREDIENT_MISSING_MESSAGE = 'El ingrediente no existe';
export const INVOICE_MISSING_MESSAGE = 'La factura no existe';
export const INVOICE_OTHER_SUPPLIER_MESSAGE = 'La factura es de otro proveedor';
export { DELIVERY_QUANTITY_MESSAGE };
export const DELIVERY_LINE_IDS_MESSAGE = 'Cada línea de la entrada necesita su propio identificador';
export const DELIVERY_FINAL_MESSAGE =
  'Una entrada de mercancía no se puede modificar ni borrar: corrige el stock con un recuento';
export const DELIVERY_BY_MESSAGE = 'La entrada debe quedar a nombre de quien la recibe';

export function inactiveIngredientMessage(name: string): string {
  return `El ingrediente está inactivo: ${name}`;
}

/** The rules of the delivery itself, needing nothing else. */
export function deliveryShapeProblem(delivery: Delivery): string | null {
  // The stock ledger keys each receipt by delivery and line id: two lines sharing one would be one entry.
  if (new Set(delivery.lines.map((line) => line.id)).size !== delivery.lines.length)
    return DELIVERY_LINE_IDS_MESSAGE;
  return delivery.lines.some((line) => toMilli(line.quantity) === 0) ? DELIVERY_QUANTITY_MESSAGE : null;
}

/**
 * Why a new delivery is refused, or null: its shape, then (with the lookups it has) its supplier,
 * each line's ingredient and unit, and its invoice.
 */
export function deliveryProblem(delivery: Delivery, context?: SupplyContext): string | null {
  const shape = deliveryShapeProblem(delivery);
  if (shape !== null) return shape;
  if (context?.supplierOf !== undefined) {
    const supplier = context.supplierOf(delivery.supplierId);
    if (supplier === undefined) return SUPPLIER_MISSING_MESSAGE;
    if (!supplier.isActive) return SUPPLIER_INACTIVE_MESSAGE;
  }
  if (context?.ingredientOf !== undefined) {
    for (const line of delivery.lines) {
      const ingredient = context.ingredientOf(line.ingredientId);
      if (ingredient === undefined) return INGREDIENT_MISSING_MESSAGE;
      if (!ingredient.isActive) return inactiveIngredientMessage(ingredient.name);
      const problem = unitProblem(line.unit, ingredient.unit);
      if (problem !== null) return problem;
    }
  }
  if (delivery.invoiceId !== undefined && context?.invoiceOf !== undefined) {
    const invoice = context.invoiceOf(delivery.invoiceId);
    if (invoice === undefined) return INVOICE_MISSING_MESSAGE;
    if (invoice.supplierId !== delivery.supplierId) return INVOICE_OTHER_SUPPLIER_MESSAGE;
  }
  return null;
}
