import { describe, expect, it } from 'vitest';
import { IdleTimer, type IdleClock } from './idle-timer.ts';

/** A clock that only moves when told, running the timeouts that fall due. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const clock: IdleClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    const target = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, timer]) => timer.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = target;
  };
  return { clock, advance, pending: () => pending.size };
}

describe('IdleTimer', () => {
  it('locks once the idle time has passed with no input', () => {
    const { clock, advance } = manualClock();
    let locks = 0;
    const timer = new IdleTimer(120_000, () => locks++, clock);
    timer.start();
    advance(119_999);
    expect(locks).toBe(0);
    advance(1);
    expect(locks).toBe(1);
    advance(600_000);
    expect(locks).toBe(1);
  });

  it('counts the idle time again from the last input', () => {
    const { clock, advance } = manualClock();
    let locks = 0;
    const timer = new IdleTimer(120_000, () => locks++, clock);
    timer.start();
    advance(100_000);
    timer.touch();
    advance(100_000);
    expect(locks).toBe(0);
    advance(19_999);
    expect(locks).toBe(0);
    advance(1);
    expect(locks).toBe(1);
  });

  it('keeps a single pending timeout however much input arrives', () => {
    const { clock, advance, pending } = manualClock();
    const timer = new IdleTimer(60_000, () => undefined, clock);
    timer.start();
    for (let i = 0; i < 1000; i++) {
      advance(10);
      timer.touch();
    }
    expect(pending()).toBe(1);
  });

  it('never locks once stopped', () => {
    const { clock, advance, pending } = manualClock();
    let locks = 0;
    const timer = new IdleTimer(1000, () => locks++, clock);
    timer.start();
    timer.stop();
    advance(5000);
    expect(locks).toBe(0);
    expect(pending()).toBe(0);
  });
});
