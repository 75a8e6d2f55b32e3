import { describe, expect, it } from 'vitest';
import type { Outage } from './fake-aeat.ts';
import { chainOf } from './tickets.ts';
import { drain } from './virtual-clock.ts';
import { eachTestWorld, T0, type World } from './world.ts';

let world: World;

eachTestWorld((created) => {
  world = created;
});

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('an outage of the AEAT', () => {
  it.each<[Outage]>([['reset'], ['fault'], ['unavailable']])(
    'of two hours (%s) is retried at least hourly, and what goes out after it says Incidencia = S, in order',
    async (outage) => {
      const start = world.clock.now();
      world.aeat.outage = (now) => (now < start + 2 * HOUR ? outage : null);
      const before = chainOf('K7Q4', 3, T0);
      world.queue.add(...before);
      const sender = world.sender();

      // The loop runs on the virtual clock: two hours of pauses take milliseconds.
      sender.start();
      await expect.poll(() => world.queue.settleCalls.length, { timeout: 10_000 }).toBe(1);
      await sender.stop();

      const attempts = world.aeat.received.map((received) => received.at - start);
      // 1, 2, 4… minutes after each failure, doubling up to an hour, then hourly.
      expect(attempts).toEqual([0, 1, 3, 7, 15, 31, 63, 123].map((minutes) => minutes * MINUTE));
      const gaps = attempts.slice(1).map((at, i) => at - (attempts[i] ?? 0));
      expect(Math.max(...gaps)).toBe(HOUR);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MINUTE);
      expect(world.aeat.received.slice(0, -1).every((received) => received.outcome === outage)).toBe(true);

      const recovery = world.aeat.received.at(-1);
      expect(recovery?.outcome).toBe('answered');
      expect(recovery?.message?.incidencia).toBe(true);
      expect(recovery?.message?.altas.map((alta) => alta.numSerie)).toEqual(
        before.map((t) => t.fiscal.NumSerieFactura),
      );
      expect(before.map((ticket) => world.queue.final(ticket))).toMatchObject(
        before.map(() => ({ state: 'Correcto', incidencia: true })),
      );
      expect(sender.status()).toMatchObject({ failingSince: null, failures: 0 });

      // Records generated after it go out as usual.
      const after = chainOf('K7Q4', 2, world.clock.now(), { from: 4, last: before.at(-1) });
      world.queue.add(...after);
      const steps = await drain(sender, world.clock);
      expect(
        steps.flatMap((step) => (step.kind === 'sent' ? [[step.incidencia, step.settled.length]] : [])),
      ).toEqual([[false, 2]]);
      expect(world.aeat.altas().map((alta) => alta.numSerie)).toEqual(
        [...before, ...after].map((t) => t.fiscal.NumSerieFactura),
      );
      expect(world.aeat.violations).toEqual([]);
    },
  );

  it('marks a record generated during it with Incidencia = S, even when it reaches the sender later', async () => {
    const start = world.clock.now();
    world.aeat.outage = (now) => (now < start + 10 * MINUTE ? 'reset' : null);
    const before = chainOf('K7Q4', 1, T0);
    world.queue.add(...before);
    const sender = world.sender();
    // Fails at 0, 1, 3 and 7 minutes; answered at 15.
    const steps = [];
    while (world.aeat.received.at(-1)?.outcome !== 'answered') {
      const step = await sender.runOnce();
      steps.push(step.kind);
      world.clock.advance(step.nextInMs);
    }
    expect(steps).toEqual(['failed', 'failed', 'failed', 'failed', 'sent']);
    const recovered = world.aeat.received.at(-1)?.at ?? 0;
    expect(recovered - start).toBe(15 * MINUTE);
    // A device that was offline pushes a record it issued a minute before the recovery, and one
    // issued after it; a minute later both reach the sender, neither of them late.
    const during = chainOf('K7Q4', 1, recovered - MINUTE, { from: 2, last: before.at(-1) });
    const after = chainOf('K7Q4', 1, recovered + 30_000, { from: 3, last: during.at(-1) });
    world.queue.add(...during, ...after);
    world.clock.advance(MINUTE);
    const sent = (await drain(sender, world.clock)).flatMap((step) =>
      step.kind === 'sent' ? [[step.incidencia, step.settled.map((settled) => settled.numSerie)]] : [],
    );
    expect(sent).toEqual([
      [true, ['T-K7Q4-000002']],
      [false, ['T-K7Q4-000003']],
    ]);
    expect(world.aeat.violations).toEqual([]);
  });

  it('leaves the records pending while it lasts, and never asks faster than once a minute', async () => {
    world.aeat.outage = () => 'reset';
    const chain = chainOf('K7Q4', 2, T0);
    world.queue.add(...chain);
    const sender = world.sender();
    const first = await sender.runOnce();
    expect(first).toMatchObject({ kind: 'failed', records: 2, nextInMs: MINUTE });
    // Asked again at once, it does not send.
    expect(await sender.runOnce()).toEqual({ kind: 'waiting', nextInMs: MINUTE });
    expect(world.aeat.received).toHaveLength(1);
    expect(world.queue.settleCalls).toEqual([]);
    expect(sender.status()).toMatchObject({ failingSince: world.clock.now(), failures: 1 });
    expect(world.logs.some((log) => log.level === 'warn')).toBe(true);
  });
});
