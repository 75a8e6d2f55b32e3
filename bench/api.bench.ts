// REST API throughput: `GET /api/products` over the demo restaurant's catalogue (answered from the
// in-memory read model) and `POST /api/orders` (validated, priced and written to the embedded store), each
// against a baseline serving a fixed JSON of the same size in the same run, 50 connections.
// Targets (issue 4): products ≥ 50 % of the baseline's req/s with p99 ≤ 30 ms; orders ≥ 1 000 req/s.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@restaurantpro/sync-gateway';
import { testConfig } from '@restaurantpro/sync-gateway/config';
import { DEMO_PASSWORD } from '@restaurantpro/sync-gateway/demo';
import type { BenchContext } from './run.ts';
// Brings the gateway's Fastify decorations (fastify.accounts, fastify.reactionsIdle) into this program.
import '@restaurantpro/sync-gateway/fastify-types';

const CONNECTIONS = 50;
/** The demo's waiter: orders are taken and the catalogue read by floor staff. */
const WAITER = 'camarero@demo.restaurantpro.es';

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers of another status class than the one the target expects (2xx, or 3xx for the 304 row). */
  unexpectedStatus: number;
  errors: number;
}

type StatusClass = '2xx' | '3xx';
type Target = [name: string, options: autocannon.Options, expected?: StatusClass];

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

async function load([name, opts, expected = '2xx']: Target, warmUp: number): Promise<Figures> {
  // The load generator runs in its own thread so it does not share the server's event loop. A short
  // unrecorded run first lets V8 optimise the path, so the first row is not penalised.
  if (warmUp > 0) await autocannon({ connections: CONNECTIONS, workers: 1, ...opts, duration: warmUp });
  const result = await autocannon({ connections: CONNECTIONS, workers: 1, ...opts });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    unexpectedStatus: STATUS_CLASSES.reduce((sum, status) => sum + result[status], 0) - result[expected],
    errors: result.errors,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** A signed-in waiter's cookie (sign-in through the real route, with the demo's password). */
async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: WAITER, password: DEMO_PASSWORD },
  });
  const setCookie = res.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
  if (res.statusCode !== 200 || !cookie) throw new Error(`bench sign-in failed: ${res.statusCode}`);
  return cookie;
}

