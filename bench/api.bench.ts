// REST API throughput: `GET /api/products` over a demo-sized catalogue (answered from the in-memory
// read model) and `POST /api/orders` (validated, priced and written to the embedded store), each
// against a baseline serving a fixed JSON of the same size in the same run, 50 connections.
// Targets (issue 4): products ≥ 50 % of the baseline's req/s with p99 ≤ 30 ms; orders ≥ 1 000 req/s.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../sync-gateway/src/app.ts';
import { testConfig } from '../sync-gateway/src/config.ts';
import type { BenchContext } from './run.ts';
// Brings the auth module's Fastify augmentation (fastify.accounts) into this program.
import '../sync-gateway/src/auth/types.ts';

const CONNECTIONS = 50;
const PASSWORD = 'bench-password-123';

const DISHES: Array<[string, string, string]> = [
  ['Croquetas de jamón', 'entradas', '8.50'],
  ['Patatas bravas', 'entradas', '6.00'],
  ['Gazpacho andaluz', 'entradas', '6.50'],
  ['Pimientos de Padrón', 'entradas', '7.00'],
  ['Ensaladilla rusa', 'entradas', '7.50'],
  ['Tortilla española', 'entradas', '9.00'],
  ['Paella valenciana', 'principales', '16.50'],
  ['Arroz negro', 'principales', '17.00'],
  ['Cochinillo asado', 'principales', '24.00'],
  ['Merluza a la vasca', 'principales', '19.50'],
  ['Pulpo a la gallega', 'principales', '21.00'],
  ['Rabo de toro', 'principales', '18.50'],
  ['Fabada asturiana', 'principales', '14.00'],
  ['Crema catalana', 'postres', '5.50'],
  ['Tarta de Santiago', 'postres', '6.00'],
  ['Flan de huevo', 'postres', '4.50'],
  ['Churros con chocolate', 'postres', '5.00'],
  ['Arroz con leche', 'postres', '4.50'],
  ['Agua mineral', 'bebidas', '2.00'],
  ['Caña de cerveza', 'bebidas', '2.50'],
  ['Refresco', 'bebidas', '2.80'],
  ['Café solo', 'bebidas', '1.50'],
  ['Rioja crianza', 'vinos', '22.00'],
  ['Ribera del Duero', 'vinos', '26.00'],
  ['Albariño', 'vinos', '24.00'],
  ['Verdejo', 'vinos', '18.00'],
  ['Cava brut', 'vinos', '20.00'],
  ['Sangría', 'cocktails', '14.00'],
  ['Tinto de verano', 'cocktails', '5.00'],
  ['Gin tonic', 'cocktails', '9.00'],
];

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(name: string, opts: autocannon.Options, warmUp: number): Promise<Figures> {
  // The load generator runs in its own thread so it does not share the server's event loop. A short
  // unrecorded run first lets V8 optimise the path, so the first row is not penalised.
  if (warmUp > 0) await autocannon({ connections: CONNECTIONS, workers: 1, ...opts, duration: warmUp });
  const result = await autocannon({ connections: CONNECTIONS, workers: 1, ...opts });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** A signed-in manager's cookie (sign-in through the real route). */
async function signIn(app: FastifyInstance): Promise<string> {
  await app.accounts.create({ email: 'bench@restaurantpro.local', password: PASSWORD, role: 'manager' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'bench@restaurantpro.local', password: PASSWORD },
  });
  const setCookie = res.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
  if (res.statusCode !== 200 || !cookie) throw new Error(`bench sign-in failed: ${res.statusCode}`);
  return cookie;
}

async function post(app: FastifyInstance, cookie: string, url: string, payload: object): Promise<string> {
  const res = await app.inject({ method: 'POST', url, payload, headers: { cookie } });
  if (res.statusCode !== 201) throw new Error(`bench fixture ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export async function run({ short }: BenchContext): Promise<void> {
  const duration = short ? 2 : 10;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-bench-api-'));
  const gateway = await buildApp({ config: testConfig({ dataDir, adminPassword: PASSWORD }) });
  // The baseline: a bare Fastify instance in this process answering a fixed JSON of the same size.
  // buildApp hands back a ready instance, so the baseline lives beside it rather than inside it.
  const baseline = Fastify({ logger: false });
  try {
    const cookie = await signIn(gateway);
    const areaId = await post(gateway, cookie, '/api/areas', { name: 'Salón Interior' });
    const tableId = await post(gateway, cookie, '/api/tables', { number: '1', capacity: 4, areaId });
    const productIds: string[] = [];
    for (const [name, category, price] of DISHES) {
      productIds.push(
        await post(gateway, cookie, '/api/products', {
          name,
          category,
          price,
          description: `${name} de la casa`,
          cost: '2.00',
          preparationTime: 15,
        }),
      );
    }
    const products = await gateway.inject({ method: 'GET', url: '/api/products', headers: { cookie } });
    const productsJson = products.body;
    const order = JSON.stringify({
      tableId,
      status: 'pending',
      items: [
        { productId: productIds[0], quantity: 2, unitPrice: '8.50', notes: '' },
        { productId: productIds[6], quantity: 1, unitPrice: '16.50', notes: '' },
      ],
      total: '37.95',
    });
    const created = await gateway.inject({
      method: 'POST',
      url: '/api/orders',
      payload: order,
      headers: { cookie, 'content-type': 'application/json' },
    });
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
    const warmUp = short ? 0.5 : 2;
    // Rounds alternate baseline and API so that a change in the machine's load (it is shared) hits
    // both sides of a ratio alike; the reported figures are each row's median over the rounds.
    const rounds = short ? 1 : 3;
    const targets: Array<[string, autocannon.Options]> = [
      ['baseline GET (fixed JSON)', { url: `${baseUrl}/products`, duration }],
      ['GET /api/products', { url: `${apiUrl}/api/products`, duration, headers }],
      [
        'baseline POST (fixed JSON)',
        { url: `${baseUrl}/orders`, method: 'POST', body: order, headers, duration },
      ],
      ['POST /api/orders', { url: `${apiUrl}/api/orders`, method: 'POST', body: order, headers, duration }],
      // For scale: the gateway's own cheapest route (tiny JSON, no store) pays the per-request session
      // and cookie hooks every /api call pays, so it bounds what any authenticated route can reach.
      ['gateway GET /healthz (reference)', { url: `${apiUrl}/healthz`, duration, headers }],
    ];
    const runs = new Map<string, Figures[]>();
    for (let round = 0; round < rounds; round++) {
      for (const [name, options] of targets) {
        const figures = await load(name, options, round === 0 ? warmUp : 0);
        runs.set(name, [...(runs.get(name) ?? []), figures]);
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const rows: Figures[] = targets.map(([name]) => {
      const all = runs.get(name) ?? [];
      return {
        name,
        requestsPerSecond: median(all.map((r) => r.requestsPerSecond)),
        p99Ms: median(all.map((r) => r.p99Ms)),
        non2xx: all.reduce((sum, r) => sum + r.non2xx, 0),
        errors: all.reduce((sum, r) => sum + r.errors, 0),
      };
    });

    const [baseGet, apiGet, basePost, apiPost, healthz] = rows as [
      Figures,
      Figures,
      Figures,
      Figures,
      Figures,
    ];
    const summary = {
      products: productIds.length,
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
        non2xx: r.non2xx,
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
  } finally {
    await baseline.close();
    await gateway.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
