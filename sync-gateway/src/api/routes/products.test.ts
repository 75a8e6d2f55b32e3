import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, startApi, type ApiHarness } from '../../../test/helper.ts';

const valid = { name: 'Croquetas', category: 'entradas', price: '8.50' };

describe('products', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('creates with the spec defaults, lists, reads by id and updates', async () => {
    const created = await api.call('manager', {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Croquetas', category: 'entradas', price: 8.5, cost: '2.1', description: 'De jamón' },
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      name: 'Croquetas',
      price: '8.50',
      cost: '2.10',
      isAvailable: true,
      isActive: true,
      preparationTime: 15,
    });
    expect(product.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(Object.keys(product)).not.toContain('_id');

    const list = await api.call('waiter', { method: 'GET', url: '/api/products' });
    expect(list.json()).toContainEqual(product);
    const one = await api.call('cook', { method: 'GET', url: `/api/products/${product.id}` });
    expect(one.json()).toEqual(product);

    const updated = await api.call('admin', {
      method: 'PUT',
      url: `/api/products/${product.id}`,
      payload: { ...valid, price: '9', isAvailable: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: product.id,
      price: '9.00',
      isAvailable: false,
      createdAt: product.createdAt,
    });
    // The write is in the answer of the very next read.
    const again = await api.call('waiter', { method: 'GET', url: `/api/products/${product.id}` });
    expect(again.json()).toMatchObject({ price: '9.00', isAvailable: false });
    const [doc] = (await api.stored('product')).filter((d) => d._id === `product:${product.id}`);
    expect(doc).toMatchObject({ type: 'product', price: '9.00', updatedBy: expect.any(String) });
  });

  it('answers 304 to a client holding the current ETag, and a new ETag after a change', async () => {
    const first = await api.call('waiter', { method: 'GET', url: '/api/products' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"/);
    const cached = await api.call('waiter', {
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': String(etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    await api.call('manager', {
      method: 'POST',
      url: '/api/products',
      payload: { ...valid, name: 'Tortilla' },
    });
    const changed = await api.call('waiter', {
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('serves a product changed directly in the store (as replication writes it) on the next GET', async () => {
    const { id } = (
      await api.call('manager', { method: 'POST', url: '/api/products', payload: valid })
    ).json() as { id: string };
    const db = api.app.store.db('floor');
    const doc = await db.get(`product:${id}`);
    await db.put({ ...doc, name: 'Croquetas caseras', price: '9.90' });
    const list = (await api.call('waiter', { method: 'GET', url: '/api/products' })).json() as Array<{
      id: string;
      name: string;
      price: string;
    }>;
    expect(list.find((p) => p.id === id)).toMatchObject({ name: 'Croquetas caseras', price: '9.90' });
  });

  it('answers 404 in the envelope for unknown ids', async () => {
    const res = await api.call('waiter', { method: 'GET', url: '/api/products/01ARZ3NDEKTSV4RRFFQ69G5FAV' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not-found' });
    await expectRefused(
      api,
      { method: 'PUT', url: '/api/products/01ARZ3NDEKTSV4RRFFQ69G5FAV', payload: valid },
      { status: 404, code: 'not-found', type: 'product' },
    );
    await expectRefused(
      api,
      { method: 'GET', url: '/api/products/..%2F..%2Fetc' },
      { status: 400, type: 'product' },
    );
  });

  const json = { 'content-type': 'application/json' };
  it.each([
    ['malformed JSON', { headers: json, payload: '{"name": "Flan", ' }, 400],
    ['a JSON array', { payload: [valid] }, 400],
    ['a missing name', { payload: { category: 'postres', price: '4' } }, 400],
    ['a wrong type for name', { payload: { ...valid, name: 42 } }, 400],
    ['a wrong type for price', { payload: { ...valid, price: true } }, 400],
    ['a wrong type for isAvailable', { payload: { ...valid, isAvailable: 'yes' } }, 400],
    ['an unknown category', { payload: { ...valid, category: 'tapas' } }, 400],
    ['a negative price', { payload: { ...valid, price: -1 } }, 400],
    ['a negative price as text', { payload: { ...valid, price: '-1.00' } }, 400],
    ['an over-precise price', { payload: { ...valid, price: 8.555 } }, 400],
    ['an over-precise price as text', { payload: { ...valid, price: '8.555' } }, 400],
    ['a price beyond decimal(10,2)', { payload: { ...valid, price: '123456789.00' } }, 400],
    ['a fractional preparation time', { payload: { ...valid, preparationTime: 1.5 } }, 400],
    ['a huge string', { payload: { ...valid, description: 'x'.repeat(200_000) } }, 413],
    ['a text/plain body', { headers: { 'content-type': 'text/plain' }, payload: 'name=Flan' }, 415],
    [
      'a form body',
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Flan' },
      415,
    ],
  ])('refuses %s and stores nothing', async (_name, request, status) => {
    await expectRefused(
      api,
      { method: 'POST', url: '/api/products', ...request },
      { status, type: 'product' },
    );
  });
});
