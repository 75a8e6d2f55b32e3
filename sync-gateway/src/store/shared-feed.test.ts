import { describe, expect, it } from 'vitest';
import { FeedHub, type HubSource } from './shared-feed.ts';
import type { Change, ChangesOptions, ChangesResult } from './types.ts';

const change = (seq: number, id = `doc:${seq}`): Change => ({
  id,
  seq,
  changes: [{ rev: `1-${seq}` }],
  doc: { _id: id, _rev: `1-${seq}`, n: seq },
});

/**
 * A database whose live feed the test drives by hand, and whose one-off reads it answers when it
 * says: enough to put a change exactly between a follower's catch-up read and its answer.
 */
function scriptedSource() {
  const lives: Array<{
    opts: ChangesOptions;
    push: (c: Change) => void;
    fail: (e: Error) => void;
    cancelled: boolean;
  }> = [];
  const reads: Array<{ opts: ChangesOptions; answer: (r: ChangesResult) => void }> = [];
  const source: HubSource = {
    live(opts, onChange, onError) {
      const feed = { opts, push: onChange, fail: onError, cancelled: false };
      lives.push(feed);
      return {
        cancel: () => {
          feed.cancelled = true;
        },
      };
    },
    read: (opts) =>
      new Promise((resolve) => {
        reads.push({ opts, answer: resolve });
      }),
  };
  return { source, lives, reads };
}

const seqs = (changes: readonly Change[]) => changes.map((c) => c.seq);
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('one live feed shared by the followers of a database', () => {
  it('starts the feed where the first follower asked, and opens no other for the next', () => {
    const { source, lives } = scriptedSource();
    const hub = new FeedHub(source, { include_docs: true }, () => undefined);
    const first: Change[] = [];
    hub.subscribe(
      7,
      (c) => first.push(c),
      () => undefined,
    );
    hub.subscribe(
      3,
      () => undefined,
      () => undefined,
    );
    expect(lives.map((feed) => feed.opts)).toEqual([{ include_docs: true, since: 7 }]);
    lives[0]?.push(change(8));
    expect(seqs(first)).toEqual([8]);
  });

  it('catches a later follower up from its own sequence, then hands it each shared change once', async () => {
    const { source, lives, reads } = scriptedSource();
    const hub = new FeedHub(source, { include_docs: true }, () => undefined);
    hub.subscribe(
      10,
      () => undefined,
      () => undefined,
    );
    const late: Change[] = [];
    hub.subscribe(
      4,
      (c) => late.push(c),
      () => undefined,
    );
    expect(reads[0]?.opts).toEqual({ include_docs: true, since: 4 });
    // While its read runs, the shared feed moves on: 11 the read will also hold, 13 it will not.
    lives[0]?.push(change(11));
    lives[0]?.push(change(13));
    reads[0]?.answer({ results: [change(5), change(9), change(11), change(12)], last_seq: 12 });
    await flush();
    lives[0]?.push(change(14));
    expect(seqs(late)).toEqual([5, 9, 11, 12, 13, 14]);
  });

  it('lets a follower far ahead of a feed replaying its backlog have a feed of its own', () => {
    const { source, lives } = scriptedSource();
    const hub = new FeedHub(source, {}, () => undefined);
    hub.subscribe(
      100,
      () => undefined,
      () => undefined,
    );
    lives[0]?.push(change(150));
    expect(hub.accepts(250)).toBe(true);
    expect(hub.accepts(251)).toBe(false);
    expect(hub.accepts('now')).toBe(true);
    lives[0]?.push(change(5000));
    expect(hub.accepts(5000)).toBe(true);
  });

  it('gives each follower its own copy of a change', async () => {
    const { source, lives, reads } = scriptedSource();
    const hub = new FeedHub(source, { include_docs: true }, () => undefined);
    const first: Change[] = [];
    const second: Change[] = [];
    hub.subscribe(
      0,
      (c) => first.push(c),
      () => undefined,
    );
    hub.subscribe(
      0,
      (c) => second.push(c),
      () => undefined,
    );
    reads[0]?.answer({ results: [], last_seq: 0 });
    await flush();
    lives[0]?.push(change(1));
    const kept = first[0]?.doc;
    if (kept !== undefined) kept.n = 'changed by the first follower';
    expect(second[0]?.doc?.n).toBe(1);
  });

  it('tells every follower when the feed dies, once, and forgets it', () => {
    const { source, lives } = scriptedSource();
    let emptied = 0;
    const hub = new FeedHub(source, {}, () => emptied++);
    const errors: string[] = [];
    hub.subscribe(
      0,
      () => undefined,
      (err) => errors.push(`a ${err.message}`),
    );
    hub.subscribe(
      0,
      () => undefined,
      (err) => errors.push(`b ${err.message}`),
    );
    lives[0]?.fail(new Error('leveldb closed'));
    expect(errors).toEqual(['a leveldb closed', 'b leveldb closed']);
    expect(emptied).toBe(1);
    // A follower after that starts a new feed.
    hub.subscribe(
      5,
      () => undefined,
      () => undefined,
    );
    expect(lives).toHaveLength(2);
  });

  it('closes the feed when its last follower leaves', () => {
    const { source, lives } = scriptedSource();
    let emptied = 0;
    const hub = new FeedHub(source, {}, () => emptied++);
    const a = hub.subscribe(
      0,
      () => undefined,
      () => undefined,
    );
    const b = hub.subscribe(
      0,
      () => undefined,
      () => undefined,
    );
    a.cancel();
    expect(lives[0]?.cancelled).toBe(false);
    b.cancel();
    expect(lives[0]?.cancelled).toBe(true);
    expect(emptied).toBe(1);
  });
});
