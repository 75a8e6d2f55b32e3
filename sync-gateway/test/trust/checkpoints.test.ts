import { afterEach, describe, expect, it } from 'vitest';
import { dailyStockId } from '@restaurantpro/schema';
import { orderOf, dailyStockDoc } from '../replication/fixtures.ts';
import { productDoc, replicationHarness, waitForStoreDoc, type Doc } from '../replication/helpers.ts';
import { nestedJson, raw } from './raw.ts';

/**
 * `_local` documents on `/db`: each user reads and writes only their own replication checkpoints;
 * the gateway's own state (reaction checkpoints, ledgers, the server uuid) is out of reach.
 */
describe('local documents on /db', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('never reach the gateway’s own state', async () => {
    const { url, waiter, db, app } = await h.floor();
    await app.reactionsIdle();
    for (const id of ['reactions-floor', 'replication-server-uuid', 'session-secret']) {
      expect((await raw(url, waiter, 'GET', `/db/floor/_local/${id}`)).status).toBe(404);
    }
    // A forged daily-stock ledger lands in the waiter's own space; the real one keeps counting.
    const ledger = `reactions-ledger-${dailyStockId('2026-11-22', 'P1').replace(':', '-')}`;
    const forged = await raw(url, waiter, 'PUT', `/db/floor/_local/${ledger}`, {
      entries: { x: { sold: 500 } },
    });
    expect(forged.status).toBe(201);
    await db.put(dailyStockDoc('P1', 600));
    const pos = h.device(url, waiter);
    await pos.local.put(orderOf(waiter.id, [['P1', 1]]));
    await pos.local.replicate.to(pos.remote);
    const row = await waitForStoreDoc(db, dailyStockId('2026-11-22', 'P1'), (doc) => doc.soldQuantity === 1);
    expect(row.currentStock).toBe(599);
    const uuid = await db.get('_local/replication-server-uuid');
    expect(uuid.uuid).toEqual(expect.any(String));
  });

  it('keep each user’s checkpoints apart: one cannot move another’s and make it skip documents', async () => {
    const { url, waiter, app, db } = await h.floor();
    const other = await h.account(app, url, 'waiter');
    const manager = await h.account(app, url, 'manager');
    const checkpoints = new Set<string>();
    const device = h.device(url, waiter, 'floor', (path) => {
      if (path.startsWith('/db/floor/_local/')) checkpoints.add(path);
    });
    await device.local.replicate.from(device.remote);
    expect(checkpoints.size).toBeGreaterThan(0);

    // Another user who learns the checkpoint's id reads nothing and moves nothing of it.
    const { update_seq: seq } = await db.info();
    for (const path of checkpoints) {
      expect((await raw(url, waiter, 'GET', path)).status).toBe(200);
      expect((await raw(url, other, 'GET', path)).status).toBe(404);
      const forged = { last_seq: Number(seq) + 1000, session_id: 'x', history: [] };
      expect((await raw(url, other, 'PUT', path, forged)).status).toBe(201);
    }
    const product = productDoc(manager.id);
    await db.put(product);
    await device.local.replicate.from(device.remote);
    expect((await device.local.get<Doc>(product._id)).name).toBe(product.name);
  });

  it('refuse a checkpoint too large or too deep to be one', async () => {
    const { url, waiter } = await h.floor();
    const big = await raw(url, waiter, 'PUT', '/db/floor/_local/abc', { history: 'x'.repeat(20_000) });
    expect(big.status).toBe(400);
    const deep = await raw(url, waiter, 'PUT', '/db/floor/_local/abc', `{"a":${nestedJson(5_000)}}`);
    expect(deep.status).toBe(400);
    const attached = await raw(url, waiter, 'PUT', '/db/floor/_local/abc', { _attachments: {} });
    expect(attached.status).toBe(400);
  });
});
