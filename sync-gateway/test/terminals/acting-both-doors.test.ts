/**
 * Who may act on a shared terminal, at both doors: `/api` names the acting user in a header, `/db`
 * names one per document (`updatedBy`). Each rule gives the same verdict and Spanish reason at
 * both, and a refusal stores nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED_MESSAGE, roleRefusal } from '@restaurantpro/schema';
import { NOT_A_MEMBER_MESSAGE, NO_WRITER_MESSAGE } from '../../src/auth/acting-user.ts';
import {
  orderDoc,
  productDoc,
  replicationHarness,
  type Device,
  type Doc,
  type User,
} from '../replication/helpers.ts';
import { moved } from '../replication/fixtures.ts';
import { deactivate, terminalWorld, type TerminalWorld } from './helpers.ts';

const h = replicationHarness();
afterEach(() => h.cleanup());

type Verdict = { ok: true } | { ok: false; reason: string };

/** The terminal's replica of `db`, syncing through the terminal's cookie. */
function terminalDevice(w: TerminalWorld, db = 'floor') {
  return h.device(w.url, { id: w.manager.id, role: 'manager', cookie: w.cookie }, db);
}

/** Writes `docs` on the terminal's replica and pushes them: each document's verdict by id. */
async function push(device: { local: Device; remote: Device }, docs: Doc[]): Promise<Map<string, Verdict>> {
  await device.local.bulkDocs(docs);
  const denied = new Map<string, string>();
  const replication = device.local.replicate.to(device.remote);
  replication.on('denied', (err) => {
    const { id, reason } = err as { id?: string; reason?: string };
    denied.set(id ?? '', reason ?? '');
  });
  await replication;
  return new Map(
    docs.map((doc) => {
      const reason = denied.get(doc._id);
      return [doc._id, reason === undefined ? { ok: true } : { ok: false, reason }];
    }),
  );
}

async function apiVerdict(
  w: TerminalWorld,
  method: string,
  path: string,
  body: object,
  acting: string,
): Promise<Verdict & { status: number; code?: unknown }> {
  const res = await w.call(method, path, { body, acting });
  return res.status < 300
    ? { ok: true, status: res.status }
    : { ok: false, reason: String(res.body['message']), status: res.status, code: res.body['error'] };
}

const storedIds = async (w: TerminalWorld, type: string, db: 'floor' | 'office' = 'floor') => {
  const { rows } = await w.app.store.db(db).allDocs({ startkey: `${type}:`, endkey: `${type}:\uffff` });
  return rows.map((row) => row.id);
};

const ORDER = { status: 'pending', items: [{ productId: 'P1', quantity: 1 }] };
const PRODUCT = { name: 'Tortilla', category: 'entradas', price: '8.00', cost: '2.00' };

