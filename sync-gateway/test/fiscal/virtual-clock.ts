import type { FiscalSender, SendStep, SenderClock } from '../../src/fiscal/sender.ts';

/**
 * A clock the test moves: `sleep` advances it at once (and yields to the event loop, so real I/O
 * such as the fake AEAT's answers still happens), so hours of retries take milliseconds.
 */
export class VirtualClock implements SenderClock {
  readonly sleeps: number[] = [];

  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  advance(ms: number): void {
    this.time += ms;
  }

  async sleep(ms: number, signal: AbortSignal): Promise<void> {
    this.sleeps.push(ms);
    if (!signal.aborted) this.time += ms;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Takes steps until the sender is idle, moving the clock by what each step asks, and returns them.
 * Fails past `maxSteps`, so a sender that never settles down fails the test instead of hanging it.
 */
export async function drain(sender: FiscalSender, clock: VirtualClock, maxSteps = 100): Promise<SendStep[]> {
  const steps: SendStep[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const step = await sender.runOnce();
    steps.push(step);
    if (step.kind === 'idle') return steps;
    clock.advance(step.nextInMs);
  }
  throw new Error(`Not idle after ${maxSteps} steps: ${steps.map((step) => step.kind).join(', ')}`);
}
