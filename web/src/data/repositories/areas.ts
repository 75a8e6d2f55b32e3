import { areaInputSchema, areaSchema, type Area } from '@restaurantpro/schema';
import type { StoredDoc } from '../queries.ts';
import { docRemover, docSaver, type DocKind } from './back-office-docs.ts';

/** Areas of the floor plan (salón, terraza, barra) on the floor replica. */

export type StoredArea = Area & StoredDoc;

const AREA: DocKind<Area> = { type: 'area', input: areaInputSchema, doc: areaSchema };

/** Creates (`id` null) or updates an area from the dialog's values. */
export const saveArea = docSaver(AREA);

/**
 * Deletes an area without tables. Refused rather than cascading: a table whose area is gone would
 * show 'Área desconocida' (the API refuses it too).
 */
export const deleteArea = docRemover(AREA);
