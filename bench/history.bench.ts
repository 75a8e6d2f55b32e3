// A year of trading: a new device's first sync, the gateway's start and memory, and `GET /api/orders`,
// on day one and again after a year of closed orders is added to the same data folder, in one run.
// The gateway runs in a child process on the seeded embedded store (its RSS is its own), bundled and
// started with the Node flags production uses (scripts/gateway-runtime.mjs); 50 live devices run in
// another process. Full mode seeds 70,000 orders over 365 days, short mode (CI) 5,000.
// Targets (full mode): first sync ≤ 2× day one and ≤ 2 s; documents ≤ day one + two days of orders
// and stock rows; start ≤ 1.5× day one; RSS ≤ 150 MB with the history and 50 live devices.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { businessDate } from '@restaurantpro/schema';
import { stats } from './replication-fleet.ts';
import { readCatalogue, seedDays } from './history-seed.ts';
import {
  firstSync,
  heapOf,
  memoryOf,
  signIn,
  startGateway,
  stopChild,
  type GatewayChild,
} from './gateway-child.ts';
import type { BenchContext } from './run.ts';

PouchDB.plugin(MemoryAdapter);

const DAYS = 365;
const LIVE_DEVICES = 50;
const TIMEZONE = 'Europe/Madrid';
/** Orders left open at the end of today (the evening's tables). */
const OPEN_TODAY = 12;

/** CPU time (user + system) the process has used, in ms. */
async function cpuMsOf(pid: number | undefined): Promise<number> {
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  // Fields 14 and 15 of /proc/<pid>/stat (utime, stime), counted after the command name.
  return ((Number(stat[11]) + Number(stat[12])) * 1000) / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `GET` latency over `count` sequential requests. */
async function latency(url: string, cookie: string, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return stats(times);
}

function startDevices(
  gateway: GatewayChild,
  cookie: string,
  count: number,
): Promise<{ child: ChildProcess; docs: number }> {
  const file = fileURLToPath(new URL('./history-devices.ts', import.meta.url));
  const child = fork(file, [`${gateway.url}/db/floor`, cookie, String(count)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { docs: number }) => resolve({ child, docs: message.docs }));
    child.once('exit', (code) => reject(new Error(`devices process exited (${code}) before syncing`)));
  });
}

interface Phase {
  label: string;
  /** buildApp → listening, the first start after the data was written (leveldb replays its log). */
  startMs: number;
  /** The same, started again right after (a restart on the same data): the median of RESTARTS. */
  restartMs: number;
  /** Every restart, in order: one start is a single sample on a shared machine. */
  restartsMs: number[];
  /** CPU the gateway used in the 3 s after it listened (catching up, if anything). */
  cpuAfterStartMs: number;
  firstSync: { ms: number; docs: number };
  firstSyncMedianMs: number;
  /**
   * A new device's first sync on a gateway just started, once per start (the first and each
   * restart): nothing cached yet, the case a device joining meets. The median is the figure.
   */
  coldFirstSyncsMs: number[];
  coldFirstSyncMedianMs: number;
  idle: { rssMb: number; peakMb: number; heapUsedMb: number; heapTotalMb: number; externalMb: number };
  devices: {
    rssMb: number;
    peakMb: number;
    heapUsedMb: number;
    heapTotalMb: number;
    externalMb: number;
    docsPerDevice: number;
  };
  ordersP95Ms: number;
  historyP95Ms: number;
}

/** The middle value (the upper one of an even count). */
function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/** Restarts measured per phase; their median is the figure (a start is ~0.5 s, so five cost little). */
const RESTARTS = 5;

