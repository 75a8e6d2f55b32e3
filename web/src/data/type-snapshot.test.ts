import { afterEach, describe, expect, it } from 'vitest';
import { memoryDb } from '../../test/helper.ts';
import { TypeSnapshot } from './type-snapshot.ts';
import type { StoredDoc } from './queries.ts';

type Note = StoredDoc & { text: string };

const dbs: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

function open(): PouchDB.Database {
  const db = memoryDb();
  dbs.push(db);
  return db;
}

const texts = (docs: readonly Note[]) => docs.map((doc) => doc.text);

describe('TypeSnapshot', () => {
  it('follows additions, edits and deletions of its type, in id order, ignoring other types', async () => {
    const db = open();
    await db.bulkDocs([
      { _id: 'note:02', type: 'note', text: 'b' },
      { _id: 'note:01', type: 'note', text: 'a' },
      { _id: 'other:01', type: 'other', text: 'x' },
    ]);
    const snapshot = new TypeSnapshot<Note>('note');
    const first = await snapshot.read(db);
    expect(texts(first)).toEqual(['a', 'b']);

    const b = await db.get<Note>('note:02');
    await db.put({ ...b, text: 'B' });
    await db.put({ _id: 'note:00', type: 'note', text: 'z' });
    await db.put({ _id: 'other:02', type: 'other', text: 'y' });
    const second = await snapshot.read(db);
    expect(texts(second)).toEqual(['z', 'a', 'B']);
    // An unchanged document is the same object: memoised rows skip rendering.
    expect(second[1]).toBe(first[0]);

    await db.remove(await db.get('note:01'));
    expect(texts(await snapshot.read(db))).toEqual(['z', 'B']);
  });

  it('gives every reader the same answer when reads are asked for at once', async () => {
    const db = open();
    const snapshot = new TypeSnapshot<Note>('note');
    await db.put({ _id: 'note:01', type: 'note', text: 'a' });
    const [, after] = await Promise.all([
      snapshot.read(db),
      db.put({ _id: 'note:02', type: 'note', text: 'b' }).then(() => snapshot.read(db)),
    ]);
    expect(texts(after)).toEqual(['a', 'b']);
    expect(texts(await snapshot.read(db))).toEqual(['a', 'b']);
  });

  it('reads what was written while its first full read ran', async () => {
    const db = open();
    const snapshot = new TypeSnapshot<Note>('note');
    const writes = Array.from({ length: 20 }, (_, index) =>
      db.put({ _id: `note:${String(index).padStart(2, '0')}`, type: 'note', text: String(index) }),
    );
    const during = snapshot.read(db);
    await Promise.all(writes);
    await during;
    expect(await snapshot.read(db)).toHaveLength(20);
  });

  describe('merge (documents the replication has just written)', () => {
    it('does nothing before the first full read: there is nothing to merge into yet', () => {
      const snapshot = new TypeSnapshot<Note>('note');
      expect(snapshot.merge([{ _id: 'note:01', _rev: '1-a', type: 'note', text: 'a' } as never])).toBeNull();
    });

    it('adds new documents and newer revisions of its type, without their revision history', async () => {
      const db = open();
      await db.put({ _id: 'note:01', type: 'note', text: 'a' });
      const snapshot = new TypeSnapshot<Note>('note');
      const [first] = await snapshot.read(db);
      const merged = snapshot.merge([
        { _id: 'note:01', _rev: '2-b', type: 'note', text: 'A', _revisions: { start: 2, ids: ['b', 'a'] } },
        { _id: 'note:00', _rev: '1-c', type: 'note', text: 'z' },
        { _id: 'other:01', _rev: '1-d', type: 'other', text: 'x' },
      ] as never);
      expect(texts(merged ?? [])).toEqual(['z', 'A']);
      expect(merged?.[1]).not.toHaveProperty('_revisions');
      expect(first?.text).toBe('a');
    });

    it('ignores revisions it already holds or has moved past, and leaves deletions to the next read', async () => {
      const db = open();
      const first = await db.put({ _id: 'note:01', type: 'note', text: 'a' });
      await db.put({ _id: 'note:01', _rev: first.rev, type: 'note', text: 'b' });
      await db.put({ _id: 'note:02', type: 'note', text: 'c' });
      const snapshot = new TypeSnapshot<Note>('note');
      await snapshot.read(db);
      expect(snapshot.merge([{ _id: 'note:01', _rev: first.rev, type: 'note', text: 'a' }] as never)).toBeNull();
      const second = await db.get('note:02');
      const removed = await db.remove(second);
      expect(snapshot.merge([{ _id: 'note:02', _rev: removed.rev, _deleted: true }])).toBeNull();
      expect(texts(await snapshot.read(db))).toEqual(['b']);
      expect(snapshot.merge([{ _id: 'note:09', _rev: '2-y', _deleted: true }])).toBeNull();
    });

    it('keeps a merged document when a read started before the merge brings an older revision', async () => {
      const db = open();
      const first = await db.put({ _id: 'note:01', type: 'note', text: 'a' });
      const snapshot = new TypeSnapshot<Note>('note');
      await snapshot.read(db);
      await db.put({ _id: 'note:01', _rev: first.rev, type: 'note', text: 'b' });
      // This read can only see revision 2; revision 3 is merged once it has started.
      const during = snapshot.read(db);
      await Promise.resolve();
      const merged = snapshot.merge([{ _id: 'note:01', _rev: '3-z', type: 'note', text: 'c' }] as never);
      expect(texts(merged ?? [])).toEqual(['c']);
      expect(texts(await during)).toEqual(['c']);
    });

    it('keeps a document whose losing branch was closed by a deletion', async () => {
      const db = open();
      const first = await db.put({ _id: 'note:01', type: 'note', text: 'a' });
      await db.put({ _id: 'note:01', _rev: first.rev, type: 'note', text: 'b' });
      const snapshot = new TypeSnapshot<Note>('note');
      await snapshot.read(db);
      // Another device deleted the document from a branch of its own: the live revision 2 still wins.
      const root = first.rev.slice(first.rev.indexOf('-') + 1);
      const deletion = { _id: 'note:01', _rev: '3-dd', _deleted: true, _revisions: { start: 3, ids: ['dd', 'cc', root] } };
      await db.bulkDocs([deletion], { new_edits: false });
      // A closed branch never takes the document off the screen, even for a moment.
      expect(snapshot.merge([deletion])).toBeNull();
      expect(texts(await snapshot.read(db))).toEqual(['b']);
    });

    it('hands out the same list when a read brings back only the revision already merged', async () => {
      const db = open();
      const snapshot = new TypeSnapshot<Note>('note');
      await snapshot.read(db);
      const written = await db.put({ _id: 'note:01', type: 'note', text: 'a' });
      const list = snapshot.merge([{ _id: 'note:01', _rev: written.rev, type: 'note', text: 'a' }] as never);
      // Nothing new for this type: the very same list, so a screen showing it has nothing to render.
      await db.put({ _id: 'other:01', type: 'other', text: 'x' });
      expect(await snapshot.read(db)).toBe(list);
    });
  });
});
