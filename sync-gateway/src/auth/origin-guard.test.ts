import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gatewayHarness } from '../../test/helper.ts';

describe('foreign Origin on unsafe methods', () => {
  const harness = gatewayHarness('rp-auth-origin-');
  afterEach(() => harness.cleanup());

  const body = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

  it.each([
    ['http://evil.example', 403],
    ['null', 403],
    ['http://localhost:8080', 403],
    ['https://localhost:80', 403],
    ['http://localhost:80', 200],
    [undefined, 200],
  ])('POST /api/login with Origin %s → %i', async (origin, status) => {
    const gateway = await harness.start(await harness.dataDir());
    const headers = origin === undefined ? {} : { origin };
    const res = await gateway.inject({ method: 'POST', url: '/api/login', headers, payload: body });
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json()).toMatchObject({ error: 'forbidden' });
  });

  it('guards /db and every unsafe method, but not reads or other paths', async () => {
    const gateway = await harness.start(await harness.dataDir());
    const origin = 'https://evil.example';
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await gateway.inject({ method, url: '/db/floor/_bulk_docs', headers: { origin } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
    }
    const read = await gateway.inject({ method: 'GET', url: '/api/auth/user', headers: { origin } });
    expect(read.statusCode).toBe(401);
  });

  it('refuses a request the browser marks cross-site even without Origin', async () => {
    const gateway = await harness.start(await harness.dataDir());
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
  });

  it('compares against the forwarded origin behind a trusted proxy', async () => {
    const gateway = await harness.start(await harness.dataDir(), { trustProxy: true });
    const headers = {
      origin: 'https://bar.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'bar.example',
    };
    const res = await gateway.inject({ method: 'POST', url: '/api/login', headers, payload: body });
    expect(res.statusCode).toBe(200);
  });
});
