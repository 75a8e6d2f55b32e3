import { z } from 'zod';
import { isValidDocId, ID_PATTERN, type DocType } from '../ids.ts';
import { isMoney, isQuantity } from '../money.ts';
import { isIsoDate } from '../dates.ts';

/** Stored money: exactly 2 decimals ("12.10"). */
export const moneySchema = z.string().refine(isMoney, 'Importe no válido');
/** Stored quantity: up to 3 decimals ("0.250"). */
export const quantitySchema = z.string().refine(isQuantity, 'Cantidad no válida');
/** A reference to another document: the id part after the colon. */
export const refSchema = z.string().regex(ID_PATTERN, 'Referencia no válida');
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** A restaurant business day or calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.string().refine(isIsoDate, 'Fecha no válida');
/** Optional text on documents: absent rather than null. */
export const optionalText = z.string().optional();

export function docIdSchema(type: DocType) {
  return z.string().refine((value) => isValidDocId(value, type), `Identificador de ${type} no válido`);
}

/**
 * Fields every document carries (DESIGN.md §3). `_rev` is present on stored docs and absent on new
 * ones; merges strip it.
 */
export function baseDoc<T extends DocType>(type: T) {
  return {
    _id: docIdSchema(type),
    _rev: z.string().optional(),
    type: z.literal(type),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    /** User id of the last writer ('system' for the gateway's own writes). */
    updatedBy: z.string().min(1),
  };
}
