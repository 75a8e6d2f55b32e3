// The rush's figures: printed as tables and written to bench/results/rush.json (rush-short.json).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckResult } from '../soak/checks.ts';
import type { RushPace } from './phases.ts';
import type { RushSettings } from './settings.ts';
import type { LatencyFigures } from './timeline.ts';
import { REQUEST_KINDS, type RequestKind } from './traffic.ts';

export interface PhaseFigures extends LatencyFigures {
  /** From the first order written to the last one on every kitchen screen. */
  seconds: number;
  /** Orders over the time they were being written. */
  ordersPerSecond: number;
  /** Gateway CPU (user + system) over the phase, and per order. */
  gatewayCpuMs: number;
  gatewayCpuMsPerOrder: number;
  /** This process's CPU (every device) per order: when it nears 1000 ms a second, the client side saturates. */
  devicesCpuMsPerOrder: number;
  /** Every device's requests per order, by kind and in all. */
  requestsPerOrder: Record<RequestKind, number> & { total: number };
}

export interface RushResults {
  mode: 'full' | 'short';
  settings: RushSettings;
  devices: { waiters: number; cooks: number; managers: number; kitchenScreens: number; total: number };
  idle: PhaseFigures;
  rush: PhaseFigures & { pace: Omit<RushPace, 'errors'>; devicesEventLoopDelayP99Ms: number };
  /** The gateway's CPU with every device live and nothing written (it is in the idle phase's figure). */
  gatewayQuietCpuMsPerSecond: number;
  /** Rush p95 over idle p95, write → kitchen screen. */
  rushOverIdleP95: number;
  convergence: { ms: number; converged: boolean };
  gatewayRssMb: {
    beforeDevices: number;
    devicesConnected: number;
    peakDuringRush: number;
    afterConvergence: number;
  };
  rssSamples: Array<{ atS: number; rssMb: number }>;
  serverOrdersInConflict: number;
  checks: CheckResult[];
  passed: boolean;
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export function perOrder(
  counts: Record<RequestKind, number>,
  orders: number,
): PhaseFigures['requestsPerOrder'] {
  const per = (n: number) => round(n / Math.max(1, orders), 2);
  const byKind = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, per(counts[kind])])) as Record<
    RequestKind,
    number
  >;
  return { ...byKind, total: per(REQUEST_KINDS.reduce((sum, kind) => sum + counts[kind], 0)) };
}

export function printReport(results: RushResults): void {
  const rows = (['idle', 'rush'] as const).map((phase) => {
    const p = results[phase];
    return {
      phase,
      orders: p.orders,
      'orders/s': p.ordersPerSecond,
      'p50 ms': p.total.p50,
      'p95 ms': p.total.p95,
      'max ms': p.total.max,
      'dev→gw p50/p95': `${p.deviceToGateway.p50} / ${p.deviceToGateway.p95}`,
      'gw→kitchen p50/p95': `${p.gatewayToKitchen.p50} / ${p.gatewayToKitchen.p95}`,
      'gw CPU ms/order': p.gatewayCpuMsPerOrder,
      'req/order': p.requestsPerOrder.total,
      'req/order/device': round(p.requestsPerOrder.total / results.devices.total, 2),
    };
  });
  console.table(rows);
  console.table(
    Object.fromEntries((['idle', 'rush'] as const).map((phase) => [phase, results[phase].requestsPerOrder])),
  );
  const { devices, gatewayRssMb: rss, rush } = results;
  console.log(
    `${devices.total} devices (${devices.waiters} waiters, ${devices.cooks} cooks, ${devices.managers} managers, ` +
      `${devices.kitchenScreens} kitchen screens); rush p95 / idle p95 = ${results.rushOverIdleP95}. ` +
      `Gateway CPU with the devices live and quiet: ${results.gatewayQuietCpuMsPerSecond} ms/s. ` +
      `Gateway RSS: ${rss.beforeDevices} MB before devices, ${rss.devicesConnected} MB connected, ` +
      `${rss.peakDuringRush} MB peak in the rush, ${rss.afterConvergence} MB after convergence ` +
      `(${results.convergence.ms} ms). Pacer: ${rush.pace.sent} rounds, ${rush.pace.skipped} skipped, ` +
      `worst lag ${rush.pace.worstLagMs} ms; devices' CPU ${rush.devicesCpuMsPerOrder} ms/order, ` +
      `event-loop delay p99 ${rush.devicesEventLoopDelayP99Ms} ms.`,
  );
  for (const c of results.checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
}

export async function writeResults(results: RushResults): Promise<string> {
  const dir = fileURLToPath(new URL('../results/', import.meta.url));
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `rush${results.mode === 'short' ? '-short' : ''}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

export { round };
