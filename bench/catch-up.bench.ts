// A year of orders written behind the gateway's back (a restore, an upgrade): written straight into
// a stopped gateway's store with no follower's checkpoint moved and no index refreshed, then the
// gateway started on it. How long it takes to catch up (its reactions, projections, reports and
// indexes through the year: until its process is quiet), its memory meanwhile and once settled
// against the same folder started again, and how long a new device waits for its first pull of the
// floor while the catch-up runs. The gateway runs bundled with production's flags, in a process of
// its own (bench/gateway-child.ts). Full mode: 70,000 orders over 365 days (CATCH_UP_ORDERS for
// another year); short mode (CI) 3,000.
// Targets (full mode): caught up within 5 minutes, peak RSS at most 300 MB, a new device's first
// pull within 2 s meanwhile, and settled RSS within 10 % of the restarted gateway's.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { businessDate } from '@restaurantpro/schema';
import { readCatalogue, seedDays } from './history-seed.ts';
import {
  firstSync,
  memoryOf,
  settled,
  signIn,
  startGateway,
  stopChild,
  type GatewayChild,
} from './gateway-child.ts';
import { cpuMsOf } from './rush/gateway-probe.ts';
import type { BenchContext } from './run.ts';

const DAYS = 365;
const TIMEZONE = 'Europe/Madrid';
const OPEN_TODAY = 12;
const SAMPLE_EVERY_MS = 250;

function target(value: number, limit: number) {
  return { value, target: limit, met: value <= limit };
}

export async function run({ short }: BenchContext): Promise<void> {
  const totalOrders = short ? 3_000 : Number(process.env.CATCH_UP_ORDERS ?? 70_000);
  const ordersPerDay = Math.max(1, Math.round(totalOrders / DAYS));
  const tmp = await mkdtemp(path.join(tmpdir(), 'rp-bench-catch-up-'));
  let gateway: GatewayChild | undefined;
  let sampler: NodeJS.Timeout | undefined;
  try {
    // The demo's catalogue and accounts, then the year behind the stopped gateway's back.
    await stopChild((await startGateway(tmp, true)).child);
    const seed = await seedDays(tmp, {
      lastDay: businessDate(new Date(), TIMEZONE),
      days: DAYS,
      ordersPerDay,
      openToday: Math.min(OPEN_TODAY, ordersPerDay),
      products: await readCatalogue(tmp),
      caughtUp: false,
    });
    console.log(`catch-up: ${seed.orders} orders, ${seed.docs} documents written in ${seed.ms} ms`);

    const spawned = performance.now();
    const since = () => Math.round(performance.now() - spawned);
    gateway = await startGateway(tmp, false, { TIMEZONE });
    const listeningMs = since();
    const pid = gateway.child.pid ?? 0;
    const rss: number[] = [];
    sampler = setInterval(
      () =>
        void memoryOf(pid).then(
          (m) => rss.push(m.rssMb),
          () => undefined,
        ),
      SAMPLE_EVERY_MS,
    );
    // A device joining while the year is being caught up: the CPU it found the gateway spending
    // says the catch-up was still under way.
    const cpuBefore = await cpuMsOf(pid);
    const join = await firstSync(gateway, await signIn(gateway));
    const joinedAtMs = since();
    const cpuDuringJoin = (await cpuMsOf(pid)) - cpuBefore;
    await settled(pid);
    const caughtUpMs = since();
    clearInterval(sampler);
    const after = await memoryOf(pid);
    const peakMb = Math.max(after.peakMb, ...rss);
    await stopChild(gateway.child);

    // The same folder started again: what the gateway holds at rest, with nothing to catch up.
    gateway = await startGateway(tmp, false, { TIMEZONE });
    await settled(gateway.child.pid ?? 0);
    const idle = await memoryOf(gateway.child.pid);
    const settledJoin = await firstSync(gateway, await signIn(gateway));

    const result = {
      orders: seed.orders,
      documents: seed.docs,
      gateway: {
        listeningMs,
        joinMs: join.ms,
        joinDocs: join.docs,
        joinedAtMs,
        busyShareDuringJoin: Number((cpuDuringJoin / Math.max(1, join.ms)).toFixed(2)),
        caughtUpMs,
        peakRssMb: peakMb,
        settledRssMb: after.rssMb,
        restartedIdleRssMb: idle.rssMb,
        settledJoinMs: settledJoin.ms,
      },
      targets: {
        caughtUpMs: target(caughtUpMs, 5 * 60_000),
        peakRssMb: target(peakMb, 300),
        joinMs: target(join.ms, 2000),
        settledOverIdleRss: target(Number((after.rssMb / Math.max(1, idle.rssMb)).toFixed(2)), 1.1),
      },
    };
    console.log(JSON.stringify(result.gateway));
    console.table(Object.entries(result.targets).map(([name, t]) => ({ name, ...t })));
    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, short ? 'catch-up-short.json' : 'catch-up.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    clearInterval(sampler);
    if (gateway !== undefined) await stopChild(gateway.child);
    await rm(tmp, { recursive: true, force: true });
  }
}
