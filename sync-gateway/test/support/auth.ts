import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';

export const ADMIN_EMAIL = 'jefa@restaurante.test';
export const ADMIN_PASSWORD = 'clave-admin-1234';

/** Temp data dirs and apps for one test file; `cleanup()` belongs in afterEach. */
export function gatewayHarness(prefix: string) {
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];

  return {
    async dataDir(): Promise<string> {
      const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async start(dataDir: string, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
      const config = testConfig({
        dataDir,
        adminEmail: ADMIN_EMAIL,
        adminPassword: ADMIN_PASSWORD,
        ...overrides,
      });
      const app = await buildApp({ config });
      apps.push(app);
      return app;
    },
    async stop(app: FastifyInstance): Promise<void> {
      apps.splice(apps.indexOf(app), 1);
      await app.close();
    },
    async cleanup(): Promise<void> {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

/** The `name=value` pair of the session cookie a response set, or null. */
export function sessionCookie(res: LightMyRequestResponse): string | null {
  const cookie = res.cookies.find((c) => c.name === 'rp_session');
  return cookie ? `${cookie.name}=${cookie.value}` : null;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: InjectOptions = {},
) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, ...extra });
  return { res, cookie: sessionCookie(res) };
}

/** Signs in and returns the cookie; fails loudly when the sign-in does not succeed. */
export async function cookieFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  const { res, cookie } = await signIn(app, email, password);
  if (res.statusCode !== 200 || cookie === null)
    throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookie;
}
