import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PouchDB from 'pouchdb-node';
import { afterEach, describe, expect, it } from 'vitest';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store } from '../../src/store/types.ts';
import { orderDoc, replicationHarness, type Doc } from './helpers.ts';

/**
 * A floor database written by PouchDB itself, as a gateway wrote it before its store split batches
 * (src/store/each-id-once.ts): an order whose conflict resolution lost a race with a device's push,
 * leaving a leaf revision the tree lists and no read can answer.
 */
async function damagedFolder(dir: string): Promise<{ order: Doc; unreadable: string }> {
  const floor = new PouchDB(path.join(dir, 'rp_floor'));
  try {
    const order = orderDoc('waiter-1');
    const [root] = await floor.bulkDocs([order]);
    const rootId = (root as { rev: string }).rev.split('-')[1] ?? '';
    const move = (hash: string, status: string, parents: string[] = []) => ({
      ...order,
      status,
      _rev: `${2 + parents.length}-${hash}`,
      _revisions: { start: 2 + parents.length, ids: [hash, ...parents, rootId] },
    });
    const [first, second] = ['b'.repeat(32), 'c'.repeat(32)];
    await floor.bulkDocs([move(first, 'in_progress'), move(second, 'ready')], { new_edits: false });
    await floor.bulkDocs([move('d'.repeat(32), 'ready', [first])], { new_edits: false });
    const rows = await floor.bulkDocs([
      { _id: order._id, _rev: `2-${first}`, _deleted: true },
      { _id: order._id, _rev: `2-${second}`, _deleted: true },
    ]);
    const unreadable = (await floor.get(order._id, { open_revs: 'all' })).flatMap((leaf) =>
      'missing' in leaf ? [String(leaf.missing)] : [],
    );
    // The folder holds the damage the gateway has to live with.
    expect(rows[0]).toMatchObject({ status: 409 });
    expect(unreadable).toHaveLength(1);
    return { order, unreadable: unreadable[0] ?? '' };
  } finally {
    await floor.close();
  }
}

describe('a leaf revision the store lists but cannot read', () => {
  const h = replicationHarness();
  const dirs: string[] = [];
  let store: Store | undefined;
  afterEach(async () => {
    await h.cleanup();
    await store?.close();
    store = undefined;
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is closed when a device asks for it, and the device then receives the order', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-unreadable-'));
    dirs.push(dir);
    const { order, unreadable } = await damagedFolder(dir);
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    const { app, url } = await h.gateway(store);
    const cook = await h.account(app, url, 'cook');
    const { local, remote } = h.device(url, cook);

    // A device that synced before hears of the order through the feed, every leaf listed (a first
    // sync reads current documents instead, and would not list it), and fails on the unreadable one.
    const heard = { since: 1 };
    await expect(local.replicate.from(remote, heard)).rejects.toThrow(/problem getting docs/);
    const leaves = await store.db('floor').getOpenRevs(order._id, 'all');
    expect(leaves.filter((leaf) => 'missing' in leaf)).toEqual([]);
    const [generation, hash] = unreadable.split('-');
    const closed = leaves.find(
      (leaf) => 'ok' in leaf && leaf.ok._rev?.startsWith(`${Number(generation) + 1}-`),
    );
    expect(closed).toMatchObject({ ok: { _deleted: true } });
    expect(hash).toBeDefined();

    // Asked again, every leaf reads: the device holds the server's winner.
    await local.replicate.from(remote, heard);
    const winner = await store.db('floor').get(order._id);
    expect(await local.get<Doc>(order._id)).toMatchObject({ _rev: winner._rev, status: 'ready' });
  });
});
