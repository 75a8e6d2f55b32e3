import { setTimeout as sleep } from 'node:timers/promises';
import type { GatewayProcess } from './gateway-process.ts';
import type { FaultProxy } from './proxy.ts';
import { between, type SoakSettings } from './settings.ts';

/** Waits `ms`, or less if the run ends first; resolves false when the run ended. */
export async function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/**
 * Kills the gateway with SIGKILL `settings.kills` times, spread evenly over the run with some jitter,
 * and starts it again on the same store and port after a short downtime. Resolves once the run is
 * over and the gateway is up; a start that fails rejects (the run fails, the log says why).
 */
export async function killLoop(
  gateway: GatewayProcess,
  settings: SoakSettings,
  random: () => number,
  signal: AbortSignal,
  note: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  const spacing = settings.durationMs / (settings.kills + 1);
  for (let k = 1; k <= settings.kills; k++) {
    const at = started + spacing * k + (random() - 0.5) * spacing * 0.5;
    if (!(await wait(Math.max(0, at - Date.now()), signal))) break;
    await gateway.kill();
    const down = between(random, settings.downtimeMs);
    note(`kill #${gateway.kills} at ${((Date.now() - started) / 1000).toFixed(1)} s, down ${down} ms`);
    // The downtime runs to the end even if the run ends meanwhile: the gateway must come back.
    await sleep(down);
    const restart = Date.now();
    await gateway.start();
    note(`  back after a ${Date.now() - restart} ms start`);
  }
}

/**
 * Until the run ends, breaks the proxy's link now and then: a cut (every open connection reset) or a
 * stall (every byte held for a while).
 */
export async function flapLoop(
  proxy: FaultProxy,
  settings: SoakSettings,
  random: () => number,
  signal: AbortSignal,
): Promise<void> {
  while (await wait(between(random, settings.flapEveryMs), signal)) {
    if (random() < settings.cutShare) proxy.cut();
    else proxy.stall(between(random, settings.stallMs));
  }
}
