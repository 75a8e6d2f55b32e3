import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { ulid } from 'ulidx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { verifyApproval } from '../../src/auth/approvals.ts';
import { testConfig, type Config } from '../../src/config.ts';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store } from '../../src/store/types.ts';
import { dailyStockId } from '@restaurantpro/schema';
import { adjustmentDoc, dailyStockDoc, orderOf } from '../replication/fixtures.ts';
import { replicationHarness, TODAY, waitForDoc, waitForStoreDoc } from '../replication/helpers.ts';
import { divergeOrder, fence, NOTE } from '../replication/scenarios.ts';

PouchDB.plugin(MemoryAdapter);

/**
 * Two gateways on one store, as docker/compose.yaml runs them behind the edge: whatever one gateway
 * does, the other must see, and starting both at once must not create things twice.
 */
const EMAIL = 'jefa@restaurante.test';
const PASSWORD = 'clave-de-prueba-1234';

let dir: string;
let store: Store;
let config: Config;
const apps: FastifyInstance[] = [];
const devices: PouchDB.Database[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rp-multi-gateways-'));
  store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
  // No SESSION_SECRET: the gateways must agree on the one kept in the store.
  config = testConfig({ dataDir: dir, adminEmail: EMAIL, adminPassword: PASSWORD, sessionSecret: undefined });
});

afterEach(async () => {
  await Promise.all(devices.splice(0).map((db) => db.close().catch(() => undefined)));
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function twoGateways(): Promise<[FastifyInstance, FastifyInstance]> {
  // Started together, as `docker compose up` may (and a restart after a crash will).
  const [a, b] = await Promise.all([buildApp({ config, store }), buildApp({ config, store })]);
  apps.push(a, b);
  return [a, b];
}

async function signIn(app: FastifyInstance, email = EMAIL): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
  const cookie = res.cookies.find((c) => c.name === 'rp_session');
  if (res.statusCode !== 200 || cookie === undefined)
    throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

async function userId(app: FastifyInstance, cookie: string): Promise<string | null> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return res.statusCode === 200 ? (res.json() as { id: string }).id : null;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

/** A device's replica pulling the floor database from one gateway with a session cookie. */
async function pullFloor(url: string, cookie: string): Promise<PouchDB.Database> {
  const local = new PouchDB(`device-${ulid()}`, { adapter: 'memory' });
  const remote = new PouchDB(`${url}/db/floor`, {
    skip_setup: true,
    fetch: (target, opts) => {
      const headers = new Headers(opts?.headers);
      headers.set('cookie', cookie);
      return PouchDB.fetch(target, { ...opts, headers });
    },
  });
  devices.push(local, remote);
  await local.replicate.from(remote);
  return local;
}

describe('two gateways on one store', () => {
  it('starting together create one first admin and agree on one session secret', async () => {
    const [a, b] = await twoGateways();

    const { rows } = await store.db('accounts').allDocs({ include_docs: true });
    const admins = rows.filter((row) => row.doc?.type === 'user' && row.doc.email === EMAIL);
    expect(admins).toHaveLength(1);
    const fromA = await signIn(a);
    const fromB = await signIn(b);
    expect(await userId(b, fromA)).toBe(admins[0]?.id.split(':')[1]);
    expect(await userId(a, fromB)).toBe(await userId(b, fromB));
  });

  it('serve any session on either gateway, and a sign-out on one is refused by a gateway reading the store', async () => {
    const [a, b] = await twoGateways();
    const cookie = await signIn(a);
    expect(await userId(b, cookie)).not.toBeNull();

    const logout = await b.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBeLessThan(400);
    expect(await userId(b, cookie)).toBeNull();
    // A gateway that had not cached the session reads the store and refuses it at once; one that had
    // cached it trusts the cache for at most its TTL (auth/session-store.ts), then refuses too.
    const c = await buildApp({ config, store });
    apps.push(c);
    expect(await userId(c, cookie)).toBeNull();
  });

  it('count failed sign-ins together: five spread over both, and the next is refused by either', async () => {
    const [a, b] = await twoGateways();
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: EMAIL, password: 'no-es-la-clave' },
      });
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await attempt(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(b)).statusCode).toBe(429);
    expect((await attempt(a)).statusCode).toBe(429);
    // A third gateway, started after the failures, counts them too (no fresh allowance on a restart).
    const c = await buildApp({ config, store });
    apps.push(c);
    expect((await attempt(c)).statusCode).toBe(429);
  });

  it('accept on one an approval signed by the other, with the one key they share', async () => {
    const [a, b] = await twoGateways();
    const cookie = await signIn(a);
    const subject = 'adjustment:01JZAPROBACIONENTREPUERTAS';
    const res = await a.inject({
      method: 'POST',
      url: '/api/approvals',
      headers: { cookie },
      payload: { email: EMAIL, password: PASSWORD, subject },
    });
    expect(res.statusCode).toBe(200);
    const { approvedBy, approval } = res.json() as { approvedBy: string; approval: string };
    const expected = { managerId: approvedBy, subject };
    expect(verifyApproval(b.approvalSecret, approval, expected, Date.now())).toBe(true);
    expect(
      verifyApproval(b.approvalSecret, approval, { ...expected, subject: 'refund:01JZOTRO' }, Date.now()),
    ).toBe(false);
  });

  it('replicate what is written through one gateway to a device syncing through the other', async () => {
    const [a, b] = await twoGateways();
    const urlB = await listen(b);
    const manager = `gerente-${ulid().toLowerCase()}@restaurante.test`;
    await a.accounts.create({ email: manager, password: PASSWORD, role: 'manager' });
    const waiter = `camarero-${ulid().toLowerCase()}@restaurante.test`;
    await a.accounts.create({ email: waiter, password: PASSWORD, role: 'waiter' });

    const created = await a.inject({
      method: 'POST',
      url: '/api/areas',
      headers: { cookie: await signIn(a, manager) },
      payload: { name: 'Terraza', description: '' },
    });
    expect(created.statusCode).toBe(201);
    const areaId = `area:${(created.json() as { id: string }).id}`;

    // The waiter signs in on B and the device replicates through B only.
    const device = await pullFloor(urlB, await signIn(b, waiter));
    expect((await device.get(areaId)) as unknown).toMatchObject({ type: 'area', name: 'Terraza' });
  });
});

