import { describe, expect, it } from 'vitest';
import type { LineVoid, Order, OrderItem } from '../docs/order.ts';
import { sampleOrder } from '../docs/fixtures.ts';
import type { OrderStatus } from '../enums.ts';
import { checkWrite } from '../permissions.ts';
import type { Role } from '../roles.ts';
import { soldQuantity } from './sales.ts';
import { orderTotals } from './totals.ts';
import {
  VOID_APPROVAL_MESSAGE,
  VOID_BY_MESSAGE,
  VOID_CANCELS_MESSAGE,
  VOID_FINAL_MESSAGE,
  VOID_NEEDS_MANAGER_MESSAGE,
  VOID_NOTE_MESSAGE,
  voidProblem,
  type VerifyApproval,
} from './voids.ts';

const AT = '2026-11-21T20:30:00.000Z';
const base = sampleOrder.items[0] as OrderItem;

function order(status: OrderStatus, lineVoid?: LineVoid, lineStatus: OrderStatus = status): Order {
  const items = [{ ...base, status: lineStatus, ...(lineVoid ? { void: lineVoid } : {}) }];
  return { ...sampleOrder, status, items, ...orderTotals(items) };
}
const by = (id: string, patch: Partial<LineVoid> = {}): LineVoid => ({
  reason: 'order_error',
  by: id,
  at: AT,
  ...patch,
});
const approved = (id: string): LineVoid => by(id, { approvedBy: 'M1', approval: 'token-M1-O1-I1' });
/** The gateway's check, standing in for the HMAC: a token names its manager, order and line. */
const verify: VerifyApproval = (token, s) => token === `token-${s.managerId}-${s.orderId}-${s.lineId}`;

describe('voidProblem (decision 6)', () => {
  it.each<[string, Order, Order, { id: string; role: Role }, string | null]>([
    [
      'a waiter voids a pending line, which is cancelled',
      order('pending'),
      order('pending', by('U1'), 'cancelled'),
      { id: 'U1', role: 'waiter' },
      null,
    ],
    [
      'a voided pending line left pending',
      order('pending'),
      order('pending', by('U1')),
      { id: 'U1', role: 'waiter' },
      VOID_CANCELS_MESSAGE,
    ],
    [
      'a void in someone else’s name',
      order('pending'),
      order('pending', by('U2'), 'cancelled'),
      { id: 'U1', role: 'waiter' },
      VOID_BY_MESSAGE,
    ],
    [
      'reason “other” without a note',
      order('pending'),
      order('pending', by('U1', { reason: 'other' }), 'cancelled'),
      { id: 'U1', role: 'waiter' },
      VOID_NOTE_MESSAGE,
    ],
    [
      'reason “other” with a note',
      order('pending'),
      order('pending', by('U1', { reason: 'other', note: 'Se fue' }), 'cancelled'),
      { id: 'U1', role: 'waiter' },
      null,
    ],
    [
      'a waiter voids a preparing line alone',
      order('preparing'),
      order('preparing', by('U1'), 'cancelled'),
      { id: 'U1', role: 'waiter' },
      VOID_NEEDS_MANAGER_MESSAGE,
    ],
    [
      'a waiter voids it with a manager’s approval',
      order('preparing'),
      order('preparing', approved('U1'), 'cancelled'),
      { id: 'U1', role: 'waiter' },
      null,
    ],
    [
      'an approval for another line',
      order('preparing'),
      order('preparing', { ...approved('U1'), approval: 'token-M1-O1-I9' }, 'cancelled'),
      { id: 'U1', role: 'waiter' },
      VOID_APPROVAL_MESSAGE,
    ],
    [
      'a manager voids a served line, which stays served',
      order('served'),
      order('served', by('M1')),
      { id: 'M1', role: 'manager' },
      null,
    ],
    [
      'a cook voids a ready line with approval; it stays ready',
      order('ready'),
      order('ready', approved('C1')),
      { id: 'C1', role: 'cook' },
      null,
    ],
    [
      'a void removed',
      order('served', by('M1')),
      order('served'),
      { id: 'M1', role: 'manager' },
      VOID_FINAL_MESSAGE,
    ],
    [
      'a void’s reason changed',
      order('served', by('M1')),
      order('served', by('M1', { reason: 'quality' })),
      { id: 'M1', role: 'admin' },
      VOID_FINAL_MESSAGE,
    ],
  ])('%s', (_name, prev, next, writer, expected) => {
    expect(voidProblem(prev, next, writer, verify)).toBe(expected);
  });

  it('checkWrite applies it, with the gateway’s verification when given', () => {
    const waiter = { id: 'U1', role: 'waiter' as const };
    const prev = { ...order('preparing'), updatedBy: 'U1' };
    const next = {
      ...order('cancelled', { ...approved('U1'), approval: 'forged' }, 'cancelled'),
      updatedBy: 'U1',
    };
    // On a device (no verifier) the token is taken on trust; the gateway checks it.
    expect(checkWrite(waiter, prev, next).ok).toBe(true);
    const context = {
      checks: [],
      orders: [],
      transfers: [],
      tables: [],
      spellsOf: () => undefined,
      productOf: () => undefined,
      verifyApproval: verify,
    };
    expect(checkWrite(waiter, prev, next, context)).toEqual({ ok: false, reason: VOID_APPROVAL_MESSAGE });
  });
});

describe('a voided line is neither charged nor sold', () => {
  it('totals leave it out, even when it stays ready', () => {
    const voided = order('ready', by('M1'));
    expect(voided.total).toBe('0.00');
    expect(orderTotals([...voided.items, { ...base, id: 'I2' }]).total).toBe('18.70');
  });

  it.each<[string, { status: string; quantity: number; void?: LineVoid }, number]>([
    ['a line served', { status: 'served', quantity: 2 }, 2],
    ['a line served, then voided', { status: 'served', quantity: 2, void: by('M1') }, 0],
    ['a line cancelled by its void', { status: 'cancelled', quantity: 2, void: by('U1') }, 0],
  ])('%s', (_name, line, sold) => {
    expect(soldQuantity({ status: 'served' }, line)).toBe(sold);
  });
});
