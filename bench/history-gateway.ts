// The gateway under the history benchmark, in its own process so its RSS is its own. Started by
// history.bench.ts with `fork` on a seeded data folder (argv[2]; DEMO when argv[3] is "demo"), or by
// join.bench.ts as a new site hub (UPSTREAM_URL in its environment, its accounts the cloud's):
//   → { ready, url, email, password, startMs }   once it listens on 127.0.0.1
// `startMs` is buildApp → listening (plugins, the read model's load, the reactions' start). It exits
// when the parent disconnects, so it never outlives the benchmark.
import { performance } from 'node:perf_hooks';
import { buildApp } from '@restaurantpro/sync-gateway';
import { testConfig } from '@restaurantpro/sync-gateway/config';
// Brings the gateway's Fastify decorations (fastify.accounts, fastify.reactionsIdle) into this program.
import '@restaurantpro/sync-gateway/fastify-types';

const BENCH_EMAIL = 'camarero@historia.restaurantpro.local';
const BENCH_PASSWORD = 'bench-password-123';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: history-gateway.ts <dataDir> [demo]');
const started = performance.now();
const upstreamUrl = process.env.UPSTREAM_URL;
const app = await buildApp({
  config: testConfig({
    dataDir,
    adminPassword: BENCH_PASSWORD,
    demo: process.argv[3] === 'demo',
    upstreamUrl,
  }),
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const startMs = Math.round(performance.now() - started);
// A hub makes no account: the waiter comes with the cloud's accounts.
if (upstreamUrl === undefined && !(await app.accounts.list()).some((user) => user.email === BENCH_EMAIL)) {
  await app.accounts.create({ email: BENCH_EMAIL, password: BENCH_PASSWORD, role: 'waiter' });
}

// The heap's share of the process's memory, for the report.
process.on('message', (message: { memory?: boolean }) => {
  if (message.memory === true) process.send?.({ memory: process.memoryUsage() });
});

process.once('disconnect', () => {
  void app.close().finally(() => process.exit(0));
});
process.send?.({ ready: true, url, email: BENCH_EMAIL, password: BENCH_PASSWORD, startMs });
