// The gateway under the replication benchmark, in its own process (as pouchdb-server is on the
// direct path), so neither server shares an event loop with the benchmark's PouchDB clients.
// Started by replication.bench.ts with `fork`; talks over the IPC channel:
//   → { ready, url, email, password }            once it listens on 127.0.0.1
//   ← { watch: string[] }  → { stored: number }   once every listed id is in the store
// It exits when the parent disconnects, so it never outlives the benchmark.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@restaurantpro/sync-gateway';
import { testConfig } from '@restaurantpro/sync-gateway/config';
import { createPouchStore } from '@restaurantpro/sync-gateway/store';
// Brings the gateway's Fastify decorations (fastify.accounts, fastify.reactionsIdle) into this program.
import '@restaurantpro/sync-gateway/fastify-types';
import { BENCH_PRODUCTS } from './replication-fleet.ts';

const PASSWORD = 'bench-password-123';
const EMAIL = 'camarero@bench.restaurantpro.local';

const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-bench-replication-'));
const store = createPouchStore({ dataDir, prefix: 'rp_' });
// The catalogue the benchmark's orders sell (replication-fleet.ts `newOrder`): the gateway refuses
// order lines priced off its catalogue, as it would a real device's.
const at = new Date().toISOString();
await store.db('floor').bulkDocs(
  BENCH_PRODUCTS.map(({ id, name, price }) => ({
    _id: `product:${id}`,
    type: 'product',
    createdAt: at,
    updatedAt: at,
    updatedBy: 'system',
    name,
    category: 'principales',
    price,
    cost: '1.00',
    isAvailable: true,
    preparationTime: 10,
    isActive: true,
  })),
);
const app = await buildApp({ config: testConfig({ dataDir, adminPassword: PASSWORD }), store });
await app.accounts.create({ email: EMAIL, password: PASSWORD, role: 'waiter' });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const floor = store.db('floor');

process.on('message', (message: { watch?: string[] }) => {
  if (message.watch === undefined) return;
  const missing = new Set(message.watch);
  const feed = floor.liveChanges(
    { since: 0 },
    (change) => {
      missing.delete(change.id);
      if (missing.size > 0) return;
      feed.cancel();
      process.send?.({ stored: message.watch?.length });
    },
    (err) => process.send?.({ error: err.message }),
  );
});

process.once('disconnect', () => {
  void app
    .close()
    .then(() => store.close())
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
process.send?.({ ready: true, url, email: EMAIL, password: PASSWORD });
