// A new site hub joining a restaurant with a year of history in the cloud (DESIGN.md §11): how soon it
// serves today's floor to a device, how long the history takes to follow, and the hub's memory
// meanwhile and after. The cloud is pouchdb-server (CouchDB's stand-in) holding a year of orders
// seeded as the history bench seeds them (demo restaurant, 70,000 orders over 365 days, today's
// evening tables still open; short mode 3,000). The hub starts on an empty folder with UPSTREAM_URL,
// bundled and started with production's Node flags, in a process of its own (its RSS is its own).
// Targets (full mode): today's floor on a new device within 60 s of the hub's start; the hub's RSS
// at most 300 MB while the history follows, and once settled (its followers through the history)
// within 10 % of the same hub started again on its folder. JOIN_ORDERS=20000 runs the full mode on
// a smaller year (a quicker comparison of two versions); the figures reported are of the default.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { businessDate } from '@restaurantpro/schema';
import { SITE_DATABASES } from '@restaurantpro/sync-gateway/site';
import { startPouchDbServer } from '@restaurantpro/sync-gateway/testing';
import { readCatalogue, seedDays } from './history-seed.ts';
import { heapOf, memoryOf, settled, startGateway, stopChild, type GatewayChild } from './gateway-child.ts';
import type { BenchContext } from './run.ts';

PouchDB.plugin(MemoryAdapter);

const DAYS = 365;
const TIMEZONE = 'Europe/Madrid';
const OPEN_TODAY = 12;
const PREFIX = 'rp_';
/** The waiter history-gateway.ts made on the seeded folder, and the password it shares with the admin. */
const WAITER = { email: 'camarero@historia.restaurantpro.local', password: 'bench-password-123' };
const SERVED_TIMEOUT_MS = 10 * 60_000;
const CAUGHT_UP_TIMEOUT_MS = 30 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each shared database of the seeded folder copied to the cloud, as a restaurant's cloud holds it. */
async function fillCloud(dataDir: string, cloudUrl: string): Promise<{ docs: number; ms: number }> {
  const started = performance.now();
  let docs = 0;
  for (const name of SITE_DATABASES) {
    const local = new PouchDB(path.join(dataDir, `${PREFIX}${name}`));
    try {
      const result = await local.replicate.to(`${cloudUrl}/${PREFIX}${name}`, { batch_size: 1000 });
      docs += result.docs_written;
    } finally {
      await local.close();
    }
  }
  return { docs, ms: Math.round(performance.now() - started) };
}

/** The cloud's floor documents a hub shares: all but the design documents. */
async function cloudFloorCount(cloudUrl: string): Promise<number> {
  const info = (await (await fetch(`${cloudUrl}/${PREFIX}floor`)).json()) as { doc_count: number };
  const design = (await (
    await fetch(`${cloudUrl}/${PREFIX}floor/_all_docs?startkey="_design/"&endkey="_design0"`)
  ).json()) as { rows: unknown[] };
  return info.doc_count - design.rows.length;
}

/** Signs in on the hub once the cloud's accounts reached it (a 401 until then). */
async function signInHub(hub: GatewayChild): Promise<{ cookie: string; ms: number }> {
  const started = performance.now();
  // Few, slow attempts: each refusal counts against the sign-in's limit (5 a minute).
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${hub.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(WAITER),
    });
    const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
    await res.body?.cancel();
    if (res.status === 200 && cookie !== undefined)
      return { cookie, ms: Math.round(performance.now() - started) };
    if (res.status !== 401 || attempt >= 4) throw new Error(`sign-in on the hub: HTTP ${res.status}`);
    await sleep(3000);
  }
}

/** Today's open orders a device holds. */
async function openOrdersOf(local: PouchDB.Database, today: string): Promise<number> {
  const { rows } = await local.allDocs<{ businessDate?: string; status?: string }>({
    startkey: 'order:',
    endkey: 'order:\ufff0',
    include_docs: true,
  });
  return rows.filter(
    (row) => row.doc?.businessDate === today && !['served', 'cancelled'].includes(String(row.doc.status)),
  ).length;
}

/**
 * A new device syncing live with the hub, as the app does, from the hub's start: resolves once it
 * holds today's open orders (the floor a waiter needs), with how long that took.
 */
async function deviceServed(hub: GatewayChild, cookie: string, today: string, open: number) {
  const fetchWithSession: typeof PouchDB.fetch = (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    return PouchDB.fetch(url, { ...init, headers });
  };
  const local = new PouchDB(`join-device-${Date.now()}-${Math.random()}`, { adapter: 'memory' });
  const started = performance.now();
  const sync = local.replicate.from(
    new PouchDB(`${hub.url}/db/floor`, { skip_setup: true, fetch: fetchWithSession }),
    { live: true, retry: true },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`today's floor not served within ${SERVED_TIMEOUT_MS} ms`)),
        SERVED_TIMEOUT_MS,
      );
      let checking = Promise.resolve();
      const check = () => {
        checking = checking.then(async () => {
          if ((await openOrdersOf(local, today)) < open) return;
          clearTimeout(timer);
          resolve();
        });
      };
      sync.on('change', check).on('paused', check);
      check();
    });
    return { ms: Math.round(performance.now() - started), docs: (await local.info()).doc_count };
  } finally {
    sync.cancel();
    await local.destroy();
  }
}

