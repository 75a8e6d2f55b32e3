import { describe, expect, it } from 'vitest';
import type { Annulment } from '@restaurantpro/schema';
import type { SettledRecord } from '../../src/fiscal/queue.ts';
import type { FiscalTicket } from '../../src/fiscal/xml.ts';
import { NOT_REGISTERED } from './fake-aeat.ts';
import { annulled, chained, chainOf, ISSUER, saleTicket } from './tickets.ts';
import { drain } from './virtual-clock.ts';
import { eachTestWorld, T0, type World } from './world.ts';

/**
 * Anulaciones through the real sender to the fake AEAT over mutual TLS: each reaches it in its
 * place in its chain, only once the AEAT has answered for the alta it cancels (even when another
 * device, ordered first, wrote it), and its answers settle as an alta's do: a technical refusal
 * resent once with RechazoPrevio, a duplicate counted as sent, an alta the AEAT refused cancelled
 * with SinRegistroPrevio.
 */

let world: World;
eachTestWorld((created) => {
  world = created;
});

const at = (ms: number) => new Date(T0 + ms).toISOString();

/** K7Q4 issues two tickets, cancels the first and issues a third: alta, alta, anulación, alta. */
function cancelOnSameDevice(): { tickets: FiscalTicket[]; annulment: Annulment } {
  const [first, second] = chainOf('K7Q4', 2, T0);
  if (first === undefined || second === undefined) throw new Error('fixture');
  const annulment = annulled(first, 'K7Q4', at(60_000), second);
  const third = chained(saleTicket('K7Q4', 3, at(120_000)), 'K7Q4', annulment);
  world.queue.add(first, second, third);
  world.queue.addAnnulment(annulment, ISSUER.name);
  return { tickets: [first, second, third], annulment };
}

const arrived = () =>
  world.aeat
    .records()
    .map((record) =>
      record.kind === 'alta'
        ? `alta ${record.numSerie}`
        : `anulación ${record.numSerie}${record.rechazoPrevio ? ' tras rechazo' : ''}${record.sinRegistroPrevio ? ' sin registro previo' : ''}`,
    );

const history = (holder: { _id: string }): Array<Partial<SettledRecord>> =>
  (world.queue.answers.get(holder._id) ?? []).map(({ key, state, code, duplicate, subsanacion, resend }) => ({
    key,
    state,
    code,
    duplicate,
    subsanacion,
    resend,
  }));

