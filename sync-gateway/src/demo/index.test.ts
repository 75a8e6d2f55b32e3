import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieFor, gatewayHarness } from '../../test/helper.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/staff.ts';
import { loadDemo } from './load-demo.ts';

async function countOf(app: FastifyInstance, prefix: string): Promise<number> {
  const { rows } = await app.store
    .db('floor')
    .allDocs({ startkey: `${prefix}:`, endkey: `${prefix}:\uffff` });
  return rows.length;
}

/** Documents of the restaurant, leaving out the store's index definitions (`_design/…`). */
async function dataDocs(app: FastifyInstance, name: 'floor' | 'office'): Promise<number> {
  return (await app.store.db(name).allDocs({ startkey: 'a', endkey: '\ufff0' })).rows.length;
}

describe('demo restaurant loading', () => {
  const harness = gatewayHarness('rp-demo-');
  afterEach(() => harness.cleanup());

  it('loads into an empty store, with one working account per role', async () => {
    const app = await harness.start(await harness.dataDir(), { demo: true });
    expect(await countOf(app, 'product')).toBeGreaterThanOrEqual(28);
    expect(await countOf(app, 'table')).toBe(8);
    expect((await app.store.db('office').info()).doc_count).toBeGreaterThan(0);
    for (const account of DEMO_ACCOUNTS) {
      const cookie = await cookieFor(app, account.email, DEMO_PASSWORD);
      const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(me.json()).toMatchObject({ email: account.email, role: account.role });
    }
  });

  it('loads once: a restart, or a second gateway on the same store, changes nothing', async () => {
    const dataDir = await harness.dataDir();
    const first = await harness.start(dataDir, { demo: true });
    const docCount = (await first.store.db('floor').info()).doc_count;
    const users = (await first.accounts.list()).length;
    expect(await loadDemo(first.store, first.accounts, new Date(), 'Europe/Madrid')).toMatchObject({
      loaded: false,
    });
    await harness.stop(first);

    const second = await harness.start(dataDir, { demo: true });
    expect((await second.store.db('floor').info()).doc_count).toBe(docCount);
    expect((await second.accounts.list()).length).toBe(users);
  });

  it('does not bring deleted demo products back at the next start', async () => {
    const dataDir = await harness.dataDir();
    const first = await harness.start(dataDir, { demo: true });
    const floor = first.store.db('floor');
    const { rows } = await floor.allDocs({ startkey: 'product:', endkey: 'product:\uffff' });
    await floor.bulkDocs(rows.map((row) => ({ _id: row.id, _rev: row.value.rev, _deleted: true })));
    await harness.stop(first);

    const second = await harness.start(dataDir, { demo: true });
    expect(await countOf(second, 'product')).toBe(0);
  });

  it('writes each document once when two loaders race on one store', async () => {
    const app = await harness.start(await harness.dataDir());
    const results = await Promise.all(
      [1, 2].map(() => loadDemo(app.store, app.accounts, new Date(), 'Europe/Madrid', { historyDays: 0 })),
    );
    expect(results.every((r) => r.loaded)).toBe(true);
    const { rows } = await app.store.db('floor').allDocs({ startkey: 'product:', endkey: 'product:\uffff' });
    expect(results[0]!.documents + results[1]!.documents).toBe(
      (await dataDocs(app, 'floor')) + (await dataDocs(app, 'office')),
    );
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(
      (await app.accounts.list()).filter((u) => u.email.endsWith('@demo.restaurantpro.es')),
    ).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it('loads nothing with DEMO=false', async () => {
    const app = await harness.start(await harness.dataDir(), { demo: false });
    expect(await dataDocs(app, 'floor')).toBe(0);
    expect(await dataDocs(app, 'office')).toBe(0);
    expect((await app.accounts.list()).map((u) => u.role)).toEqual(['admin']);
  });
});
