// A device whose link dies without closing (Wi-Fi gone, TCP left open with nobody at the other end)
// must start receiving again once a new link works. PouchDB sets no deadline on its requests, so a
// replication waiting on such a connection stays silent without an error for good: the cause of
// devices that "simply never received" orders in link-flapping runs. The app's remote databases
// (web/src/data/pouch.ts) and the soak's devices give every request a deadline
// (web/src/lib/deadline-fetch.ts), and ask the gateway for longpolls that end on their own.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_SYNC_CHECKPOINTS, DEVICE_SYNC_LIVE } from '@restaurantpro/schema';
import { buildApp } from '@restaurantpro/sync-gateway';
import { testConfig } from '@restaurantpro/sync-gateway/config';
import { createPouchStore } from '@restaurantpro/sync-gateway/store';
import '@restaurantpro/sync-gateway/fastify-types';
import { withDeadline } from '../../web/src/lib/deadline-fetch.ts';
import { signIn } from './api.ts';
import { productDoc } from './test-docs.ts';

PouchDB.plugin(MemoryAdapter);

const PASSWORD = 'dead-link-password-123';
/** The test's longpoll and margin: the same deadline rule as the app's, on a shorter clock. */
const LONGPOLL_MS = 1000;
const MARGIN_MS = 500;

/**
 * A loopback proxy whose `freeze()` kills every connection open at that moment the way a lost Wi-Fi
 * link does: nothing passes either way any more and neither end is told. Connections made after it
 * pass normally (the link is back). `longpoll` resolves once a longpoll request has been sent.
 */
class DeadLinkProxy {
  private readonly open = new Set<{ frozen: boolean; sockets: net.Socket[] }>();
  private sawLongpoll: () => void = () => undefined;
  readonly longpoll = new Promise<void>((resolve) => {
    this.sawLongpoll = resolve;
  });

  private constructor(private readonly server: net.Server) {}

  static async start(targetPort: number): Promise<DeadLinkProxy> {
    const server = net.createServer();
    const proxy = new DeadLinkProxy(server);
    server.on('connection', (client) => proxy.relay(client, targetPort));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  freeze(): void {
    for (const link of this.open) link.frozen = true;
  }

  async close(): Promise<void> {
    for (const link of this.open) for (const socket of link.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: net.Socket, targetPort: number): void {
    const upstream = net.connect(targetPort, '127.0.0.1');
    const link = { frozen: false, sockets: [client, upstream] };
    this.open.add(link);
    client.on('data', (chunk: Uint8Array) => {
      if (link.frozen) return;
      if (/_changes\?[^ ]*feed=longpoll/.test(Buffer.from(chunk).toString('latin1'))) this.sawLongpoll();
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Uint8Array) => {
      if (!link.frozen) client.write(chunk);
    });
    const end = () => {
      if (link.frozen) return;
      this.open.delete(link);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of link.sockets) {
      socket.on('close', end);
      socket.on('error', end);
    }
  }
}

describe('a device whose link dies without closing', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A gateway, a cook signed in, and a kitchen replica syncing through a proxy, caught up. */
  async function kitchenThroughProxy(deadline: boolean) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-dead-link-'));
    const store = createPouchStore({ dataDir, prefix: 'rp_' });
    const app = await buildApp({ config: testConfig({ dataDir, adminPassword: PASSWORD }), store });
    cleanups.push(
      () => rm(dataDir, { recursive: true, force: true }),
      () => store.close(),
      () => app.close(),
    );
    await app.accounts.create({ email: 'cocina@dead-link.test', password: PASSWORD, role: 'cook' });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = await signIn(url, 'cocina@dead-link.test', PASSWORD);
    const proxy = await DeadLinkProxy.start(Number(new URL(url).port));
    cleanups.push(() => proxy.close());

    const send: typeof PouchDB.fetch = (target, opts) => {
      const headers = new Headers(opts?.headers);
      headers.set('cookie', cookie);
      return PouchDB.fetch(target, { ...opts, headers });
    };
    const remote = new PouchDB(`http://127.0.0.1:${proxy.port}/db/floor`, {
      skip_setup: true,
      fetch: deadline ? withDeadline(send, MARGIN_MS) : send,
    });
    const local = new PouchDB(`dead-link-${Date.now()}-${Math.random()}`, { adapter: 'memory' });
    const sync = local.sync(remote, {
      ...DEVICE_SYNC_CHECKPOINTS,
      ...DEVICE_SYNC_LIVE,
      timeout: LONGPOLL_MS,
      live: true,
      retry: true,
      back_off_function: () => 100,
    });
    cleanups.push(async () => {
      sync.cancel();
      await local.destroy();
    });
    await new Promise((resolve) => sync.once('paused', resolve));
    await proxy.longpoll;
    return { floor: store.db('floor'), local, proxy };
  }

  /** Resolves when `id` reaches the replica, or with false once `ms` passed without it. */
  function arrival(local: PouchDB.Database, id: string, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const feed = local.changes({ live: true, since: 'now', doc_ids: [id] });
      const timer = setTimeout(() => {
        feed.cancel();
        resolve(false);
      }, ms);
      feed.on('change', () => {
        clearTimeout(timer);
        feed.cancel();
        resolve(true);
      });
    });
  }

  it('receives what was written after its longpoll died, once its deadline passes', async () => {
    const { floor, local, proxy } = await kitchenThroughProxy(true);
    proxy.freeze();
    const received = arrival(local, 'product:DL1', 30_000);
    await floor.put(productDoc('DL1'));
    expect(await received).toBe(true);
  });

  it('without a deadline stays silent past the longpoll it asked for (the cause)', async () => {
    const { floor, local, proxy } = await kitchenThroughProxy(false);
    proxy.freeze();
    const received = arrival(local, 'product:DL2', LONGPOLL_MS + MARGIN_MS + 3000);
    await floor.put(productDoc('DL2'));
    expect(await received).toBe(false);
  });
});
