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

  const instance = (holder: string, on: StoreDb = db, preferred = false) =>
    new ReactorLease({ db: on, holder, ttlMs: TTL, now: () => now, preferred });
  const hub = (holder: string) => instance(holder, db, true);
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

  describe('with a site hub', () => {
    it('is handed back to the hub by a cloud holder at its next tick, never taken by another standby', async () => {
      const cloud = instance('cloud');
      const other = instance('other');
      await cloud.tick();
      const site = hub('hub');
      // The hub asks and stands by: the holder still acts until its next tick.
      expect(await site.tick()).toEqual({ held: false });
      expect(await stored()).toMatchObject({ holder: 'cloud', claimedBy: 'hub' });
      expect(cloud.holds()).toBe(true);
      now += TTL / 3;
      expect(await cloud.tick()).toEqual({ held: false });
      expect(cloud.holds()).toBe(false);
      // Free, but promised to the hub.
      expect(await other.tick()).toEqual({ held: false });
      expect(await site.tick()).toEqual({ held: true, token: 2 });
      expect(await stored()).toMatchObject({ holder: 'hub', preferred: true, token: 2 });
      // Held by a hub, nobody asks for it.
      expect(await cloud.tick()).toEqual({ held: false });
      expect((await stored()).claimedBy).toBeUndefined();
    });

    it('asks once per half lease while it waits', async () => {
      const cloud = instance('cloud');
      await cloud.tick();
      const site = hub('hub');
      await site.tick();
      const asked = (await stored())._rev;
      now += TTL / 3;
      await site.tick();
      expect((await stored())._rev).toBe(asked);
    });

    it('waits out the lease of a cloud holder that died, then takes it', async () => {
      const cloud = instance('cloud');
      await cloud.tick();
      const site = hub('hub');
      expect(await site.tick()).toEqual({ held: false });
      now += TTL;
      expect(await site.tick()).toEqual({ held: true, token: 2 });
    });

    it('lets a cloud gateway take it when the hub is gone a lease, and a stale claim binds nobody', async () => {
      const site = hub('hub');
      await site.tick();
      const cloud = instance('cloud');
      expect(await cloud.tick()).toEqual({ held: false });
      now += TTL;
      expect(await cloud.tick()).toEqual({ held: true, token: 2 });
      // The hub back: it asks, the holder hands over, and the hub dies before taking it.
      await site.tick();
      now += TTL / 3;
      expect(await cloud.tick()).toEqual({ held: false });
      now += TTL / 3;
      expect(await cloud.tick()).toEqual({ held: false });
      // Its claim lapses a lease after it was made.
      now += TTL / 3;
      expect(await cloud.tick()).toEqual({ held: true, token: 3 });
      expect(await stored()).not.toHaveProperty('claimedBy');
    });
  });
});
