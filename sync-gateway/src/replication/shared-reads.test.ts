import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPouchStore } from '../store/pouch-store.ts';
import type { BulkGetRequest, BulkGetResult, ChangesResult, Store, StoreDb } from '../store/types.ts';
import { LiveFeed } from './live-feed.ts';
import { SequenceShare, sharedBulkGet } from './shared-reads.ts';

type Entry = BulkGetResult['results'][number];
/** The feed's handler never fails here: nothing is logged. */
const log = { warn: () => undefined, error: () => undefined };

let dataDir: string;
let store: Store;
let db: StoreDb;
/** The documents each store `_bulk_get` was asked for. */
let storeReads: string[][];
let counted: StoreDb;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-shared-reads-'));
  store = createPouchStore({ dataDir, prefix: 'rp_' });
  db = store.db('floor');
  storeReads = [];
  // The real store, with its `_bulk_get` calls written down.
  counted = {
    ...db,
    bulkGet: (req: BulkGetRequest) => {
      storeReads.push(req.docs.map((doc) => doc.id));
      return db.bulkGet(req);
    },
  };
  await db.bulkDocs([
    { _id: 'product:a', type: 'product', name: 'Caña' },
    { _id: 'product:b', type: 'product', name: 'Tapa' },
  ]);
});

afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

const revOf = async (id: string) => (await db.get(id))._rev ?? '';

describe('sharedBulkGet', () => {
  it('reads each document once per sequence and answers what the store answers', async () => {
    const share = new SequenceShare<Entry>();
    const req: BulkGetRequest = {
      docs: [{ id: 'product:a', rev: await revOf('product:a') }, { id: 'product:b' }],
      revs: true,
      latest: true,
    };
    const [first, second] = await Promise.all([
      sharedBulkGet(counted, share, req),
      sharedBulkGet(counted, share, req),
    ]);
    const third = await sharedBulkGet(counted, share, req);

    expect(storeReads).toEqual([['product:a', 'product:b']]);
    const direct = await db.bulkGet(req);
    expect(first).toEqual(direct);
    expect(second).toEqual(direct);
    expect(third).toEqual(direct);
  });

  it('reads again once a write moved the sequence, and answers the new revision', async () => {
    const share = new SequenceShare<Entry>();
    const rev = await revOf('product:a');
    const req: BulkGetRequest = { docs: [{ id: 'product:a', rev }], revs: true, latest: true };
    await sharedBulkGet(counted, share, req);
    const stored = await db.get('product:a');
    const written = await db.put({ ...stored, name: 'Caña grande' });

    const after = await sharedBulkGet(counted, share, req);

    expect(storeReads).toHaveLength(2);
    const doc = after.results[0]?.docs[0];
    expect(doc !== undefined && 'ok' in doc ? doc.ok._rev : undefined).toBe(written.rev);
  });

  it('reads only what is not held yet, in one store request', async () => {
    const share = new SequenceShare<Entry>();
    await sharedBulkGet(counted, share, { docs: [{ id: 'product:a' }] });

    const answer = await sharedBulkGet(counted, share, { docs: [{ id: 'product:a' }, { id: 'product:b' }] });

    expect(storeReads).toEqual([['product:a'], ['product:b']]);
    expect(answer.results.map((entry) => entry.id)).toEqual(['product:a', 'product:b']);
  });

  it('always reads `_local/` documents: their writes do not move the sequence', async () => {
    const share = new SequenceShare<Entry>();
    await db.put({ _id: '_local/state', step: 1 });
    await sharedBulkGet(counted, share, { docs: [{ id: '_local/state' }] });
    await sharedBulkGet(counted, share, { docs: [{ id: '_local/state' }] });

    expect(storeReads).toEqual([['_local/state'], ['_local/state']]);
  });

  it('lists a document asked twice once, with both revisions, documents in the order first asked', async () => {
    const share = new SequenceShare<Entry>();
    const first = await revOf('product:b');
    const stored = await db.get('product:b');
    const second = (await db.put({ ...stored, name: 'Tapa doble' })).rev ?? '';

    const answer = await sharedBulkGet(counted, share, {
      docs: [{ id: 'product:b', rev: first }, { id: 'product:a' }, { id: 'product:b', rev: second }],
    });

    expect(answer.results.map((entry) => entry.id)).toEqual(['product:b', 'product:a']);
    const revs = answer.results[0]?.docs.map((doc) => ('ok' in doc ? doc.ok._rev : doc.error.rev));
    // The store reads a document's revisions together, in no set order.
    expect(revs?.sort()).toEqual([first, second].sort());
  });

  it('answers a document the store left out as an error, never as an empty entry', async () => {
    // A store whose answer lacks a document asked for (a CouchDB-compatible server's gap): the
    // device must see an error and read again, not pass over the change.
    const partial: StoreDb = {
      ...db,
      bulkGet: async (req: BulkGetRequest) => {
        const read = await db.bulkGet(req);
        return { results: read.results.filter((entry) => entry.id !== 'product:b') };
      },
    };
    const rev = await revOf('product:b');
    const answer = await sharedBulkGet(partial, new SequenceShare<Entry>(), {
      docs: [{ id: 'product:a' }, { id: 'product:b', rev }],
      revs: true,
    });
    expect(answer.results.map((entry) => entry.id)).toEqual(['product:a', 'product:b']);
    expect(answer.results[1]?.docs).toEqual([
      { error: { id: 'product:b', rev, error: 'not_found', reason: 'missing' } },
    ]);
  });

  it('does not keep a failed read: the next caller reads again', async () => {
    const share = new SequenceShare<Entry>();
    let fail = true;
    const flaky: StoreDb = {
      ...counted,
      bulkGet: (req) => (fail ? Promise.reject(new Error('disco lleno')) : counted.bulkGet(req)),
    };
    await expect(sharedBulkGet(flaky, share, { docs: [{ id: 'product:a' }] })).rejects.toThrow('disco lleno');
    fail = false;

    const answer = await sharedBulkGet(flaky, share, { docs: [{ id: 'product:a' }] });

    expect(answer.results[0]?.docs).toHaveLength(1);
  });
});