describe('sending anulaciones', () => {
  it('sends an alta, its anulación and a later alta in chain order, all Correcto', async () => {
    const { tickets, annulment } = cancelOnSameDevice();
    const steps = await drain(world.sender(), world.clock);

    expect(world.aeat.violations).toEqual([]);
    expect(arrived()).toEqual([
      'alta T-K7Q4-000001',
      'alta T-K7Q4-000002',
      'anulación T-K7Q4-000001',
      'alta T-K7Q4-000003',
    ]);
    // The anulación waits for its alta's answer, and the rest of K7Q4's chain with it.
    expect(world.aeat.received.map(({ message }) => message?.records.length)).toEqual([2, 2]);
    expect(steps.map((step) => step.kind)).toEqual(['sent', 'sent', 'idle']);
    expect(history(annulment)).toEqual([
      {
        key: 'anulacion:T-K7Q4-000001',
        state: 'Correcto',
        code: undefined,
        duplicate: false,
        subsanacion: false,
        resend: false,
      },
    ]);
    expect(tickets.map((ticket) => world.queue.final(ticket)?.state)).toEqual([
      'Correcto',
      'Correcto',
      'Correcto',
    ]);
    // The alta of the cancelled ticket stays registered, and the AEAT holds its anulación beside it.
    expect(world.aeat.held.get('T-K7Q4-000001')).toMatchObject({ annulled: true });
    expect(world.aeat.held.has('anulacion:T-K7Q4-000001')).toBe(true);
  });

  it('holds back an anulación another device wrote until the alta it cancels is answered', async () => {
    // A1B2 (ordered before K7Q4) cancels K7Q4's second ticket, then issues a ticket of its own.
    const [first, second] = chainOf('K7Q4', 2, T0);
    if (first === undefined || second === undefined) throw new Error('fixture');
    const annulment = annulled(second, 'A1B2', at(30_000));
    const own = chained(saleTicket('A1B2', 1, at(40_000)), 'A1B2', annulment);
    world.queue.add(first, second, own);
    world.queue.addAnnulment(annulment, ISSUER.name);

    await drain(world.sender(), world.clock);

    expect(world.aeat.violations).toEqual([]);
    expect(
      world.aeat.received.map(({ message }) => message?.records.map((r) => `${r.kind} ${r.numSerie}`)),
    ).toEqual([
      ['alta T-K7Q4-000001', 'alta T-K7Q4-000002'],
      ['anulacion T-K7Q4-000002', 'alta T-A1B2-000001'],
    ]);
    expect(world.queue.final(annulment)).toMatchObject({ state: 'Correcto', installation: 'A1B2', seq: 1 });
    expect(world.queue.final(own)).toMatchObject({ state: 'Correcto', installation: 'A1B2', seq: 2 });
  });

  it('resends an anulación refused for a fixable reason once, with RechazoPrevio', async () => {
    const { annulment } = cancelOnSameDevice();
    world.aeat.refuse('anulacion:T-K7Q4-000001', 3501, 'Error técnico de base de datos.');
    await drain(world.sender(), world.clock);

    expect(world.aeat.violations).toEqual([]);
    expect(arrived()).toEqual([
      'alta T-K7Q4-000001',
      'alta T-K7Q4-000002',
      'anulación T-K7Q4-000001',
      'alta T-K7Q4-000003',
      'anulación T-K7Q4-000001 tras rechazo',
    ]);
    expect(history(annulment)).toEqual([
      {
        key: 'anulacion:T-K7Q4-000001',
        state: 'Incorrecto',
        code: 3501,
        duplicate: false,
        subsanacion: false,
        resend: true,
      },
      {
        key: 'anulacion:T-K7Q4-000001',
        state: 'Correcto',
        code: undefined,
        duplicate: false,
        subsanacion: true,
        resend: false,
      },
    ]);
  });

  it('keeps a refusal of its data, and settles a duplicate as sent', async () => {
    const { annulment } = cancelOnSameDevice();
    world.aeat.refuse('anulacion:T-K7Q4-000001', 1100, 'Valor o tipo incorrecto del campo.', Infinity);
    await drain(world.sender(), world.clock);
    expect(history(annulment)).toMatchObject([{ state: 'Incorrecto', code: 1100, resend: false }]);
    expect(arrived().filter((record) => record.startsWith('anulación'))).toHaveLength(1);
  });

  it('settles an anulación the AEAT already holds (3000) as sent, never as refused', async () => {
    const { annulment } = cancelOnSameDevice();
    world.aeat.preload('anulacion:T-K7Q4-000001');
    await drain(world.sender(), world.clock);
    expect(history(annulment)).toMatchObject([
      { state: 'Correcto', code: 3000, duplicate: true, resend: false },
    ]);
  });

  it('cancels an alta the AEAT refused with SinRegistroPrevio, and the AEAT takes it', async () => {
    const { annulment } = cancelOnSameDevice();
    world.aeat.refuse('T-K7Q4-000001', 1100, 'Valor o tipo incorrecto del campo.', Infinity);
    await drain(world.sender(), world.clock);
    expect(arrived()).toContain('anulación T-K7Q4-000001 sin registro previo');
    expect(world.queue.final(annulment)).toMatchObject({ state: 'Correcto' });
  });

  it('would have the anulación refused by the fake had it not waited for its alta', async () => {
    // The fake's own rule, which the ordering above avoids: an anulación of an invoice it does not hold.
    const [first] = chainOf('K7Q4', 1, T0);
    if (first === undefined) throw new Error('fixture');
    const orphan = annulled(first, 'A1B2', at(30_000));
    world.queue.addAnnulment(orphan, ISSUER.name);
    await drain(world.sender(), world.clock);
    expect(world.queue.final(orphan)).toMatchObject({ state: 'Incorrecto', code: NOT_REGISTERED.code });
  });
});
