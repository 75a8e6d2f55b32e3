import { describe, expect, it } from 'vitest';
import type { Check } from './docs/check.ts';
import type { AnyDoc } from './docs/index.ts';
import { checkWrite, type Actor, type WriteCheck, type WriteContext } from './permissions.ts';
import { billOf } from './rules/money/bill.ts';
import {
  AT,
  DAY,
  adjustment,
  item,
  movement,
  payment,
  refund,
  settings,
  sources,
  viewOf,
} from './rules/money/fixtures.ts';
import { buildTicket } from './rules/money/tickets.ts';
import type { ApprovalSubject } from './rules/voids.ts';

const waiter: Actor = { id: 'u-waiter', role: 'waiter' };
const manager: Actor = { id: 'u-manager', role: 'manager' };
const admin: Actor = { id: 'u-admin', role: 'admin' };
const by = <T extends AnyDoc>(doc: T, actor: Actor): T => ({ ...doc, updatedBy: actor.id });

const check = (status: Check['status']): Check => ({
  _id: 'check:C1',
  type: 'check',
  createdAt: AT,
  updatedAt: AT,
  updatedBy: 'u',
  tableId: 'T1',
  guests: 2,
  status,
  openedBy: 'u',
  businessDate: DAY,
});
const view = viewOf([item('L1', 'paella', 1, '12.00')]);
const ticket = buildTicket(billOf(view, sources()), settings, {
  series: 'T-K7Q4',
  number: 2,
  issuedAt: AT,
  businessDate: DAY,
  by: 'u-waiter',
  waiter: 'Ana',
  payments: [payment('P1', '13.20')],
});
const seen: ApprovalSubject[] = [];

function context(
  fields: { status?: Check['status']; closed?: boolean; stored?: number[] } = {},
): WriteContext {
  return {
    checks: [],
    orders: [],
    transfers: [],
    tables: [],
    spellsOf: () => undefined,
    productOf: () => undefined,
    verifyApproval: (token, subject) => {
      seen.push(subject);
      return token === `ok:${subject.subject ?? ''}`;
    },
    checkOf: (id) => (id === 'C1' ? check(fields.status ?? 'open') : undefined),
    billSourcesOf: (id) => (id === 'C1' ? { view, sources: sources() } : undefined),
    isDayClosed: () => fields.closed === true,
    ticketOf: (id) => (id === 'T-K7Q4-000002' ? ticket : undefined),
    ticketExists: (series, n) => series === 'T-K7Q4' && (fields.stored ?? [1]).includes(n),
    refundsOfTicket: () => [refund('E1', '10.00', { ticketId: 'T-K7Q4-000002' })],
    expectedCashOf: () => '150.00',
  };
}

const verdict = (actor: Actor, prev: AnyDoc | null, next: AnyDoc | null, ctx = context()): WriteCheck =>
  checkWrite(actor, prev, next, ctx);

describe('checkWrite: payments', () => {
  const p = by(payment('P9', '13.20'), waiter);
  it.each<[string, AnyDoc, WriteContext, WriteCheck]>([
    ['a payment', p, context(), { ok: true }],
    ['on a closed (paid) check: an overpayment, kept', p, context({ status: 'closed' }), { ok: true }],
    [
      'on a closed day',
      p,
      context({ closed: true }),
      { ok: false, reason: 'El día 24/11/2026 ya está cerrado' },
    ],
    ['on an unknown check', { ...p, checkId: 'C9' }, context(), { ok: false, reason: 'La cuenta no existe' }],
    [
      'on a voided check',
      p,
      context({ status: 'voided' }),
      { ok: false, reason: 'No se puede cobrar una cuenta anulada' },
    ],
    [
      'a split that does not add up',
      { ...p, split: { kind: 'equal', of: '26.40', parts: ['13.20', '13.10'], index: 0 } },
      context(),
      { ok: false, reason: 'Las partes (26,30 €) no suman el total a dividir (26,40 €)' },
    ],
    [
      'in another waiter’s name',
      { ...p, takenBy: 'u-other' },
      context(),
      { ok: false, reason: 'El cobro debe quedar a nombre de quien cobra' },
    ],
  ])('%s', (_name, doc, ctx, expected) => {
    expect(verdict(waiter, null, doc, ctx)).toEqual(expected);
  });

  it('is written once: an edit or a deletion is refused, a retry of the same document is not', () => {
    const refusal = { ok: false, reason: 'Un cobro no se modifica: registra una devolución' };
    expect(verdict(waiter, p, { ...p, amount: '1.00' })).toEqual(refusal);
    expect(verdict(manager, p, null)).toEqual(refusal);
    expect(verdict(waiter, { ...p, _rev: '1-a' }, p)).toEqual({ ok: true });
  });
});