/** Starts the gateway on the data folder as it is and measures everything once. */
async function measure(label: string, dataDir: string, devices: number, demo = false): Promise<Phase> {
  const gateway = await startGateway(dataDir, demo);
  try {
    const pid = gateway.child.pid;
    const cpuAtReady = await cpuMsOf(pid);
    await sleep(3000);
    const cpuAfterStartMs = Math.round((await cpuMsOf(pid)) - cpuAtReady);
    const idle = { ...(await memoryOf(pid)), ...(await heapOf(gateway)) };
    const cookie = await signIn(gateway);
    const first = await firstSync(gateway, cookie);
    const again = [first.ms, (await firstSync(gateway, cookie)).ms, (await firstSync(gateway, cookie)).ms];
    const today = businessDate(new Date(), TIMEZONE);
    const orders = await latency(`${gateway.url}/api/orders`, cookie, 200);
    const history = await latency(
      `${gateway.url}/api/orders/history?from=2000-01-01&to=${today}&limit=100`,
      cookie,
      50,
    );
    const fleet = await startDevices(gateway, cookie, devices);
    await sleep(2000);
    const withDevices = { ...(await memoryOf(pid)), ...(await heapOf(gateway)) };
    await stopChild(fleet.child);
    await stopChild(gateway.child);
    const restartsMs: number[] = [];
    const coldFirstSyncsMs = [first.ms];
    for (let i = 0; i < RESTARTS; i++) {
      const restart = await startGateway(dataDir, false);
      restartsMs.push(restart.startMs);
      coldFirstSyncsMs.push((await firstSync(restart, await signIn(restart))).ms);
      await stopChild(restart.child);
    }
    return {
      label,
      startMs: gateway.startMs,
      restartMs: median(restartsMs),
      restartsMs,
      cpuAfterStartMs,
      firstSync: first,
      firstSyncMedianMs: [...again].sort((a, b) => a - b)[1] ?? first.ms,
      coldFirstSyncsMs,
      coldFirstSyncMedianMs: median(coldFirstSyncsMs),
      idle,
      devices: { ...withDevices, docsPerDevice: fleet.docs },
      ordersP95Ms: orders.p95,
      historyP95Ms: history.p95,
    };
  } finally {
    await stopChild(gateway.child);
  }
}

const target = (value: number, limit: number) => ({ value, target: limit, met: value <= limit });
const ratio = (a: number, b: number) => Number((a / Math.max(1, b)).toFixed(2));

export async function run({ short }: BenchContext): Promise<void> {
  const totalOrders = short ? 5_000 : 70_000;
  const ordersPerDay = Math.round(totalOrders / DAYS);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-bench-history-'));
  try {
    // The demo restaurant (catalogue, floor plan, accounts), loaded by a gateway run.
    await stopChild((await startGateway(dataDir, true)).child);
    const products = await readCatalogue(dataDir);
    const today = businessDate(new Date(), TIMEZONE);
    const dayOneSeed = await seedDays(dataDir, {
      lastDay: today,
      days: 1,
      ordersPerDay,
      openToday: OPEN_TODAY,
      products,
    });
    const dayOne = await measure('day one', dataDir, LIVE_DEVICES);
    console.log(`day one: ${JSON.stringify(dayOne)}`);

    // The year before today, added to the same folder (today's documents are already there).
    const historySeed = await seedDays(dataDir, {
      lastDay: today,
      days: DAYS,
      skipLast: true,
      ordersPerDay,
      openToday: 0,
      products,
    });
    console.log(
      `seeded ${historySeed.orders} orders (${historySeed.docs} documents) in ${historySeed.ms} ms, indexes ${historySeed.indexMs} ms`,
    );
    const year = await measure('after a year', dataDir, LIVE_DEVICES);
    console.log(`after a year: ${JSON.stringify(year)}`);

    // A day's documents a device holds: its orders and its stock rows.
    const rowsPerDay = Math.min(products.length, ordersPerDay * 4);
    const docsLimit = dayOne.firstSync.docs + 2 * (ordersPerDay + rowsPerDay);
    const result = {
      orders: dayOneSeed.orders + historySeed.orders,
      days: DAYS,
      ordersPerDay,
      storedDocuments: dayOneSeed.docs + historySeed.docs,
      seedMs: historySeed.ms,
      liveDevices: LIVE_DEVICES,
      dayOne,
      year,
      targets: {
        firstSyncRatio: target(ratio(year.coldFirstSyncMedianMs, dayOne.coldFirstSyncMedianMs), 2),
        firstSyncMs: target(year.coldFirstSyncMedianMs, 2000),
        firstSyncDocs: target(year.firstSync.docs, docsLimit),
        startRatio: target(ratio(year.startMs, dayOne.startMs), 1.5),
        restartRatio: target(ratio(year.restartMs, dayOne.restartMs), 1.5),
        rssWithDevicesMb: target(year.devices.rssMb, 150),
      },
    };
    console.table(
      Object.entries(result.targets).map(([name, t]) => ({
        name,
        value: t.value,
        target: t.target,
        met: t.met,
      })),
    );
    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, short ? 'history-short.json' : 'history.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
