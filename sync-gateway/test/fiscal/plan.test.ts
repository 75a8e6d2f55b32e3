import { describe, expect, it } from 'vitest';
import { nextMessage } from '../../src/fiscal/plan.ts';
import type { CancelledAlta, PendingRecord } from '../../src/fiscal/queue.ts';
import { annulled, chained, chainOf, ISSUER, saleTicket } from './tickets.ts';

/**
 * Which records go in the next message when anulaciones are pending: one waits for the answer to
 * the alta it cancels, holding back its installation's chain and nothing else; with nothing else to
 * send it goes anyway, rather than waiting for an alta that may never come.
 */

const T0 = Date.parse('2026-11-24T20:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const [k1, k2] = chainOf('K7Q4', 2, T0);
if (k1 === undefined || k2 === undefined) throw new Error('fixture');
// A1B2 cancels K7Q4's first ticket, then issues its own.
const annulment = annulled(k1, 'A1B2', at(30_000));
const own = chained(saleTicket('A1B2', 1, at(40_000)), 'A1B2', annulment);

const anulacion = (cancelled: CancelledAlta): PendingRecord => ({
  annulment,
  issuerName: ISSUER.name,
  cancelled,
  subsanacion: false,
});
const alta = (ticket: typeof k1): PendingRecord => ({ ticket, subsanacion: false });
const planned = (pending: PendingRecord[]) =>
  nextMessage(pending, () => false)?.records.map((record) =>
    'annulment' in record ? `anulación ${record.annulment.ticketId}` : record.ticket._id,
  );

describe('the next message with anulaciones pending', () => {
  it('holds back an anulación whose alta is unanswered, with the rest of its chain only', () => {
    expect(planned([anulacion('pending'), alta(own), alta(k1), alta(k2)])).toEqual([
      'ticket:T-K7Q4-000001',
      'ticket:T-K7Q4-000002',
    ]);
  });

  it('sends it once its alta is answered, held or refused', () => {
    for (const cancelled of ['held', 'refused'] as const) {
      expect(planned([anulacion(cancelled), alta(own), alta(k2)])).toEqual([
        'anulación T-K7Q4-000001',
        'ticket:T-A1B2-000001',
        'ticket:T-K7Q4-000002',
      ]);
    }
  });

  it('sends it anyway when nothing else can go', () => {
    expect(planned([anulacion('pending'), alta(own)])).toEqual([
      'anulación T-K7Q4-000001',
      'ticket:T-A1B2-000001',
    ]);
    expect(nextMessage([anulacion('pending')], () => false)?.obligado).toEqual({
      name: ISSUER.name,
      nif: ISSUER.nif,
    });
  });
});
