import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCouchStore } from '../../src/store/couch-store.ts';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import {
  DATABASE_NAMES,
  type Change,
  type ChangesOptions,
  type ChangesResult,
  type Selector,
  type Seq,
  type Store,
  type StoreDb,
  type StoredDoc,
  type Subscription,
} from '../../src/store/types.ts';
import { uniquePrefix } from '../store/store.contract.ts';
import { startPouchDbServer, type PouchDbServerPeer } from './pouchdb-server-peer.ts';

/**
 * The bridge judged against the embedded store: PouchDB evaluates `_selector` in its own changes feed,
 * so the same writes read through couch-store (pouchdb-server behind the bridge) and through
 * pouch-store must give the same rows, sequences and documents. Writes carry their revisions
 * (new_edits false) so both stores hold identical revision trees and the answers compare whole.
 */

/** A revision of `id` at generation `gen`, history newest first (one hash per generation). */
function at(id: string, hashes: string[], body: Record<string, unknown>): StoredDoc {
  return {
    _id: id,
    _rev: `${hashes.length}-${hashes[0] ?? ''}`,
    _revisions: { start: hashes.length, ids: hashes },
    ...body,
  };
}
const hash = (c: string) => c.repeat(32);

/**
 * One write per step, so both stores number them alike: orders and products, a bare deletion, a
 * deletion that keeps its body, an edit, and a document with two conflicting leaves.
 */
const SCENARIO: StoredDoc[] = [
  at('order:01', [hash('a')], { type: 'order', status: 'pending' }),
  at('product:01', [hash('b')], { type: 'product', name: 'Tortilla' }),
  at('order:02', [hash('c')], { type: 'order', status: 'served' }),
  at('order:01', [hash('d'), hash('a')], { _deleted: true }),
  at('product:02', [hash('e')], { type: 'product', name: 'Croquetas' }),
  at('product:02', [hash('f'), hash('e')], { _deleted: true, type: 'product', name: 'Croquetas' }),
  at('order:02', [hash('1'), hash('c')], { type: 'order', status: 'paid' }),
  at('order:03', [hash('7')], { type: 'order', status: 'pending' }),
  at('order:03', [hash('8')], { type: 'order', status: 'pending', table: 'T2' }),
  at('table:01', [hash('9')], { type: 'table', seats: 4 }),
];

const SELECTORS: Selector[] = [
  { type: 'order' },
  { _deleted: true },
  { $or: [{ _deleted: true }, { type: { $in: ['product', 'table'] } }] },
  { type: 'order', status: { $in: ['pending', 'paid'] } },
  { seats: { $gte: 4 } },
  { type: 'nothing' },
];

const OPTIONS: ChangesOptions[] = [
  {},
  { include_docs: true },
  { include_docs: true, conflicts: true },
  { style: 'all_docs', include_docs: true },
];

async function write(db: StoreDb, docs: StoredDoc[]): Promise<void> {
  for (const doc of docs) {
    const [result] = await db.bulkDocs([doc], { newEdits: false });
    if (result?.error !== undefined) throw new Error(`write of ${doc._id} failed: ${result.error}`);
  }
}

/** Sequences as numbers: pouchdb-server sends them as PouchDB does, the embedded store too. */
function comparable(result: ChangesResult): ChangesResult {
  return {
    results: result.results.map((change) => ({ ...change, seq: Number(change.seq) })),
    last_seq: Number(result.last_seq),
  };
}

/** Every page of a feed read `limit` at a time, as the gateway's follow reads ahead. */
async function pages(db: StoreDb, opts: ChangesOptions, limit: number): Promise<ChangesResult[]> {
  const out: ChangesResult[] = [];
  let since: Seq = 0;
  for (let i = 0; i < 20; i++) {
    const page = comparable(await db.changes({ ...opts, since, limit }));
    out.push(page);
    if (page.results.length === 0) return out;
    since = page.last_seq;
  }
  throw new Error('feed did not end');
}

