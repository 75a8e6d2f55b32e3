import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreError, type Change, type Store, type StoreDb } from '../../src/store/types.ts';
import { changesContract } from './changes.contract.ts';
import { revisionsContract } from './revisions.contract.ts';
import { verbsContract } from './verbs.contract.ts';
import {
  BY_TYPE_DATE,
  BY_TYPE_STATUS,
  currentIds,
  docsByIds,
  idsInRange,
  typeRange,
} from '../../src/store/current.ts';

/** A fresh, provisioned store per test, and how to throw it away (close it, delete its databases). */
export interface ContractStore {
  store: Store;
  dispose(): Promise<void>;
}

/** Builds a store whose database names start with `prefix` (unique per test). */
export type StoreFactory = (prefix: string) => Promise<ContractStore>;

/**
 * Contract cases a test peer cannot pass for reasons of its own, never of the store implementation,
 * each with the reason. Only pouchdb-server needs these; real CouchDB and pouch-store run everything.
 */
export interface PeerLimits {
  /** `_changes?filter=_selector` (normal and live). */
  selectorChanges?: string;
  /** Live changes (longpoll). */
  liveChanges?: string;
  /** The per-doc error entry of `_bulk_get` for a missing document. */
  bulkGetErrors?: string;
  /** 404 for deleting a database that does not exist. */
  destroyMissing?: string;
}

export interface ContractContext {
  current(): ContractStore;
  limits: PeerLimits;
}

export function uniquePrefix(): string {
  return `t${randomBytes(5).toString('hex')}_`;
}

function expectStoreError(status: number, error: string) {
  return expect.objectContaining({ name: 'StoreError', status, error });
}

