import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dailyStockId, siteStatusSchema, type SiteStatus } from '@restaurantpro/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCouchStore } from '../../src/store/couch-store.ts';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import { DATABASE_NAMES, type Store, type StoreDb, type StoredDoc } from '../../src/store/types.ts';
import { uniquePrefix } from '../store/store.contract.ts';
import { LinkProxy } from '../support/link-proxy.ts';
import { servePrefixed } from '../support/path-prefix.ts';
import { startPouchDbServer, type PouchDbServerPeer } from '../support/pouchdb-server-peer.ts';
import { dailyStockDoc, orderOf } from '../replication/fixtures.ts';
import { replicationHarness, TODAY, waitForDoc, waitForStoreDoc } from '../replication/helpers.ts';

/**
 * A site hub (DESIGN.md §11): a gateway on its embedded store, replicating through a link that is
 * cut with its restaurant's databases in the cloud (pouchdb-server standing in for CouchDB), where a
 * cloud gateway serves the back office. While the link is down the floor works on the hub alone;
 * when it is back, everything meets, and the reactions come back to the hub.
 */
const TTL_MS = 1500;

let peer: PouchDbServerPeer;
beforeAll(async () => {
  peer = await startPouchDbServer({ bridge: true });
});
afterAll(async () => {
  await peer.stop();
});