/** Collects a live feed until `id` arrives; rejects on the feed's error. */
function liveUntil(
  db: StoreDb,
  opts: ChangesOptions,
  id: string,
): { subscription: Subscription; seen: Promise<Change[]> } {
  const seen: Change[] = [];
  let subscription: Subscription | undefined;
  const done = new Promise<Change[]>((resolve, reject) => {
    subscription = db.liveChanges(
      opts,
      (change) => {
        seen.push({ ...change, seq: Number(change.seq) });
        if (change.id === id) resolve(seen);
      },
      reject,
    );
  });
  if (subscription === undefined) throw new Error('liveChanges gave no subscription');
  return { subscription, seen: done };
}

let peer: PouchDbServerPeer;
beforeAll(async () => {
  peer = await startPouchDbServer({ bridge: true });
});
afterAll(async () => {
  await peer.stop();
});

describe('selector changes bridge, compared with the embedded store', () => {
  let dataDir: string;
  let pouch: Store;
  let couch: Store;
  const subscriptions: Subscription[] = [];

  beforeEach(async () => {
    const prefix = uniquePrefix();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-bridge-'));
    pouch = createPouchStore({ dataDir, prefix });
    couch = createCouchStore({ url: peer.url, prefix });
    await Promise.all([pouch.provision(), couch.provision()]);
  });

  afterEach(async () => {
    for (const subscription of subscriptions.splice(0)) subscription.cancel();
    for (const name of DATABASE_NAMES)
      await fetch(`${peer.serverUrl}/${couch.db(name).name}`, { method: 'DELETE' });
    await Promise.all([pouch.close(), couch.close()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives the same normal feed for each selector and option, deletions included', async () => {
    await Promise.all([write(pouch.db('floor'), SCENARIO), write(couch.db('floor'), SCENARIO)]);
    for (const selector of SELECTORS) {
      for (const opts of OPTIONS) {
        const expected = comparable(await pouch.db('floor').changes({ ...opts, selector }));
        const bridged = comparable(await couch.db('floor').changes({ ...opts, selector }));
        expect({ selector, opts, answer: bridged }).toEqual({ selector, opts, answer: expected });
      }
    }
    // The tombstones matched by `_deleted` are the two deletions, one with its body kept.
    const tombstones = await couch.db('floor').changes({ selector: { _deleted: true }, include_docs: true });
    expect(tombstones.results.map((change) => [change.id, change.deleted, change.doc?.type])).toEqual([
      ['order:01', true, undefined],
      ['product:02', true, 'product'],
    ]);
  });

  it('gives the same pages with a limit and from a later sequence', async () => {
    await Promise.all([write(pouch.db('floor'), SCENARIO), write(couch.db('floor'), SCENARIO)]);
    for (const selector of SELECTORS.slice(0, 3)) {
      for (const limit of [1, 2]) {
        const expected = await pages(pouch.db('floor'), { selector }, limit);
        expect({ selector, limit, pages: await pages(couch.db('floor'), { selector }, limit) }).toEqual({
          selector,
          limit,
          pages: expected,
        });
      }
      const later = { selector, since: 4 };
      expect(comparable(await couch.db('floor').changes(later))).toEqual(
        comparable(await pouch.db('floor').changes(later)),
      );
    }
  });

  // The one place the two differ, by design of each: CouchDB judges every leaf with style=all_docs
  // (couch_changes:filter), PouchDB the winner only. A conflict resolved by deleting the losing leaf
  // leaves a tombstoned leaf that `{_deleted: true}` matches in CouchDB whatever the winner is.
  it('judges each leaf with style all_docs where the embedded store judges the winner only', async () => {
    const resolved = [
      at('order:old', [hash('a')], { type: 'order', businessDate: '2025-01-01' }),
      at('order:old', [hash('b')], { type: 'order', businessDate: '2025-01-01', note: 'ganadora' }),
      at('order:old', [hash('c'), hash('a')], { _deleted: true }),
    ];
    await Promise.all([write(pouch.db('floor'), resolved), write(couch.db('floor'), resolved)]);
    const opts: ChangesOptions = { selector: { _deleted: true }, style: 'all_docs', include_docs: true };
    const bridged = await couch.db('floor').changes(opts);
    expect(bridged.results.map((change) => [change.changes, change.deleted, change.doc?.note])).toEqual([
      [[{ rev: `2-${hash('c')}` }], undefined, 'ganadora'],
    ]);
    expect((await pouch.db('floor').changes(opts)).results).toEqual([]);
    // Judging the winner alone (main_only), both agree: no row.
    const mainOnly = { ...opts, style: 'main_only' as const };
    expect((await couch.db('floor').changes(mainOnly)).results).toEqual([]);
    expect((await pouch.db('floor').changes(mainOnly)).results).toEqual([]);
  });

  it('delivers the same live (longpoll) feed as writes arrive', async () => {
    const selector = { $or: [{ _deleted: true }, { type: 'order' }] };
    await Promise.all([
      write(pouch.db('floor'), SCENARIO.slice(0, 2)),
      write(couch.db('floor'), SCENARIO.slice(0, 2)),
    ]);
    const since = 2;
    const last = at('order:99', [hash('5')], { type: 'order', status: 'pending' });
    const opts = { since, selector, include_docs: true };
    const fromPouch = liveUntil(pouch.db('floor'), opts, last._id);
    const fromCouch = liveUntil(couch.db('floor'), opts, last._id);
    subscriptions.push(fromPouch.subscription, fromCouch.subscription);
    // One write at a time with a pause, so the bridged longpoll waits and wakes between them.
    for (const doc of [...SCENARIO.slice(2), last]) {
      await Promise.all([write(pouch.db('floor'), [doc]), write(couch.db('floor'), [doc])]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [expected, bridged] = await Promise.all([fromPouch.seen, fromCouch.seen]);
    expect(bridged).toEqual(expected);
    expect(bridged.map((change) => change.id)).toEqual([
      'order:02',
      'order:01',
      'product:02',
      'order:02',
      'order:03',
      'order:03',
      'order:99',
    ]);
  });
});

describe('selector changes bridge over HTTP', () => {
  const db = `${uniquePrefix()}floor`;
  const changesUrl = (query: string) => `${peer.url}/${db}/_changes?filter=_selector&${query}`;
  const post = (query: string, selector: Selector, signal?: AbortSignal) =>
    fetch(changesUrl(query), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selector }),
      signal,
    });
  const put = async (doc: StoredDoc) => {
    const res = await fetch(`${peer.serverUrl}/${db}/${encodeURIComponent(doc._id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(doc),
    });
    return (await res.json()) as { rev: string };
  };
  const updateSeq = async () =>
    Number(((await (await fetch(`${peer.url}/${db}`)).json()) as { update_seq: Seq }).update_seq);

  beforeAll(async () => {
    await fetch(`${peer.url}/${db}`, { method: 'PUT' });
  });
  afterAll(async () => {
    await fetch(`${peer.url}/${db}`, { method: 'DELETE' });
  });

  it('answers a longpoll with no match after its timeout, last_seq past what it skipped', async () => {
    const since = await updateSeq();
    await put({ _id: 'product:lp1', type: 'product' });
    const started = Date.now();
    const res = await post(`feed=longpoll&timeout=300&since=${since}`, { type: 'order' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ results: [], last_seq: since + 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('holds a longpoll until a matching change, skipping the others, heartbeats while waiting', async () => {
    const since = await updateSeq();
    const res = await post(`feed=longpoll&heartbeat=20&since=${since}`, { type: 'order' });
    const reader = res.body?.getReader();
    if (reader === undefined) throw new Error('no body');
    const decoder = new TextDecoder();
    let text = '';
    // Waiting: the answer has opened and heartbeats follow.
    while (!/\[\n\n/.test(text)) text += decoder.decode((await reader.read()).value, { stream: true });
    await put({ _id: 'product:lp2', type: 'product' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await put({ _id: 'order:lp2', type: 'order' });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const answer = JSON.parse(text) as ChangesResult;
    expect(answer.results.map((change) => [change.id, change.seq])).toEqual([['order:lp2', since + 2]]);
    expect(answer.last_seq).toBe(since + 2);
    expect(answer.results[0]?.doc).toBeUndefined();
  });

  it('answers a longpoll at once when a match exists, with a limit', async () => {
    const since = await updateSeq();
    await put({ _id: 'order:lp3', type: 'order' });
    await put({ _id: 'order:lp4', type: 'order' });
    const answer = (await (
      await post(`feed=longpoll&limit=1&include_docs=true&since=${since}`, { type: 'order' })
    ).json()) as ChangesResult;
    expect(answer.results.map((change) => change.id)).toEqual(['order:lp3']);
    expect(answer.results[0]?.doc).toMatchObject({ _id: 'order:lp3', type: 'order' });
    expect(answer.last_seq).toBe(since + 1);
  });

  it('lets a client abandon a waiting longpoll, and serves the next request', async () => {
    const controller = new AbortController();
    const waiting = post('feed=longpoll&since=now', { type: 'never' }, controller.signal).then((res) =>
      res.text(),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await expect(waiting).rejects.toThrow();
    const res = await post('since=0', { type: 'order' });
    expect(res.status).toBe(200);
  });

  it('judges each leaf with style all_docs, as CouchDB does, the document staying the winner', async () => {
    // Two leaves of one document: the winner (higher hash) served, the other pending.
    const docs = [
      at('order:leaf', [hash('2')], { type: 'order', status: 'pending' }),
      at('order:leaf', [hash('3')], { type: 'order', status: 'served' }),
    ];
    await fetch(`${peer.serverUrl}/${db}/_bulk_docs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ docs, new_edits: false }),
    });
    const since = (await updateSeq()) - 2;
    const read = async (selector: Selector) =>
      (
        (await (
          await post(`style=all_docs&include_docs=true&since=${since}`, selector)
        ).json()) as ChangesResult
      ).results;
    expect((await read({ status: 'pending' })).map((change) => [change.changes, change.doc?.status])).toEqual(
      [[[{ rev: `1-${hash('2')}` }], 'served']],
    );
    expect((await read({ type: 'order' }))[0]?.changes.map((change) => change.rev).sort()).toEqual([
      `1-${hash('2')}`,
      `1-${hash('3')}`,
    ]);
    // main_only judges the winner alone.
    const mainOnly = (await (await post(`since=${since}`, { status: 'pending' })).json()) as ChangesResult;
    expect(mainOnly.results).toEqual([]);
  });

  it('refuses what CouchDB refuses and what it does not bridge, and keeps upstream errors', async () => {
    const get = await fetch(changesUrl('since=0'));
    expect(get.status).toBe(400);
    expect(await get.json()).toMatchObject({ error: 'bad_request' });
    const continuous = await post('feed=continuous', { type: 'order' });
    expect(continuous.status).toBe(400);
    const unknownOperator = await post('since=0', { type: { $nope: 1 } });
    expect(unknownOperator.status).toBe(400);
    expect(await unknownOperator.json()).toMatchObject({ error: 'bad_request' });
    const missing = await fetch(`${peer.url}/nope_floor/_changes?filter=_selector`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selector: { type: 'order' } }),
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not_found' });
  });

  it('passes every other request through untouched', async () => {
    await put({ _id: 'order:plain', type: 'order' });
    const direct = await fetch(`${peer.serverUrl}/${db}/_changes?include_docs=true&style=all_docs`);
    const bridged = await fetch(`${peer.url}/${db}/_changes?include_docs=true&style=all_docs`);
    expect(bridged.status).toBe(direct.status);
    expect(bridged.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(await bridged.json()).toEqual(await direct.json());
  });
});
