import type { CheckResult } from '../soak/checks.ts';
import type { SoakDevice } from '../soak/devices.ts';
import type { LatencyFigures } from '../rush/timeline.ts';
import type { SiteSettings } from './settings.ts';

/** The run's figures, as measured; absent where the run stopped before measuring them. */
export interface SiteFigures {
  before?: LatencyFigures;
  during?: LatencyFigures;
  /** From the cut to the hub's `offlineSince`, and to the cloud running the reactions. */
  outageSeenMs?: number;
  cloudTookOverMs?: number;
  hubStartMs?: number;
  payments: { answered: number; checksPaid: number; grown: number; idle: number };
  tickets?: number;
  /** From the heal to every replica agreeing, and to the hub holding the lease with the cloud standing by. */
  convergenceMs?: number;
  handBackMs?: number | null;
  /** Requests answered 5xx, per gateway, from their logs; lines at `error` level. */
  serverErrors: Record<string, number>;
  errorLines: string[];
}

function latencyLine(name: string, figures: LatencyFigures | undefined): string {
  if (figures === undefined) return `${name.padEnd(24)}not measured`;
  const { total, deviceToGateway: up, gatewayToKitchen: down } = figures;
  return (
    `${name.padEnd(24)}p50 ${total.p50} ms, p95 ${total.p95} ms, max ${total.max} ms over ${figures.orders} rounds ` +
    `(waiter → hub p50 ${up.p50} ms, hub → kitchen p50 ${down.p50} ms)`
  );
}

const seconds = (ms: number | null | undefined) =>
  ms === undefined ? 'not measured' : ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`;

/** Prints the settings, the figures and the checks; returns true when a check failed. */
export function printReport(
  settings: SiteSettings,
  devices: readonly SoakDevice[],
  figures: SiteFigures,
  checks: readonly CheckResult[],
  reproduce: string,
): boolean {
  const sum = (what: (device: SoakDevice) => number) =>
    devices.reduce((total, device) => total + what(device), 0);
  const waiters = devices.filter((d) => d.role === 'waiter').length;
  const { before, during } = figures;
  console.log('\n=== site outage results ===');
  console.log(
    `settings                ${settings.short ? 'short' : 'full'}: outage of ${settings.outageMs / 60_000} min, ` +
      `${settings.rounds} latency rounds ${settings.roundEveryMs} ms apart, ${waiters} waiters, ` +
      `${devices.length - waiters} cooks (kitchen screens), seed ${settings.seed}`,
  );
  console.log(latencyLine('kitchen before the cut', before));
  console.log(latencyLine('kitchen during outage', during));
  if (before !== undefined && during !== undefined)
    console.log(
      `latency ratio           p50 ${(during.total.p50 / Math.max(1, before.total.p50)).toFixed(2)}, ` +
        `p95 ${(during.total.p95 / Math.max(1, before.total.p95)).toFixed(2)} (during / before)`,
    );
  console.log(
    `orders written          ${sum((d) => d.stats.ordersWritten)} (${sum((d) => d.acknowledged.size)} of ` +
      `${sum((d) => d.created.size)} acknowledged by the hub), ${sum((d) => d.stats.checksOpened)} checks opened, ` +
      `${sum((d) => d.stats.statusMoves)} status moves`,
  );
  console.log(
    `payments                ${figures.payments.answered} (${figures.payments.checksPaid} checks paid, ` +
      `${figures.payments.grown} bills grown meanwhile, ${figures.payments.idle} turns with nothing to take); ` +
      `${figures.tickets ?? '?'} tickets in the cloud`,
  );
  console.log(
    `outage                  seen by the hub ${seconds(figures.outageSeenMs)} after the cut; ` +
      `the cloud ran the reactions ${seconds(figures.cloudTookOverMs)} after it; the hub restarted in ${seconds(figures.hubStartMs)}`,
  );
  console.log(`time to converge        ${seconds(figures.convergenceMs)} after the heal`);
  console.log(`lease handed back       ${seconds(figures.handBackMs)} after the heal`);
  console.log(
    `5xx answered            ${Object.entries(figures.serverErrors)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}`,
  );
  if (figures.errorLines.length > 0) console.log(`error lines logged      ${figures.errorLines.join('; ')}`);
  console.log('\nchecks:');
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  const failed = checks.length === 0 || checks.some((c) => !c.ok);
  console.log(failed ? `\nsite outage FAILED — reproduce with: ${reproduce}` : '\nsite outage passed');
  return failed;
}