describe('checkWrite: discounts and refunds need a manager', () => {
  const adj = by(adjustment('A9', { kind: 'discount', amount: '5.00', by: 'u-waiter' }), waiter);
  const ref = by(refund('R9', '3.20', { ticketId: 'T-K7Q4-000002', by: 'u-waiter' }), waiter);

  it.each<[string, Actor, AnyDoc, WriteCheck]>([
    ['a manager’s discount', manager, { ...adj, by: 'u-manager', updatedBy: 'u-manager' }, { ok: true }],
    [
      'a waiter’s discount alone',
      waiter,
      adj,
      {
        ok: false,
        reason: 'Los descuentos e invitaciones necesitan la confirmación de un gerente',
        byRole: true,
      },
    ],
    [
      'a waiter’s discount confirmed',
      waiter,
      { ...adj, approvedBy: 'u-manager', approval: 'ok:adjustment:A9' },
      { ok: true },
    ],
    [
      'a confirmation of another document',
      waiter,
      { ...adj, approvedBy: 'u-manager', approval: 'ok:adjustment:A1' },
      { ok: false, reason: 'La confirmación de gerencia no es válida o ha caducado' },
    ],
    [
      'a discount above the check',
      manager,
      { ...adj, amount: '12.01', by: 'u-manager', updatedBy: 'u-manager' },
      { ok: false, reason: 'El descuento no puede superar el importe de la cuenta (12,00 €)' },
    ],
    [
      'a waiter’s refund alone',
      waiter,
      ref,
      { ok: false, reason: 'Solo un gerente puede hacer devoluciones', byRole: true },
    ],
    [
      'a waiter’s refund confirmed',
      waiter,
      { ...ref, approvedBy: 'u-manager', approval: 'ok:refund:R9' },
      { ok: true },
    ],
    [
      'a refund above what is left',
      manager,
      { ...ref, amount: '3.21', by: 'u-manager', updatedBy: 'u-manager' },
      { ok: false, reason: 'La devolución supera lo cobrado en el ticket (3,20 €)' },
    ],
    [
      'a refund on an unknown ticket',
      manager,
      { ...ref, ticketId: 'X', by: 'u-manager', updatedBy: 'u-manager' },
      { ok: false, reason: 'El ticket no existe' },
    ],
  ])('%s', (_name, actor, doc, expected) => {
    expect(verdict(actor, null, doc)).toEqual(expected);
  });

  it('asks the gateway about exactly that document', () => {
    verdict(waiter, null, { ...adj, approvedBy: 'u-manager', approval: 'ok:adjustment:A9' });
    expect(seen.at(-1)).toEqual({
      managerId: 'u-manager',
      orderId: 'adjustment:A9',
      subject: 'adjustment:A9',
    });
  });

  it('a discount on a closed check or a closed day is refused', () => {
    const mine = { ...adj, by: 'u-manager', updatedBy: 'u-manager' };
    expect(verdict(manager, null, mine, context({ status: 'closed' }))).toEqual({
      ok: false,
      reason: 'La cuenta de esta mesa ya está cerrada',
    });
    expect(verdict(manager, null, mine, context({ closed: true }))).toEqual({
      ok: false,
      reason: 'El día 24/11/2026 ya está cerrado',
    });
  });
});

describe('checkWrite: tickets, the drawer, the close and the settings', () => {
  it('a ticket follows the previous one of its series', () => {
    expect(verdict(waiter, null, ticket)).toEqual({ ok: true });
    expect(verdict(waiter, null, ticket, context({ stored: [] }))).toEqual({
      ok: false,
      reason: 'Falta el ticket anterior de la serie T-K7Q4 (nº 1)',
    });
    expect(verdict(waiter, ticket, { ...ticket, waiter: 'Otro' })).toEqual({
      ok: false,
      reason: 'Un ticket emitido no se modifica: haz una devolución',
    });
  });

  it('the drawer is the managers’', () => {
    const m = by(movement('M1', 'out', '5.00', 'Hielo'), manager);
    expect(verdict(manager, null, m)).toEqual({ ok: true });
    expect(verdict(waiter, null, { ...m, by: 'u-waiter', updatedBy: 'u-waiter' })).toMatchObject({
      ok: false,
      byRole: true,
    });
    expect(verdict(manager, null, m, context({ closed: true }))).toEqual({
      ok: false,
      reason: 'El día 24/11/2026 ya está cerrado',
    });
  });

  it('a day closes once, against the drawer as it is', () => {
    const close = {
      _id: `day_close:${DAY}`,
      type: 'day_close' as const,
      createdAt: AT,
      updatedAt: AT,
      updatedBy: 'u-manager',
      businessDate: DAY,
      counted: [{ cents: 5000, count: 3 }],
      countedCash: '150.00',
      expectedCash: '150.00',
      difference: '0.00',
      closedBy: 'u-manager',
      closedAt: AT,
    };
    expect(verdict(manager, null, close)).toEqual({ ok: true });
    expect(verdict(manager, close, { ...close, note: 'otra vez' })).toEqual({
      ok: false,
      reason: 'El día 24/11/2026 ya está cerrado',
    });
    const stale = { ...close, expectedCash: '140.00', difference: '10.00' };
    expect(verdict(manager, null, stale)).toEqual({
      ok: false,
      reason: 'La caja ha cambiado desde el arqueo: vuelve a contar',
    });
  });

  it('the settings are an administrator’s, with a valid NIF', () => {
    const s = by(settings, admin);
    expect(verdict(admin, null, s)).toEqual({ ok: true });
    expect(verdict(admin, s, { ...s, nif: 'B12345675' })).toEqual({
      ok: false,
      reason: 'El NIF no es válido: revisa la letra o el dígito de control',
    });
    expect(verdict(manager, null, by(settings, manager))).toEqual({
      ok: false,
      reason: 'Solo un administrador puede cambiar los datos del restaurante',
      byRole: true,
    });
    expect(verdict(admin, s, null)).toEqual({
      ok: false,
      reason: 'Los datos del restaurante no se borran: edítalos',
    });
  });
});
