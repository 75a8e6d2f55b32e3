/**
 * Money documents as a device writes them (payments, discounts, refunds, the drawer, the close,
 * the settings), valid for the schema's shapes. Not imported by product code.
 */
import { ulid } from 'ulidx';
import { fromCents, SETTINGS_ID, toCents } from '@restaurantpro/schema';
import { TODAY, type Doc } from './docs.ts';

export const AT = '2026-11-22T12:00:00.000Z';

const base = (type: string, userId: string, id = `${type}:${ulid()}`, at = AT): Doc => ({
  _id: id,
  type,
  createdAt: at,
  updatedAt: at,
  updatedBy: userId,
});

/** The restaurant's settings: 10 % by default, series prefix 'T'. */
export function settingsDoc(adminId: string, overrides: Partial<Doc> = {}): Doc {
  return {
    ...base('settings', adminId, SETTINGS_ID),
    businessName: 'Casa Pepe',
    nif: 'B12345674',
    address: 'Calle Mayor 1, Madrid',
    ticketFooter: 'Gracias por su visita',
    seriesPrefix: 'T',
    defaultIvaRate: 10,
    ...overrides,
  };
}

export interface PaymentInput {
  checkId: string;
  amount: string;
  tip?: string;
  /** Cash handed over; absent: paid by card. */
  tendered?: string;
  businessDate?: string;
  id?: string;
}

/** A payment by card, or in cash when `tendered` is given (the change worked out here). */
export function paymentDoc(userId: string, input: PaymentInput, overrides: Partial<Doc> = {}): Doc {
  const tip = input.tip ?? '0.00';
  const takes = fromCents(toCents(input.amount) + toCents(tip));
  const cash = input.tendered !== undefined;
  const businessDate = input.businessDate ?? TODAY;
  return {
    ...base('payment', userId, input.id ?? `payment:${ulid()}`, `${businessDate}T12:00:00.000Z`),
    checkId: input.checkId,
    businessDate,
    amount: input.amount,
    tip,
    parts: [
      cash ? { method: 'cash', amount: takes, tendered: input.tendered } : { method: 'card', amount: takes },
    ],
    change: cash ? fromCents(toCents(input.tendered ?? '0') - toCents(takes)) : '0.00',
    takenBy: userId,
    ...overrides,
  };
}

/** A discount on a check (or one line of it) with its reason. */
export function adjustmentDoc(userId: string, checkId: string, overrides: Partial<Doc> = {}): Doc {
  return {
    ...base('adjustment', userId),
    checkId,
    businessDate: TODAY,
    kind: 'discount',
    percent: 10,
    reason: 'Cliente habitual',
    by: userId,
    ...overrides,
  };
}

/** Money given back on `ticket` (a stored ticket document). */
export function refundDoc(userId: string, ticket: Doc, amount: string, overrides: Partial<Doc> = {}): Doc {
  return {
    ...base('refund', userId),
    ticketId: ticket._id.slice(ticket._id.indexOf(':') + 1),
    checkId: ticket.checkId,
    businessDate: TODAY,
    amount,
    method: 'cash',
    reason: 'Plato frío',
    by: userId,
    ...overrides,
  };
}

export function cashMovementDoc(
  userId: string,
  kind: string,
  amount: string,
  overrides: Partial<Doc> = {},
): Doc {
  return {
    ...base('cash_movement', userId),
    businessDate: TODAY,
    kind,
    amount,
    ...(kind === 'float' ? {} : { reason: kind === 'in' ? 'Cambio del banco' : 'Pago al proveedor' }),
    by: userId,
    ...overrides,
  };
}

/** The close of `date` with `countedCash` counted in 1 € coins, expecting `expectedCash`. */
export function dayCloseDoc(
  userId: string,
  date: string,
  expectedCash: string,
  countedCash = expectedCash,
): Doc {
  const counted = toCents(countedCash);
  return {
    ...base('day_close', userId, `day_close:${date}`, `${date}T23:00:00.000Z`),
    businessDate: date,
    counted: [
      { cents: 100, count: Math.floor(counted / 100) },
      { cents: 1, count: counted % 100 },
    ],
    countedCash,
    expectedCash,
    difference: fromCents(counted - toCents(expectedCash)),
    closedBy: userId,
    closedAt: `${date}T23:00:00.000Z`,
  };
}
