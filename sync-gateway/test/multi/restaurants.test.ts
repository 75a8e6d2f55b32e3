import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';

/**
 * Many restaurants on one store: each gateway's DB_PREFIX selects its own set of databases. Two
 * restaurants here share one embedded-store data directory (as they would share one CouchDB
 * cluster) and use the same admin e-mail, so only the prefix keeps them apart.
 */
const EMAIL = 'jefa@restaurante.test';
const PEPE = { prefix: 'casa_pepe_', password: 'clave-casa-pepe-1' };
const LUISA = { prefix: 'bar_luisa_', password: 'clave-bar-luisa-2' };

let dataDir: string | undefined;
const apps: FastifyInstance[] = [];

async function restaurant(dir: string, r: { prefix: string; password: string }) {
  const config = testConfig({
    dataDir: dir,
    dbPrefix: r.prefix,
    adminEmail: EMAIL,
    adminPassword: r.password,
  });
  const app = await buildApp({ config });
  apps.push(app);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: EMAIL, password: r.password },
  });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((c) => c.name === 'rp_session');
  if (cookie === undefined) throw new Error('no session cookie');
  return { app, cookie: `${cookie.name}=${cookie.value}` };
}

type Restaurant = Awaited<ReturnType<typeof restaurant>>;
let pepe: Restaurant;
let luisa: Restaurant;

// One pair for the whole file: starting a gateway (provisioning, first admin, sign-in) is the slow
// part, and no test below changes what another one checks.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-multi-restaurants-'));
  pepe = await restaurant(dataDir, PEPE);
  luisa = await restaurant(dataDir, LUISA);
});

afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describe('two restaurants on one store', () => {
  it('keep their databases side by side under their own prefixes', async () => {
    expect(pepe.app.store.db('floor').name).toBe('casa_pepe_floor');
    expect(luisa.app.store.db('floor').name).toBe('bar_luisa_floor');
    const entries = await readdir(dataDir!);
    expect(entries.some((e) => e.startsWith('casa_pepe_'))).toBe(true);
    expect(entries.some((e) => e.startsWith('bar_luisa_'))).toBe(true);
  });

  it('have separate accounts and sessions: one restaurant’s password and cookie mean nothing to the other', async () => {
    const wrongPassword = await luisa.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: EMAIL, password: PEPE.password },
    });
    expect(wrongPassword.statusCode).toBe(401);
    for (const url of ['/api/auth/user', '/api/areas', '/db/floor', '/db/floor/_changes?since=0']) {
      const res = await luisa.app.inject({ method: 'GET', url, headers: { cookie: pepe.cookie } });
      expect(res.statusCode, url).toBe(401);
    }
    const own = await pepe.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: pepe.cookie },
    });
    expect(own.statusCode).toBe(200);
  });

  it('never show each other’s documents through /api or /db', async () => {
    const create = async (r: Restaurant, name: string) => {
      const res = await r.app.inject({
        method: 'POST',
        url: '/api/areas',
        headers: { cookie: r.cookie },
        payload: { name, description: '' },
      });
      expect(res.statusCode).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const terraza = await create(pepe, 'Terraza de Pepe');
    const barra = await create(luisa, 'Barra de Luisa');

    const areaIds = async (r: Restaurant) => {
      const res = await r.app.inject({ method: 'GET', url: '/api/areas', headers: { cookie: r.cookie } });
      return (res.json() as Array<{ id: string }>).map((a) => a.id);
    };
    expect(await areaIds(pepe)).toEqual([terraza]);
    expect(await areaIds(luisa)).toEqual([barra]);

    const changedIds = async (r: Restaurant) => {
      const res = await r.app.inject({
        method: 'GET',
        url: '/db/floor/_changes?since=0',
        headers: { cookie: r.cookie },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: Array<{ id: string }> }).results.map((c) => c.id);
    };
    expect(await changedIds(pepe)).toContain(`area:${terraza}`);
    expect(await changedIds(pepe)).not.toContain(`area:${barra}`);
    expect(await changedIds(luisa)).toContain(`area:${barra}`);
    expect(await changedIds(luisa)).not.toContain(`area:${terraza}`);

    const direct = await luisa.app.inject({
      method: 'GET',
      url: `/db/floor/area:${terraza}`,
      headers: { cookie: luisa.cookie },
    });
    expect(direct.statusCode).toBe(404);
    const floorInfo = await luisa.app.inject({
      method: 'GET',
      url: '/db/floor',
      headers: { cookie: luisa.cookie },
    });
    expect((floorInfo.json() as { doc_count: number }).doc_count).toBe(1);
  });

  it('cannot name the other restaurant’s databases in a /db path', async () => {
    for (const url of [
      '/db/casa_pepe_floor',
      '/db/casa_pepe_floor/_changes?since=0',
      '/db/..%2Fcasa_pepe_floor',
      '/db/%2e%2e%2fcasa_pepe_floor/_changes',
      '/db/_all_dbs',
      '/db/accounts',
    ]) {
      const res = await luisa.app.inject({ method: 'GET', url, headers: { cookie: luisa.cookie } });
      expect([400, 403, 404], `${url} answered ${res.statusCode}`).toContain(res.statusCode);
    }
  });
});