/** The hub's floor documents, as its door counts them (design documents left out). */
async function hubFloorCount(hub: GatewayChild, cookie: string): Promise<number> {
  const res = await fetch(`${hub.url}/db/floor/`, { headers: { cookie } });
  return ((await res.json()) as { doc_count: number }).doc_count;
}

export async function run({ short }: BenchContext): Promise<void> {
  const totalOrders = short ? 3_000 : Number(process.env.JOIN_ORDERS ?? 70_000);
  const ordersPerDay = Math.round(totalOrders / DAYS);
  // The short mode's day has fewer orders than the evening's open tables: all of them are open.
  const openToday = Math.min(OPEN_TODAY, ordersPerDay);
  const tmp = await mkdtemp(path.join(tmpdir(), 'rp-bench-join-'));
  const seeded = path.join(tmp, 'cloud-seed');
  const hubDir = path.join(tmp, 'hub');
  await mkdir(seeded);
  await mkdir(hubDir);
  const peer = await startPouchDbServer({ bridge: true });
  let hub: GatewayChild | undefined;
  try {
    await stopChild((await startGateway(seeded, true)).child);
    const today = businessDate(new Date(), TIMEZONE);
    const seed = await seedDays(seeded, {
      lastDay: today,
      days: DAYS,
      ordersPerDay,
      openToday,
      products: await readCatalogue(seeded),
    });
    const cloud = await fillCloud(seeded, peer.serverUrl);
    const cloudFloor = await cloudFloorCount(peer.serverUrl);
    console.log(`cloud: ${seed.orders} orders, ${cloud.docs} documents copied in ${cloud.ms} ms`);

    // The hub's clock starts when its process does: start, sign-in, the floor served, history caught up.
    const spawned = performance.now();
    const since = () => Math.round(performance.now() - spawned);
    const hubEnv = { UPSTREAM_URL: peer.url, DB_PREFIX: PREFIX, TIMEZONE };
    hub = await startGateway(hubDir, false, hubEnv);
    const listeningMs = since();
    const rss: number[] = [];
    const pid = hub.child.pid;
    const sampler = setInterval(
      () =>
        void memoryOf(pid).then(
          (m) => rss.push(m.rssMb),
          () => undefined,
        ),
      250,
    );
    try {
      const signedIn = await signInHub(hub);
      const device = await deviceServed(hub, signedIn.cookie, today, openToday);
      const served = { ms: since(), deviceMs: device.ms, docs: device.docs };
      let caughtUpMs = 0;
      let polls = 0;
      for (let count = 0; count < cloudFloor;) {
        count = await hubFloorCount(hub, signedIn.cookie);
        caughtUpMs = since();
        if (caughtUpMs > CAUGHT_UP_TIMEOUT_MS)
          throw new Error(`history not caught up: ${count} of ${cloudFloor}`);
        if (count < cloudFloor) await sleep(1000);
        // Where the memory goes while history pours in: V8's heap, or outside it (leveldb, buffers).
        if (!short && ++polls % 15 === 0) {
          const { rssMb } = await memoryOf(pid);
          const heap = await heapOf(hub);
          console.log(
            `  ${Math.round(caughtUpMs / 1000)} s: ${count} of ${cloudFloor} floor documents; RSS ${rssMb} MB, ` +
              `heap ${heap.heapUsedMb} of ${heap.heapTotalMb} MB, external ${heap.externalMb} MB ` +
              `(array buffers ${heap.arrayBuffersMb} MB)`,
          );
        }
      }
      // Settled: the pull's last batches written, the projections' followers through the history.
      await settled(pid ?? 0, 'the hub');
      const settledMs = since();
      const after = await memoryOf(pid);
      const heap = await heapOf(hub);
      const peakMb = Math.max(after.peakMb, ...rss);
      // The same hub started again on its folder: what it holds at rest, without the catch-up behind it.
      clearInterval(sampler);
      await stopChild(hub.child);
      hub = await startGateway(hubDir, false, hubEnv);
      await settled(hub.child.pid ?? 0);
      const idle = await memoryOf(hub.child.pid);
      const result = {
        orders: seed.orders,
        days: DAYS,
        cloudDocuments: cloud.docs,
        cloudFloorDocuments: cloudFloor,
        hub: {
          listeningMs,
          signedInMs: listeningMs + signedIn.ms,
          todayServedMs: served.ms,
          deviceWaitedMs: served.deviceMs,
          deviceDocs: served.docs,
          historyCaughtUpMs: caughtUpMs,
          settledMs,
          peakRssMb: peakMb,
          settledRssMb: after.rssMb,
          ...heap,
          restartedIdleRssMb: idle.rssMb,
        },
        targets: {
          todayServedMs: { value: served.ms, target: 60_000, met: served.ms <= 60_000 },
          peakRssMb: { value: peakMb, target: 300, met: peakMb <= 300 },
          settledOverIdleRss: {
            value: Number((after.rssMb / Math.max(1, idle.rssMb)).toFixed(2)),
            target: 1.1,
            met: after.rssMb <= 1.1 * idle.rssMb,
          },
        },
      };
      console.log(JSON.stringify(result.hub));
      console.table(Object.entries(result.targets).map(([name, t]) => ({ name, ...t })));
      const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
      await mkdir(resultsDir, { recursive: true });
      await writeFile(
        path.join(resultsDir, short ? 'join-short.json' : 'join.json'),
        `${JSON.stringify(result, null, 2)}\n`,
      );
    } finally {
      clearInterval(sampler);
    }
  } finally {
    if (hub !== undefined) await stopChild(hub.child);
    await peer.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}
