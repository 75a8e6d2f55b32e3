import type { Check } from '../docs/check.ts';
import type { Order, OrderItem } from '../docs/order.ts';
import { sampleOrder, sampleTable } from '../docs/fixtures.ts';
import type { WriteContext } from '../permissions.ts';
import { orderTotals } from './totals.ts';

/** Checks, rounds and a store context for the tests of the check rules (checks*.test.ts). */
export const AT = '2026-11-21T20:00:00.000Z';
export const LATER = '2026-11-21T21:00:00.000Z';

export function check(id: string, patch: Partial<Check> = {}): Check {
  return {
    _id: `check:${id}`,
    type: 'check',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: 'U1',
    tableId: 'T1',
    guests: 4,
    status: 'open',
    openedBy: 'U1',
    businessDate: '2026-11-21',
    ...patch,
  };
}

export function round(id: string, checkId: string, lines: Array<Partial<OrderItem> & { id: string }>): Order {
  const base = sampleOrder.items[0] as OrderItem;
  const items = lines.map((line) => ({ ...base, ...line }));
  return { ...sampleOrder, _id: `order:${id}`, checkId, items, ...orderTotals(items) };
}

export function context(patch: Partial<WriteContext> = {}): WriteContext {
  return {
    checks: [],
    orders: [],
    transfers: [],
    tables: [{ ...sampleTable, _id: 'table:T5', number: '5' }],
    spellsOf: () => [{ price: '8.50', from: '2026-01-01' }],
    productOf: () => ({ name: 'Croquetas' }),
    verifyApproval: () => true,
    ...patch,
  };
}

export const closed = (by = 'M1'): Partial<Check> => ({
  status: 'closed',
  closedAt: LATER,
  closedBy: by,
  closeReason: 'Invitación de la casa',
  updatedAt: LATER,
  updatedBy: by,
});
