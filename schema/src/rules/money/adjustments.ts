import type { Adjustment } from '../../docs/money.ts';
import { toCents } from '../../money.ts';
import { lineKey, type Bill } from './bill.ts';
import { euros } from './format.ts';

/** A waiter's discount without a manager's confirmation (a role refusal: 403 at the API). */
export const ADJUSTMENT_ROLE_MESSAGE =
  'Los descuentos e invitaciones necesitan la confirmación de un gerente';
export const ADJUSTMENT_FINAL_MESSAGE = 'Un descuento no se modifica ni se borra: registra otro';
export const ADJUSTMENT_LINE_MESSAGE = 'La línea no está en la cuenta o está anulada';

/** A discount above what is left to discount, with that figure. */
export function discountAboveMessage(scope: 'line' | 'check', cents: number): string {
  const what = scope === 'line' ? 'de la línea' : 'de la cuenta';
  return `El descuento no puede superar el importe ${what} (${euros(cents)})`;
}

/**
 * Why an adjustment's own fields are wrong, or null: a discount has a percent or an amount (one
 * of them), an invitation neither (it makes the line or the check free); an amount is at least a cent.
 */
export function adjustmentShapeProblem(adj: Adjustment): string | null {
  if (adj.kind === 'invitation') {
    return adj.percent === undefined && adj.amount === undefined
      ? null
      : 'Una invitación no lleva porcentaje ni importe';
  }
  if ((adj.percent === undefined) === (adj.amount === undefined)) {
    return 'Indica un porcentaje o un importe de descuento (uno de los dos)';
  }
  return adj.amount !== undefined && toCents(adj.amount) < 1
    ? 'El descuento debe ser de al menos 0,01 €'
    : null;
}

/**
 * Why an adjustment may not apply to its check's bill, or null (decision 7). `bill` is the bill
 * WITHOUT this adjustment (earlier ones applied), so a line's value is what earlier discounts left
 * of it, and the check's value is its subtotal after all of them. A line must be in the check and
 * charged; an amount may not exceed that value; and something must be left to take off.
 */
export function adjustmentProblem(adj: Adjustment, bill: Bill): string | null {
  const shape = adjustmentShapeProblem(adj);
  if (shape !== null) return shape;
  let value: number;
  if (adj.line !== undefined) {
    const key = lineKey(adj.line);
    const line = bill.lines.find((candidate) => lineKey(candidate) === key);
    if (line === undefined) return ADJUSTMENT_LINE_MESSAGE;
    value = toCents(line.amount);
  } else {
    value = toCents(bill.subtotal);
  }
  const scope = adj.line === undefined ? 'check' : 'line';
  if (adj.amount !== undefined && toCents(adj.amount) > value) return discountAboveMessage(scope, value);
  return value === 0 ? 'No queda importe que descontar' : null;
}
