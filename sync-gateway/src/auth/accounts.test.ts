import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPouchStore } from '../store/pouch-store.ts';
import type { Store } from '../store/types.ts';
import { Accounts } from './accounts.ts';
import { ensureFirstAdmin } from './bootstrap-admin.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { DocumentSessionStore } from './session-store.ts';
import { resolveSessionSecret } from './session-secret.ts';

const log = { info: () => undefined };
const FAST = { N: 1024, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes with a salt and its parameters, and verifies', async () => {
    const a = await hashPassword('paella-valenciana', FAST);
    const b = await hashPassword('paella-valenciana', FAST);
    expect(a).not.toEqual(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('paella-valenciana', a)).toBe(true);
    expect(await verifyPassword('paella-valencianA', a)).toBe(false);
    expect(needsRehash(a)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'scrypt$3$8$1$c2FsdA$aGFzaA',
    'scrypt$1073741824$8$1$c2FsdA$aGFzaA',
    'bcrypt$1024$8$1$c2FsdA$aGFzaA',
  ])('never matches a malformed or hostile hash %j', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });
});

describe('accounts, first admin, session store', () => {
  let dataDir: string;
  let store: Store;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-auth-accounts-'));
    store = createPouchStore({ dataDir, prefix: 'rp_' });
    await store.provision();
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the first admin once across concurrent gateways and restarts, printing a generated password once', async () => {
    const printed: string[] = [];
    const opts = {
      email: 'admin@restaurante.test',
      password: undefined,
      log,
      announce: (text: string) => printed.push(text),
    };
    const gateways = [
      new Accounts(store.db('accounts')),
      new Accounts(store.db('accounts')),
      new Accounts(store.db('accounts')),
    ];
    const created = await Promise.all(gateways.map((accounts) => ensureFirstAdmin(accounts, opts)));
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await ensureFirstAdmin(new Accounts(store.db('accounts')), opts)).toBe(false);
    expect(printed).toHaveLength(1);

    const users = await gateways[0]!.list();
    expect(users).toEqual([
      expect.objectContaining({ email: 'admin@restaurante.test', role: 'admin', isActive: true }),
    ]);
    const password = /contraseña: (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
    expect(await gateways[1]!.verifyCredentials('ADMIN@restaurante.test', password)).not.toBeNull();
  });

  it('uses the configured admin password without printing it', async () => {
    const printed: string[] = [];
    const accounts = new Accounts(store.db('accounts'));
    await ensureFirstAdmin(accounts, {
      email: 'admin@restaurante.test',
      password: 'configurada-123',
      log,
      announce: (t) => printed.push(t),
    });
    expect(printed).toEqual([]);
    expect(await accounts.verifyCredentials('admin@restaurante.test', 'configurada-123')).not.toBeNull();
  });

  it('keeps one generated session secret, shared by every gateway on the store', async () => {
    const secrets = await Promise.all(
      [1, 2, 3].map(() => resolveSessionSecret(undefined, store.db('accounts'))),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(await resolveSessionSecret(undefined, store.db('accounts'))).toBe(secrets[0]);
    expect(await resolveSessionSecret('c'.repeat(40), store.db('accounts'))).toBe('c'.repeat(40));
  });

  it('stores sessions as (sid, sess, expire) documents and cleans up expired ones', async () => {
    let now = Date.parse('2026-03-01T12:00:00Z');
    const sessions = new DocumentSessionStore(store.db('sessions'), { now: () => now, cacheTtlMs: 0 });
    const session = (expires: string, userId: string) =>
      ({ cookie: { expires, originalMaxAge: 1000 }, userId }) as never;
    await sessions.write('alive', session('2026-03-02T12:00:00.000Z', 'u1'));
    await sessions.write('dead', session('2026-03-01T11:00:00.000Z', 'u2'));

    const doc = await store.db('sessions').get('session:alive');
    expect(doc).toMatchObject({ sid: 'alive', expire: '2026-03-02T12:00:00.000Z', sess: { userId: 'u1' } });
    expect(await sessions.read('dead')).toBeNull();

    expect(await sessions.removeExpired()).toBe(1);
    expect((await store.db('sessions').allDocs()).rows.map((r) => r.id)).toEqual(['session:alive']);

    now = Date.parse('2026-03-03T00:00:00Z');
    expect(await sessions.read('alive')).toBeNull();
    expect(await sessions.removeExpired()).toBe(1);
  });

  it('sees a session ended by another gateway once its cache entry is stale', async () => {
    let now = 1_000_000;
    const a = new DocumentSessionStore(store.db('sessions'), { now: () => now, cacheTtlMs: 5_000 });
    const b = new DocumentSessionStore(store.db('sessions'), { now: () => now, cacheTtlMs: 5_000 });
    await a.write('sid1', {
      cookie: { expires: new Date(now + 60_000).toISOString() },
      userId: 'u1',
    } as never);
    expect(await a.read('sid1')).toMatchObject({ userId: 'u1' });
    await b.remove('sid1');
    now += 6_000;
    expect(await a.read('sid1')).toBeNull();
  });

  it('ends all sessions of one user except the one to keep', async () => {
    const sessions = new DocumentSessionStore(store.db('sessions'));
    const expires = new Date(Date.now() + 60_000).toISOString();
    for (const [sid, userId] of [
      ['s1', 'u1'],
      ['s2', 'u1'],
      ['s3', 'u1'],
      ['s4', 'u2'],
    ] as const) {
      await sessions.write(sid, { cookie: { expires }, userId } as never);
    }
    expect(await sessions.removeForUser('u1', 's3')).toBe(2);
    expect(await sessions.read('s1')).toBeNull();
    expect(await sessions.read('s3')).toMatchObject({ userId: 'u1' });
    expect(await sessions.read('s4')).toMatchObject({ userId: 'u2' });
  });
});