describe('LiveFeed.firstSyncAnswer', () => {
  const answer = (seq: number): ChangesResult => ({ results: [], last_seq: seq });

  it('reads once for devices asking the same at the same sequence, again for another key or sequence', async () => {
    const feed = new LiveFeed(db, { ready: true }, log);
    const reads: string[] = [];
    const read = (label: string, seq: number) => () => {
      reads.push(label);
      return Promise.resolve(answer(seq));
    };

    const [a, b] = await Promise.all([
      feed.firstSyncAnswer('floor|all_docs', 5, read('first', 5)),
      feed.firstSyncAnswer('floor|all_docs', 5, read('second', 5)),
    ]);
    await feed.firstSyncAnswer('floor|main_only', 5, read('other key', 5));
    await feed.firstSyncAnswer('floor|all_docs', 6, read('next sequence', 6));

    expect(a).toBe(b);
    expect(reads).toEqual(['first', 'other key', 'next sequence']);
  });

  it('drops what it holds when a change arrives on the live feed', async () => {
    const feed = new LiveFeed(db, { ready: true }, log);
    const { update_seq: seq } = await db.info();
    let reads = 0;
    const read = () => {
      reads++;
      return Promise.resolve(answer(0));
    };
    let delivered: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    const leave = await feed.join({ onChanges: () => delivered(), onError: () => undefined });
    await feed.firstSyncAnswer('floor', seq, read);

    await db.put({ _id: 'product:c', type: 'product', name: 'Vermut' });
    await arrived;
    // Asked again at the old sequence it is read again: nothing of an older sequence is held.
    await feed.firstSyncAnswer('floor', seq, read);
    leave();
    feed.stop();

    expect(reads).toBe(2);
  });
});