/** Polls `read` until `accept` holds: for states only a gateway's own endpoints tell. */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `promise`, or a failure naming `what` after 15 s: a step that hangs says which it was. */
function step<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within 15 s`)), 15_000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const reactorOf = async (url: string) =>
  (await (await fetch(`${url}/healthz/reactor`)).json()) as { holds: boolean; lease?: boolean };

/** Every document of a database and its winning revision, design documents aside; and any conflict. */
async function contents(db: StoreDb): Promise<{ revs: Map<string, string>; conflicted: string[] }> {
  const { rows } = await db.allDocs({ include_docs: true, conflicts: true });
  const revs = new Map<string, string>();
  const conflicted: string[] = [];
  for (const row of rows) {
    if (row.id.startsWith('_design/')) continue;
    revs.set(row.id, row.value.rev);
    if ((row.doc?._conflicts ?? []).length > 0) conflicted.push(row.id);
  }
  return { revs, conflicted };
}

describe('a site hub whose link to the cloud is cut', () => {
  const h = replicationHarness();
  const stores: Store[] = [];
  const dirs: string[] = [];
  let proxy: LinkProxy | undefined;

  afterEach(async () => {
    await h.cleanup();
    await proxy?.close();
    for (const store of stores.splice(0)) {
      const names = DATABASE_NAMES.map((name) => store.db(name).name);
      await store.close();
      if (store.kind === 'couch')
        for (const name of names)
          await fetch(`${peer.serverUrl}/${name}`, { method: 'DELETE' }).then((res) => res.body?.cancel());
    }
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  interface SiteOptions {
    /** The hub's UPSTREAM_URL, from the link's. */
    upstream?: (linkUrl: string) => Promise<string>;
    /** Documents in the cloud before the hub first starts. */
    history?: StoredDoc[];
  }

  async function site({ upstream, history = [] }: SiteOptions = {}) {
    const prefix = uniquePrefix();
    const cloudStore = createCouchStore({ url: peer.url, prefix });
    stores.push(cloudStore);
    await cloudStore.provision();
    await cloudStore.db('floor').bulkDocs([dailyStockDoc('P1', 30), ...history]);
    const cloud = await h.gateway(cloudStore, 0, { reactorLeaseTtlMs: TTL_MS });

    // Through the selector bridge, which answers a new hub's `_changes?filter=_selector` as CouchDB
    // does (pouchdb-server alone fails on it).
    proxy = await LinkProxy.start(peer.url);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-site-hub-'));
    dirs.push(dir);
    const hubStore = createPouchStore({ dataDir: dir, prefix });
    stores.push(hubStore);
    const hub = await h.gateway(hubStore, 0, {
      upstreamUrl: upstream === undefined ? proxy.url : await upstream(proxy.url),
      dbPrefix: prefix,
      reactorLeaseTtlMs: TTL_MS,
    });
    return { cloudStore, cloud, hubStore, hub, proxy };
  }

  it(
    'serves the floor alone through the cut, and meets the cloud again after it',
    { timeout: 90_000 },
    async () => {
      const { cloudStore, cloud, hubStore, hub, proxy } = await site();
      // The hub receives what the cloud had, and asks for the reactions back.
      await step(
        'the cloud’s stock row on the hub',
        waitForStoreDoc(hubStore.db('floor'), dailyStockId(TODAY, 'P1')),
      );
      await until(
        () => reactorOf(hub.url),
        (r) => r.lease === true,
        'the hub holds the lease',
      );
      await until(
        () => reactorOf(cloud.url),
        (r) => !r.holds,
        'the cloud stands by',
      );

      const waiter = await h.account(hub.app, hub.url, 'waiter');
      const cook = await h.account(hub.app, hub.url, 'cook');
      const manager = await h.account(cloud.app, cloud.url, 'manager');
      const pos = h.device(hub.url, waiter);
      const kitchen = h.device(hub.url, cook);
      h.sync(pos.local, pos.remote);
      h.sync(kitchen.local, kitchen.remote);
      const siteStatus = async (): Promise<SiteStatus> =>
        siteStatusSchema.parse(
          await (await fetch(`${hub.url}/api/site`, { headers: { cookie: waiter.cookie } })).json(),
        );

      const before = orderOf(waiter.id, [['P1', 2]]);
      await pos.local.put(before);
      await step('the first order in the kitchen', waitForDoc(kitchen.local, before._id));
      await step('the first order in the cloud', waitForStoreDoc(cloudStore.db('floor'), before._id));
      expect(await siteStatus()).toMatchObject({ site: true, connected: true, offlineSince: null });

      proxy.cut();
      const cut = await until(siteStatus, (s) => s.site && s.offlineSince !== null, 'the hub sees the cut');
      // The floor goes on: an order reaches the kitchen and is projected, on the hub alone.
      const during = orderOf(waiter.id, [['P1', 3]]);
      await pos.local.put(during);
      await step('the order of the cut in the kitchen', waitForDoc(kitchen.local, during._id));
      const stockId = dailyStockId(TODAY, 'P1');
      await step(
        'the hub’s stock row with both orders',
        waitForStoreDoc(hubStore.db('floor'), stockId, (doc) => doc['soldQuantity'] === 5),
      );
      const waiting = await until(siteStatus, (s) => s.site && s.pending > 0, 'the hub counts what waits');
      expect(waiting).toMatchObject({ connected: false, offlineSince: cut.site ? cut.offlineSince : null });
      // The cloud cannot tell an outage from a dead hub: after a lease it runs the reactions itself.
      await until(
        () => reactorOf(cloud.url),
        (r) => r.holds,
        'the cloud takes the reactions',
      );

      // Meanwhile a manager in the cloud changes a price and adds a product.
      const headers = { cookie: manager.cookie, 'content-type': 'application/json' };
      const product = await (await fetch(`${cloud.url}/api/products/P1`, { headers })).json();
      const repriced = await fetch(`${cloud.url}/api/products/P1`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...pick(product), price: '7.25' }),
      });
      expect(repriced.status).toBe(200);
      const added = await fetch(`${cloud.url}/api/products`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Tarta de queso', category: product.category, price: '5.50' }),
      });
      expect(added.status).toBe(201);
      const newProduct = (await added.json()) as { id: string };

      proxy.heal();
      // The cloud's changes reach the floor's devices, the floor's reach the cloud.
      await step(
        'the new price on the floor',
        waitForDoc(pos.local, 'product:P1', (doc) => doc['price'] === '7.25'),
      );
      await step('the new product on the floor', waitForDoc(pos.local, `product:${newProduct.id}`));
      await step('the order of the cut in the cloud', waitForStoreDoc(cloudStore.db('floor'), during._id));
      await step(
        'the cloud’s stock row with both orders',
        waitForStoreDoc(cloudStore.db('floor'), stockId, (doc) => doc['soldQuantity'] === 5),
      );
      // The reactions come back to the hub, and the cloud stands by again.
      await until(
        () => reactorOf(hub.url),
        (r) => r.lease === true,
        'the hub takes the lease back',
      );
      await until(
        () => reactorOf(cloud.url),
        (r) => !r.holds,
        'the cloud stands by again',
      );
      await until(
        siteStatus,
        (s) => s.site && s.connected && s.offlineSince === null && s.pending === 0,
        'all went up',
      );

      // Both sides hold the same documents at the same winning revisions, without a conflict.
      const [onHub, inCloud] = await until(
        async () => [await contents(hubStore.db('floor')), await contents(cloudStore.db('floor'))] as const,
        ([a, b]) => a.revs.size === b.revs.size && [...a.revs].every(([id, rev]) => b.revs.get(id) === rev),
        'the floors meet',
      );
      expect(onHub.conflicted).toEqual([]);
      expect(inCloud.conflicted).toEqual([]);
    },
  );

  it('reaches the cloud under a path, as the edge serves it, with its user in the URL', async () => {
    let closePrefixed: (() => Promise<void>) | undefined;
    // The hub's own CouchDB user (docker/site-hub.ts makes it a member of its databases only).
    const user = await fetch(`${peer.serverUrl}/_users/org.couchdb.user:hub_casa`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'hub_casa', password: 'clave del local', roles: [], type: 'user' }),
    });
    expect(user.status).toBe(201);
    const { cloudStore, hubStore, hub } = await site({
      upstream: async (linkUrl) => {
        const prefixed = await servePrefixed(linkUrl, '/couchdb');
        closePrefixed = prefixed.close;
        const url = new URL(prefixed.url);
        url.username = 'hub_casa';
        url.password = 'clave del local';
        return url.href;
      },
    });
    const photo = Buffer.from('una foto de las bravas');
    await cloudStore.db('media').put({
      _id: 'image:bravas',
      type: 'image',
      _attachments: { photo: { content_type: 'image/png', data: photo.toString('base64') } },
    });
    try {
      await waitForStoreDoc(
        hubStore.db('floor'),
        dailyStockId(TODAY, 'P1'),
        (doc) => doc['initialStock'] === 30,
      );
      // Attachments come down too (the product photos).
      await step('the photo on the hub', waitForStoreDoc(hubStore.db('media'), 'image:bravas'));
      const stored = await hubStore.db('media').getAttachment('image:bravas', 'photo');
      expect(stored.data.toString()).toBe(photo.toString());
      await until(
        () => reactorOf(hub.url),
        (r) => r.lease === true,
        'the hub holds the lease',
      );
      const waiter = await h.account(hub.app, hub.url, 'waiter');
      const pos = h.device(hub.url, waiter);
      h.sync(pos.local, pos.remote);
      const order = orderOf(waiter.id, [['P1', 1]]);
      await pos.local.put(order);
      await waitForStoreDoc(cloudStore.db('floor'), order._id);
    } finally {
      await closePrefixed?.();
    }
  });

  it('takes the last days of the floor first on its first start, and the history after', async () => {
    const old = Array.from({ length: 300 }, (_, n) => ({
      ...orderOf('history', [['P1', 1]]),
      _id: `order:2020${String(n).padStart(4, '0')}`,
      businessDate: '2020-03-01',
      status: 'served',
    }));
    const today = { ...orderOf('history', [['P1', 2]]), status: 'served' };
    const { hubStore } = await site({ history: [...old, today] });
    const floor = hubStore.db('floor');
    await step('the history on the hub', waitForStoreDoc(floor, old.at(-1)?._id ?? ''));
    // In the order the hub wrote them: today's before any of the history.
    const { results } = await floor.changes({ since: 0 });
    const order = results.map((change) => change.id);
    const history = order.filter((id) => id.startsWith('order:2020'));
    expect(history).toHaveLength(old.length);
    expect(order.indexOf(today._id)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(today._id)).toBeLessThan(order.indexOf(history[0] ?? ''));
  });
});

/** A product as the API answers it, reduced to what its PUT takes. */
function pick(product: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...body } = product;
  return body;
}