/**
 * With the reactor lease one of them reacts; without it both do at once (as for a moment when a
 * holder loses the lease mid-batch), and what they write must still converge with no conflict left.
 */
describe.each([
  ['one reactor, by the lease', true],
  ['both running reactions (lease off)', false],
])('two gateways on one store, %s', (_name, reactorLease) => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function pair() {
    const shared = await h.store();
    const [a, b] = [
      await h.gateway(shared, 0, { reactorLease }),
      await h.gateway(shared, 0, { reactorLease }),
    ];
    // Exactly one holds the lease; with it off, both react.
    expect([a.app.reactor.holds(), b.app.reactor.holds()].filter(Boolean)).toHaveLength(reactorLease ? 1 : 2);
    const waiter = await h.account(a.app, a.url, 'waiter');
    const cook = await h.account(a.app, a.url, 'cook');
    return { shared, db: shared.db('floor'), a, b, waiter, cook, apps: [a.app, b.app] };
  }

  it('apply each stock movement once', async () => {
    const { db, a, b, waiter, cook, apps } = await pair();
    const stockId = dailyStockId(TODAY, 'P1');
    await db.put(dailyStockDoc('P1', 30));
    const throughA = h.device(a.url, waiter);
    const throughB = h.device(b.url, waiter);
    const kitchen = h.device(b.url, cook);
    for (const device of [throughA, throughB, kitchen]) h.sync(device.local, device.remote);

    // Orders on both gateways and a kitchen correction, all at once.
    const orders = Array.from({ length: 8 }, () => orderOf(waiter.id, [['P1', 1]]));
    await Promise.all([
      ...orders.map((order, i) => (i % 2 === 0 ? throughA : throughB).local.put(order)),
      kitchen.local.put(adjustmentDoc(cook.id, 'P1', -2)),
    ]);
    await waitForStoreDoc(db, stockId, (doc) => doc.soldQuantity === 8 && doc.currentStock === 20);
    await fence(throughA.local, throughB.local, waiter.id, apps);

    // The three fence orders sell two portions of P1 each.
    const row = await db.get(stockId, { conflicts: true });
    expect(row).toMatchObject({ soldQuantity: 14, currentStock: 14 });
    expect(row._conflicts ?? []).toEqual([]);
    const sales = await db.allDocs({
      startkey: 'stock_movement:sale_',
      endkey: 'stock_movement:sale_\uffff',
      include_docs: true,
      conflicts: true,
    });
    // Eight orders and three fence orders, one line each: one movement per line, none conflicted.
    expect(sales.rows).toHaveLength(orders.length + 3);
    for (const sale of sales.rows) expect(sale.doc?._conflicts ?? []).toEqual([]);
  });

  it('converge a conflict once, without answering each other’s merge', async () => {
    const { db, a, b, waiter, cook, apps } = await pair();
    const kitchen = h.device(a.url, cook);
    const floor = h.device(b.url, waiter);
    const order = await divergeOrder(kitchen, floor, cook, waiter);
    const merged = await waitForStoreDoc(
      db,
      order._id,
      (doc) => doc.notes === NOTE && (doc._conflicts ?? []).length === 0,
    );
    for (const device of [kitchen, floor]) h.sync(device.local, device.remote);
    await fence(floor.local, kitchen.local, waiter.id, apps);

    const settled = await db.get(order._id, { conflicts: true });
    expect(settled).toMatchObject({ _rev: merged._rev, status: 'ready', notes: NOTE });
    expect(settled._conflicts ?? []).toEqual([]);
    const leaves = await db.getOpenRevs(order._id, 'all');
    expect(leaves.filter((leaf) => 'ok' in leaf && leaf.ok._deleted !== true)).toHaveLength(1);
    for (const device of [kitchen, floor])
      await waitForDoc(device.local, order._id, (doc) => doc._rev === merged._rev);
  });
});

