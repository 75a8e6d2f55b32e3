/**
 * PouchDB's `find` reads an index, then fetches the documents it names. A document deleted between
 * the two comes back without a body, and pouchdb-find's in-memory filter and `fields` picking then
 * throw a TypeError ("Cannot read properties of undefined"). It is a torn read, not a bad query: the
 * next read updates the index past the deletion first. So a TypeError is read again, a few times,
 * and only a query that keeps failing reaches the caller. (CouchDB answers `_find` in one snapshot.)
 */
export const TORN_READ_ATTEMPTS = 5;

export async function findUntorn<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (err) {
      if (!(err instanceof TypeError) || attempt >= TORN_READ_ATTEMPTS) throw err;
    }
  }
}
