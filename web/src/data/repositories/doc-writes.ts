import type { DocType } from '@restaurantpro/schema';
import { getOrNull, type StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { WriteError, type WriteErrorKind } from './write-error.ts';

/**
 * The steps every repository write shares: the stamp of who wrote a document and when, the stored
 * document a write needs (refused in Spanish when it is gone), and storing a change over the
 * revision it was made from.
 */

/** The fields a new document starts with: its id and type, created and last written now by the actor. */
export function newDocFields<T extends DocType>(type: T, id: string, { actor, now }: WriteContext) {
  const at = now.toISOString();
  return { _id: id, type, createdAt: at, updatedAt: at, updatedBy: actor.id };
}

/** The fields an edit stamps again: who last wrote the document, and when. */
export function editStamp({ actor, now }: WriteContext): { updatedAt: string; updatedBy: string } {
  return { updatedAt: now.toISOString(), updatedBy: actor.id };
}

/** The stored document `id`; when the replica no longer holds it, a WriteError of `kind` saying `gone`. */
export async function requireDoc<T extends object>(
  db: PouchDB.Database,
  id: string,
  gone: string,
  kind: WriteErrorKind = 'refused',
): Promise<T & StoredDoc> {
  const doc = await getOrNull<T & StoredDoc>(db, id);
  if (!doc) throw new WriteError(kind, gone);
  return doc;
}

/**
 * Stores `next` over `prev`'s revision: a change made meanwhile on this replica makes it a conflict
 * rather than being overwritten. Resolves to `next` with its new revision.
 */
export async function putOver<D extends { _id: string }>(
  db: PouchDB.Database,
  prev: StoredDoc,
  next: D,
): Promise<D & { _rev: string }> {
  const { rev } = await db.put({ ...next, _rev: prev._rev });
  return { ...next, _rev: rev };
}
