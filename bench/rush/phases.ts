// The two phases the figures come from: a quiet baseline (one waiter, one order at a time) and the
// rush (every waiter, a fixed total rate, cooks tapping orders on), and the wait for convergence.
import { setTimeout as sleep } from 'node:timers/promises';
import type { SoakDevice } from '../soak/devices.ts';
import type { Timeline } from './timeline.ts';

/** An idle-phase order not on every kitchen screen after this long fails the run rather than hang it. */
const IDLE_ORDER_TIMEOUT_MS = 30_000;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One waiter sends `count` rounds `everyMs` apart, each waited for until every kitchen screen holds
 * it (through the screens' changes feeds), so no two orders are ever in flight together.
 */
export async function idleBaseline(
  waiter: SoakDevice,
  timeline: Timeline,
  count: number,
  everyMs: number,
  lastWritten: () => string | undefined,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await waiter.sendRound();
    const id = lastWritten();
    if (id === undefined) throw new Error('the idle waiter wrote no order');
    await within(
      timeline.whenSeenEverywhere(id),
      IDLE_ORDER_TIMEOUT_MS,
      `idle order ${id} on the kitchen screens`,
    );
    await sleep(Math.max(0, started + everyMs - performance.now()));
  }
}

export interface RushPace {
  /** Rounds the pacer started. */
  sent: number;
  /** Ticks that found every waiter still busy with its previous round (the rate fell short). */
  skipped: number;
  /** How far behind its schedule the pacer ran at worst, in ms (the devices' process was saturated). */
  worstLagMs: number;
  errors: string[];
}

/**
 * `ordersPerSecond` rounds a second for `durationMs`, spread over the waiters in turn (a waiter still
 * busy with its previous round is passed over), on a schedule that does not drift.
 */
export async function rush(
  waiters: readonly SoakDevice[],
  ordersPerSecond: number,
  durationMs: number,
): Promise<RushPace> {
  const pace: RushPace = { sent: 0, skipped: 0, worstLagMs: 0, errors: [] };
  const busy = new Set<SoakDevice>();
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / ordersPerSecond;
  const ticks = Math.round((durationMs / 1000) * ordersPerSecond);
  const start = performance.now();
  let next = 0;
  for (let tick = 0; tick < ticks; tick++) {
    const due = start + tick * interval;
    await sleep(Math.max(0, due - performance.now()));
    pace.worstLagMs = Math.max(pace.worstLagMs, performance.now() - due);
    const waiter = [...waiters.keys()]
      .map((k) => waiters[(next + k) % waiters.length])
      .find((w): w is SoakDevice => w !== undefined && !busy.has(w));
    if (waiter === undefined) {
      pace.skipped++;
      continue;
    }
    next = (waiters.indexOf(waiter) + 1) % waiters.length;
    busy.add(waiter);
    pace.sent++;
    const round: Promise<void> = waiter
      .sendRound()
      .catch((err: unknown) => {
        pace.errors.push(`${waiter.name}: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        busy.delete(waiter);
        inFlight.delete(round);
      });
    inFlight.add(round);
  }
  await Promise.all(inFlight);
  pace.worstLagMs = Math.round(pace.worstLagMs);
  return pace;
}

/**
 * Resolves once every order written is on every kitchen screen and acknowledged to its waiter, or
 * when `timeoutMs` has passed (the checks then name what is missing). The screens are waited for
 * through their feeds; the acknowledgements, which come in the same moments, are looked at after.
 */
export async function converge(
  timeline: Timeline,
  waiters: readonly SoakDevice[],
  timeoutMs: number,
): Promise<{ ms: number; converged: boolean }> {
  const started = performance.now();
  const deadline = started + timeoutMs;
  try {
    await within(
      Promise.all(timeline.unseen().map((id) => timeline.whenSeenEverywhere(id))),
      timeoutMs,
      'every order on every kitchen screen',
    );
  } catch {
    return { ms: Math.round(performance.now() - started), converged: false };
  }
  const unacknowledged = () =>
    waiters.some((waiter) => [...waiter.created.keys()].some((id) => !waiter.acknowledged.has(id)));
  while (unacknowledged() && performance.now() < deadline) await sleep(100);
  return { ms: Math.round(performance.now() - started), converged: !unacknowledged() };
}
