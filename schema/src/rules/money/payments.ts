import type { Payment } from '../../docs/money.ts';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_LIST,
  paysIntoDrawer,
  type PaymentMethod,
} from '../../enums.ts';
import { toCents } from '../../money.ts';
import { euros } from './format.ts';
import { splitProblem } from './split.ts';

export const PAYMENT_FINAL_MESSAGE = 'Un cobro no se modifica: registra una devolución';
export const PAYMENT_AMOUNT_MESSAGE = 'El cobro debe ser de al menos 0,01 €';
export const TENDERED_SHORT_MESSAGE = 'El efectivo entregado no cubre el importe en efectivo';

/** Change for cash handed over against what is due in cash: never negative (short is not change). */
export function changeFor(tenderedCents: number, dueCents: number): number {
  return Math.max(tenderedCents - dueCents, 0);
}

/** Its one method, or 'mixed' when several took part: what the ticket and the Z report call it. */
export function paymentMethodOf(payment: Pick<Payment, 'parts'>): PaymentMethod | 'mixed' {
  const methods = new Set(payment.parts.map((part) => part.method));
  return methods.size > 1 ? 'mixed' : (payment.parts[0]?.method ?? DEFAULT_PAYMENT_METHOD);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** 'Un cobro lleva como mucho una parte en efectivo y una con tarjeta', for every declared method. */
const ONE_PART_EACH_MESSAGE = (() => {
  const each = PAYMENT_METHOD_LIST.map((entry) => lowerFirst(entry.paidWith));
  const last = each.pop();
  const listed = each.length === 0 ? last : `${each.join(', una ')} y una ${last}`;
  return `Un cobro lleva como mucho una parte ${listed}`;
})();

/**
 * Why a payment's own figures are wrong, or null (decision 4): at least a cent; one part of each
 * method at most; the parts add up to amount + tip; only money for the drawer (cash) is tendered, at
 * least its amount; the change is what was tendered beyond it; a split adds up and this is one of
 * its parts.
 * Whether the check and the day take it is the write dispatch's to say.
 */
export function paymentProblem(payment: Payment): string | null {
  const amount = toCents(payment.amount);
  if (amount < 1) return PAYMENT_AMOUNT_MESSAGE;
  const methods = payment.parts.map((part) => part.method);
  if (new Set(methods).size !== methods.length) return ONE_PART_EACH_MESSAGE;
  if (payment.parts.some((part) => toCents(part.amount) < 1))
    return 'Cada forma de pago debe ser de al menos 0,01 €';
  const parts = payment.parts.reduce((sum, part) => sum + toCents(part.amount), 0);
  const expected = amount + toCents(payment.tip);
  if (parts !== expected) {
    return `Las formas de pago (${euros(parts)}) no suman el cobro más la propina (${euros(expected)})`;
  }
  let change = 0;
  for (const part of payment.parts) {
    if (part.tendered === undefined) continue;
    if (!paysIntoDrawer(part.method)) return 'Solo se entrega dinero en efectivo';
    if (toCents(part.tendered) < toCents(part.amount)) return TENDERED_SHORT_MESSAGE;
    change += changeFor(toCents(part.tendered), toCents(part.amount));
  }
  if (toCents(payment.change) !== change) return `El cambio debe ser ${euros(change)}`;
  return payment.split === undefined ? null : splitProblem(payment.split, payment.amount);
}
