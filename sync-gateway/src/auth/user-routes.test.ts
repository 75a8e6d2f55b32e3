import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, cookieFor, gatewayHarness, signIn } from '../../test/helper.ts';

describe('account management (/api/users)', () => {
  const harness = gatewayHarness('rp-auth-users-');
  let gateway: FastifyInstance;
  let admin: string;

  beforeEach(async () => {
    gateway = await harness.start(await harness.dataDir());
    admin = await cookieFor(gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterEach(() => harness.cleanup());

  async function createUser(payload: Record<string, unknown>, cookie = admin) {
    return gateway.inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload });
  }

  it('creates waiters by default and lists accounts without password hashes', async () => {
    const res = await createUser({
      email: 'Ana@Restaurante.test',
      password: 'ana-123456',
      firstName: 'Ana',
      lastName: 'García',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'ana@restaurante.test',
      role: 'waiter',
      isActive: true,
      firstName: 'Ana',
    });

    const list = await gateway.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { email: string }) => u.email)).toEqual(['ana@restaurante.test', ADMIN_EMAIL]);
    expect(list.body).not.toMatch(/scrypt|passwordHash/);
  });

  it('refuses a second account with the same e-mail in any case, even created concurrently', async () => {
    const attempts = await Promise.all(
      ['pepe@restaurante.test', 'PEPE@restaurante.test', 'Pepe@Restaurante.Test'].map((email) =>
        createUser({ email, password: 'pepe-12345' }),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(attempts.find((r) => r.statusCode === 409)?.json()).toMatchObject({ error: 'conflict' });
    const list = await gateway.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin } });
    expect(list.json().filter((u: { email: string }) => u.email === 'pepe@restaurante.test')).toHaveLength(1);
  });

  it.each([
    [{ email: 'corta@restaurante.test', password: 'corta' }],
    [{ email: 'no-es-correo', password: 'larga-12345' }],
    [{ email: 'rol@restaurante.test', password: 'larga-12345', role: 'chef' }],
    [{ password: 'larga-12345' }],
  ])('refuses invalid input %j with validation-failed', async (payload) => {
    const res = await createUser(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation-failed' });
  });

  it('changes role, names and password; the new password works and the old one does not', async () => {
    const created = (await createUser({ email: 'luis@restaurante.test', password: 'luis-12345' })).json();
    const res = await gateway.inject({
      method: 'PUT',
      url: `/api/users/${created.id}`,
      headers: { cookie: admin },
      payload: { role: 'cook', firstName: 'Luis', lastName: 'Pérez', password: 'nueva-clave-99' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'cook', firstName: 'Luis', lastName: 'Pérez' });
    expect((await signIn(gateway, 'luis@restaurante.test', 'luis-12345')).res.statusCode).toBe(401);
    const fresh = await signIn(gateway, 'luis@restaurante.test', 'nueva-clave-99');
    expect(fresh.res.json()).toMatchObject({ role: 'cook' });
  });

  it('answers 404 for an unknown account and 400 for a malformed id or empty change', async () => {
    const unknown = await gateway.inject({
      method: 'PUT',
      url: '/api/users/01JZZZZZZZZZZZZZZZZZZZZZZZ',
      headers: { cookie: admin },
      payload: { role: 'cook' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await gateway.inject({
      method: 'PUT',
      url: '/api/users/..%2Fsecret',
      headers: { cookie: admin },
      payload: { role: 'cook' },
    });
    expect(malformed.statusCode).toBe(400);
    const me = (
      await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: admin } })
    ).json();
    const empty = await gateway.inject({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('does not let an admin disable or demote their own account', async () => {
    const me = (
      await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: admin } })
    ).json();
    for (const payload of [{ isActive: false }, { role: 'manager' }]) {
      const res = await gateway.inject({
        method: 'PUT',
        url: `/api/users/${me.id}`,
        headers: { cookie: admin },
        payload,
      });
      expect(res.statusCode).toBe(409);
    }
  });

  it.each(['manager', 'waiter', 'cook'] as const)(
    'refuses a %s with 403 and a signed-out request with 401',
    async (role) => {
      const email = `${role}@restaurante.test`;
      expect((await createUser({ email, password: 'rol-123456', role })).statusCode).toBe(201);
      const cookie = await cookieFor(gateway, email, 'rol-123456');
      const requests = [
        { method: 'GET' as const, url: '/api/users' },
        {
          method: 'POST' as const,
          url: '/api/users',
          payload: { email: 'x@restaurante.test', password: 'x-12345678' },
        },
      ];
      for (const request of requests) {
        const forbidden = await gateway.inject({ ...request, headers: { cookie } });
        expect(forbidden.statusCode).toBe(403);
        expect(forbidden.json()).toMatchObject({ error: 'forbidden' });
        const anonymous = await gateway.inject(request);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
      }
    },
  );
});
