import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cookieFor,
  gatewayHarness,
  sessionCookie,
  signIn,
} from '../../test/helper.ts';

describe('sign-in and session', () => {
  const harness = gatewayHarness('rp-auth-login-');
  afterEach(() => harness.cleanup());

  async function app(): Promise<FastifyInstance> {
    return harness.start(await harness.dataDir());
  }

  it('signs in the first admin and returns the session user', async () => {
    const gateway = await app();
    const { res, cookie } = await signIn(gateway, ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', isActive: true });
    expect(Object.keys(res.json()).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'isActive',
      'lastName',
      'profileImageUrl',
      'role',
    ]);
    expect(cookie).not.toBeNull();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('answers /api/auth/user 401 without a cookie and 200 with one', async () => {
    const gateway = await app();
    const anonymous = await gateway.inject({ method: 'GET', url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized', message: 'Unauthorized' });

    const cookie = await cookieFor(gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const signedIn = await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' });
  });

  it('sets no cookie and writes nothing on a plain authenticated request', async () => {
    const gateway = await app();
    const cookie = await cookieFor(gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const before = await gateway.store.db('sessions').info();
    for (let i = 0; i < 3; i++) {
      const res = await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await gateway.store.db('sessions').info()).update_seq).toEqual(before.update_seq);
  });

  it('marks the cookie Secure when the request came over TLS through a trusted proxy', async () => {
    const gateway = await harness.start(await harness.dataDir(), { trustProxy: true });
    const { res } = await signIn(gateway, ADMIN_EMAIL, ADMIN_PASSWORD, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('rotates the session id at sign-in and ends the old session', async () => {
    const gateway = await app();
    const first = await cookieFor(gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { res, cookie: second } = await signIn(gateway, ADMIN_EMAIL, ADMIN_PASSWORD, {
      headers: { cookie: first },
    });
    expect(res.statusCode).toBe(200);
    expect(second).not.toBeNull();
    expect(second).not.toEqual(first);
    const old = await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const current = await gateway.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: second ?? '' },
    });
    expect(current.statusCode).toBe(200);
  });

  it('keeps sessions across a restart on the same data dir', async () => {
    const dataDir = await harness.dataDir();
    const first = await harness.start(dataDir);
    const cookie = await cookieFor(first, ADMIN_EMAIL, ADMIN_PASSWORD);
    await harness.stop(first);

    const second = await harness.start(dataDir);
    const res = await second.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: ADMIN_EMAIL });
  });

  it('renews a session past half its lifetime once, with a new cookie expiry', async () => {
    const dataDir = await harness.dataDir();
    const first = await harness.start(dataDir);
    const cookie = await cookieFor(first, ADMIN_EMAIL, ADMIN_PASSWORD);
    const sessions = first.store.db('sessions');
    const { rows } = await sessions.allDocs({ include_docs: true });
    const doc = rows[0]?.doc;
    if (!doc) throw new Error('no session stored');
    const longAgo = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000).toISOString();
    await sessions.put({ ...doc, sess: { ...(doc['sess'] as object), renewedAt: longAgo } });
    // A fresh gateway has nothing cached, so it reads the aged session from the store.
    await harness.stop(first);
    const second = await harness.start(dataDir);

    const renewed = await second.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(renewed.statusCode).toBe(200);
    expect(sessionCookie(renewed)).toBe(cookie);
    const stored = await second.store.db('sessions').get(doc._id);
    expect((stored['sess'] as { renewedAt: string }).renewedAt > longAgo).toBe(true);

    const next = await second.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('GET /api/login sends a signed-in user straight back', async () => {
    const gateway = await app();
    const cookie = await cookieFor(gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await gateway.inject({ method: 'GET', url: '/api/login?returnTo=/pos', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/pos');
  });

  it('logs out: destroys the session, clears the cookie and returns to /', async () => {
    const gateway = await app();
    const cookie = await cookieFor(gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await gateway.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'rp_session')?.value).toBe('');
    const after = await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it.each([
    ['?returnTo=/kitchen', '/kitchen'],
    ['?returnTo=//evil.example/x', '/'],
    ['?returnTo=https://evil.example/', '/'],
    ['?returnTo=/api/logout', '/'],
    ['', '/'],
  ])('GET /api/login%s redirects to the sign-in screen returning to %s', async (query, returnTo) => {
    const gateway = await app();
    const res = await gateway.inject({ method: 'GET', url: `/api/login${query}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(sessionCookie(res)).toBeNull();
  });

  it('GET /api/login falls back to a same-origin Referer', async () => {
    const gateway = await app();
    const own = await gateway.inject({
      method: 'GET',
      url: '/api/login',
      headers: { referer: 'http://localhost:80/pos?mesa=3' },
    });
    expect(own.headers.location).toBe(`/login?returnTo=${encodeURIComponent('/pos?mesa=3')}`);
    const foreign = await gateway.inject({
      method: 'GET',
      url: '/api/login',
      headers: { referer: 'http://evil.example/pos' },
    });
    expect(foreign.headers.location).toBe(`/login?returnTo=${encodeURIComponent('/')}`);
  });
});