async function getJson<T>(app: FastifyInstance, cookie: string, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`bench fixture ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** Each row's median over the rounds (req/s and p99 separately); failures summed. */
function medians(names: string[], runs: Map<string, Figures[]>): Figures[] {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return names.map((name) => {
    const all = runs.get(name) ?? [];
    return {
      name,
      requestsPerSecond: median(all.map((r) => r.requestsPerSecond)),
      p99Ms: median(all.map((r) => r.p99Ms)),
      unexpectedStatus: all.reduce((sum, r) => sum + r.unexpectedStatus, 0),
      errors: all.reduce((sum, r) => sum + r.errors, 0),
    };
  });
}

/**
 * Rounds alternate the targets so that a change in the machine's load (it is shared) hits both sides
 * of a ratio alike. The first round is preceded by an unrecorded warm-up per target.
 */
async function measure(targets: Target[], rounds: number, warmUp: number): Promise<Figures[]> {
  const runs = new Map<string, Figures[]>();
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const figures = await load(target, round === 0 ? warmUp : 0);
      runs.set(figures.name, [...(runs.get(figures.name) ?? []), figures]);
    }
  }
  return medians(
    targets.map(([name]) => name),
    runs,
  );
}

export async function run({ short }: BenchContext): Promise<void> {
  const duration = short ? 2 : 10;
  const warmUp = short ? 0.5 : 2;
  const rounds = short ? 1 : 3;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-bench-api-'));
  // The demo restaurant: its catalogue is what `GET /api/products` serves, its tables take the orders.
  const gateway = await buildApp({ config: testConfig({ dataDir, demo: true }) });
  // The baseline: a bare Fastify instance in this process answering a fixed JSON of the same size.
  // buildApp hands back a ready instance, so the baseline lives beside it rather than inside it.
  const baseline = Fastify({ logger: false });
  try {
    // The demo's projections (daily stock) are written by the reactions once; let them settle first.
    await gateway.reactionsIdle();
    const cookie = await signIn(gateway);
    const products = await gateway.inject({ method: 'GET', url: '/api/products', headers: { cookie } });
    const productsJson = products.body;
    const etag = String(products.headers.etag);
    const catalogue = products.json() as Array<{
      id: string;
      price: string;
      isAvailable: boolean;
      modifierGroups?: Array<{ required: boolean }>;
    }>;
    // Plain lines: a product asking for a choice ('Punto de la carne') would need one in the order.
    const available = catalogue.filter(
      (product) => product.isAvailable && !(product.modifierGroups ?? []).some((group) => group.required),
    );
    const [table] = await getJson<Array<{ id: string }>>(gateway, cookie, '/api/tables');
    const [first, second] = available;
    if (!table || !first || !second) throw new Error('the demo restaurant has no table or products');
    const order = JSON.stringify({
      tableId: table.id,
      status: 'pending',
      items: [
        { productId: first.id, quantity: 2, unitPrice: first.price, notes: '' },
        { productId: second.id, quantity: 1, unitPrice: second.price, notes: '' },
      ],
      total: '0.00',
    });
    const created = await gateway.inject({
      method: 'POST',
      url: '/api/orders',
      payload: order,
      headers: { cookie, 'content-type': 'application/json' },
    });
    if (created.statusCode !== 201)
      throw new Error(`bench order refused: ${created.statusCode} ${created.body}`);
    const orderJson = created.body;

    baseline.get('/products', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(productsJson),
    );
    baseline.post('/orders', async (_request, reply) =>
      reply.code(201).type('application/json; charset=utf-8').send(orderJson),
    );
    const apiUrl = await listen(gateway);
    const baseUrl = await listen(baseline);
    const headers = { cookie, 'content-type': 'application/json' };

    // Reads are measured before any order is written: tens of thousands of orders created in seconds
    // leave the gateway's changes feeds (read model, reactions) with a backlog to work through, which
    // would be measured instead of the catalogue read.
    const reads = await measure(
      [
        ['baseline GET (fixed JSON)', { url: `${baseUrl}/products`, duration }],
        ['GET /api/products', { url: `${apiUrl}/api/products`, duration, headers }],
        // For scale: the gateway's cheapest route (tiny JSON, no store) pays the per-request session
        // and cookie hooks every /api call pays. It answers each request as soon as it is read, where
        // the catalogue's answers go out together once per turn of the event loop (read model
        // freshness), which is why the catalogue can come out ahead of it.
        ['gateway GET /healthz (reference)', { url: `${apiUrl}/healthz`, duration, headers }],
        // A client polling the catalogue it already holds: the ETag answer (304, no body).
        [
          'GET /api/products, If-None-Match (304)',
          { url: `${apiUrl}/api/products`, duration, headers: { cookie, 'if-none-match': etag } },
          '3xx',
        ],
      ],
      rounds,
      warmUp,
    );
    const writes = await measure(
      [
        [
          'baseline POST (fixed JSON)',
          { url: `${baseUrl}/orders`, method: 'POST', body: order, headers, duration },
        ],
        ['POST /api/orders', { url: `${apiUrl}/api/orders`, method: 'POST', body: order, headers, duration }],
      ],
      rounds,
      warmUp,
    );
    const [baseGet, apiGet, healthz] = reads as [Figures, Figures, Figures];
    const [basePost, apiPost] = writes as [Figures, Figures];
    const rows = [...reads, ...writes];
    const summary = {
      products: catalogue.length,
      productsBytes: Buffer.byteLength(productsJson),
      duration,
      rounds,
      connections: CONNECTIONS,
      getRatio: Number((apiGet.requestsPerSecond / baseGet.requestsPerSecond).toFixed(2)),
      getVsGatewayFloor: Number((apiGet.requestsPerSecond / healthz.requestsPerSecond).toFixed(2)),
      postRatio: Number((apiPost.requestsPerSecond / basePost.requestsPerSecond).toFixed(2)),
      rows,
    };
    console.table(
      rows.map((r) => ({
        benchmark: r.name,
        'req/s': r.requestsPerSecond,
        'p99 ms': r.p99Ms,
        'unexpected status': r.unexpectedStatus,
        errors: r.errors,
      })),
    );
    console.log(
      `GET /api/products: ${summary.getRatio} × baseline (target ≥ 0.5), p99 ${apiGet.p99Ms} ms (target ≤ 30); ` +
        `POST /api/orders: ${apiPost.requestsPerSecond} req/s (target ≥ 1000), ${summary.postRatio} × baseline. ` +
        `GET /api/products vs the gateway's /healthz: ${summary.getVsGatewayFloor}. ${summary.products} products, ${summary.productsBytes} bytes.`,
    );
    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, `api${short ? '-short' : ''}.json`),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    // Figures over refused or failed requests would measure the error path: such a run is a failure.
    const failed = rows.filter((r) => r.unexpectedStatus > 0 || r.errors > 0).map((r) => r.name);
    if (failed.length > 0)
      throw new Error(`requests failed or were answered unexpectedly: ${failed.join(', ')}`);
  } finally {
    await baseline.close();
    await gateway.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
