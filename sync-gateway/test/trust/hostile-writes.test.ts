import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import { orderDoc, replicationHarness, type User } from '../replication/helpers.ts';
import { nestedJson, raw, revId } from './raw.ts';

/**
 * Writes a hostile device can send to `/db`: each is refused per document (or with a 400), never a
 * 5xx, nothing of it is stored, and no later device's replication or gateway start trips on it.
 */
describe('hostile writes to /db', () => {
  const h = replicationHarness();
  const dirs: string[] = [];
  afterEach(async () => {
    await h.cleanup();
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const bulk = (url: string, user: User, body: string | object) =>
    raw(url, user, 'POST', '/db/floor/_bulk_docs', body);

  /** A new device's first pull of the floor: it must complete and hold what the server has. */
  async function newDeviceSyncs(url: string, user: User): Promise<number> {
    const { local, remote } = h.device(url, user);
    const result = await local.replicate.from(remote);
    expect(result.ok).toBe(true);
    expect(result.doc_write_failures).toBe(0);
    return (await local.info()).doc_count;
  }

  function replicated(doc: Record<string, unknown>, history: unknown = undefined) {
    const id = revId();
    return { ...doc, _rev: `1-${id}`, _revisions: history ?? { start: 1, ids: [id] } };
  }

  it('refuses a malformed revision history, and the gateway restarts on its data folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-hostile-'));
    dirs.push(dir);
    let store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    let { app, url } = await h.gateway(store);
    const waiter = await h.account(app, url, 'waiter');
    const order = orderDoc(waiter.id);
    const answer = await bulk(url, waiter, {
      new_edits: false,
      docs: [{ ...order, _rev: `1-${revId()}`, _revisions: { start: 1, ids: 5 } }],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual([expect.objectContaining({ id: order._id, error: 'forbidden' })]);
    await expect(store.db('floor').get(order._id)).rejects.toMatchObject({ status: 404 });

    await h.stopGateway(app);
    await store.close();
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    ({ app, url } = await h.gateway(store));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const again = await h.account(app, url, 'waiter');
    expect(await newDeviceSyncs(url, again)).toBeGreaterThan(0);
    await h.stopGateway(app);
    await store.close();
  });

  it.each([
    ['an unknown field nested 6,000 levels deep', 6_000, false],
    ['a replicated order nested 5,000 levels deep', 5_000, true],
    ['a document nested 50,000 levels deep', 50_000, false],
  ])('refuses %s per document, without a 5xx', async (_name, depth, newEditsFalse) => {
    const { url, waiter } = await h.floor();
    const order = orderDoc(waiter.id);
    const doc =
      JSON.stringify(newEditsFalse ? replicated(order) : order).slice(0, -1) +
      `,"extra":${nestedJson(depth)}}`;
    const answer = await bulk(url, waiter, `{"new_edits":${String(!newEditsFalse)},"docs":[${doc}]}`);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual([
      expect.objectContaining({
        id: order._id,
        error: 'forbidden',
        reason: expect.stringContaining('anidado'),
      }),
    ]);
    expect(await newDeviceSyncs(url, waiter)).toBeGreaterThan(0);
  });

  it('refuses unknown fields, and stores nothing of them', async () => {
    const { url, waiter, db } = await h.floor();
    const order = { ...orderDoc(waiter.id), isAdmin: true, padding: 'x'.repeat(200_000) };
    const answer = await bulk(url, waiter, { docs: [order] });
    expect(answer.body).toEqual([expect.objectContaining({ error: 'forbidden' })]);
    await expect(db.get(order._id)).rejects.toMatchObject({ status: 404 });

    const small = { ...orderDoc(waiter.id), isAdmin: true };
    const refused = await bulk(url, waiter, { new_edits: false, docs: [replicated(small)] });
    expect(refused.body).toEqual([
      expect.objectContaining({ id: small._id, error: 'forbidden', reason: 'Campo no permitido: isAdmin' }),
    ]);
    const nested = orderDoc(waiter.id);
    (nested.items as Array<Record<string, unknown>>)[0]!.discount = '13.00';
    const line = await bulk(url, waiter, { docs: [nested] });
    expect(line.body).toEqual([expect.objectContaining({ reason: 'Campo no permitido: items.0.discount' })]);
  });

  it('refuses attachments, and new devices still replicate', async () => {
    const { url, waiter, db } = await h.floor();
    const order = {
      ...orderDoc(waiter.id),
      _attachments: { 'x.bin': { content_type: 'application/octet-stream', data: 'AAAAAA==' } },
    };
    const answer = await bulk(url, waiter, { docs: [order] });
    expect(answer.body).toEqual([
      expect.objectContaining({ error: 'forbidden', reason: expect.stringContaining('adjuntos') }),
    ]);
    await expect(db.get(order._id)).rejects.toMatchObject({ status: 404 });
    expect(await newDeviceSyncs(url, waiter)).toBeGreaterThan(0);
  });

  it.each([
    ['_revisions without ids', { start: 1 }],
    ['_revisions whose ids are not revision ids', { start: 1, ids: ['../x'] }],
    ['_revisions that do not match _rev', { start: 2, ids: [revId(), revId()] }],
  ])('refuses %s per document', async (_name, history) => {
    const { url, waiter, db } = await h.floor();
    const order = orderDoc(waiter.id);
    const answer = await bulk(url, waiter, { new_edits: false, docs: [replicated(order, history)] });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual([expect.objectContaining({ id: order._id, error: 'forbidden' })]);
    await expect(db.get(order._id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an order created offline with a negative quantity, without a 5xx', async () => {
    const { url, waiter, db } = await h.floor();
    const order = orderDoc(waiter.id, { status: 'cancelled' });
    (order.items as Array<Record<string, unknown>>)[0]!.quantity = -2;
    const first = revId();
    const second = revId();
    const doc = { ...order, _rev: `2-${second}`, _revisions: { start: 2, ids: [second, first] } };
    const answer = await bulk(url, waiter, { new_edits: false, docs: [doc] });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual([expect.objectContaining({ id: order._id, error: 'forbidden' })]);
    const stored = await db.get(order._id).catch(() => null);
    // At most the tombstone that closes the refused branch: none of the order's content.
    expect(stored).toBeNull();
  });
});
