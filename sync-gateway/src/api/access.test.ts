import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@restaurantpro/schema';
import { seed, startApi, type ApiHarness, type Fixtures } from '../../test/helper.ts';

/**
 * Every §7 path × {no session, wrong role, right role} (DESIGN.md §6): 401 and 403 come in the error
 * envelope and store nothing; every allowed role succeeds.
 */

const BACK_OFFICE: readonly Role[] = ['manager', 'admin'];
const KITCHEN: readonly Role[] = ['cook', 'manager', 'admin'];
/** Who attends the tables: a new order is a round of its table's check. */
const TABLES: readonly Role[] = ['waiter', 'manager', 'admin'];

interface Case {
  name: string;
  roles: readonly Role[];
  /** The document type a refused call must leave untouched (counted in the store). */
  type: string;
  db?: 'floor' | 'office' | 'media';
  ok: number;
  /** Builds the request, creating whatever throwaway fixture it needs first. */
  request(api: ApiHarness, f: Fixtures): Promise<InjectOptions>;
}

const get = (url: string) => async (): Promise<InjectOptions> => ({ method: 'GET', url });
/** A table number no other active table has: numbers are unique among active tables. */
let tables = 0;
const freshNumber = () => `T${++tables}`;

async function newId(api: ApiHarness, url: string, payload: object): Promise<string> {
  const res = await api.call('admin', { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const newArea = (api: ApiHarness) => newId(api, '/api/areas', { name: 'Terraza' });
const newProduct = (api: ApiHarness) =>
  newId(api, '/api/products', { name: 'Flan', category: 'postres', price: '4.00' });
const newOrder = (api: ApiHarness, f: Fixtures) =>
  newId(api, '/api/orders', {
    tableId: f.tableId,
    status: 'pending',
    items: [{ productId: f.productId, quantity: 1, unitPrice: f.productPrice }],
    total: '0',
  });

const CASES: Case[] = [
  { name: 'GET /api/products', roles: ROLES, type: 'product', ok: 200, request: get('/api/products') },
  {
    name: 'GET /api/products/:id',
    roles: ROLES,
    type: 'product',
    ok: 200,
    request: async (_a, f) => ({ method: 'GET', url: `/api/products/${f.productId}` }),
  },
  {
    name: 'POST /api/products',
    roles: BACK_OFFICE,
    type: 'product',
    ok: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Gazpacho', category: 'entradas', price: '6.00' },
    }),
  },
  {
    name: 'PUT /api/products/:id',
    roles: BACK_OFFICE,
    type: 'product',
    ok: 200,
    request: async (_a, f) => ({
      method: 'PUT',
      url: `/api/products/${f.productId}`,
      payload: { name: 'Paella', category: 'principales', price: '14.50' },
    }),
  },
  { name: 'GET /api/areas', roles: ROLES, type: 'area', ok: 200, request: get('/api/areas') },
  {
    name: 'POST /api/areas',
    roles: BACK_OFFICE,
    type: 'area',
    ok: 201,
    request: async () => ({ method: 'POST', url: '/api/areas', payload: { name: 'Barra' } }),
  },
  {
    name: 'PUT /api/areas/:id',
    roles: BACK_OFFICE,
    type: 'area',
    ok: 200,
    request: async (_a, f) => ({
      method: 'PUT',
      url: `/api/areas/${f.areaId}`,
      payload: { name: 'Salón', isActive: true },
    }),
  },
  {
    name: 'DELETE /api/areas/:id',
    roles: BACK_OFFICE,
    type: 'area',
    ok: 204,
    request: async (api) => ({ method: 'DELETE', url: `/api/areas/${await newArea(api)}` }),
  },
  { name: 'GET /api/tables', roles: ROLES, type: 'table', ok: 200, request: get('/api/tables') },
  {
    name: 'POST /api/tables',
    roles: BACK_OFFICE,
    type: 'table',
    ok: 201,
    request: async (_a, f) => ({
      method: 'POST',
      url: '/api/tables',
      payload: { number: freshNumber(), capacity: 2, areaId: f.areaId },
    }),
  },
  {
    name: 'PUT /api/tables/:id',
    roles: BACK_OFFICE,
    type: 'table',
    ok: 200,
    request: async (_a, f) => ({
      method: 'PUT',
      url: `/api/tables/${f.tableId}`,
      payload: { number: '1', capacity: 6, areaId: f.areaId },
    }),
  },
  {
    name: 'DELETE /api/tables/:id',
    roles: BACK_OFFICE,
    type: 'table',
    ok: 204,
    request: async (api, f) => ({
      method: 'DELETE',
      url: `/api/tables/${await newId(api, '/api/tables', { number: freshNumber(), areaId: f.areaId })}`,
    }),
  },
  {
    name: 'GET /api/ingredients',
    roles: ROLES,
    type: 'ingredient',
    ok: 200,
    request: get('/api/ingredients'),
  },
  {
    name: 'GET /api/ingredients/low-stock',
    roles: ROLES,
    type: 'ingredient',
    ok: 200,
    request: get('/api/ingredients/low-stock'),
  },
  {
    name: 'POST /api/ingredients',
    roles: BACK_OFFICE,
    type: 'ingredient',
    ok: 201,
    request: async () => ({ method: 'POST', url: '/api/ingredients', payload: { name: 'Sal', unit: 'kg' } }),
  },
  {
    name: 'PUT /api/ingredients/:id',
    roles: BACK_OFFICE,
    type: 'ingredient',
    ok: 200,
    request: async (_a, f) => ({
      method: 'PUT',
      url: `/api/ingredients/${f.ingredientId}`,
      payload: { name: 'Arroz bomba', unit: 'kg' },
    }),
  },
  {
    name: 'DELETE /api/ingredients/:id',
    roles: BACK_OFFICE,
    type: 'ingredient',
    ok: 204,
    request: async (api) => ({
      method: 'DELETE',
      url: `/api/ingredients/${await newId(api, '/api/ingredients', { name: 'Perejil', unit: 'g' })}`,
    }),
  },
  {
    name: 'GET /api/suppliers',
    roles: BACK_OFFICE,
    type: 'supplier',
    db: 'office',
    ok: 200,
    request: get('/api/suppliers'),
  },
  { name: 'GET /api/orders', roles: ROLES, type: 'order', ok: 200, request: get('/api/orders') },
  {
    name: 'GET /api/orders/active',
    roles: ROLES,
    type: 'order',
    ok: 200,
    request: get('/api/orders/active'),
  },
  {
    name: 'POST /api/orders',
    roles: TABLES,
    type: 'order',
    ok: 201,
    request: async (_a, f) => ({
      method: 'POST',
      url: '/api/orders',
      payload: {
        tableId: f.tableId,
        status: 'pending',
        subtotal: '14.50',
        tax: '1.45',
        total: '15.95',
        notes: '',
        items: [{ productId: f.productId, quantity: 1 }],
      },
    }),
  },
  {
    name: 'PUT /api/orders/:id',
    roles: ROLES,
    type: 'order',
    ok: 200,
    request: async (api, f) => ({
      method: 'PUT',
      url: `/api/orders/${await newOrder(api, f)}`,
      payload: { status: 'preparing' },
    }),
  },
  {
    name: 'GET /api/recipes/product/:productId',
    roles: ROLES,
    type: 'recipe',
    ok: 200,
    request: async (api, f) => {
      const productId = await newProduct(api);
      await newId(api, '/api/recipes', {
        productId,
        ingredients: [{ ingredientId: f.ingredientId, quantity: '0.2' }],
      });
      return { method: 'GET', url: `/api/recipes/product/${productId}` };
    },
  },
  {
    name: 'POST /api/recipes',
    roles: BACK_OFFICE,
    type: 'recipe',
    ok: 201,
    request: async (api) => ({
      method: 'POST',
      url: '/api/recipes',
      payload: { productId: await newProduct(api), instructions: 'Cocer' },
    }),
  },
  {
    name: 'POST /api/recipe-ingredients',
    roles: BACK_OFFICE,
    type: 'recipe',
    ok: 201,
    request: async (api, f) => {
      const recipeId = await newId(api, '/api/recipes', { productId: await newProduct(api) });
      return {
        method: 'POST',
        url: '/api/recipe-ingredients',
        payload: { recipeId, ingredientId: f.ingredientId, quantity: 0.25 },
      };
    },
  },
  {
    name: 'GET /api/daily-stock',
    roles: ROLES,
    type: 'stock_movement',
    ok: 200,
    request: get('/api/daily-stock'),
  },
  {
    name: 'PUT /api/daily-stock/:id',
    roles: KITCHEN,
    type: 'stock_movement',
    ok: 200,
    request: async (api) => {
      const rows = (await api.call('admin', { method: 'GET', url: '/api/daily-stock' })).json() as Array<{
        id: string;
        currentStock: number;
      }>;
      // A row nothing was sold from (sales may take others below zero, which a PUT may not set).
      const row = rows.find((r) => r.currentStock >= 0);
      if (!row) throw new Error('no daily stock row');
      // Unchanged stock: no movement, so the answer does not wait for the projection.
      return {
        method: 'PUT',
        url: `/api/daily-stock/${row.id}`,
        payload: { currentStock: row.currentStock },
      };
    },
  },
  {
    name: 'GET /api/dashboard/stats',
    roles: ROLES,
    type: 'order',
    ok: 200,
    request: get('/api/dashboard/stats'),
  },
  {
    name: 'POST /api/objects/upload',
    roles: BACK_OFFICE,
    type: 'image',
    db: 'media',
    ok: 200,
    request: async () => ({ method: 'POST', url: '/api/objects/upload' }),
  },
];

describe('access to every /api path', () => {
  let api: ApiHarness;
  let fixtures: Fixtures;
  beforeAll(async () => {
    api = await startApi();
    fixtures = await seed(api);
  });
  afterAll(async () => {
    await api.close();
  });

  // What the reactions write on their own (the day's stock rows of the seeded products) settles
  // first: a count taken while they write would change under a request that stores nothing.
  const count = async (c: Case) => {
    await api.app.reactionsIdle();
    const { rows } = await api.app.store
      .db(c.db ?? 'floor')
      .allDocs({ startkey: `${c.type}:`, endkey: `${c.type}:\uffff` });
    return rows.length;
  };

  describe.each(CASES)('$name', (c) => {
    it('answers 401 in the envelope without a session, storing nothing', async () => {
      const request = await c.request(api, fixtures);
      const before = await count(c);
      const res = await api.call(null, request);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
      expect(await count(c)).toBe(before);
    });

    const refused = ROLES.filter((role) => !c.roles.includes(role));
    if (refused.length > 0) {
      it.each(refused)('answers 403 to %s, storing nothing', async (role) => {
        const request = await c.request(api, fixtures);
        const before = await count(c);
        const res = await api.call(role, request);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'forbidden' });
        expect(await count(c)).toBe(before);
      });
    }

    it.each([...c.roles])(`answers ${c.ok} to %s`, async (role) => {
      const res = await api.call(role, await c.request(api, fixtures));
      expect(res.statusCode, res.body).toBe(c.ok);
    });
  });
});
