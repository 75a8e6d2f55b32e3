import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_SYNC_CHECKPOINTS } from '@restaurantpro/schema';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store } from '../../src/store/types.ts';
import { productDoc, replicationHarness, type Doc } from './helpers.ts';

/**
 * Devices keep their replication checkpoints on their own side (DEVICE_SYNC_CHECKPOINTS): the
 * gateway serves no `_local` request for them, a device resumes where it was after a gateway
 * restart, and a replicated database created again (a restore) is replicated from nothing.
 */
describe('device-side replication checkpoints', () => {
  const h = replicationHarness();
  const stores: Store[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await h.cleanup();
    await Promise.all(stores.splice(0).map((store) => store.close().catch(() => undefined)));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const pullOptions = { ...DEVICE_SYNC_CHECKPOINTS.pull };

  it('a device’s pull costs the gateway no checkpoint request, and resumes after a restart', async () => {
    const { url, app, waiter, store, db } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const requests: string[] = [];
    const device = h.device(url, waiter, 'floor', (at) => requests.push(at));
    await db.put(productDoc(manager.id, { _id: 'product:first' }));
    await device.local.replicate.from(device.remote, pullOptions);
    expect(requests.filter((at) => at.includes('/_local/'))).toEqual([]);
    expect(requests.filter((at) => at.endsWith('/_changes'))).not.toEqual([]);

    // A restarted gateway on the same store: the device goes on from its own checkpoint.
    const port = Number(new URL(url).port);
    await h.stopGateway(app);
    await h.gateway(store, port);
    await db.put(productDoc(manager.id, { _id: 'product:second' }));
    // The same local database replicating again: the checkpoint it wrote is read back, so only the
    // new product is read (the first pull read every document).
    const resumed = await device.local.replicate.from(device.remote, pullOptions);
    expect((await device.local.get<Doc>('product:second'))._id).toBe('product:second');
    expect(resumed.docs_read).toBe(1);
  });

  it('a replicated database created again is replicated from nothing, though its sequences went back', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-device-checkpoints-'));
    dirs.push(dir);
    const first = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    stores.push(first);
    const { app, url } = await h.gateway(first);
    const manager = await h.account(app, url, 'manager');
    const office = first.db('office');
    for (const n of [1, 2, 3])
      await office.put({ _id: `supplier:old-${n}`, type: 'supplier', name: `Viejo ${n}` });
    const device = h.device(url, manager, 'office');
    await device.local.replicate.from(device.remote, pullOptions);
    expect((await device.local.allDocs()).rows).toHaveLength(3);

    // The office database is lost and restored from an export: one supplier, at sequence 1.
    const port = Number(new URL(url).port);
    await h.stopGateway(app);
    await first.close();
    await rm(path.join(dir, 'rp_office'), { recursive: true, force: true });
    const second = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    stores.push(second);
    await second.db('office').put({ _id: 'supplier:restored', type: 'supplier', name: 'Restaurado' });
    await h.gateway(second, port);

    await device.local.replicate.from(device.remote, pullOptions);
    expect((await device.local.get<Doc>('supplier:restored')).name).toBe('Restaurado');
  });
});
