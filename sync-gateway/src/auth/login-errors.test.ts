import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, cookieFor, gatewayHarness, signIn } from '../../test/helper.ts';

describe('sign-in failures', () => {
  const harness = gatewayHarness('rp-auth-errors-');
  afterEach(() => harness.cleanup());

  async function app(): Promise<FastifyInstance> {
    return harness.start(await harness.dataDir());
  }

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const gateway = await app();
    const wrong = await signIn(gateway, ADMIN_EMAIL, 'not-the-password');
    const unknown = await signIn(gateway, 'nadie@restaurante.test', ADMIN_PASSWORD);
    for (const { res, cookie } of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: wrong.res.json().message });
      expect(cookie).toBeNull();
    }
  });

  it.each([
    [
      'malformed JSON',
      { payload: '{"email": "a@b.c", ', headers: { 'content-type': 'application/json' } },
      400,
      'bad-request',
    ],
    [
      'an empty JSON body',
      { payload: '', headers: { 'content-type': 'application/json' } },
      400,
      'bad-request',
    ],
    ['a missing password', { payload: { email: ADMIN_EMAIL } }, 400, 'validation-failed'],
    ['a missing body', {}, 400, 'validation-failed'],
    ['a non-string e-mail', { payload: { email: 42, password: 'x' } }, 400, 'validation-failed'],
    [
      'a JSON array',
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      400,
      'validation-failed',
    ],
    [
      'a form body',
      { payload: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      'unsupported-media-type',
    ],
    [
      'an oversized body',
      { payload: { email: ADMIN_EMAIL, password: 'x'.repeat(64 * 1024) } },
      413,
      'payload-too-large',
    ],
  ])('refuses %s with a 4xx envelope', async (_name, request, status, code) => {
    const gateway = await app();
    const res = await gateway.inject({ method: 'POST', url: '/api/login', ...request });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: code, message: expect.any(String) });
  });

  it('refuses the 6th failed attempt in a minute with 429, even with the right password', async () => {
    const gateway = await app();
    for (let i = 0; i < 5; i++)
      expect((await signIn(gateway, ADMIN_EMAIL, `wrong-${i}`)).res.statusCode).toBe(401);
    const sixth = await signIn(gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(sixth.res.statusCode).toBe(429);
    expect(sixth.res.json()).toMatchObject({ error: 'rate-limited' });
    expect(Number(sixth.res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits per e-mail across addresses, and successful sign-ins do not count', async () => {
    const gateway = await app();
    for (let i = 0; i < 10; i++)
      expect((await signIn(gateway, ADMIN_EMAIL, ADMIN_PASSWORD)).res.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const attempt = await signIn(gateway, 'victima@restaurante.test', 'adivina', {
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(attempt.res.statusCode).toBe(401);
    }
    const next = await signIn(gateway, 'victima@restaurante.test', 'adivina', { remoteAddress: '10.0.0.99' });
    expect(next.res.statusCode).toBe(429);
    // The admin, from another address, is not affected by someone guessing another account.
    expect(
      (await signIn(gateway, ADMIN_EMAIL, ADMIN_PASSWORD, { remoteAddress: '10.0.0.50' })).res.statusCode,
    ).toBe(200);
  });

  it('refuses an inactive account and ends its open sessions', async () => {
    const gateway = await app();
    const admin = await cookieFor(gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await gateway.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin },
      payload: { email: 'camarero@restaurante.test', password: 'camarero-1234' },
    });
    expect(created.statusCode).toBe(201);
    const waiter = await cookieFor(gateway, 'camarero@restaurante.test', 'camarero-1234');

    const disabled = await gateway.inject({
      method: 'PUT',
      url: `/api/users/${created.json().id}`,
      headers: { cookie: admin },
      payload: { isActive: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ isActive: false });

    const old = await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: waiter } });
    expect(old.statusCode).toBe(401);
    const again = await signIn(gateway, 'camarero@restaurante.test', 'camarero-1234');
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json()).toMatchObject({ error: 'forbidden' });
    expect(again.cookie).toBeNull();
  });
});
