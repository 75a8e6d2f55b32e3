import { StoreError, type StoredDoc, type StoreDb } from './types.ts';

/** Writes tried before `update` gives up: each lost one means another writer changed the document meanwhile. */
const UPDATE_ATTEMPTS = 5;

/**
 * What to store given the document as it stands (`undefined`: missing or deleted), or `null` when
 * there is nothing to write. It may run more than once (once per lost race), so it must not write.
 */
export type UpdateFn = (current: StoredDoc | undefined) => StoredDoc | null | Promise<StoredDoc | null>;

/** Reads a document, `undefined` when it does not exist (or is deleted). */
export async function readOrUndefined(db: Pick<StoreDb, 'get'>, id: string): Promise<StoredDoc | undefined> {
  try {
    return await db.get(id);
  } catch (err) {
    if (err instanceof StoreError && err.status === 404) return undefined;
    throw err;
  }
}

/**
 * Read, modify, put: `fn` gets the document as stored and returns its next version, which is written
 * over the revision it read (its own `_id`/`_rev` are ignored). A 409 means another writer got there
 * first: the document is read again and `fn` runs again on the winner, `attempts` times at most, then
 * the last 409 is thrown. Resolves with the document now stored (the written one with its new `_rev`,
 * or the one read when `fn` returned `null`). Deleting is returning `{ _id, _deleted: true }`.
 */
export async function update(
  db: StoreDb,
  id: string,
  fn: UpdateFn,
  options: { attempts?: number } = {},
): Promise<StoredDoc | undefined> {
  const attempts = options.attempts ?? UPDATE_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const current = await readOrUndefined(db, id);
    const next = await fn(current);
    if (next === null) return current;
    const { _rev: _ignored, ...body } = next;
    const doc: StoredDoc = {
      ...body,
      _id: id,
      ...(current?._rev === undefined ? {} : { _rev: current._rev }),
    };
    try {
      const { rev } = await db.put(doc);
      return rev === undefined ? doc : { ...doc, _rev: rev };
    } catch (err) {
      if (!(err instanceof StoreError && err.status === 409) || attempt >= attempts) throw err;
    }
  }
}
