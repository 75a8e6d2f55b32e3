import { expect, it } from 'vitest';
import type { StoreDb, StoredDoc } from '../../src/store/types.ts';
import type { ContractContext } from './store.contract.ts';

/**
 * The revisions half of the Store contract: histories and leaves, replicated writes (`new_edits`),
 * `_bulk_get` and `_revs_diff`: what replication reads and writes.
 */
export function revisionsContract(ctx: ContractContext): void {
  const floor = (): StoreDb => ctx.current().store.db('floor');
  const { limits } = ctx;

  it('returns revision history, old revisions, open_revs and latest', async () => {
    const first = await floor().put({ _id: 'table:01', type: 'table', seats: 4 });
    const doc = await floor().get('table:01');
    const second = await floor().put({ ...doc, seats: 6 });

    const withRevs = await floor().get('table:01', { revs: true });
    expect(withRevs._revisions?.start).toBe(2);
    expect(withRevs._revisions?.ids).toHaveLength(2);
    expect((await floor().get('table:01', { rev: first.rev })).seats).toBe(4);
    expect((await floor().get('table:01', { revs_info: true }))._revs_info).toEqual([
      { rev: second.rev, status: 'available' },
      { rev: first.rev, status: 'available' },
    ]);

    const all = await floor().getOpenRevs('table:01', 'all');
    expect(all).toEqual([{ ok: expect.objectContaining({ _rev: second.rev, seats: 6 }) }]);
    const latest = await floor().getOpenRevs('table:01', [first.rev ?? ''], { latest: true });
    expect(latest).toEqual([{ ok: expect.objectContaining({ _rev: second.rev }) }]);
    const missing = await floor().getOpenRevs('table:01', ['9-0123456789abcdef0123456789abcdef']);
    expect(missing).toEqual([{ missing: '9-0123456789abcdef0123456789abcdef' }]);
  });

  it('bulkDocs reports per-doc results and conflicts', async () => {
    await floor().put({ _id: 'area:02', type: 'area' });
    const rows = await floor().bulkDocs([
      { _id: 'area:01', type: 'area' },
      { _id: 'area:02', type: 'area' },
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: 'area:01', ok: true, rev: expect.stringMatching(/^1-/) });
    expect(rows[1]).toMatchObject({ id: 'area:02', error: 'conflict' });
  });

  it('bulkDocs with new_edits false keeps the given revisions and makes conflicts', async () => {
    const branch = (hash: string, name: string): StoredDoc => ({
      _id: 'order:01',
      _rev: `2-${hash}`,
      _revisions: { start: 2, ids: [hash, 'a'.repeat(32)] },
      type: 'order',
      name,
    });
    const rows = await floor().bulkDocs([branch('b'.repeat(32), 'B'), branch('c'.repeat(32), 'C')], {
      newEdits: false,
    });
    expect(rows.filter((row) => row.error !== undefined)).toEqual([]);

    const winner = await floor().get('order:01', { conflicts: true });
    // CouchDB's deterministic winner: same depth, the higher revision hash wins.
    expect(winner._rev).toBe(`2-${'c'.repeat(32)}`);
    expect(winner._conflicts).toEqual([`2-${'b'.repeat(32)}`]);
    const loser = await floor().get('order:01', { rev: `2-${'b'.repeat(32)}` });
    expect(loser.name).toBe('B');
  });

  it('a batch refusing one revision of a document stores no trace of it with the next', async () => {
    // Two leaves; a device then builds on the first, so deleting the first is now a conflict.
    const leaf = (hash: string): StoredDoc => ({
      _id: 'order:01',
      _rev: `2-${hash}`,
      _revisions: { start: 2, ids: [hash, 'a'.repeat(32)] },
      type: 'order',
    });
    const [first, second] = ['b'.repeat(32), 'c'.repeat(32)];
    await floor().bulkDocs([leaf(first), leaf(second)], { newEdits: false });
    const child = { ...leaf('d'.repeat(32)), _rev: `3-${'d'.repeat(32)}` };
    child._revisions = { start: 3, ids: ['d'.repeat(32), first, 'a'.repeat(32)] };
    await floor().bulkDocs([child], { newEdits: false });

    const rows = await floor().bulkDocs([
      { _id: 'order:01', _rev: `2-${first}`, _deleted: true },
      { _id: 'order:01', _rev: `2-${second}`, _deleted: true },
    ]);
    expect(rows.map((row) => row.error ?? 'ok')).toEqual(['conflict', 'ok']);
    // Every leaf the store lists can be read: a replicator asks for each of them.
    const leaves = await floor().getOpenRevs('order:01', 'all');
    expect(leaves.filter((entry) => !('ok' in entry))).toEqual([]);
    expect(leaves).toHaveLength(2);
  });

  it('bulkGet returns the asked revisions, with history, and per-doc errors', async () => {
    const put = await floor().put({ _id: 'product:01', type: 'product', name: 'Tortilla' });
    const res = await floor().bulkGet({
      docs: [{ id: 'product:01', rev: put.rev }, { id: 'product:nope' }],
      revs: true,
    });
    expect(res.results).toHaveLength(2);
    const [found, absent] = res.results;
    expect(found?.id).toBe('product:01');
    expect(found?.docs[0]).toEqual({
      ok: expect.objectContaining({
        _id: 'product:01',
        _rev: put.rev,
        name: 'Tortilla',
        _revisions: expect.anything(),
      }),
    });
    expect(absent?.id).toBe('product:nope');
    expect(absent?.docs).toHaveLength(1);
  });

  // A device's replicator passes over an entry that is neither a document nor an error: a missing
  // document or revision must come back as an error (pouchdb-server's own `{}` and `{missing}` do not).
  it.skipIf(Boolean(limits.bulkGetErrors))('bulkGet reports a missing document as not_found', async () => {
    const res = await floor().bulkGet({ docs: [{ id: 'product:nope' }] });
    expect(res.results[0]?.docs[0]).toEqual({
      error: expect.objectContaining({ id: 'product:nope', error: 'not_found' }),
    });
  });

  // Without `latest`: pouchdb-server's process dies on `latest` for a revision it lacks.
  it('bulkGet reports a revision the store lacks as an error, with that revision', async () => {
    await floor().put({ _id: 'product:01', type: 'product' });
    const unknown = `9-${'f'.repeat(32)}`;
    const res = await floor().bulkGet({
      docs: [{ id: 'product:01', rev: unknown }],
      revs: true,
    });
    expect(res.results).toHaveLength(1);
    expect(res.results[0]?.docs).toEqual([
      { error: expect.objectContaining({ id: 'product:01', rev: unknown, error: 'not_found' }) },
    ]);
  });

  it('revsDiff names the revisions the store lacks', async () => {
    const put = await floor().put({ _id: 'product:01', type: 'product' });
    const unknown = `2-${'d'.repeat(32)}`;
    const diff = await floor().revsDiff({
      'product:01': [put.rev ?? '', unknown],
      'product:02': [`1-${'e'.repeat(32)}`],
    });
    expect(diff['product:01']?.missing).toEqual([unknown]);
    expect(diff['product:02']?.missing).toEqual([`1-${'e'.repeat(32)}`]);
    expect((await floor().revsDiff({ 'product:01': [put.rev ?? ''] }))['product:01']).toBeUndefined();
  });
}
