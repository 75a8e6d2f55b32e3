/**
 * Test support for the check's REST paths: a dining room with free tables and a menu whose steak
 * asks for its doneness, over the api harness. Not imported by product code.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@restaurantpro/schema';
import type { StoredDoc } from '../../src/store/types.ts';
import { countDocs, seed, type ApiHarness, type Fixtures } from './api.ts';

export interface Dining extends Fixtures {
  /** Table '3' (capacity 4) and table '5' (capacity 2), free. */
  table3: string;
  table5: string;
  /** Entrecot 18.00: 'Punto de la carne' (single, required) and 'Extras' (multiple, optional). */
  steakId: string;
}

/** The steak's modifier groups, as the product dialog stores them. */
export const STEAK_GROUPS = [
  {
    id: 'punto',
    name: 'Punto de la carne',
    kind: 'single',
    required: true,
    options: [
      { id: 'poco', name: 'Poco hecho', priceDelta: '0.00' },
      { id: 'al-punto', name: 'Al punto', priceDelta: '0.00' },
      { id: 'hecho', name: 'Hecho', priceDelta: '0.00' },
    ],
  },
  {
    id: 'extras',
    name: 'Extras',
    kind: 'multiple',
    required: false,
    options: [
      { id: 'huevo', name: 'Huevo', priceDelta: '1.50' },
      { id: 'queso', name: 'Queso', priceDelta: '1.00' },
    ],
  },
] as const;

async function created(res: LightMyRequestResponse): Promise<string> {
  if (res.statusCode !== 201) throw new Error(`fixture not created: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export async function seedDining(api: ApiHarness): Promise<Dining> {
  const f = await seed(api);
  const post = (url: string, payload: object) => api.call('manager', { method: 'POST', url, payload });
  const table3 = await created(await post('/api/tables', { number: '3', capacity: 4, areaId: f.areaId }));
  const table5 = await created(await post('/api/tables', { number: '5', capacity: 2, areaId: f.areaId }));
  const steakId = await created(
    await post('/api/products', { name: 'Entrecot', category: 'principales', price: '18.00', cost: '7.00' }),
  );
  // The product dialog's modifier groups, written as a device would write them.
  const floor = api.app.store.db('floor');
  const steak = await floor.get(`product:${steakId}`);
  await floor.put({ ...steak, modifierGroups: STEAK_GROUPS });
  return { ...f, table3, table5, steakId };
}

/** A new free table (numbered from 100 on), so each test starts from a table without a check. */
export async function freeTable(api: ApiHarness, areaId: string, capacity = 4): Promise<string> {
  const number = String(100 + (await countDocs(api, 'table')));
  return created(
    await api.call('manager', { method: 'POST', url: '/api/tables', payload: { number, capacity, areaId } }),
  );
}

/** POSTs as `role` and returns the parsed answer, failing the test with the body when not `status`. */
export async function expectCall<T = Record<string, unknown>>(
  api: ApiHarness,
  role: Role,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload: object | undefined,
  status: number,
): Promise<T> {
  const res = await api.call(role, { method, url, ...(payload ? { payload } : {}) });
  if (res.statusCode !== status)
    throw new Error(`${method} ${url}: expected ${status}, got ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** The check's stored document. */
export async function storedCheck(api: ApiHarness, id: string): Promise<StoredDoc> {
  return api.app.store.db('floor').get(`check:${id}`);
}
