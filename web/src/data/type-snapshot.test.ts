import { afterEach, describe, expect, it } from 'vitest';
import { memoryDb } from '../../test/helper.ts';
import { TypeSnapshot } from './type-snapshot.ts';

const dbs: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

function open(): PouchDB.Database {
  const db = memoryDb();
  dbs.push(db);
  return db;
}

const names = (docs: ReadonlyArray<{ name: string }>) => docs.map((doc) => doc.name);

describe('TypeSnapshot', () => {
  it('follows additions, edits and deletions of its type, in id order, ignoring other types', async () => {
    const db = open();
    await db.bulkDocs([
      { _id: 'area:02', type: 'area', name: 'b' },
      { _id: 'area:01', type: 'area', name: 'a' },
      { _id: 'other:01', type: 'other', name: 'x' },
    ]);
    const snapshot = new TypeSnapshot('area');
    const first = await snapshot.read(db);
    expect(names(first)).toEqual(['a', 'b']);

    const b = await db.get<{ name: string }>('area:02');
    await db.put({ ...b, name: 'B' });
    await db.put({ _id: 'area:00', type: 'area', name: 'z' });
    await db.put({ _id: 'other:02', type: 'other', name: 'y' });
    const second = await snapshot.read(db);
    expect(names(second)).toEqual(['z', 'a', 'B']);
    // An unchanged document is the same object: memoised rows skip rendering.
    expect(second[1]).toBe(first[0]);

    await db.remove(await db.get('area:01'));
    expect(names(await snapshot.read(db))).toEqual(['z', 'B']);
  });

  it('gives every reader the same answer when reads are asked for at once', async () => {
    const db = open();
    const snapshot = new TypeSnapshot('area');
    await db.put({ _id: 'area:01', type: 'area', name: 'a' });
    const [, after] = await Promise.all([
      snapshot.read(db),
      db.put({ _id: 'area:02', type: 'area', name: 'b' }).then(() => snapshot.read(db)),
    ]);
    expect(names(after)).toEqual(['a', 'b']);
    expect(names(await snapshot.read(db))).toEqual(['a', 'b']);
  });

  it('reads what was written while its first full read ran', async () => {
    const db = open();
    const snapshot = new TypeSnapshot('area');
    const writes = Array.from({ length: 20 }, (_, index) =>
      db.put({ _id: `area:${String(index).padStart(2, '0')}`, type: 'area', name: String(index) }),
    );
    const during = snapshot.read(db);
    await Promise.all(writes);
    await during;
    expect(await snapshot.read(db)).toHaveLength(20);
  });

  describe('merge (documents the replication has just written)', () => {
    it('does nothing before the first full read: there is nothing to merge into yet', () => {
      const snapshot = new TypeSnapshot('area');
      expect(snapshot.merge([{ _id: 'area:01', _rev: '1-a', type: 'area', name: 'a' } as never])).toBeNull();
    });

    it('adds new documents and newer revisions of its type, without their revision history', async () => {
      const db = open();
      await db.put({ _id: 'area:01', type: 'area', name: 'a' });
      const snapshot = new TypeSnapshot('area');
      const [first] = await snapshot.read(db);
      const merged = snapshot.merge([
        { _id: 'area:01', _rev: '2-b', type: 'area', name: 'A', _revisions: { start: 2, ids: ['b', 'a'] } },
        { _id: 'area:00', _rev: '1-c', type: 'area', name: 'z' },
        { _id: 'other:01', _rev: '1-d', type: 'other', name: 'x' },
      ] as never);
      expect(names(merged ?? [])).toEqual(['z', 'A']);
      expect(merged?.[1]).not.toHaveProperty('_revisions');
      expect(first?.name).toBe('a');
    });

    it('ignores revisions it already holds or has moved past, and leaves deletions to the next read', async () => {
      const db = open();
      const first = await db.put({ _id: 'area:01', type: 'area', name: 'a' });
      await db.put({ _id: 'area:01', _rev: first.rev, type: 'area', name: 'b' });
      await db.put({ _id: 'area:02', type: 'area', name: 'c' });
      const snapshot = new TypeSnapshot('area');
      await snapshot.read(db);
      expect(snapshot.merge([{ _id: 'area:01', _rev: first.rev, type: 'area', name: 'a' }] as never)).toBeNull();
      const second = await db.get('area:02');
      const removed = await db.remove(second);
      expect(snapshot.merge([{ _id: 'area:02', _rev: removed.rev, _deleted: true }])).toBeNull();
      expect(names(await snapshot.read(db))).toEqual(['b']);
      expect(snapshot.merge([{ _id: 'area:09', _rev: '2-y', _deleted: true }])).toBeNull();
    });

    it('keeps a merged document when a read started before the merge brings an older revision', async () => {
      const db = open();
      const first = await db.put({ _id: 'area:01', type: 'area', name: 'a' });
      const snapshot = new TypeSnapshot('area');
      await snapshot.read(db);
      await db.put({ _id: 'area:01', _rev: first.rev, type: 'area', name: 'b' });
      // This read can only see revision 2; revision 3 is merged once it has started.
      const during = snapshot.read(db);
      await Promise.resolve();
      const merged = snapshot.merge([{ _id: 'area:01', _rev: '3-z', type: 'area', name: 'c' }] as never);
      expect(names(merged ?? [])).toEqual(['c']);
      expect(names(await during)).toEqual(['c']);
    });

    it('keeps a document whose losing branch was closed by a deletion', async () => {
      const db = open();
      const first = await db.put({ _id: 'area:01', type: 'area', name: 'a' });
      await db.put({ _id: 'area:01', _rev: first.rev, type: 'area', name: 'b' });
      const snapshot = new TypeSnapshot('area');
      await snapshot.read(db);
      // Another device deleted the document from a branch of its own: the live revision 2 still wins.
      const root = first.rev.slice(first.rev.indexOf('-') + 1);
      const deletion = { _id: 'area:01', _rev: '3-dd', _deleted: true, _revisions: { start: 3, ids: ['dd', 'cc', root] } };
      await db.bulkDocs([deletion], { new_edits: false });
      // A closed branch never takes the document off the screen, even for a moment.
      expect(snapshot.merge([deletion])).toBeNull();
      expect(names(await snapshot.read(db))).toEqual(['b']);
    });

    it('hands out the same list when a read brings back only the revision already merged', async () => {
      const db = open();
      const snapshot = new TypeSnapshot('area');
      await snapshot.read(db);
      const written = await db.put({ _id: 'area:01', type: 'area', name: 'a' });
      const list = snapshot.merge([{ _id: 'area:01', _rev: written.rev, type: 'area', name: 'a' }] as never);
      // Nothing new for this type: the very same list, so a screen showing it has nothing to render.
      await db.put({ _id: 'other:01', type: 'other', name: 'x' });
      expect(await snapshot.read(db)).toBe(list);
    });
  });
});
