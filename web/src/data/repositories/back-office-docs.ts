import { checkWrite, docId, inUseProblem, newId, type AnyDoc, type DocType } from '@restaurantpro/schema';
import type { z } from 'zod';
import type { StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { editStamp, newDocFields, requireDoc } from './doc-writes.ts';
import { assertMayWrite } from './products.ts';
import { referrerNames } from './referrers.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Create, update and delete of the back-office documents (ingredients, areas, tables) on the local
 * replica. Each write is parsed with the shared input and document schemas and checked with the
 * same role rules the gateway applies, so a write the gateway would refuse is refused here, on the
 * device, instead of leaving the local replica ahead of the server.
 */

const GONE = 'El documento ya no existe';

/** The input of a back-office save: the document's id part (null creates one) and the form values. */
export interface DocEdit {
  id: string | null;
  values: unknown;
}

export interface DocKind<D extends AnyDoc> {
  type: DocType & D['type'];
  /** The form/API shape: its keys are the fields a save replaces. */
  input: z.ZodObject;
  doc: z.ZodType<D>;
  /**
   * A shared write rule that needs more than the document (an invoice's supplier must exist), answered
   * from what the caller read beforehand: the reason to refuse, or null.
   */
  problem?: (prev: D | null, next: D) => string | null;
}

/** A save worked out but not yet stored: the stored version (null for a new one), the next, and the parsed values. */
export interface DocChange<D extends AnyDoc> {
  prev: (D & StoredDoc) | null;
  next: D;
  parsed: Record<string, unknown>;
}

/**
 * The document `<type>:<id>` (`id` null: a new one) with the form values applied, validated and
 * checked, not stored. Every field of the input schema is replaced (an emptied optional field is
 * removed); fields outside it are kept. Throws a ZodError for invalid values and a refused
 * WriteError for a refused write. `keep` names input fields an edit leaves as stored whatever was
 * typed (a projection the gateway alone writes); the typed value stays in `parsed`.
 */
export async function changeDoc<D extends AnyDoc>(
  db: PouchDB.Database,
  kind: DocKind<D>,
  values: unknown,
  id: string | null,
  context: WriteContext,
  keep: readonly string[] = [],
): Promise<DocChange<D>> {
  const parsed = kind.input.parse(values) as Record<string, unknown>;
  const prev = id === null ? null : await requireDoc<D>(db, docId(kind.type, id), GONE);

  const next: Record<string, unknown> = prev
    ? { ...prev, ...editStamp(context) }
    : newDocFields(kind.type, docId(kind.type, newId()), context);
  for (const key of Object.keys(kind.input.shape)) {
    if (prev && keep.includes(key)) continue;
    if (parsed[key] === undefined) delete next[key];
    else next[key] = parsed[key];
  }
  // Replicated metadata (e.g. _conflicts) is not part of the document the schema accepts.
  const doc = kind.doc.parse(next);
  assertMayWrite(context.actor, prev, doc);
  const problem = kind.problem?.(prev, doc) ?? null;
  if (problem !== null) throw new WriteError('refused', problem);
  return { prev, next: doc, parsed };
}

/**
 * Creates (`id` null) or updates the document `<type>:<id>` from form values (see changeDoc).
 * The exported repository writes turn its errors into WriteErrors.
 */
export async function saveDoc<D extends AnyDoc>(
  db: PouchDB.Database,
  kind: DocKind<D>,
  values: unknown,
  id: string | null,
  context: WriteContext,
): Promise<D & StoredDoc> {
  const { next } = await changeDoc(db, kind, values, id, context);
  const result = await db.put(next);
  return { ...next, _rev: result.rev } as D & StoredDoc;
}

/**
 * Deletes `<type>:<id>` as a tombstone that keeps its fields, as the gateway does, so filters that
 * select by `type` still pass the deletion on.
 */
export async function removeDoc<D extends AnyDoc>(
  db: PouchDB.Database,
  kind: DocKind<D>,
  id: string,
  context: WriteContext,
): Promise<void> {
  const prev = await requireDoc<D>(db, docId(kind.type, id), GONE);
  const check = checkWrite(context.actor, prev, null);
  if (!check.ok) throw new WriteError('refused', check.reason);
  // Refused rather than cascading, as the gateway refuses it: a table whose area is gone would show
  // 'Área desconocida', a recipe line without its ingredient would break the dish's cost sheet.
  const names = await referrerNames(db, prev._id);
  const inUse = inUseProblem(prev, { referrersOf: () => names });
  if (inUse !== null) throw new WriteError('refused', inUse);
  const tombstone: Record<string, unknown> & { _id: string; _rev: string } = {
    ...prev,
    _deleted: true,
    ...editStamp(context),
  };
  await db.put(tombstone);
}

/** The repository write of a kind saved from its dialog with nothing more to check (see saveDoc). */
export function docSaver<D extends AnyDoc>(
  kind: DocKind<D>,
): (db: PouchDB.Database, edit: DocEdit, context: WriteContext) => Promise<D & StoredDoc> {
  return repositoryWrite((db, { id, values }, context) => saveDoc(db, kind, values, id, context));
}

/** The repository write that deletes a kind's document (see removeDoc: its role and in-use rules). */
export function docRemover<D extends AnyDoc>(
  kind: DocKind<D>,
): (db: PouchDB.Database, id: string, context: WriteContext) => Promise<void> {
  return repositoryWrite((db, id, context) => removeDoc(db, kind, id, context));
}
