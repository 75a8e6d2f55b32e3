import type { IdleClock } from '../src/lib/idle-timer.ts';

/**
 * A clock that moves only when told: `advance(ms)` runs the timeouts falling due, in order, at their
 * own time. For timers tested without sleeping (the terminal's idle lock).
 */
export function manualClock() {
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
      const due = [...pending.entries()]
        .filter(([, timer]) => timer.at <= target)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = target;
  };
  return { clock, advance, pending: () => pending.size };
}
