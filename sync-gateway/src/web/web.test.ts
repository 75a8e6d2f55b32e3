import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import webPlugin from './index.ts';

let app: FastifyInstance | null = null;
let dist: string | null = null;

afterEach(async () => {
  await app?.close();
  app = null;
  if (dist) await rm(dist, { recursive: true, force: true });
  dist = null;
});

async function serve(): Promise<FastifyInstance> {
  dist = await mkdtemp(path.join(tmpdir(), 'rp-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'sw.js'), 'self.x=1');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"RestaurantPro"}');
  const fastify = Fastify();
  fastify.decorate('config', testConfig({ dataDir: dist, webDist: dist }));
  fastify.get('/api/auth/user', async () => ({ ok: true }));
  await fastify.register(webPlugin);
  await fastify.ready();
  app = fastify;
  return fastify;
}

describe('web plugin', () => {
  it.each(['/', '/kitchen', '/pos?mesa=1', '/no/existe'])('serves the app shell for %s', async (url) => {
    const fastify = await serve();
    const response = await fastify.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('id="root"');
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const fastify = await serve();
    const asset = await fastify.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await fastify.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await fastify.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it.each(['/api/nada', '/db/floor/_all_docs', '/assets/gone-123.js', '/healthz/x'])('never answers %s with the app', async (url) => {
    const fastify = await serve();
    const response = await fastify.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('id="root"');
  });

  it('leaves server routes alone', async () => {
    const fastify = await serve();
    const response = await fastify.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.json()).toEqual({ ok: true });
  });
});