/** Runs the whole Store contract against one implementation. */
export function storeContract(label: string, factory: StoreFactory, limits: PeerLimits = {}): void {
  describe(`Store contract: ${label}`, () => {
    let subject: ContractStore | undefined;
    const ctx: ContractContext = {
      current() {
        if (!subject) throw new Error('no store: beforeEach did not run');
        return subject;
      },
      limits,
    };
    const floor = (): StoreDb => ctx.current().store.db('floor');

    beforeEach(async () => {
      subject = await factory(uniquePrefix());
    });

    afterEach(async () => {
      const done = subject;
      subject = undefined;
      await done?.dispose();
    });

    it('reports db info with the prefixed name and the doc count', async () => {
      const before = await floor().info();
      expect(before.db_name).toBe(floor().name);
      expect(floor().name).toMatch(/^t[0-9a-f]{10}_floor$/);
      expect(before.doc_count).toBe(0);
      await floor().put({ _id: 'area:01', type: 'area' });
      expect((await floor().info()).doc_count).toBe(1);
    });

    it('puts and gets a document, and refuses a stale write with 409 conflict', async () => {
      const first = await floor().put({ _id: 'area:01', type: 'area', name: 'Terraza' });
      expect(first).toMatchObject({ id: 'area:01', ok: true });
      expect(first.rev).toMatch(/^1-/);
      const doc = await floor().get('area:01');
      expect(doc).toMatchObject({ _id: 'area:01', _rev: first.rev, name: 'Terraza' });

      await expect(floor().put({ _id: 'area:01', type: 'area', name: 'Otra' })).rejects.toEqual(
        expectStoreError(409, 'conflict'),
      );
      const second = await floor().put({ ...doc, name: 'Salón' });
      expect(second.rev).toMatch(/^2-/);
      await expect(floor().put({ ...doc, name: 'Tarde' })).rejects.toBeInstanceOf(StoreError);
    });

    it('answers 404 not_found for a missing document', async () => {
      await expect(floor().get('area:nope')).rejects.toEqual(expectStoreError(404, 'not_found'));
    });

    it('allDocs answers key ranges, keys, limits and descending order', async () => {
      await floor().bulkDocs(
        ['area:01', 'area:02', 'area:03', 'table:01'].map((_id) => ({ _id, type: _id.split(':')[0] })),
      );
      const areas = await floor().allDocs({ startkey: 'area:', endkey: 'area:\ufff0', include_docs: true });
      expect(areas.rows.map((row) => row.id)).toEqual(['area:01', 'area:02', 'area:03']);
      expect(areas.rows[0]?.doc).toMatchObject({ _id: 'area:01', type: 'area' });
      expect(areas.total_rows).toBe(4);

      const limited = await floor().allDocs({ startkey: 'area:', endkey: 'area:\ufff0', limit: 2 });
      expect(limited.rows.map((row) => row.id)).toEqual(['area:01', 'area:02']);
      const backwards = await floor().allDocs({ startkey: 'area:\ufff0', endkey: 'area:', descending: true });
      expect(backwards.rows.map((row) => row.id)).toEqual(['area:03', 'area:02', 'area:01']);

      const byKeys = await floor().allDocs({ keys: ['table:01', 'table:99'] });
      expect(byKeys.rows[0]).toMatchObject({
        id: 'table:01',
        key: 'table:01',
        value: { rev: expect.any(String) },
      });
      expect(byKeys.rows[1]).toMatchObject({ key: 'table:99', error: 'not_found' });
    });

    it('find evaluates a selector and honours a limit above the default 25', async () => {
      const docs = Array.from({ length: 30 }, (_, i) => ({
        _id: `ingredient:${String(i).padStart(2, '0')}`,
        type: 'ingredient',
      }));
      await floor().bulkDocs([...docs, { _id: 'area:01', type: 'area' }]);
      expect((await floor().find({ selector: { type: 'ingredient' }, limit: 100 })).docs).toHaveLength(30);
      const five = await floor().find({ selector: { type: 'ingredient' }, limit: 5 });
      expect(five.docs).toHaveLength(5);
      expect(five.docs.every((doc) => doc.type === 'ingredient')).toBe(true);
    });

    it('creates an index idempotently and answers a find on its key range, paged with skip', async () => {
      const orders = Array.from({ length: 12 }, (_, i) => ({
        _id: `order:${String(i).padStart(2, '0')}`,
        type: 'order',
        businessDate: `2026-11-${String(10 + (i % 4)).padStart(2, '0')}`,
        status: i % 3 === 0 ? 'pending' : 'served',
      }));
      await floor().bulkDocs([
        ...orders,
        { _id: 'daily_stock:2026-11-13_p', type: 'daily_stock', businessDate: '2026-11-13' },
      ]);
      await floor().createIndex(BY_TYPE_DATE);
      await floor().createIndex(BY_TYPE_DATE);
      const request = {
        selector: { type: 'order', businessDate: { $gte: '2026-11-12' } },
        fields: ['_id'],
        use_index: [BY_TYPE_DATE.name, BY_TYPE_DATE.name] as [string, string],
      };
      const all = (await floor().find({ ...request, limit: 100 })).docs.map((doc) => doc._id);
      expect(all.sort()).toEqual(orders.filter((o) => o.businessDate >= '2026-11-12').map((o) => o._id));
      const first = (await floor().find({ ...request, limit: 4 })).docs.map((doc) => doc._id);
      const rest = (await floor().find({ ...request, limit: 4, skip: 4 })).docs.map((doc) => doc._id);
      expect([...first, ...rest].sort()).toEqual(all);
    });

    it('reads what is current through key ranges and indexes, with conflicts, each document once', async () => {
      const products = Array.from({ length: 501 }, (_, i) => ({
        _id: `product:${String(i).padStart(4, '0')}`,
        type: 'product',
      }));
      await floor().bulkDocs([
        ...products,
        { _id: 'order:old-open', type: 'order', businessDate: '2026-01-01', status: 'pending' },
        { _id: 'order:old-closed', type: 'order', businessDate: '2026-01-01', status: 'served' },
        { _id: 'order:today', type: 'order', businessDate: '2026-11-22', status: 'pending' },
      ]);
      // More than a page of ids in one range: the pages join with nothing lost or repeated.
      expect(await idsInRange(floor(), typeRange('product'))).toEqual(products.map((p) => p._id));
      const ids = await currentIds(floor(), {
        ranges: [typeRange('product')],
        queries: [
          { index: BY_TYPE_DATE, selector: { type: 'order', businessDate: { $gte: '2026-11-21' } } },
          { index: BY_TYPE_STATUS, selector: { type: 'order', status: 'pending' } },
        ],
      });
      expect(ids.filter((id) => id.startsWith('order:')).sort()).toEqual(['order:old-open', 'order:today']);
      expect(ids).toHaveLength(503);

      await floor().bulkDocs([{ _id: 'order:today', _rev: `9-${'a'.repeat(32)}`, type: 'order' }], {
        newEdits: false,
      });
      const [today] = await docsByIds(floor(), ['order:today', 'order:missing']);
      expect(today?._conflicts).toHaveLength(1);
    });

    it('round-trips a binary attachment with its content type', async () => {
      const media = ctx.current().store.db('media');
      // Bytes that are not valid UTF-8 catch any text decoding on the way.
      const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x80]);
      const created = await media.putAttachment('media:01', 'foto.png', { contentType: 'image/png', data });
      expect(created).toMatchObject({ id: 'media:01', ok: true });
      const doc = await media.get('media:01');
      expect(doc._attachments?.['foto.png']).toMatchObject({ content_type: 'image/png', stub: true });

      const att = await media.getAttachment('media:01', 'foto.png');
      expect(att.contentType).toBe('image/png');
      expect([...att.data]).toEqual([...data]);

      const text = { contentType: 'text/plain', data: Buffer.from('hola ñ') };
      const second = await media.putAttachment('media:01', 'nota.txt', text, created.rev);
      expect(second.rev).toMatch(/^2-/);
      expect((await media.getAttachment('media:01', 'nota.txt')).data.toString('utf8')).toBe('hola ñ');
      await expect(media.getAttachment('media:01', 'nope.png')).rejects.toEqual(
        expectStoreError(404, 'not_found'),
      );
      await expect(
        media.putAttachment('media:01', 'x.png', { contentType: 'image/png', data }),
      ).rejects.toEqual(expectStoreError(409, 'conflict'));
    });

    it('stores _local documents outside the changes feed', async () => {
      const created = await floor().put({ _id: '_local/checkpoint-a', last_seq: 5 });
      expect(created).toMatchObject({ id: '_local/checkpoint-a', ok: true });
      const doc = await floor().get('_local/checkpoint-a');
      expect(doc).toMatchObject({ _id: '_local/checkpoint-a', last_seq: 5 });
      await floor().put({ ...doc, last_seq: 9 });
      expect((await floor().get('_local/checkpoint-a')).last_seq).toBe(9);
      await expect(floor().get('_local/other')).rejects.toEqual(expectStoreError(404, 'not_found'));

      const changes = await floor().changes({});
      expect(changes.results.map((change: Change) => change.id)).toEqual([]);
      expect((await floor().info()).doc_count).toBe(0);
    });

    it('creates, opens and destroys a database by name, refusing a duplicate or a missing one', async () => {
      const { store } = ctx.current();
      const created = await store.createDb('scratch_a');
      await created.put({ _id: 'doc-1', n: 1 });
      await expect(store.createDb('scratch_a')).rejects.toEqual(expectStoreError(412, 'file_exists'));
      const opened = await store.openDb('scratch_a');
      expect(await opened.info()).toMatchObject({ doc_count: 1, db_name: created.name });
      await store.destroyDb('scratch_a');
      await expect(store.openDb('scratch_a')).rejects.toEqual(expectStoreError(404, 'not_found'));
      if (ctx.limits.destroyMissing === undefined)
        await expect(store.destroyDb('scratch_a')).rejects.toEqual(expectStoreError(404, 'not_found'));
      const again = await store.createDb('scratch_a');
      expect((await again.info()).doc_count).toBe(0);
      await store.destroyDb('scratch_a');
      await expect(store.createDb('Bad/Name')).rejects.toEqual(
        expectStoreError(400, 'illegal_database_name'),
      );
    });

    it('provisions idempotently without touching data', async () => {
      const { store } = ctx.current();
      await store.db('accounts').put({ _id: 'user:01', type: 'user' });
      await store.provision();
      await store.provision();
      expect((await store.db('accounts').get('user:01')).type).toBe('user');
      for (const name of ['floor', 'office', 'accounts', 'sessions', 'media', 'reports'] as const) {
        await expect(store.db(name).info()).resolves.toMatchObject({ db_name: store.db(name).name });
      }
    });

    it('pings while open and refuses once closed', async () => {
      const { store } = ctx.current();
      const db = store.db('floor');
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping()).rejects.toBeInstanceOf(StoreError);
      // Handles taken before or after closing fail as 503, never by throwing synchronously.
      await expect(db.get('area:01')).rejects.toEqual(expectStoreError(503, 'unavailable'));
      await expect(store.db('office').info()).rejects.toEqual(expectStoreError(503, 'unavailable'));
      const err = await new Promise<Error>((resolve) => {
        store.db('floor').liveChanges({}, () => undefined, resolve);
      });
      expect(err).toEqual(expectStoreError(503, 'unavailable'));
    });

    changesContract(ctx);
    revisionsContract(ctx);
    verbsContract(ctx);
  });
}
