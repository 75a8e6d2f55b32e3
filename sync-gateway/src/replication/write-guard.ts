import { dbForType, isDocType } from '@restaurantpro/schema';
import type { StoreDb, StoredDoc, WriteResult } from '../store/types.ts';
import type { ReplicatedDb } from './read-filter.ts';
import { deleteInUse } from './references.ts';
import { checkWrite, offlineCreation, type Actor } from './schema-adapter.ts';

export interface Refusal {
  id: string;
  error: 'forbidden';
  reason: string;
}

export interface GuardedBatch {
  accepted: StoredDoc[];
  refused: Map<number, Refusal>;
}

/** The revision a replicated doc was edited from, as its `_revisions` history names it. */
function parentRev(doc: StoredDoc): string | undefined {
  const history = doc._revisions;
  const parentId = history?.ids[1];
  return history === undefined || parentId === undefined ? undefined : `${history.start - 1}-${parentId}`;
}

async function readRev(db: StoreDb, id: string, rev: string): Promise<StoredDoc | null> {
  try {
    return await db.get(id, { rev });
  } catch {
    return null;
  }
}

/**
 * Checks each incoming document against the current winning one (schema, role, immutable fields,
 * status moves), and refuses deletes that would leave references dangling (see references.ts). A replicated edit (`new_edits:false`) made on a device that had not yet seen the
 * latest revision is judged, when the winner refuses it, against the revision it was really made
 * from: two waiters moving one order concurrently are a conflict to merge, not an illegal move.
 */
export async function guardWrites(
  dbName: ReplicatedDb,
  db: StoreDb,
  actor: Actor,
  docs: StoredDoc[],
  newEdits: boolean,
): Promise<GuardedBatch> {
  const ids = [...new Set(docs.map((doc) => doc._id))];
  const current = new Map<string, StoredDoc>();
  if (ids.length > 0) {
    const rows = await db.allDocs({ keys: ids, include_docs: true });
    for (const row of rows.rows) if (row.doc) current.set(row.id, row.doc);
  }
  const accepted: StoredDoc[] = [];
  const refused = new Map<number, Refusal>();
  for (const [index, doc] of docs.entries()) {
    const id = typeof doc._id === 'string' ? doc._id : '';
    if (id === '' || id.startsWith('_')) {
      refused.set(index, { id, error: 'forbidden', reason: 'Identificador de documento no permitido' });
      continue;
    }
    const type = id.slice(0, id.indexOf(':'));
    if (!isDocType(type) || dbForType(type) !== dbName) {
      refused.set(index, {
        id,
        error: 'forbidden',
        reason: 'Este tipo de documento no pertenece a esta base de datos',
      });
      continue;
    }
    const prev = current.get(id) ?? null;
    let verdict = checkWrite(dbName, actor, prev, doc);
    const parent = newEdits ? undefined : parentRev(doc);
    if (!verdict.ok && parent !== undefined && parent !== prev?._rev) {
      const base = await readRev(db, id, parent);
      if (base !== null) verdict = checkWrite(dbName, actor, base, doc);
    }
    if (!verdict.ok && prev === null && !newEdits && (doc._revisions?.ids.length ?? 0) > 1) {
      // Created and edited on a device while offline: judge the creation, then the edit.
      const created = offlineCreation(doc);
      if (created !== null) {
        const creation = checkWrite(dbName, actor, null, created);
        verdict = creation.ok ? checkWrite(dbName, actor, created, doc) : creation;
      }
    }
    if (verdict.ok) {
      const inUse = await deleteInUse(db, doc, docs);
      if (inUse !== null) verdict = { ok: false, reason: inUse };
    }
    if (verdict.ok) accepted.push(doc);
    else refused.set(index, { id, error: 'forbidden', reason: verdict.reason });
  }
  return { accepted, refused };
}

/**
 * The `_bulk_docs` answer in request order: refusals where they were, the store's results for the
 * rest. With `new_edits:false` CouchDB lists only failures, and so do we.
 */
export function mergeResults(
  docs: StoredDoc[],
  batch: GuardedBatch,
  stored: WriteResult[],
  newEdits: boolean,
): Array<WriteResult | Refusal> {
  if (!newEdits) return [...batch.refused.values(), ...stored.filter((row) => row.error !== undefined)];
  const out: Array<WriteResult | Refusal> = [];
  let next = 0;
  for (const index of docs.keys()) {
    const refusal = batch.refused.get(index);
    if (refusal !== undefined) out.push(refusal);
    else {
      const row = stored[next++];
      if (row !== undefined) out.push(row);
    }
  }
  return out;
}
