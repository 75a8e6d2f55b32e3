import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { User } from './helpers.ts';
import { productDoc, replicationHarness } from './helpers.ts';

describe('/db access rules', () => {
  const h = replicationHarness();
  let app: FastifyInstance;
  let waiter: User;
  let manager: User;

  // One gateway and two sign-ins for the file: password hashing dominates the cost of each.
  beforeAll(async () => {
    const gateway = await h.gateway(await h.store());
    app = gateway.app;
    waiter = await h.account(app, gateway.url, 'waiter');
    manager = await h.account(app, gateway.url, 'manager');
  });
  afterAll(() => h.cleanup());

  const get = (url: string, user?: User) =>
    app.inject({ method: 'GET', url, headers: user === undefined ? {} : { cookie: user.cookie } });

  it.each([
    '/db/',
    '/db/floor',
    '/db/floor/_changes',
    '/db/floor/_local/abc',
    '/db/floor/order:01J',
    '/db/accounts',
    '/db/floor/_design/x',
  ])('answers 401 to %s without a session', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('serves the database info with and without a trailing slash', async () => {
    for (const url of ['/db/floor', '/db/floor/']) {
      const res = await get(url, waiter);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ db_name: 'floor', update_seq: expect.anything() });
    }
    expect((await get('/db/office/', waiter)).statusCode).toBe(403);
  });

  it('serves the server root with a uuid', async () => {
    const first = (await get('/db/', waiter)).json<{ uuid: string }>();
    expect(first.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect((await get('/db/', manager)).json<{ uuid: string }>().uuid).toBe(first.uuid);
  });

  it('lets every role replicate floor and only managers and admins office', async () => {
    expect((await get('/db/floor', waiter)).statusCode).toBe(200);
    expect((await get('/db/floor', waiter)).json()).toMatchObject({ db_name: 'floor' });
    expect((await get('/db/office', waiter)).statusCode).toBe(403);
    expect((await get('/db/office', manager)).statusCode).toBe(200);
  });

  it.each([
    ['/db/accounts', 404],
    ['/db/sessions', 404],
    ['/db/media', 404],
    ['/db/_all_dbs', 404],
    ['/db/_session', 404],
    ['/db/_users', 404],
    ['/db/_config', 404],
    ['/db/floor/_security', 403],
    ['/db/floor/_all_docs', 403],
    ['/db/floor/_design/orders', 403],
    ['/db/floor/_design%2Forders', 403],
    ['/db/floor/_local/..%2F..%2Faccounts', 404],
    ['/db/floor/../accounts/user:x', 404],
    ['/db/floor%2F..%2Faccounts', 404],
    ['/db/floor/order:1%2F..%2F..', 404],
    ['/db/floor/a/b/c', 404],
  ])('refuses %s', async (url, status) => {
    const res = await get(url, manager);
    expect(res.statusCode).toBe(status);
  });

  it('keeps a checkpoint whose id has two dots in a row, as PouchDB writes one now and then', async () => {
    const url = '/db/floor/_local/Ab..cD9_x%3D%3D';
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: { cookie: waiter.cookie },
      payload: { last_seq: 3 },
    });
    expect(put.statusCode).toBe(201);
    expect((await get(url, waiter)).json()).toMatchObject({ last_seq: 3 });
  });

  it('refuses writes to design docs and to _security', async () => {
    const put = (url: string) =>
      app.inject({ method: 'PUT', url, headers: { cookie: manager.cookie }, payload: { views: {} } });
    expect((await put('/db/floor/_design%2Fx')).statusCode).toBe(403);
    expect((await put('/db/floor/_security')).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: '/db/floor', headers: { cookie: manager.cookie } }))
        .statusCode,
    ).toBe(404);
    const bulk = await app.inject({
      method: 'POST',
      url: '/db/floor/_bulk_docs',
      headers: { cookie: manager.cookie },
      payload: { docs: [{ _id: '_design/x', views: {} }, productDoc(manager.id)] },
    });
    const rows = bulk.json<Array<{ error?: string; ok?: boolean }>>();
    expect(rows[0]).toMatchObject({ error: 'forbidden' });
    expect(rows[1]).toMatchObject({ ok: true });
  });

  it('refuses a single PUT outside the role with CouchDB\'s error body', async () => {
    const product = productDoc(manager.id);
    const res = await app.inject({
      method: 'PUT',
      url: `/db/floor/${encodeURIComponent(product._id)}`,
      headers: { cookie: waiter.cookie },
      payload: product,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden', reason: expect.any(String) });
    const ok = await app.inject({
      method: 'PUT',
      url: `/db/floor/${encodeURIComponent(product._id)}`,
      headers: { cookie: manager.cookie },
      payload: product,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('keeps office documents out of the floor database', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/db/floor/_bulk_docs',
      headers: { cookie: manager.cookie },
      payload: { docs: [{ _id: 'supplier:S1', type: 'supplier', name: 'x' }] },
    });
    expect(res.json()).toEqual([expect.objectContaining({ id: 'supplier:S1', error: 'forbidden' })]);
  });
});
