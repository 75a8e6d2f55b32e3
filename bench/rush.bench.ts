// Friday rush: 50 live devices on one gateway (40 waiters, 4 cooks, 4 managers, 2 kitchen screens),
// the soak's devices replicating and writing as the app does. The real gateway (server.ts, DEMO=true)
// runs as a child process on a temp store, bundled and flagged as production runs it, started a
// second time so the demo's loading is behind it. First an idle baseline (one waiter, one order every 2 s),
// then the rush (10 orders a second for 10 minutes, cooks moving them on one tap at a time). Per
// order: waiter's local write → seen on each kitchen screen's replica, split at the gateway's
// acknowledgement of the push. Also the gateway's CPU per order, its RSS, and the devices' requests
// per order by kind. Asserted, in both modes: no order lost or twice, no refused write, no 5xx.
// `--short` (CI): 10 devices, 20 s of rush. See rush/settings.ts for the flags.
import { rm } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { currentUser, signIn, type Account } from './soak/api.ts';
import { gatewayInTemp } from './soak/gateway-process.ts';
import { ServerReader } from './soak/views.ts';
import { runChecks } from './rush/checks.ts';
import { closeFleet, openFleet, startSyncs, type Fleet } from './rush/fleet.ts';
import { cpuMsOf, rssMbOf, RssSampler } from './rush/gateway-probe.ts';
import { converge, idleBaseline, rush } from './rush/phases.ts';
import {
  perOrder,
  printReport,
  round,
  writeResults,
  type PhaseFigures,
  type RushResults,
} from './rush/report.ts';
import { parseRushSettings } from './rush/settings.ts';
import { Timeline, type Phase } from './rush/timeline.ts';
import { Traffic } from './rush/traffic.ts';
import type { BenchContext } from './run.ts';

const ADMIN_EMAIL = 'jefa@rush.restaurantpro.local';
const PASSWORD = 'rush-password-1234';
const TIMEZONE = 'Europe/Madrid';
/** The gateway's memory is read once its start-up work has settled. */
const SETTLE_MS = 2000;

/** Runs `body` as one phase and measures what the phase cost the gateway and the devices. */
async function phase(
  name: Phase,
  pid: number,
  timeline: Timeline,
  traffic: Traffic,
  /** Resolves with the seconds the orders were being written (the rest is their tail). */
  body: () => Promise<number>,
): Promise<PhaseFigures> {
  timeline.phase = name;
  traffic.take();
  const gatewayCpu = await cpuMsOf(pid);
  const devicesCpu = process.cpuUsage();
  const started = performance.now();
  const writingSeconds = await body();
  const seconds = (performance.now() - started) / 1000;
  const gatewayCpuMs = (await cpuMsOf(pid)) - gatewayCpu;
  const { user, system } = process.cpuUsage(devicesCpu);
  const latency = timeline.figures(name);
  const orders = Math.max(1, latency.orders);
  return {
    ...latency,
    seconds: round(seconds),
    ordersPerSecond: round(latency.orders / writingSeconds, 2),
    gatewayCpuMs: Math.round(gatewayCpuMs),
    gatewayCpuMsPerOrder: round(gatewayCpuMs / orders, 2),
    devicesCpuMsPerOrder: round((user + system) / 1000 / orders, 2),
    requestsPerOrder: perOrder(traffic.take(), latency.orders),
  };
}

