import { describe, expect, it } from 'vitest';
import type { SendStep } from '../../src/fiscal/sender.ts';
import { chainOf } from './tickets.ts';
import { drain } from './virtual-clock.ts';
import { eachTestWorld, T0, type World } from './world.ts';

let world: World;

eachTestWorld((created) => {
  world = created;
});

const sent = (steps: readonly SendStep[]) => steps.filter((step) => step.kind === 'sent');

describe('sending in messages', () => {
  it('sends 2.500 records as 3 messages of at most 1.000, in generation order, waiting as the AEAT asks', async () => {
    // Two devices' chains, issued within the last minute (ten a second).
    const k7 = chainOf('K7Q4', 1300, T0 - 60_000, { stepMs: 40 });
    const m2 = chainOf('M2X9', 1200, T0 - 60_000, { stepMs: 40 });
    world.queue.add(...m2, ...k7);
    world.aeat.waitSeconds = 90;

    const steps = await drain(world.sender(), world.clock);

    expect(world.aeat.violations).toEqual([]);
    const messages = world.aeat.received;
    expect(messages.map(({ message }) => message?.altas.length)).toEqual([1000, 1000, 500]);
    // By installation, then seq: K7Q4's 1.300, then M2X9's 1.200.
    expect(world.aeat.altas().map((alta) => alta.numSerie)).toEqual(
      [...k7, ...m2].map((t) => t.fiscal.NumSerieFactura),
    );
    // Each message waited TiempoEsperaEnvio after the answer before it.
    const gaps = messages.slice(1).map((received, i) => received.at - (messages[i]?.at ?? 0));
    expect(gaps.every((gap) => gap >= 90_000)).toBe(true);
    expect(steps.map((step) => step.kind)).toEqual(['sent', 'sent', 'sent', 'idle']);
    expect(sent(steps).every((step) => step.kind === 'sent' && !step.incidencia)).toBe(true);
    expect([...k7, ...m2].every((ticket) => world.queue.final(ticket)?.state === 'Correcto')).toBe(true);
  });

  it('does not send before the wait is over, even when asked', async () => {
    const [first, second] = chainOf('K7Q4', 2, T0);
    if (first === undefined || second === undefined) throw new Error('fixture');
    const sender = world.sender();
    world.queue.add(first);
    expect((await sender.runOnce()).kind).toBe('sent');
    world.queue.add(second);
    world.clock.advance(59_000);
    expect(await sender.runOnce()).toEqual({ kind: 'waiting', nextInMs: 1000 });
    expect(world.aeat.received).toHaveLength(1);
    world.clock.advance(1000);
    expect((await sender.runOnce()).kind).toBe('sent');
    expect(world.aeat.received).toHaveLength(2);
    expect(await sender.runOnce()).toMatchObject({ kind: 'waiting' });
  });

  it('marks records that reach it long after they were generated with Incidencia = S, and sends them first', async () => {
    // An hour-old chain from a device that was offline, and one generated now.
    const late = chainOf('A1B2', 3, T0 - 3_600_000);
    const fresh = chainOf('K7Q4', 2, T0);
    world.queue.add(...late, ...fresh);
    const steps = sent(await drain(world.sender(), world.clock));
    expect(steps.map((step) => step.kind === 'sent' && [step.incidencia, step.settled.length])).toEqual([
      [true, 3],
      [false, 2],
    ]);
    expect(world.aeat.received.map(({ message }) => message?.incidencia)).toEqual([true, false]);
    expect(late.every((ticket) => world.queue.final(ticket)?.incidencia === true)).toBe(true);
    expect(world.aeat.violations).toEqual([]);
  });

  it('runs on its own between start and stop, woken by notify but still waiting as the AEAT asks', async () => {
    const sender = world.sender();
    const chain = chainOf('K7Q4', 3, T0);
    world.queue.add(...chain);
    sender.start();
    await expect.poll(() => world.queue.settleCalls.length).toBe(1);
    world.queue.add(...chainOf('K7Q4', 2, world.clock.now(), { from: 4, last: chain.at(-1) }));
    sender.notify();
    await expect.poll(() => world.queue.settleCalls.length).toBe(2);
    await sender.stop();
    const [first, second] = world.aeat.received;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(60_000);
    expect(world.aeat.altas()).toHaveLength(5);
    expect(world.aeat.violations).toEqual([]);
  });
});
