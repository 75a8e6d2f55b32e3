/**
 * Test support for the api module's contract tests: a real gateway on a temp data dir with one
 * signed-in user per role. Not imported by product code.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '@restaurantpro/schema';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import type { StoredDoc } from '../../src/store/types.ts';

export const PASSWORD = 'contract-test-password';

export interface ApiHarness {
  app: FastifyInstance;
  /** Session cookie of the user with that role. */
  cookie(role: Role): string;
  /** Injects as `role`, or without a session when null. */
  call(role: Role | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Every live document of a type in a database, read from the store itself. */
  stored(type: string, db?: 'floor' | 'office' | 'media'): Promise<StoredDoc[]>;
  close(): Promise<void>;
}

export async function startApi(
  options: { now?: () => Date; config?: Partial<Config> } = {},
): Promise<ApiHarness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-api-'));
  let app: FastifyInstance | undefined;
  try {
    const config = testConfig({ dataDir, adminPassword: PASSWORD, ...options.config });
    // A generous plugin timeout: on a loaded CI machine, start-up (scrypt, leveldb) can take seconds.
    app = await buildApp(
      { config, ...(options.now ? { clock: options.now } : {}) },
      { pluginTimeout: 120_000 },
    );
    const gateway = app;
    const cookies = new Map<Role, string>();
    for (const role of ROLES) {
      const email = `${role}@api.test`;
      await gateway.accounts.create({ email, password: PASSWORD, role });
      const res = await gateway.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
      });
      const setCookie = res.headers['set-cookie'];
      const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
      if (res.statusCode !== 200 || !first)
        throw new Error(`sign-in as ${role} failed: ${res.statusCode} ${res.body}`);
      cookies.set(role, first.split(';')[0] ?? '');
    }
    const cookie = (role: Role) => cookies.get(role) ?? '';
    return {
      app: gateway,
      cookie,
      call: (role, opts) =>
        gateway.inject({ ...opts, headers: { ...opts.headers, ...(role ? { cookie: cookie(role) } : {}) } }),
      stored: async (type, db = 'floor') => {
        const { rows } = await gateway.store
          .db(db)
          .allDocs({ startkey: `${type}:`, endkey: `${type}:\uffff`, include_docs: true });
        return rows.flatMap((row) => (row.doc ? [row.doc] : []));
      },
      close: async () => {
        await gateway.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** Ids of a small catalogue created through the API (and a supplier written to the store). */
export interface Fixtures {
  areaId: string;
  tableId: string;
  productId: string;
  productPrice: string;
  ingredientId: string;
  supplierId: string;
}

async function created(res: LightMyRequestResponse): Promise<string> {
  if (res.statusCode !== 201) throw new Error(`fixture not created: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export async function seed(api: ApiHarness): Promise<Fixtures> {
  const post = (url: string, payload: object) => api.call('manager', { method: 'POST', url, payload });
  const areaId = await created(await post('/api/areas', { name: 'Salón Interior' }));
  const tableId = await created(await post('/api/tables', { number: '1', capacity: 4, areaId }));
  const productId = await created(
    await post('/api/products', { name: 'Paella', category: 'principales', price: '14.50', cost: '4.20' }),
  );
  const ingredientId = await created(
    await post('/api/ingredients', {
      name: 'Arroz',
      unit: 'kg',
      currentStock: '10',
      minStock: '2',
      costPerUnit: '1.80',
    }),
  );
  const now = new Date().toISOString();
  const supplierId = 'proveedor-demo';
  await api.app.store.db('office').put({
    _id: `supplier:${supplierId}`,
    type: 'supplier',
    name: 'Distribuciones García',
    isActive: true,
    createdAt: now,
    updatedAt: now,
    updatedBy: 'test',
  });
  return { areaId, tableId, productId, productPrice: '14.50', ingredientId, supplierId };
}

/** Live documents of a type in a database (counted from the store, not the read model). */
export async function countDocs(
  api: ApiHarness,
  type: string,
  db: 'floor' | 'office' | 'media' = 'floor',
): Promise<number> {
  const { rows } = await api.app.store.db(db).allDocs({ startkey: `${type}:`, endkey: `${type}:\uffff` });
  return rows.length;
}

/** `_id` → `_rev` of every document of a type, deleted ones included (a deletion is a write too). */
async function revisions(api: ApiHarness, type: string, db: 'floor' | 'office' | 'media'): Promise<string> {
  const { results } = await api.app.store.db(db).changes({ since: 0 });
  return JSON.stringify(
    results
      .filter((change) => change.id.startsWith(`${type}:`))
      .map((change) => [change.id, change.changes[0]?.rev])
      .sort(),
  );
}

/**
 * Sends a request that must be refused: asserts the status, the error envelope (and its code when
 * given) and that no document of `type` was added, changed or deleted. Other types are not compared:
 * the gateway's reactions may be writing projections in the background meanwhile.
 */
export async function expectRefused(
  api: ApiHarness,
  request: InjectOptions,
  expected: { status: number; code?: string; type: string; role?: Role; db?: 'floor' | 'office' | 'media' },
): Promise<void> {
  const db = expected.db ?? 'floor';
  const before = await revisions(api, expected.type, db);
  const res = await api.call(expected.role ?? 'admin', request);
  if (res.statusCode !== expected.status)
    throw new Error(`expected ${expected.status}, got ${res.statusCode}: ${res.body}`);
  const body = res.json() as { error?: unknown; message?: unknown };
  if (typeof body.error !== 'string' || typeof body.message !== 'string')
    throw new Error(`not an error envelope: ${res.body}`);
  if (expected.code !== undefined && body.error !== expected.code)
    throw new Error(`expected code ${expected.code}, got ${res.body}`);
  if ((await revisions(api, expected.type, db)) !== before)
    throw new Error(`the refused request changed ${expected.type} documents`);
}
