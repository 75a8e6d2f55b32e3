// Reports over a year of trading: a full rebuild of the day aggregates, then `GET /api/reports` for a
// year, a quarter and a day, each interleaved with `GET /healthz` (the baseline: the same gateway,
// the same connection, no work) in the same run. Full mode seeds 70,000 orders over 365 days with
// their checks, payments and tickets; short mode (CI) 2,000 over 60 days, same code.
// Target (full mode): a year's report ≤ 300 ms p95.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, businessDate } from '@restaurantpro/schema';
import { createPouchStore } from '@restaurantpro/sync-gateway/store';
import { rebuildReports } from '@restaurantpro/sync-gateway/reports';
import { stats, type Stats } from './replication-fleet.ts';
import { readCatalogue } from './history-seed.ts';
import { seedMoneyDays } from './reports-seed.ts';
import { signIn, startGateway, stopChild, type GatewayChild } from './gateway-child.ts';
import type { BenchContext } from './run.ts';

const TIMEZONE = 'Europe/Madrid';
/** The admin the bench gateway makes (testConfig's address, history-gateway.ts's password). */
const ADMIN_EMAIL = 'admin@restaurantpro.local';
const YEAR_P95_TARGET_MS = 300;

async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString()}`);
  return { ms, bytes: body.byteLength };
}

interface Ranges {
  year: { from: string; to: string };
  quarter: { from: string; to: string };
  day: { from: string; to: string };
}

/** Each round asks healthz, then each range, so load on the shared machine weighs on all alike. */
async function measure(gateway: GatewayChild, cookie: string, ranges: Ranges, rounds: number) {
  const times: Record<'healthz' | keyof Ranges, number[]> = { healthz: [], year: [], quarter: [], day: [] };
  const bytes: Record<string, number> = {};
  // The first answer of each range warms the day cache and the code paths; not counted.
  for (const [name, range] of Object.entries(ranges))
    bytes[name] = (await timed(`${gateway.url}/api/reports?from=${range.from}&to=${range.to}`, cookie)).bytes;
  for (let i = 0; i < rounds; i++) {
    for (const [name, range] of Object.entries(ranges) as Array<[keyof Ranges, Ranges[keyof Ranges]]>) {
      times.healthz.push((await timed(`${gateway.url}/healthz`, cookie)).ms);
      times[name].push(
        (await timed(`${gateway.url}/api/reports?from=${range.from}&to=${range.to}`, cookie)).ms,
      );
    }
  }
  const out = Object.fromEntries(
    Object.entries(times).map(([name, values]) => [name, stats(values)]),
  ) as Record<'healthz' | keyof Ranges, Stats>;
  return { stats: out, bytes };
}

export async function run({ short }: BenchContext): Promise<void> {
  const days = short ? 60 : 365;
  const totalOrders = short ? 2_000 : 70_000;
  const ordersPerDay = Math.round(totalOrders / days);
  const rounds = short ? 10 : 60;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-bench-reports-'));
  try {
    // The demo restaurant (catalogue, accounts), loaded by a gateway run.
    await stopChild((await startGateway(dataDir, true)).child);
    const products = await readCatalogue(dataDir);
    const today = businessDate(new Date(), TIMEZONE);
    const seed = await seedMoneyDays(dataDir, { lastDay: today, days, ordersPerDay, products });
    console.log(
      `seeded ${seed.orders} orders (${seed.docs} documents) in ${seed.ms} ms, indexes ${seed.indexMs} ms`,
    );

    const store = createPouchStore({ dataDir, prefix: 'rp_' });
    const rebuild = await rebuildReports(store, { timezone: TIMEZONE }).finally(() => store.close());
    console.log(`rebuild: ${rebuild.days} days in ${rebuild.ms} ms (${rebuild.written} written)`);
    if (rebuild.days !== days) throw new Error(`rebuild found ${rebuild.days} days, seeded ${days}`);

    const gateway = await startGateway(dataDir, false);
    let measured;
    try {
      const cookie = await signIn(gateway, ADMIN_EMAIL);
      const ranges: Ranges = {
        year: { from: addDays(today, -(days - 1)), to: today },
        quarter: { from: addDays(today, -Math.min(days, 91) + 1), to: today },
        day: { from: addDays(today, -1), to: addDays(today, -1) },
      };
      measured = await measure(gateway, cookie, ranges, rounds);
    } finally {
      await stopChild(gateway.child);
    }
    const { stats: latency, bytes } = measured;
    const baseline = Math.max(latency.healthz.p50, 0.1);
    const ratio = (value: number) => Number((value / baseline).toFixed(1));
    const result = {
      orders: seed.orders,
      days,
      ordersPerDay,
      storedDocuments: seed.docs,
      seedMs: seed.ms,
      rebuild: {
        days: rebuild.days,
        ms: rebuild.ms,
        msPerDay: Number((rebuild.ms / rebuild.days).toFixed(1)),
      },
      rounds,
      latencyMs: latency,
      answerBytes: bytes,
      ratioToHealthzP50: {
        yearP95: ratio(latency.year.p95),
        quarterP95: ratio(latency.quarter.p95),
        dayP95: ratio(latency.day.p95),
      },
      targets: {
        yearP95Ms: {
          value: latency.year.p95,
          target: YEAR_P95_TARGET_MS,
          met: latency.year.p95 <= YEAR_P95_TARGET_MS,
        },
      },
    };
    console.table(
      Object.entries(latency).map(([name, s]) => ({
        name,
        p50: s.p50,
        p95: s.p95,
        max: s.max,
        bytes: bytes[name] ?? 0,
      })),
    );
    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, short ? 'reports-short.json' : 'reports.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    if (!short && !result.targets.yearP95Ms.met)
      throw new Error(`a year's report p95 ${latency.year.p95} ms > ${YEAR_P95_TARGET_MS} ms`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
