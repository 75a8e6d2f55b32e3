/**
 * Reads over a local replica. Documents of a type share the `_id` prefix `<type>:`, so a key range
 * on `allDocs` lists them all in creation order (ULIDs sort by time) without pouchdb-find and its
 * default limit of 25.
 */
export interface StoredDoc {
  _id: string;
  _rev: string;
  type: string;
}

export async function allOfType<T extends StoredDoc>(db: PouchDB.Database, type: string): Promise<T[]> {
  const result = await db.allDocs({ include_docs: true, startkey: `${type}:`, endkey: `${type}:\ufff0` });
  const docs: T[] = [];
  for (const row of result.rows) {
    if (row.doc) docs.push(row.doc as unknown as T);
  }
  return docs;
}

/** One document, or null when it does not exist (or was deleted). */
export async function getOrNull<T extends StoredDoc>(db: PouchDB.Database, id: string): Promise<T | null> {
  try {
    return (await db.get(id)) as unknown as T;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
