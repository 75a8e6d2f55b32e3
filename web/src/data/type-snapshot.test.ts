import { afterEach, describe, expect, it } from 'vitest';
import { memoryDb } from './test-pouch.ts';
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
});
