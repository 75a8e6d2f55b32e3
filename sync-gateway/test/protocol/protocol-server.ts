import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sensible from '@fastify/sensible';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store } from '../../src/store/types.ts';
import { permissiveRoutes } from './permissive-routes.ts';

export interface ProtocolTestServer {
  app: FastifyInstance;
  /** What `COUCH_HOST` is set to: the `/db` prefix included. */
  couchHost: string;
  close(): Promise<void>;
}

/**
 * The protocol test mode: `/db` under the permissive policy over a pouch store in a fresh temp dir,
 * listening on a loopback port. For conformance suites and tests only; nothing in `src/` imports it,
 * and the Docker image does not even ship `test/`.
 */
export interface ProtocolTestServerOptions {
  port?: number;
  logLevel?: string;
  /** Hears each request's method and URL as it arrives (tests that wait for a request to be under way). */
  onRequest?: (method: string, url: string) => void;
}

export async function startProtocolTestServer(opts: ProtocolTestServerOptions = {}): Promise<ProtocolTestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-protocol-'));
  const store: Store = createPouchStore({ dataDir, prefix: '' });
  // Conformance suites send batches far above what a device does.
  const app = Fastify({ logger: { level: opts.logLevel ?? process.env.PROTOCOL_LOG ?? 'silent' }, bodyLimit: 64 * 1024 * 1024 });
  await app.register(sensible);
  const { onRequest } = opts;
  if (onRequest !== undefined) app.addHook('onRequest', async (request) => onRequest(request.method, request.url));
  await app.register(permissiveRoutes, { prefix: '/db', store, serverUuid: randomUUID().replaceAll('-', '') });
  app.addHook('onClose', async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  try {
    await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  } catch (err) {
    await app.close();
    throw err;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('protocol test server is not on a port');
  return { app, couchHost: `http://127.0.0.1:${address.port}/db`, close: () => app.close() };
}
