// Live replication: an order written on device A, how long until device B holds it, through the
// gateway's /db and, in the same run with the same clients, straight to a plain pouchdb-server.
// Both servers run in their own process; the PouchDB clients (memory adapter, live sync with retry,
// as the web app's sync engine) run here. Blocks of orders alternate between the two paths so a
// change in the machine's load hits both sides of the ratio alike. Also: HTTP requests per
// propagated change on each path, and 500 orders written offline then synced.
// Targets: gateway p95 ≤ 100 ms with 2 devices; gateway p50 ≤ 0.8 × direct at 2 and 10 devices;
// 500 offline orders in the store within 5 s of reconnecting.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPouchDbServer } from '@restaurantpro/sync-gateway/testing';
import { newOrder, openFleet, stats, type Fleet, type Remote, type Stats } from './replication-fleet.ts';
import type { BenchContext } from './run.ts';

interface GatewayChild {
  child: ChildProcess;
  url: string;
  email: string;
  password: string;
}

/** Forks the gateway process and resolves once it listens. */
function startGateway(): Promise<GatewayChild> {
  const file = fileURLToPath(new URL('./replication-gateway.ts', import.meta.url));
  const child = fork(file, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string; email: string; password: string }) =>
      resolve({ child, ...message }),
    );
    child.once('exit', (code) => reject(new Error(`gateway process exited (${code}) before listening`)));
  });
}

/** Resolves with the time at which the gateway reports every id in its store. */
function storedAt(gateway: GatewayChild, ids: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { stored?: number; error?: string }) => {
      if (message.error !== undefined) reject(new Error(message.error));
      if (message.stored === undefined) return;
      gateway.child.off('message', onMessage);
      resolve(performance.now());
    };
    gateway.child.on('message', onMessage);
    gateway.child.send({ watch: ids });
  });
}

