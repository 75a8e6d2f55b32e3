import { afterEach, describe, expect, it } from 'vitest';
import { orderDoc, replicationHarness, type Doc, type User } from '../replication/helpers.ts';
import { checkDoc, idOf } from '../checks/fixtures.ts';
import { adjustmentDoc, paymentDoc, refundDoc } from '../support/money-docs.ts';
import { paidCheck } from '../support/money-scenes.ts';

/**
 * The kitchen moves orders and stock; a check and its money are the tables' (waiters, managers,
 * admins). A cook calling a check's or a refund's route is refused 403 with the schema's Spanish
 * reason before the body is read, so an invalid body changes nothing, and nothing is stored. A
 * cook's device replicating the same documents hears the same words from `/db`.
 */

const CHECK_REFUSAL = 'Solo meseros, gerencia o administración pueden atender las cuentas de mesa';
const refusalOf = (what: string) => `Solo meseros, gerencia o administración pueden registrar ${what}`;

type Scene = ReturnType<typeof paidCheck>;

interface Route {
  path: (scene: Scene) => string;
  reason: string;
}

const ROUTES: Route[] = [
  { path: () => '/api/checks', reason: CHECK_REFUSAL },
  { path: () => '/api/orders', reason: CHECK_REFUSAL },
  ...['rounds', 'request-bill', 'reopen', 'close', 'void', 'move', 'merge', 'transfers'].map((to) => ({
    path: (scene: Scene) => `/api/checks/${scene.scene.checkId}/${to}`,
    reason: CHECK_REFUSAL,
  })),
  { path: (scene) => `/api/checks/${scene.scene.checkId}/payments`, reason: refusalOf('cobros') },
  { path: (scene) => `/api/checks/${scene.scene.checkId}/adjustments`, reason: refusalOf('descuentos') },
  { path: (scene) => `/api/tickets/${idOf(scene.ticket)}/refunds`, reason: refusalOf('devoluciones') },
];

/** Bodies no route accepts, and one each would (a round of a known product, a card payment). */
const BODIES: unknown[] = [
  {},
  { amount: 'NaN', items: 'nada' },
  { items: [{ productId: 'P1', quantity: 1 }], tableId: 'T1' },
  { amount: '1.00', tip: '0.00', parts: [{ method: 'card', amount: '1.00' }] },
];

describe("a cook and the tables' documents", () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function world() {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const cook = await h.account(app, url, 'cook');
    const scene = paidCheck('mesero');
    await store.db('floor').bulkDocs([...scene.scene.docs, ...scene.payments, scene.ticket]);
    await app.reactionsIdle();
    const ids = async () =>
      (await store.db('floor').allDocs({})).rows.map((row) => `${row.id}@${row.value.rev}`);
    return { app, url, cook, scene, ids, store };
  }

  it('is refused 403 at every route of a check or a refund, before its body is read', async () => {
    const { app, url, cook, scene, ids } = await world();
    const before = await ids();
    for (const route of ROUTES) {
      for (const body of BODIES) {
        const res = await fetch(`${url}${route.path(scene)}`, {
          method: 'POST',
          headers: { cookie: cook.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const where = `${route.path(scene)} ${JSON.stringify(body)}`;
        expect(res.status, where).toBe(403);
        expect(await res.json(), where).toEqual({ error: 'forbidden', message: route.reason });
      }
    }
    await app.reactionsIdle();
    expect(await ids()).toEqual(before);
  });

  it('hears the same words from /db for a check, a round, a payment, a discount and a refund', async () => {
    const { url, cook, scene, ids } = await world();
    const before = await ids();
    const device = h.device(url, cook);
    const written: Array<[Doc, string]> = [
      [checkDoc(cook.id, { tableId: 'T9' }), CHECK_REFUSAL],
      [orderDoc(cook.id, { checkId: scene.scene.checkId }), CHECK_REFUSAL],
      [paymentDoc(cook.id, { checkId: scene.scene.checkId, amount: '1.00' }), refusalOf('cobros')],
      [adjustmentDoc(cook.id, scene.scene.checkId), refusalOf('descuentos')],
      [refundDoc(cook.id, scene.ticket, '1.00'), refusalOf('devoluciones')],
    ];
    for (const [doc] of written) await device.local.put(doc);
    const denied = await pushDenied(device);
    expect(new Map(denied)).toEqual(new Map(written.map(([doc, reason]) => [doc._id, reason])));
    expect(await ids()).toEqual(before);
  });

  it("still lets a cook move an order on a check, and a waiter's round through", async () => {
    const { app, url, cook, store } = await world();
    const waiter: User = await h.account(app, url, 'waiter');
    // The scene's check is paid and closed: this round goes to a table still eating.
    const open = checkDoc(waiter.id, { tableId: 'T5' });
    await store.db('floor').put(open);
    const round = orderDoc(waiter.id, { checkId: idOf(open), tableId: 'T5' });
    const waiterDevice = h.device(url, waiter);
    await waiterDevice.local.put(round);
    expect(await pushDenied(waiterDevice)).toEqual([]);

    const res = await fetch(`${url}/api/orders/${idOf(round)}`, {
      method: 'PUT',
      headers: { cookie: cook.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'preparing' }),
    });
    expect(res.status).toBe(200);
  });
});

/** Pushes a device once: what `/db` refused, by id. */
async function pushDenied(device: {
  local: PouchDB.Database;
  remote: PouchDB.Database;
}): Promise<Array<[string, string]>> {
  const denied: Array<[string, string]> = [];
  const push = device.local.replicate.to(device.remote);
  push.on('denied', (err) => {
    const { id, reason } = err as { id?: string; reason?: string };
    denied.push([id ?? '', reason ?? '']);
  });
  await push;
  return denied;
}
