import { IVA_RATE } from '../constants.ts';
import type { OrderStatus } from '../enums.ts';
import { divRound, fromCents, toCents } from '../money.ts';

export interface PricedLine {
  quantity: number;
  unitPrice: string;
  /** Lines with status 'cancelled' are not charged. */
  status?: OrderStatus;
  /** Nor are voided lines, whatever their status (a voided line that was ready stays ready). */
  void?: unknown;
}

/** Whether a line is charged: not voided and not cancelled. */
export function isChargedLine(line: { status?: string; void?: unknown }): boolean {
  return line.void === undefined && line.status !== 'cancelled';
}

export interface OrderTotals {
  subtotal: string;
  tax: string;
  total: string;
}

/** quantity × unit price, as money. Quantity is a whole number of portions (≥ 0). */
export function lineSubtotal(quantity: number, unitPrice: string): string {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`Invalid quantity: ${quantity}`);
  return fromCents(quantity * toCents(unitPrice));
}

/** IVA on a subtotal: IVA_RATE % rounded half up to the cent. */
export function ivaOf(subtotal: string): string {
  return fromCents(Number(divRound(BigInt(toCents(subtotal)) * BigInt(IVA_RATE), 100n)));
}

/**
 * Subtotal, IVA (10 %) and total of an order (spec §9: total = subtotal + tax). The tax is computed
 * once on the subtotal, not per line, so it matches what the ticket shows. Cancelled and voided
 * lines are skipped: the kitchen never made them, or the guest does not pay for them.
 */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const subtotalCents = lines
    .filter(isChargedLine)
    .reduce((sum, line) => sum + toCents(lineSubtotal(line.quantity, line.unitPrice)), 0);
  const subtotal = fromCents(subtotalCents);
  const tax = ivaOf(subtotal);
  return { subtotal, tax, total: fromCents(subtotalCents + toCents(tax)) };
}
