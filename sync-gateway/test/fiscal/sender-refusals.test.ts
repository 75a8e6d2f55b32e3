import { describe, expect, it } from 'vitest';
import type { SettledRecord } from '../../src/fiscal/queue.ts';
import type { FiscalTicket } from '../../src/fiscal/xml.ts';
import { chainOf } from './tickets.ts';
import { drain } from './virtual-clock.ts';
import { eachTestWorld, T0, type World } from './world.ts';

let world: World;
let chain: FiscalTicket[];

eachTestWorld((created) => {
  world = created;
  chain = chainOf('K7Q4', 4, T0);
  created.queue.add(...chain);
});

const numSerie = (n: number) => `T-K7Q4-${String(n).padStart(6, '0')}`;
/** How many times the fake AEAT got the record, and as what. */
const arrivals = (n: number) =>
  world.aeat
    .altas()
    .filter((alta) => alta.numSerie === numSerie(n))
    .map((alta) => (alta.subsanacion ? `subsanación${alta.rechazoPrevio ? ' tras rechazo' : ''}` : 'alta'));
const history = (n: number): Array<Partial<SettledRecord>> =>
  (world.queue.answers.get(`ticket:${numSerie(n)}`) ?? []).map(
    ({ state, code, duplicate, subsanacion, resend }) => ({
      state,
      code,
      duplicate,
      subsanacion,
      resend,
    }),
  );

describe('the answers to each record', () => {
  it('resends a record refused for a fixable reason once, as a subsanación after a rejection', async () => {
    world.aeat.refuse(numSerie(2), 3501, 'Error técnico de base de datos.');
    await drain(world.sender(), world.clock);
    expect(arrivals(2)).toEqual(['alta', 'subsanación tras rechazo']);
    expect(history(2)).toEqual([
      { state: 'Incorrecto', code: 3501, duplicate: false, subsanacion: false, resend: true },
      { state: 'Correcto', code: undefined, duplicate: false, subsanacion: true, resend: false },
    ]);
    // The others went once, in the first message.
    expect([1, 3, 4].map(arrivals)).toEqual([['alta'], ['alta'], ['alta']]);
    expect(world.aeat.received.map(({ message }) => message?.altas.length)).toEqual([4, 1]);
    expect(world.aeat.violations).toEqual([]);
  });

  it('keeps a refusal that is not fixable, and does not send it again', async () => {
    world.aeat.refuse(numSerie(3), 1100, 'Valor o tipo incorrecto del campo.', Infinity);
    const steps = await drain(world.sender(), world.clock);
    expect(steps.map((step) => step.kind)).toEqual(['sent', 'idle']);
    expect(arrivals(3)).toEqual(['alta']);
    expect(history(3)).toEqual([
      { state: 'Incorrecto', code: 1100, duplicate: false, subsanacion: false, resend: false },
    ]);
    expect(world.queue.final(chain[2] as FiscalTicket)?.description).toBe(
      'Valor o tipo incorrecto del campo.',
    );
    // Later runs leave it alone.
    world.clock.advance(3_600_000);
    expect((await world.sender().runOnce()).kind).toBe('idle');
    expect(arrivals(3)).toEqual(['alta']);
  });

  it('sends a subsanación once only, even when it is refused for a fixable reason again', async () => {
    world.aeat.refuse(
      numSerie(1),
      3500,
      'Error técnico de base de datos: error en la integridad de la información.',
      5,
    );
    await drain(world.sender(), world.clock);
    expect(arrivals(1)).toEqual(['alta', 'subsanación tras rechazo']);
    expect(world.queue.final(chain[0] as FiscalTicket)).toMatchObject({
      state: 'Incorrecto',
      code: 3500,
      resend: false,
    });
  });

  it('settles a duplicate (3000) as accepted and never sends it again', async () => {
    world.aeat.preload(numSerie(1));
    const steps = await drain(world.sender(), world.clock);
    expect(steps.map((step) => step.kind)).toEqual(['sent', 'idle']);
    expect(history(1)).toEqual([
      { state: 'Correcto', code: 3000, duplicate: true, subsanacion: false, resend: false },
    ]);
    expect(arrivals(1)).toEqual(['alta']);
    world.clock.advance(3_600_000);
    expect((await world.sender().runOnce()).kind).toBe('idle');
  });

  it('settles a record accepted with errors as such, without resending it', async () => {
    world.aeat.acceptWithErrors(
      numSerie(4),
      2004,
      'El valor del campo FechaHoraHusoGenRegistro debe ser la fecha actual',
    );
    await drain(world.sender(), world.clock);
    expect(history(4)).toEqual([
      { state: 'AceptadoConErrores', code: 2004, duplicate: false, subsanacion: false, resend: false },
    ]);
    expect(arrivals(4)).toEqual(['alta']);
  });
});