describe('the reactor lease on two gateways', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('moves to the standby when the holder closes, and the standby projects the next sale', async () => {
    const ttl = 900;
    const shared = await h.store();
    const db = shared.db('floor');
    const a = await h.gateway(shared, 0, { reactorLeaseTtlMs: ttl });
    const b = await h.gateway(shared, 0, { reactorLeaseTtlMs: ttl });
    expect([a.app.reactor.holds(), b.app.reactor.holds()]).toEqual([true, false]);
    const probe = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/healthz/reactor' })).json() as unknown;
    expect(await probe(a.app)).toEqual({ instance: a.app.reactor.instance, holds: true, token: 1 });
    expect(await probe(b.app)).toEqual({ instance: b.app.reactor.instance, holds: false, token: null });
    const waiter = await h.account(b.app, b.url, 'waiter');
    await db.put(dailyStockDoc('P1', 30));

    await h.stopGateway(a.app);
    // Released on close: the standby takes it at its next tick, a third of the lease at most.
    await vi.waitFor(() => expect(b.app.reactor.holds()).toBe(true), { timeout: ttl, interval: 20 });
    expect(await probe(b.app)).toMatchObject({ holds: true, token: 2 });

    const device = h.device(b.url, waiter);
    h.sync(device.local, device.remote);
    await device.local.put(orderOf(waiter.id, [['P1', 2]]));
    await waitForStoreDoc(db, dailyStockId(TODAY, 'P1'), (doc) => doc.soldQuantity === 2);
  });
});