export async function run({ short }: BenchContext): Promise<void> {
  const settings = parseRushSettings(process.argv.slice(2), short);
  const { gateway, tmp, dataDir, logPath } = await gatewayInTemp('rp-rush-', {
    admin: { email: ADMIN_EMAIL, password: PASSWORD },
    timezone: TIMEZONE,
    historyDays: settings.historyDays,
    startTimeoutMs: 60_000,
    logLevel: settings.logLevel,
    bundled: true,
    ...(settings.gatewayHeapMb === undefined ? {} : { heapMb: settings.gatewayHeapMb }),
    ...(settings.gatewayCpuProfDir === undefined ? {} : { cpuProfDir: settings.gatewayCpuProfDir }),
  });
  const killGateway = () => gateway.killNow();
  process.on('exit', killGateway);
  // A PouchDB promise chain nobody handles would end the run without its report: it fails a check.
  const unhandled: string[] = [];
  const onUnhandled = (reason: unknown) =>
    unhandled.push(reason instanceof Error ? (reason.stack ?? reason.message) : String(reason));
  process.on('unhandledRejection', onUnhandled);

  const timeline = new Timeline();
  const traffic = new Traffic((id, at) => timeline.acknowledged(id, at));
  let lastWritten: string | undefined;
  let fleet: Fleet | undefined;
  let sampler: RssSampler | undefined;
  let reader: ServerReader | undefined;
  let passed = false;
  try {
    await gateway.start();
    // A restaurant's gateway loaded its store long ago: started again, the demo's weeks of history
    // (written at the first start) are behind it, and its memory is measured from a plain start.
    await gateway.stop();
    await gateway.start();
    const pid = gateway.pid;
    if (pid === undefined) throw new Error('the gateway has no process id');
    sampler = new RssSampler(pid);
    await sleep(SETTLE_MS);
    const beforeDevices = await rssMbOf(pid);
    const adminCookie = await signIn(gateway.url, ADMIN_EMAIL, PASSWORD);
    const admin: Account = {
      id: (await currentUser(gateway.url, adminCookie)).id,
      email: ADMIN_EMAIL,
      role: 'admin',
      cookie: adminCookie,
    };
    // The cooks keep up: together about 3.3 one-step moves per order (three steps, a margin).
    const cookMeanMs = (1000 * settings.cooks) / (3.3 * settings.ordersPerSecond);
    fleet = await openFleet({
      url: gateway.url,
      admin,
      settings,
      timezone: TIMEZONE,
      fetch: traffic.fetch,
      onOrderWritten: (id) => {
        lastWritten = id;
        timeline.written(id);
      },
      cookEveryMs: [Math.round(cookMeanMs * 0.5), Math.round(cookMeanMs * 1.5)],
    });
    for (const screen of fleet.kitchenScreens) timeline.watch(screen.local);
    startSyncs(fleet);
    const { waiters, cooks } = fleet;
    const first = waiters[0];
    if (first === undefined) throw new Error('no waiter');
    // Every device live and quiet before the baseline starts: what the gateway spends on them then.
    const quietCpu = await cpuMsOf(pid);
    await sleep(SETTLE_MS);
    const quietCpuMsPerSecond = round(((await cpuMsOf(pid)) - quietCpu) / (SETTLE_MS / 1000));
    const devicesConnected = await rssMbOf(pid);
    console.log(
      `rush: ${fleet.all.length} devices live; idle baseline: ${settings.idleOrders} orders ${settings.idleEveryMs} ms apart`,
    );
    const idle = await phase('idle', pid, timeline, traffic, async () => {
      const started = performance.now();
      await idleBaseline(first, timeline, settings.idleOrders, settings.idleEveryMs, () => lastWritten);
      return (performance.now() - started) / 1000;
    });

    console.log(`rush: ${settings.ordersPerSecond} orders/s for ${settings.rushMs / 1000} s`);
    sampler.reset();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    let pace: Awaited<ReturnType<typeof rush>> | undefined;
    let convergence = { ms: 0, converged: false };
    const rushFigures = await phase('rush', pid, timeline, traffic, async () => {
      loop.enable();
      for (const cook of cooks) cook.startWork();
      const started = performance.now();
      pace = await rush(waiters, settings.ordersPerSecond, settings.rushMs);
      const writingSeconds = (performance.now() - started) / 1000;
      await Promise.all(cooks.map((cook) => cook.stopWork()));
      loop.disable();
      convergence = await converge(timeline, waiters, settings.convergeTimeoutMs);
      return writingSeconds;
    });
    const peakDuringRush = sampler.peak();
    if (pace === undefined) throw new Error('the rush did not run');
    reader = new ServerReader(gateway.url, adminCookie);
    const checks = await runChecks(fleet, reader, {
      serverErrors: traffic.serverErrors,
      harness: [...pace.errors, ...timeline.errors, ...unhandled],
      gatewayCrashes: gateway.crashes,
    });
    const serverView = await reader.read();
    const { errors: _errors, ...paceFigures } = pace;
    passed = convergence.converged && checks.every((c) => c.ok);
    const results: RushResults = {
      mode: short ? 'short' : 'full',
      settings,
      devices: {
        waiters: waiters.length,
        cooks: cooks.length,
        managers: fleet.managers.length,
        kitchenScreens: fleet.kitchenScreens.length,
        total: fleet.all.length,
      },
      idle,
      rush: {
        ...rushFigures,
        pace: paceFigures,
        devicesEventLoopDelayP99Ms: round(loop.percentile(99) / 1e6),
      },
      gatewayQuietCpuMsPerSecond: quietCpuMsPerSecond,
      rushOverIdleP95: round(rushFigures.total.p95 / Math.max(0.1, idle.total.p95), 2),
      convergence,
      gatewayRssMb: { beforeDevices, devicesConnected, peakDuringRush, afterConvergence: await rssMbOf(pid) },
      rssSamples: sampler.samples,
      serverOrdersInConflict: serverView.conflicted.filter((id) => id.startsWith('order:')).length,
      checks,
      passed,
    };
    printReport(results);
    console.log(`rush: results in ${await writeResults(results)}`);
  } finally {
    sampler?.stop();
    timeline.close();
    if (fleet !== undefined) await closeFleet(fleet);
    await reader?.close();
    await gateway.stop();
    await gateway.closeLog();
    process.off('exit', killGateway);
    process.off('unhandledRejection', onUnhandled);
    if (passed) await rm(tmp, { recursive: true, force: true });
    else console.error(`rush: gateway log ${logPath} (store in ${dataDir})`);
  }
  if (!passed) throw new Error('rush: an order was lost or twice, a write refused, or a 5xx (see above)');
}
