import { afterEach, describe, expect, it } from 'vitest';
import PouchDB from 'pouchdb-node';
import { ACCOUNT_DEACTIVATED_MESSAGE, type Role } from '@restaurantpro/schema';
import type { FastifyInstance } from 'fastify';
import { orderDoc, productDoc, replicationHarness, waitForDoc, type User } from '../replication/helpers.ts';

interface Heard {
  path: string;
  status: number;
  body: string;
}

/**
 * A device replicating live with the gateway as PouchDB does, hearing every answer it gets: a
 * longpoll ended by the gateway shows here with its status and body.
 */
function listeningDevice(url: string, user: User) {
  const heard: Heard[] = [];
  let notify: () => void = () => undefined;
  const remote = new PouchDB(`${url}/db/floor`, {
    skip_setup: true,
    fetch: async (target, opts) => {
      const headers = new Headers(opts?.headers);
      headers.set('cookie', user.cookie);
      const res = await PouchDB.fetch(target, { ...opts, headers });
      const path = new URL(String(target)).pathname + new URL(String(target)).search;
      if (res.status >= 400) {
        heard.push({ path, status: res.status, body: await res.clone().text() });
        notify();
      }
      return res;
    },
  });
  /** Resolves with the first refused answer heard whose path matches. */
  const refusal = (pattern: RegExp) =>
    new Promise<Heard>((resolve) => {
      const look = () => {
        const found = heard.find((h) => pattern.test(h.path));
        if (found) resolve(found);
        return found;
      };
      if (look()) return;
      const previous = notify;
      notify = () => {
        previous();
        look();
      };
    });
  return { remote, refusal };
}

/** PUT /api/users/:id as the admin, through `url`. */
async function changeAccount(url: string, adminCookie: string, id: string, body: object) {
  const res = await fetch(`${url}/api/users/${id}`, {
    method: 'PUT',
    headers: { cookie: adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('an account change takes effect at once, on every gateway', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function adminOf(app: FastifyInstance, url: string): Promise<string> {
    const admin = await h.account(app, url, 'admin');
    return admin.cookie;
  }

  it.each([
    ['the gateway the admin uses', false],
    ['another gateway on the same store', true],
  ])('stops a deactivated waiter’s live replication within one request (%s)', async (_case, twoGateways) => {
    const { app, url, waiter, db, store } = await h.floor();
    const admin = await adminOf(app, url);
    // The device replicates through `other`; the admin deactivates through `url`.
    const other = twoGateways ? await h.gateway(store) : { app, url };
    const device = listeningDevice(other.url, waiter);
    const local = new PouchDB(`device-${Math.random()}`, { adapter: 'memory' });
    const sync = h.sync(local, device.remote);
    const stopped = new Promise<unknown>((resolve) => sync.on('error', resolve));

    const before = orderDoc(waiter.id);
    await db.put(before);
    await waitForDoc(local, before._id);
    await other.app.liveRequests.held(waiter.id);

    await changeAccount(url, admin, waiter.id, { isActive: false });
    const ended = await device.refusal(/_changes\?.*feed=longpoll/);
    expect(ended.status).toBe(401);
    expect(JSON.parse(ended.body)).toEqual({ error: 'unauthorized', reason: ACCOUNT_DEACTIVATED_MESSAGE });
    // PouchDB takes a 401 as final: the replication stops, nothing later can reach the device.
    expect(await stopped).toMatchObject({ status: 401 });
    const after = orderDoc(waiter.id);
    await db.put(after);
    await expect(local.get(after._id)).rejects.toMatchObject({ status: 404 });
    // And its cookie is refused with the same words wherever it goes.
    const again = await fetch(`${other.url}/db/floor/_changes?feed=longpoll&since=0`, {
      headers: { cookie: waiter.cookie },
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'unauthorized', reason: ACCOUNT_DEACTIVATED_MESSAGE });
    expect(other.app.liveRequests.count(waiter.id)).toBe(0);
    await local.destroy();
  });

  it('judges a demoted manager’s next request with the new role, at /api and /db, on another gateway', async () => {
    const { app, url, store } = await h.floor();
    const admin = await adminOf(app, url);
    const other = await h.gateway(store);
    const manager = await h.account(app, url, 'manager');

    const writeProduct = (role: Role) => {
      const doc = productDoc(manager.id, { name: `Producto de ${role}` });
      return fetch(`${other.url}/db/floor/${encodeURIComponent(doc._id)}`, {
        method: 'PUT',
        headers: { cookie: manager.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(doc),
      });
    };
    const createArea = (name: string) =>
      fetch(`${other.url}/api/areas`, {
        method: 'POST',
        headers: { cookie: manager.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });

    expect((await writeProduct('manager')).status).toBe(201);
    expect((await createArea('Terraza')).status).toBe(201);

    // A waiting longpoll of the manager, opened before the change.
    const poll = fetch(`${other.url}/db/floor/_changes?feed=longpoll&since=now&timeout=60000`, {
      headers: { cookie: manager.cookie },
    });
    await other.app.liveRequests.held(manager.id);

    await changeAccount(url, admin, manager.id, { role: 'waiter' });
    await other.app.accountWatch.caughtUp();
    // The waiting longpoll answered empty: the device asks again and is judged as a waiter.
    const answered = await poll;
    expect(answered.status).toBe(200);
    expect((await answered.json()) as { results: unknown[] }).toMatchObject({ results: [] });

    expect((await writeProduct('waiter')).status).toBe(403);
    expect((await createArea('Comedor')).status).toBe(403);
    const me = await fetch(`${other.url}/api/me`, { headers: { cookie: manager.cookie } });
    expect(await me.json()).toMatchObject({ role: 'waiter' });
  });

  it('ends the sessions in the store, so a gateway started later refuses the old cookie too', async () => {
    const { app, url, waiter, store } = await h.floor();
    const admin = await adminOf(app, url);
    const { rows } = await store.db('sessions').allDocs({ include_docs: true });
    expect(rows.some((row) => row.doc?.['userId'] === waiter.id)).toBe(true);
    await changeAccount(url, admin, waiter.id, { isActive: false });
    const after = await store.db('sessions').allDocs({ include_docs: true });
    expect(after.rows.some((row) => row.doc?.['userId'] === waiter.id)).toBe(false);
    const later = await h.gateway(store);
    const res = await fetch(`${later.url}/api/me`, { headers: { cookie: waiter.cookie } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: ACCOUNT_DEACTIVATED_MESSAGE });
  });
});