async function signIn(gateway: GatewayChild): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`${gateway.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: gateway.email, password: gateway.password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('rp_session='))
    ?.split(';')[0];
  if (res.status !== 200 || cookie === undefined) throw new Error(`bench sign-in failed: ${res.status}`);
  const user = (await (await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } })).json()) as {
    id: string;
  };
  return { cookie, userId: user.id };
}

interface PathFigures extends Stats {
  path: string;
  devices: number;
  /** Every device's requests over the orders propagated: a longpoll answered in a loop shows here. */
  requestsPerOrder: number;
  /** The same over the documents the devices pulled (the gateway's projections add some per order). */
  requestsPerPulledDoc: number;
  requestsByKind: Record<string, number>;
}

/** `orders` orders per path, written in alternating blocks, with `devices` live devices on each. */
async function measure(
  remotes: Remote[],
  devices: number,
  orders: number,
  waiterId: string,
): Promise<PathFigures[]> {
  const fleets: Fleet[] = [];
  try {
    for (const remote of remotes) fleets.push(await openFleet(remote, devices));
    // Every device has caught up (earlier phases' orders) and every path is warm before counting.
    for (const fleet of fleets) {
      await fleet.settle(newOrder(waiterId));
      for (let i = 0; i < 5; i++) await fleet.propagate(newOrder(waiterId));
    }
    const latencies = fleets.map(() => [] as number[]);
    const block = Math.min(10, orders);
    for (const fleet of fleets) fleet.startCounting();
    for (let done = 0; done < orders; done += block) {
      for (const [i, fleet] of fleets.entries()) {
        for (let k = 0; k < block; k++) latencies[i]?.push(await fleet.propagate(newOrder(waiterId)));
      }
    }
    return fleets.map((fleet, i) => {
      const { requests, docsPulled } = fleet.stopCounting();
      const total = Object.values(requests).reduce((sum, n) => sum + n, 0);
      return {
        path: fleet.name,
        devices,
        ...stats(latencies[i] ?? []),
        requestsPerOrder: Number((total / orders).toFixed(1)),
        requestsPerPulledDoc: Number((total / Math.max(1, docsPulled)).toFixed(2)),
        requestsByKind: requests,
      };
    });
  } finally {
    await Promise.all(fleets.map((fleet) => fleet.close()));
  }
}

/** 500 orders written on a device that is offline, then the live sync starts: ms until stored. */
async function offlineBurst(
  remote: Remote,
  count: number,
  waiterId: string,
  stored: (ids: string[]) => Promise<number>,
): Promise<number> {
  const fleet = await openFleet(remote, 1, { live: false });
  try {
    const orders = Array.from({ length: count }, () => newOrder(waiterId));
    for (const order of orders) await fleet.write(order);
    const started = performance.now();
    const done = stored(orders.map((order) => order._id));
    fleet.connect();
    return Math.round((await done) - started);
  } finally {
    await fleet.close();
  }
}

export async function run({ short }: BenchContext): Promise<void> {
  const orders = short ? 20 : 200;
  const burst = short ? 100 : 500;
  const gateway = await startGateway();
  const direct = await startPouchDbServer();
  try {
    const { cookie, userId } = await signIn(gateway);
    await fetch(`${direct.url}/floor`, { method: 'PUT' });
    const remotes: Remote[] = [
      { name: 'gateway', dbUrl: `${gateway.url}/db/floor`, headers: { cookie } },
      { name: 'direct', dbUrl: `${direct.url}/floor`, headers: {} },
    ];
    const rows = [
      ...(await measure(remotes, 2, orders, userId)),
      ...(await measure(remotes, 10, orders, userId)),
    ];
    const [gateway2, direct2, gateway10, direct10] = rows as [
      PathFigures,
      PathFigures,
      PathFigures,
      PathFigures,
    ];
    const offline = {
      orders: burst,
      gatewayMs: await offlineBurst(remotes[0] as Remote, burst, userId, (ids) => storedAt(gateway, ids)),
      directMs: await offlineBurst(remotes[1] as Remote, burst, userId, (ids) =>
        directStoredAt(direct.url, ids),
      ),
    };
    const ratio = (a: PathFigures, b: PathFigures) => Number((a.p50 / b.p50).toFixed(2));
    const summary = {
      orders,
      ratioP50: { devices2: ratio(gateway2, direct2), devices10: ratio(gateway10, direct10) },
      offline,
      targets: {
        gatewayP95At2Devices: { value: gateway2.p95, target: 100, met: gateway2.p95 <= 100 },
        p50RatioAt2Devices: {
          value: ratio(gateway2, direct2),
          target: 0.8,
          met: ratio(gateway2, direct2) <= 0.8,
        },
        p50RatioAt10Devices: {
          value: ratio(gateway10, direct10),
          target: 0.8,
          met: ratio(gateway10, direct10) <= 0.8,
        },
        offlineBurstMs: { value: offline.gatewayMs, target: 5000, met: offline.gatewayMs <= 5000 },
      },
      rows,
    };
    console.table(
      rows.map((r) => ({
        path: r.path,
        devices: r.devices,
        'p50 ms': r.p50,
        'p95 ms': r.p95,
        'max ms': r.max,
        'req/order': r.requestsPerOrder,
        'req/pulled doc': r.requestsPerPulledDoc,
      })),
    );
    console.log(
      `gateway/direct p50: ${summary.ratioP50.devices2} (2 devices), ${summary.ratioP50.devices10} (10 devices), target ≤ 0.8; ` +
        `gateway p95 with 2 devices ${gateway2.p95} ms (target ≤ 100); ` +
        `${burst} offline orders stored ${offline.gatewayMs} ms after reconnecting through the gateway (target ≤ 5000), ${offline.directMs} ms direct.`,
    );
    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, `replication${short ? '-short' : ''}.json`),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
  } finally {
    gateway.child.disconnect();
    await direct.stop();
  }
}

/** pouchdb-server: every id present, read with `_all_docs` after the push says it wrote them all. */
async function directStoredAt(url: string, ids: string[]): Promise<number> {
  const wanted = new Set(ids);
  let since: string | number = 0;
  // Its longpoll feed tells each write as it lands; no polling on a timer.
  for (;;) {
    const res = await fetch(`${url}/floor/_changes?feed=longpoll&since=${since}&timeout=10000`);
    const body = (await res.json()) as { results: Array<{ id: string }>; last_seq: string | number };
    for (const change of body.results) wanted.delete(change.id);
    since = body.last_seq;
    if (wanted.size === 0) return performance.now();
  }
}
