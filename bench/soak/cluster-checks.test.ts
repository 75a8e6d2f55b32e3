import { CHECK_CLOSED_MESSAGE } from '@restaurantpro/schema';
import { describe, expect, it } from 'vitest';
import type { Doc, ReplicaView } from './checks.ts';
import {
  handoversWithin,
  leaseNamesLiveGateway,
  paidCheckRace,
  paidChecksTicketed,
  paymentsAnswered,
  ticketsNumbered,
} from './cluster-checks.ts';

const ticket = (series: string, number: number, checkId = 'C1', extra: Partial<Doc> = {}): Doc => ({
  _id: `ticket:${series}-${String(number).padStart(6, '0')}`,
  type: 'ticket',
  series,
  number,
  checkId,
  ...extra,
});

function view(docs: Doc[]): ReplicaView {
  return { name: 'server', docs: new Map(docs.map((doc) => [doc._id, doc])), conflicted: [] };
}

describe('ticketsNumbered', () => {
  it('passes series numbered from 1 without gaps', () => {
    const checks = ticketsNumbered([ticket('T-A2B0', 1), ticket('T-A2B0', 2), ticket('T-C3D0', 1)]);
    expect(checks.map((c) => c.ok)).toEqual([true, true]);
    expect(checks[1]?.detail).toBe('T-A2B0 ×2, T-C3D0 ×1');
  });

  it('fails a gap, a series not starting at 1, a conflict and a number under another id', () => {
    const [twice, gaps] = ticketsNumbered([
      ticket('T-A2B0', 1),
      ticket('T-A2B0', 3),
      ticket('T-C3D0', 2, 'C2', { _conflicts: ['2-x'] }),
      { ...ticket('T-E4F0', 1), _id: 'ticket:T-E4F0-000009' },
    ]);
    expect(twice?.ok).toBe(false);
    expect(twice?.detail).toContain('ticket:T-C3D0-000002 in conflict');
    expect(twice?.detail).toContain('ticket:T-E4F0-000009 holds T-E4F0 number 1');
    expect(gaps?.ok).toBe(false);
    expect(gaps?.detail).toContain('T-A2B0 lacks 2');
    expect(gaps?.detail).toContain('T-C3D0 lacks 1');
  });
});

describe('paidChecksTicketed', () => {
  it('fails a paid check without a ticket, or with another ticket than answered', () => {
    const tickets = [ticket('T-A2B0', 1, 'C1')];
    expect(paidChecksTicketed(new Map([['C1', 'T-A2B0-000001']]), tickets).ok).toBe(true);
    expect(paidChecksTicketed(new Map([['C1', undefined]]), tickets).ok).toBe(true);
    expect(paidChecksTicketed(new Map([['C2', undefined]]), tickets).ok).toBe(false);
    expect(paidChecksTicketed(new Map([['C1', 'T-A2B0-000002']]), tickets).ok).toBe(false);
  });
});

describe('paymentsAnswered', () => {
  it('fails on any payment not answered 2xx', () => {
    const ok = { checkId: 'C1', paymentId: 'P1', amount: '10.00', status: 201, retries: 0 };
    expect(paymentsAnswered([ok, { ...ok, status: 200, retries: 1 }], 1).ok).toBe(true);
    const refused = paymentsAnswered([ok, { ...ok, status: 409, message: 'numerado' }], 0);
    expect(refused.ok).toBe(false);
    expect(refused.detail).toContain('409 numerado');
  });
});

describe('lease and hand-overs', () => {
  const health = [
    { instance: 'g1', holds: true, token: 3 },
    { instance: 'g2', holds: false, token: null },
  ];
  it('wants the lease held by a live gateway that says so, and not expired', () => {
    const lease = { holder: 'g1', token: 3, expiresAt: Date.now() + 5000 };
    expect(leaseNamesLiveGateway(lease, health).ok).toBe(true);
    expect(leaseNamesLiveGateway({ ...lease, holder: 'g2' }, health).ok).toBe(false);
    expect(leaseNamesLiveGateway({ ...lease, holder: 'dead' }, health).ok).toBe(false);
    expect(leaseNamesLiveGateway({ ...lease, expiresAt: Date.now() - 1 }, health).ok).toBe(false);
    expect(leaseNamesLiveGateway(null, health).ok).toBe(false);
  });

  it('bounds every hand-over at 10 s and fails a missing one', () => {
    expect(handoversWithin([{ killed: 1, ms: 7000, token: 2 }]).ok).toBe(true);
    expect(handoversWithin([{ killed: 1, ms: 10_001, token: 2 }]).ok).toBe(false);
    expect(handoversWithin([{ killed: 2, ms: null, token: null }]).ok).toBe(false);
    expect(handoversWithin([{ killed: -1, ms: null, token: null }]).ok).toBe(false);
  });
});

describe('paidCheckRace', () => {
  const server = view([
    { _id: 'check:PAID', type: 'check', tableId: '1', status: 'closed', closedBy: 'system' },
    { _id: 'check:DUP', type: 'check', tableId: '1', status: 'merged', mergedInto: 'PAID' },
    { _id: 'check:BYHAND', type: 'check', tableId: '2', status: 'closed', closedBy: 'manager-1' },
  ]);
  const rounds = new Map([
    ['order:R1', 'PAID'],
    ['order:R2', 'DUP'],
    ['order:R3', 'BYHAND'],
  ]);
  const excused = paidCheckRace(server, new Map([['PAID', 'T-A2B0-000001']]), (id) => rounds.get(id));

  it('excuses a round or check edit refused as closed for a check the cashier paid', () => {
    expect(excused(`push order:R1: ${CHECK_CLOSED_MESSAGE}`)).toBe(true);
    expect(excused(`push order:R2: ${CHECK_CLOSED_MESSAGE}`)).toBe(true);
    expect(excused(`push check:PAID: ${CHECK_CLOSED_MESSAGE}`)).toBe(true);
  });

  it('excuses nothing else', () => {
    expect(excused(`push order:R1: Otra razón`)).toBe(false);
    expect(excused(`push order:R3: ${CHECK_CLOSED_MESSAGE}`)).toBe(false);
    expect(excused(`push order:UNKNOWN: ${CHECK_CLOSED_MESSAGE}`)).toBe(false);
  });
});
