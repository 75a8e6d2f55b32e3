import { areaInputSchema, areaSchema, inUseReason, referencesTo, type Area } from '@restaurantpro/schema';
import { allOfType, type StoredDoc } from '../queries.ts';
import { docSaver, removeDoc, type DocKind } from './back-office-docs.ts';
import type { WriteContext } from './context.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/** Areas of the floor plan (salón, terraza, barra) on the floor replica. */

export type StoredArea = Area & StoredDoc;

const AREA: DocKind<Area> = { type: 'area', input: areaInputSchema, doc: areaSchema };

/** Creates (`id` null) or updates an area from the dialog's values. */
export const saveArea = docSaver(AREA);

/**
 * Deletes an area without tables. Refused rather than cascading: a table whose area is gone would
 * show 'Área desconocida' (the API refuses it too).
 */
export const deleteArea = repositoryWrite(async function deleteArea(
  db: PouchDB.Database,
  id: string,
  context: WriteContext,
): Promise<void> {
  const tables = referencesTo('area', id, await allOfType(db, 'table'));
  const refusal = inUseReason('area', tables.map((table) => table.number));
  if (refusal !== null) throw new WriteError('refused', refusal);
  await removeDoc(db, AREA, id, context);
});
