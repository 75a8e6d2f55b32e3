import type { DocOf, DocType } from '@restaurantpro/schema';

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

/** A kind's document as a replica holds it: its schema's shape, with the revision it was stored at. */
export type Stored<K extends DocType> = DocOf<K> & StoredDoc;

/**
 * Whether a document read from a replica is a stored `kind` document. Only its `type` and revision
 * are looked at, not every field: a document reaches a replica through the shared schema (the
 * repositories validate local writes, the gateway's `/db` door what it sends), so reads trust it
 * rather than parse it again, and a screen shows what the replica holds.
 */
export function isStored<K extends DocType>(
  kind: K,
  doc: { _rev?: string; type?: unknown } | undefined,
): doc is Stored<K> {
  return doc?.type === kind && typeof doc._rev === 'string';
}

/** Every stored document of `kind`, in creation order. */
export async function allOfType<K extends DocType>(db: PouchDB.Database, kind: K): Promise<Array<Stored<K>>> {
  const result = await db.allDocs({ include_docs: true, startkey: `${kind}:`, endkey: `${kind}:\ufff0` });
  const docs: Array<Stored<K>> = [];
  for (const row of result.rows) {
    if (isStored(kind, row.doc)) docs.push(row.doc);
  }
  return docs;
}

/**
 * One document, or null when it does not exist (or was deleted). The caller names what the id holds
 * (a kind's document, or a `_local` one only its own module writes): PouchDB's typed `get`.
 */
export async function getOrNull<T extends object>(db: PouchDB.Database, id: string): Promise<T | null> {
  try {
    return await db.get<T>(id);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
