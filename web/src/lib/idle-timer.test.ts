import { describe, expect, it } from 'vitest';
import { manualClock } from '../../test/helper.ts';
import { IdleTimer } from './idle-timer.ts';

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
