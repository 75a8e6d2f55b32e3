import { afterEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulidx';
import { saleMovementId } from '@restaurantpro/schema';
import type { Seq, StoreDb } from '../../src/store/types.ts';
import { dailyStockDoc } from './fixtures.ts';
import { replicationHarness, type Doc, type User } from './helpers.ts';

interface Answer {
  results: Array<{ id: string; seq: Seq; changes: Array<{ rev: string }> }>;
  last_seq: Seq;
}

/**
 * A longpoll `_changes` as PouchDB sends it, with a short heartbeat: `waiting` resolves on the first
 * heartbeat, which the gateway only writes once the request waits on the live feed, so a test
 * writes after that knowing the answer comes from the feed and not from reading the store.
 */
async function longpoll(url: string, user: User, since: Seq) {
  const res = await fetch(
    `${url}/db/floor/_changes?feed=longpoll&heartbeat=20&style=all_docs&since=${since}`,
    {
      headers: { cookie: user.cookie },
    },
  );
  const reader = res.body?.getReader();
  if (res.status !== 200 || reader === undefined) throw new Error(`longpoll failed: ${res.status}`);
  let text = '';
  let onHeartbeat: () => void = () => undefined;
  const waiting = new Promise<void>((resolve) => (onHeartbeat = resolve));
  const answer = (async (): Promise<Answer> => {
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return JSON.parse(text) as Answer;
      text += decoder.decode(value, { stream: true });
      if (text.trim() === '' && text.includes('\n')) onHeartbeat();
    }
  })();
  return { waiting, answer };
}

const product = (id: string, name: string): Doc => ({
  _id: `product:${id}`,
  type: 'product',
  name,
  updatedBy: 'U1',
});

/** What the gateway's reactions write for an order line; no device screen reads it. */
const saleMovement = (): Doc => ({
  _id: saleMovementId(ulid(), ulid()),
  type: 'stock_movement',
  kind: 'sale',
  productId: 'P1',
  quantity: 1,
  updatedBy: 'system',
});

const ids = (answer: Answer) => answer.results.map((change) => change.id);

describe('longpoll changes on the shared live feed', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function setUp() {
    const { db, url, waiter } = await h.floor();
    const since = async (store: StoreDb = db) => (await store.info()).update_seq;
    return { db, url, waiter, since };
  }

  it('ends a waiting longpoll when the gateway closes, so closing does not wait for its timeout', async () => {
    const { app, db, url, waiter } = await h.floor();
    const poll = await longpoll(url, waiter, (await db.info()).update_seq);
    await poll.waiting;
    const closedAt = Date.now();
    await h.stopGateway(app);
    // The default longpoll timeout is a minute; the connection goes at once and PouchDB retries.
    expect(Date.now() - closedAt).toBeLessThan(5_000);
    await expect(poll.answer).rejects.toThrow();
  });

  it('answers a waiting device with a change it may read, and leaves out the sale movements', async () => {
    const { db, url, waiter, since } = await setUp();
    const poll = await longpoll(url, waiter, await since());
    await poll.waiting;
    const croquetas = product('L1', 'Croquetas');
    await db.bulkDocs([saleMovement(), croquetas]);
    const answer = await poll.answer;
    expect(ids(answer)).toEqual([croquetas._id]);
    expect(answer.last_seq).toBe(await since());
  });

  it('sends the gateway’s projections with the next change, in one answer', async () => {
    const { db, url, waiter, since } = await setUp();
    const poll = await longpoll(url, waiter, await since());
    await poll.waiting;
    const row = dailyStockDoc('P1', 20);
    await db.put(row);
    const croquetas = product('L1', 'Croquetas');
    await db.put(croquetas);
    expect(ids(await poll.answer)).toEqual([row._id, croquetas._id]);
  });

  it('sends a projection on its own once nothing else came for a moment', async () => {
    const { db, url, waiter, since } = await setUp();
    const poll = await longpoll(url, waiter, await since());
    await poll.waiting;
    const row = dailyStockDoc('P2', 5);
    const written = performance.now();
    await db.put(row);
    expect(ids(await poll.answer)).toEqual([row._id]);
    // It waited for company (half a second) rather than costing every device a round at once.
    expect(performance.now() - written).toBeGreaterThanOrEqual(400);
  });

  it('answers a device a few changes behind from the feed’s memory as the store would', async () => {
    const { db, url, waiter, since } = await setUp();
    const start = await since();
    const first = await longpoll(url, waiter, start);
    await first.waiting;
    const written = await db.put(product('L1', 'Croquetas'));
    const firstAnswer = await first.answer;
    // Renamed, and another product, both handed out by the feed.
    const second = await longpoll(url, waiter, firstAnswer.last_seq);
    await second.waiting;
    await db.bulkDocs([
      { ...product('L1', 'Croquetas caseras'), _rev: written.rev },
      product('L2', 'Bravas'),
    ]);
    // The two may reach the feed apart: wait (on the feed, not a timer) until it has seen both.
    let seen = await second.answer;
    while (!ids(seen).includes('product:L2')) seen = await (await longpoll(url, waiter, seen.last_seq)).answer;
    // The device asks again from before all three, as after a lost answer: answered at once.
    const behind = await (await longpoll(url, waiter, start)).answer;
    const stored = await db.changes({ since: start, style: 'all_docs' });
    // The store's own feed lists each document once, at its latest change: so does the memory.
    expect(ids(behind)).toEqual(['product:L1', 'product:L2']);
    expect(behind.results).toEqual(stored.results);
    expect(behind.last_seq).toBe(stored.last_seq);
  });
});
