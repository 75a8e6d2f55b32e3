import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { createPouchStore } from './pouch-store.ts';
import { StoreError, type Store } from './types.ts';

describe('store plugin', () => {
  let dataDir: string;
  const apps: FastifyInstance[] = [];

  async function start(store?: Store): Promise<FastifyInstance> {
    const app = await buildApp({ config: testConfig({ dataDir }), store });
    apps.push(app);
    return app;
  }

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-store-plugin-'));
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz without touching the store', async () => {
    const app = await start();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 while the store answers', async () => {
    const app = await start();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 with the error envelope when the store does not answer', async () => {
    const real = createPouchStore({ dataDir, prefix: 'rp_' });
    const failing: Store = {
      ...real,
      kind: real.kind,
      db: real.db,
      ping: () => Promise.reject(new StoreError(503, 'unavailable', 'connection refused')),
    };
    const app = await start(failing);
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'unavailable', message: 'Store unavailable' });
    // A store handed in is the caller's to close.
    await app.close();
    await expect(real.ping()).resolves.toBeUndefined();
    await real.close();
  });

  it('provisions every database and decorates fastify.store', async () => {
    const app = await start();
    const info = await app.store.db('floor').info();
    expect(info.db_name).toBe('rp_floor');
    expect(app.store.kind).toBe('pouch');
  });

  it('keeps data across a restart on the same data dir', async () => {
    const first = await start();
    await first.store.db('floor').put({ _id: 'area:01', type: 'area', name: 'Terraza' });
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    const second = await start();
    const doc = await second.store.db('floor').get('area:01');
    expect(doc.name).toBe('Terraza');
  });

  it('closes the store it built when the app closes', async () => {
    const app = await start();
    const store = app.store;
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    await expect(store.ping()).rejects.toMatchObject({ status: 503 });
  });
});
