import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPouchStore } from '../store/pouch-store.ts';
import type { Store, StoreDb } from '../store/types.ts';
import { LEASE_DOC, ReactorLease, type LeaseDoc } from './lease.ts';

const TTL = 6000;

describe('reactor lease', () => {
  let dir: string;
  let store: Store;
  let db: StoreDb;
  /** One wall clock the instances share, moved by hand. */
  let now: number;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rp-lease-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    await store.provision();
    db = store.db('floor');
    now = 1_000_000;
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  const instance = (holder: string, on: StoreDb = db) =>
    new ReactorLease({ db: on, holder, ttlMs: TTL, now: () => now });
  const stored = async () => (await db.get(LEASE_DOC)) as LeaseDoc;

  it('is taken by the first instance, renewed with the same token, and waited for by the others', async () => {
    const a = instance('a');
    const b = instance('b');
    expect(await a.tick()).toEqual({ held: true, token: 1 });
    expect(await b.tick()).toEqual({ held: false });
    now += TTL / 3;
    expect(await a.tick()).toEqual({ held: true, token: 1 });
    now += TTL - 1;
    // A's renewal moved the expiry: B still waits.
    expect(await b.tick()).toEqual({ held: false });
    expect(a.holds()).toBe(true);
    expect(await stored()).toMatchObject({ holder: 'a', token: 1, expiresAt: now - TTL + 1 + TTL });
  });

  it('moves to a standby once the holder stops renewing, with a higher fencing token', async () => {
    const a = instance('a');
    const b = instance('b');
    await a.tick();
    now += TTL - 1;
    expect(await b.tick()).toEqual({ held: false });
    now += 1;
    // The holder died: it acts no longer on its own clock, and the standby takes over.
    expect(a.holds()).toBe(false);
    expect(await b.tick()).toEqual({ held: true, token: 2 });
    // The old holder, back from a long pause, finds the lease taken and stands by.
    expect(await a.tick()).toEqual({ held: false });
    expect(a.token()).toBeNull();
    expect(await stored()).toMatchObject({ holder: 'b', token: 2 });
  });

  it('goes to exactly one of several instances taking a free lease at once', async () => {
    const instances = ['a', 'b', 'c', 'd', 'e'].map((name) => instance(name));
    const states = await Promise.all(instances.map((lease) => lease.tick()));
    expect(states.filter((state) => state.held)).toHaveLength(1);
    expect(instances.filter((lease) => lease.holds())).toHaveLength(1);
    expect((await stored()).token).toBe(1);
  });

  it('is handed over at the standby’s next tick when the holder releases it', async () => {
    const a = instance('a');
    const b = instance('b');
    await a.tick();
    await b.tick();
    await a.release();
    expect(a.holds()).toBe(false);
    expect(await b.tick()).toEqual({ held: true, token: 2 });
  });

  it('is acted on no longer than its length when the store cannot be reached', async () => {
    const a = instance('a');
    await a.tick();
    await store.close();
    now += TTL / 3;
    await expect(a.tick()).rejects.toBeInstanceOf(Error);
    // Still within the lease it renewed: nobody else may have taken it yet.
    expect(a.holds()).toBe(true);
    now += TTL;
    await expect(a.tick()).rejects.toBeInstanceOf(Error);
    expect(a.holds()).toBe(false);
    // The store is back for afterEach.
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
  });

  it('refuses a stale holder’s renewal over a revision it did not read', async () => {
    const a = instance('a');
    await a.tick();
    const first = await stored();
    await db.put({ ...first, holder: 'z', token: 9, expiresAt: now + TTL });
    await expect(db.put({ ...first, expiresAt: now + 2 * TTL })).rejects.toMatchObject({ status: 409 });
    expect(await a.tick()).toEqual({ held: false });
  });
});
