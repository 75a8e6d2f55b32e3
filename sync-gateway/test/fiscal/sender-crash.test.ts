import { describe, expect, it } from 'vitest';
import type { FiscalTicket } from '../../src/fiscal/xml.ts';
import { chainOf } from './tickets.ts';
import { drain } from './virtual-clock.ts';
import { eachTestWorld, T0, type World } from './world.ts';

let world: World;
let chain: FiscalTicket[];

eachTestWorld((created) => {
  world = created;
  chain = chainOf('K7Q4', 5, T0);
  created.queue.add(...chain);
});

/** Every record settled exactly once, accepted: nothing lost, nothing counted twice. */
function expectEachSettledOnceAccepted() {
  for (const ticket of chain) {
    const answers = world.queue.answers.get(ticket._id) ?? [];
    expect(answers, ticket._id).toHaveLength(1);
    expect(answers[0]?.state).toBe('Correcto');
  }
  // The AEAT registered each record once.
  expect([...world.aeat.held.keys()].sort()).toEqual(chain.map((t) => t.fiscal.NumSerieFactura));
}

describe('a sender that dies mid-send', () => {
  it('resends after a restart what it sent without an answer, and settles it on the duplicate', async () => {
    // The AEAT registers the message, and the answer never arrives (the gateway was killed).
    world.aeat.loseAnswers = 1;
    const first = world.sender();
    expect(await first.runOnce()).toMatchObject({ kind: 'failed', records: 5 });
    expect(world.queue.settleCalls).toEqual([]);
    expect(world.aeat.held.size).toBe(5);

    // A new process: nothing but the queue survived.
    world.clock.advance(120_000);
    const steps = await drain(world.sender(), world.clock);
    expect(steps.map((step) => step.kind)).toEqual(['sent', 'idle']);
    expectEachSettledOnceAccepted();
    expect(chain.every((ticket) => world.queue.final(ticket)?.duplicate === true)).toBe(true);
    // The same five records reached the AEAT twice: once registered, once as duplicates.
    expect(world.aeat.received.map((received) => [received.outcome, received.message?.altas.length])).toEqual(
      [
        ['answer-lost', 5],
        ['answered', 5],
      ],
    );
    expect(world.aeat.violations).toEqual([]);
  });

  it('resends what it could not store the answer of, and settles it then', async () => {
    // The AEAT registers and answers, but the store fails before keeping the answers.
    world.queue.failSettles = 1;
    const sender = world.sender();
    await expect(sender.runOnce()).rejects.toThrow('store unavailable');
    world.clock.advance(60_000);
    await drain(sender, world.clock);
    expectEachSettledOnceAccepted();
    expect(chain.every((ticket) => world.queue.final(ticket)?.duplicate === true)).toBe(true);
  });

  it('settles new records as new and the unanswered ones as duplicates when both go in one message', async () => {
    world.aeat.loseAnswers = 1;
    await world.sender().runOnce();
    const more = chainOf('K7Q4', 2, T0 + 60_000, { from: 6, last: chain.at(-1) });
    world.queue.add(...more);
    world.clock.advance(60_000);
    await drain(world.sender(), world.clock);
    expect([...chain, ...more].map((ticket) => world.queue.final(ticket)?.duplicate)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(world.aeat.held.size).toBe(7);
    expect(world.aeat.violations).toEqual([]);
  });
});
