import { afterEach, describe, expect, it } from 'vitest';
import { orderDoc, productDoc, replicationHarness, type User } from '../replication/helpers.ts';

/**
 * The cross-site request forgery decision of docs/security.md, at both doors: the session cookie is
 * SameSite=Lax; an unsafe request a browser marks as foreign (Origin, Fetch Metadata) is refused;
 * one with neither header (curl, integrations) is served; and no body a cross-site form can send
 * without a CORS preflight (urlencoded, multipart, text/plain) is ever read as a write.
 */
describe('cross-site request forgery', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  const post = (url: string, user: User, path: string, body: string, headers: Record<string, string>) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { cookie: user.cookie, ...headers }, body });

  it('the session cookie is HttpOnly and SameSite=Lax, so browsers keep it off cross-site writes', async () => {
    const { app, url } = await h.floor();
    const email = 'csrf@restaurante.test';
    await app.accounts.create({ email, password: 'clave-de-prueba-1234', role: 'waiter' });
    const res = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'clave-de-prueba-1234' }),
    });
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith('rp_session='));
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Fetch Metadata cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a signed-in write with %s at /api and /db', async (_name, headers) => {
    const { url, app, waiter, db } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const json = { 'content-type': 'application/json' };
    const product = { name: 'Forjado', category: 'entradas', price: 5 };
    const api = await post(url, manager, '/api/products', JSON.stringify(product), { ...json, ...headers });
    expect(api.status).toBe(403);
    const order = orderDoc(waiter.id);
    const replicated = await post(url, waiter, '/db/floor/_bulk_docs', JSON.stringify({ docs: [order] }), {
      ...json,
      ...headers,
    });
    expect(replicated.status).toBe(403);
    await expect(db.get(order._id)).rejects.toMatchObject({ status: 404 });
  });

  it('serves a signed-in write without Origin or Fetch Metadata (a non-browser client)', async () => {
    const { url, app, waiter, db } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const json = { 'content-type': 'application/json' };
    const product = { name: 'Integración', category: 'entradas', price: 5 };
    expect((await post(url, manager, '/api/products', JSON.stringify(product), json)).status).toBe(201);
    const order = orderDoc(waiter.id);
    const res = await post(url, waiter, '/db/floor/_bulk_docs', JSON.stringify({ docs: [order] }), json);
    expect(res.status).toBe(201);
    expect((await db.get(order._id)).type).toBe('order');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'never reads a %s body (what a cross-site form sends) as a write',
    async (type) => {
      const { url, app, waiter, db } = await h.floor();
      const manager = await h.account(app, url, 'manager');
      const product = productDoc(manager.id);
      const api = await post(url, manager, '/api/products', JSON.stringify(product), {
        'content-type': type,
      });
      expect([400, 415]).toContain(api.status);
      const order = orderDoc(waiter.id);
      const body = JSON.stringify({ docs: [order] });
      const replicated = await post(url, waiter, '/db/floor/_bulk_docs', body, { 'content-type': type });
      expect([400, 415]).toContain(replicated.status);
      await expect(db.get(order._id)).rejects.toMatchObject({ status: 404 });
    },
  );
});
