import { docId, tableInputSchema, tableSchema, tableState, type DiningTable } from '@restaurantpro/schema';
import { allOfType, type StoredDoc } from '../queries.ts';
import { docRemover, saveDoc, type DocEdit, type DocKind } from './back-office-docs.ts';
import type { WriteContext } from './context.ts';
import { editStamp, putOver, requireDoc } from './doc-writes.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/** Restaurant tables on the floor replica: the tables screen edits them, the floor editor places them. */

export type StoredTable = DiningTable & StoredDoc;

const TABLE: DocKind<DiningTable> = { type: 'table', input: tableInputSchema, doc: tableSchema };

const getTable = (db: PouchDB.Database, id: string): Promise<StoredTable> =>
  requireDoc<DiningTable>(db, docId('table', id), 'La mesa ya no existe');

/** Creates (`id` null) or updates a table from the dialog's values; its area must exist. */
export const saveTable = repositoryWrite(async function saveTable(
  db: PouchDB.Database,
  { id, values }: DocEdit,
  context: WriteContext,
): Promise<StoredTable> {
  const input = tableInputSchema.parse(values);
  await requireDoc(db, docId('area', input.areaId), 'El área no existe');
  return saveDoc(db, TABLE, values, id, context);
});

/** A table's place on the floor plan, in grid units. */
export interface Position {
  positionX: number;
  positionY: number;
}

/** Moves a table on the floor plan, keeping everything else as stored. */
export const moveTable = repositoryWrite(async function moveTable(
  db: PouchDB.Database,
  { id, to }: { id: string; to: Position },
  context: WriteContext,
): Promise<StoredTable> {
  const { number, capacity, areaId, status, isActive } = await getTable(db, id);
  return saveDoc(db, TABLE, { number, capacity, areaId, status, isActive, ...to }, id, context);
});

export const deleteTable = docRemover(TABLE);

/**
 * 'Mesa lista': a table in Limpieza (as `tableState` reads it from the table and its checks) becomes
 * Libre. Only the status changes, stamped now, so a check closed before this write no longer makes
 * the table read Limpieza.
 */
export const markTableReady = repositoryWrite(async function markTableReady(
  db: PouchDB.Database,
  tableId: string,
  context: WriteContext,
): Promise<StoredTable> {
  const table = await getTable(db, tableId);
  const checks = await allOfType(db, 'check');
  if (tableState(table, checks) !== 'cleaning') throw new WriteError('refused', 'La mesa no está en limpieza');
  return putOver(db, table, tableSchema.parse({ ...table, status: 'available', ...editStamp(context) }));
});