describe('the acting user of a shared terminal, at /api and /db', () => {
  let w: TerminalWorld;
  let ana: User;
  let benito: User;
  beforeEach(async () => {
    w = await terminalWorld(h);
    ana = await w.staff('waiter', '2468', 'Ana');
    benito = await w.staff('waiter', '1357', 'Benito');
  });

  it.each<[string, (() => Promise<void>) | null, string]>([
    [
      'someone who never unlocked this terminal, with the same reason at both doors',
      null,
      NOT_A_MEMBER_MESSAGE,
    ],
    [
      'a member whose account was deactivated, in the deactivated account’s words',
      async () => {
        expect((await w.unlock(ana, '2468')).status).toBe(200);
        await deactivate(w.app, ana.id);
      },
      ACCOUNT_DEACTIVATED_MESSAGE,
    ],
  ])('refuses %s', async (_name, arrange, reason) => {
    await arrange?.();
    const before = await storedIds(w, 'order');
    const api = await apiVerdict(w, 'POST', '/api/orders', ORDER, ana.id);
    const order = orderDoc(ana.id);
    const db = (await push(terminalDevice(w), [order])).get(order._id);
    expect(api).toMatchObject({ ok: false, status: 401, code: 'terminal-locked', reason });
    expect(db).toEqual({ ok: false, reason });
    expect(await storedIds(w, 'order')).toEqual(before);
  });

  it('judges the acting waiter’s role, not the manager’s who created the terminal', async () => {
    expect((await w.unlock(ana, '2468')).status).toBe(200);
    const before = await storedIds(w, 'product');
    const api = await apiVerdict(w, 'POST', '/api/products', PRODUCT, ana.id);
    const product = productDoc(ana.id);
    const db = (await push(terminalDevice(w), [product])).get(product._id);
    expect(api).toMatchObject({ ok: false, status: 403, reason: roleRefusal('product') });
    expect(db).toEqual({ ok: false, reason: roleRefusal('product') });
    expect(await storedIds(w, 'product')).toEqual(before);
  });

  it('lets a manager member write what a manager may, at both doors', async () => {
    const api = await apiVerdict(w, 'POST', '/api/products', PRODUCT, w.manager.id);
    const product = productDoc(w.manager.id);
    const db = (await push(terminalDevice(w), [product])).get(product._id);
    expect(api).toMatchObject({ ok: true, status: 201 });
    expect(db).toEqual({ ok: true });
  });

  it('records each member’s own name on the orders of one push, and refuses only the stranger’s', async () => {
    expect((await w.unlock(ana, '2468')).status).toBe(200);
    expect((await w.unlock(benito, '1357')).status).toBe(200);
    const stranger = await w.staff('waiter', '9753', 'Carla');
    const docs = [orderDoc(ana.id), orderDoc(benito.id), orderDoc(stranger.id)];
    const verdicts = await push(terminalDevice(w), docs);
    expect([...verdicts.values()]).toEqual([
      { ok: true },
      { ok: true },
      { ok: false, reason: NOT_A_MEMBER_MESSAGE },
    ]);
    const floor = w.app.store.db('floor');
    const [first, second] = await Promise.all([floor.get(docs[0]?._id ?? ''), floor.get(docs[1]?._id ?? '')]);
    expect([first['waiterId'], first['updatedBy']]).toEqual([ana.id, ana.id]);
    expect([second['waiterId'], second['updatedBy']]).toEqual([benito.id, benito.id]);
    expect(await storedIds(w, 'order')).not.toContain(docs[2]?._id);
  });

  it('takes an order one member made and another moved while offline, each judged as who they are', async () => {
    expect((await w.unlock(ana, '2468')).status).toBe(200);
    expect((await w.unlock(benito, '1357')).status).toBe(200);
    const device = terminalDevice(w);
    const order = orderDoc(ana.id);
    const { rev } = await device.local.put(order);
    await device.local.put({
      ...moved(order, 'cancelled', benito.id, '2026-11-22T12:05:00.000Z'),
      _rev: rev,
    });
    const denied: unknown[] = [];
    const replication = device.local.replicate.to(device.remote);
    replication.on('denied', (err) => denied.push(err));
    await replication;
    expect(denied).toEqual([]);
    const stored = await w.app.store.db('floor').get(order._id);
    expect([stored['waiterId'], stored['updatedBy'], stored['status']]).toEqual([
      ana.id,
      benito.id,
      'cancelled',
    ]);
  });

  it('refuses a document that names no writer', async () => {
    const { updatedBy: _none, ...nameless } = orderDoc(ana.id);
    expect((await push(terminalDevice(w), [nameless])).get(nameless._id)).toEqual({
      ok: false,
      reason: NO_WRITER_MESSAGE,
    });
  });

  it('answers /api 401 terminal-locked without an acting user, while /db still reads with the creator’s scope', async () => {
    const locked = await w.call('GET', '/api/products');
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({
      error: 'terminal-locked',
      message: 'Terminal bloqueado: introduce tu PIN',
      details: { terminal: { id: w.terminalId, name: 'TPV barra' } },
    });
    // The manager's scope: the office database replicates too, and the floor's products arrive.
    const office = await w.call('GET', '/db/office');
    expect(office.status).toBe(200);
    const floor = terminalDevice(w);
    await floor.local.replicate.from(floor.remote);
    expect(
      (await floor.local.allDocs({ startkey: 'product:', endkey: 'product:\uffff' })).rows.length,
    ).toBeGreaterThan(0);
  });
});
