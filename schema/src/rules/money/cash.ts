import type { CashMovement, DayClose } from '../../docs/cash.ts';
import type { Payment, Refund } from '../../docs/money.ts';
import { CASH_DENOMINATIONS, paysIntoDrawer } from '../../enums.ts';
import { docId } from '../../ids.ts';
import { fromCents, toCents } from '../../money.ts';
import { spanishDate } from './format.ts';
import { signedCents } from './ticket-check.ts';

export const CASH_MOVEMENT_FINAL_MESSAGE = 'Un movimiento de caja no se modifica ni se borra: registra otro';
/** The drawer moved between the count and the close reaching the gateway. */
export const CASH_CHANGED_MESSAGE = 'La caja ha cambiado desde el arqueo: vuelve a contar';

/** Payments, refunds, adjustments and cash movements of a closed day are refused (decision 10). */
export function closedDayMessage(businessDate: string): string {
  return `El día ${spanishDate(businessDate)} ya está cerrado`;
}

/** `day_close:2026-11-24`: a day closes once. */
export function dayCloseDocId(businessDate: string): string {
  return docId('day_close', businessDate);
}

/** Why a movement of the drawer is wrong, or null: at least a cent; money in or out says why. */
export function cashMovementProblem(movement: CashMovement): string | null {
  if (toCents(movement.amount) < 1) return 'El importe debe ser de al menos 0,01 €';
  if (movement.kind !== 'float' && (movement.reason ?? '').trim() === '') return 'Indica el motivo';
  return null;
}

export interface CashSources {
  cashMovements: readonly Pick<CashMovement, 'kind' | 'amount'>[];
  payments: readonly Pick<Payment, 'parts'>[];
  refunds: readonly Pick<Refund, 'method' | 'amount'>[];
}

/** The drawer's block of a day, in cents: what went in and out of it, and what should be there. */
export interface CashFigures {
  float: number;
  in: number;
  out: number;
  /** Σ payment parts that go into the drawer (cash): already net of change. */
  taken: number;
  /** Given back out of the drawer by refunds (in cash). */
  refunded: number;
  expected: number;
}

const movementTotal = (sources: CashSources, kind: CashMovement['kind']) =>
  sources.cashMovements.filter((m) => m.kind === kind).reduce((sum, m) => sum + toCents(m.amount), 0);

/** The figures behind the expected cash (the caller passes the documents of one business day). */
export function cashFigures(sources: CashSources): CashFigures {
  const float = movementTotal(sources, 'float');
  const moneyIn = movementTotal(sources, 'in');
  const out = movementTotal(sources, 'out');
  const taken = sources.payments
    .flatMap((payment) => payment.parts.filter((part) => paysIntoDrawer(part.method)))
    .reduce((sum, part) => sum + toCents(part.amount), 0);
  const refunded = sources.refunds
    .filter((refund) => paysIntoDrawer(refund.method))
    .reduce((sum, refund) => sum + toCents(refund.amount), 0);
  return { float, in: moneyIn, out, taken, refunded, expected: float + taken - refunded + moneyIn - out };
}

/**
 * Cash that should be in the drawer (decision 10): float + cash taken (net of change) − cash
 * refunds + money in − money out. Signed money: a drawer can owe.
 */
export function expectedCash(sources: CashSources): string {
  return fromCents(cashFigures(sources).expected);
}

/** Σ denomination × count, as money. */
export function countedCash(counted: readonly { cents: number; count: number }[]): string {
  return fromCents(counted.reduce((sum, row) => sum + row.cents * row.count, 0));
}

/**
 * Why a day's close is wrong, or null: its id is its day; each denomination a euro note or coin,
 * counted once; the counted cash their sum; the difference counted − expected. With `expected` (the
 * store's figure now), the close must have been made against it: if the drawer moved meanwhile, the
 * count is stale.
 */
export function dayCloseProblem(close: DayClose, expected?: string): string | null {
  if (close._id !== dayCloseDocId(close.businessDate)) return 'El cierre debe llevar la fecha de su día';
  const denominations = close.counted.map((row) => row.cents);
  if (denominations.some((cents) => !(CASH_DENOMINATIONS as readonly number[]).includes(cents))) {
    return 'Cuenta solo billetes y monedas de euro';
  }
  if (new Set(denominations).size !== denominations.length) return 'Cada billete o moneda se cuenta una vez';
  if (close.countedCash !== countedCash(close.counted))
    return 'El efectivo contado no es la suma del recuento';
  const difference = toCents(close.countedCash) - signedCents(close.expectedCash);
  if (signedCents(close.difference) !== difference) return 'La diferencia debe ser contado − esperado';
  if (expected !== undefined && signedCents(expected) !== signedCents(close.expectedCash))
    return CASH_CHANGED_MESSAGE;
  return null;
}
