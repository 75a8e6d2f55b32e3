import { z } from 'zod';
import { ID_PATTERN, isIdOf } from '../id-syntax.ts';
import { isMoney, isQuantity } from '../money.ts';
import { isIsoDate } from '../dates.ts';
import {
  IMAGE_URL_MESSAGE,
  INSTRUCTIONS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  isImageUrl,
  tooLongMessage,
} from '../rules/limits.ts';

/** Stored money: exactly 2 decimals ("12.10"). */
export const moneySchema = z.string().refine(isMoney, 'Importe no válido');

/** Stored quantity: up to 3 decimals ("0.250"). */
export const quantitySchema = z.string().refine(isQuantity, 'Cantidad no válida');

/**
 * A stock that may be below zero: the gateway's projection of an ingredient when the floor sold more
 * than was received, which the kitchen needs to see rather than have hidden ("-0.400").
 */
export const signedQuantitySchema = z
  .string()
  .refine(
    (value) => /^-?\d+(?:\.\d{1,3})?$/.test(value) && isQuantity(value.replace(/^-/, '')),
    'Cantidad no válida',
  );

/** A reference to another document: the id part after the colon. */
export const refSchema = z.string().regex(ID_PATTERN, 'Referencia no válida');

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A restaurant business day or calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.string().refine(isIsoDate, 'Fecha no válida');

export const DATE_MESSAGE = 'Fecha no válida: debe existir en el calendario (AAAA-MM-DD o fecha y hora ISO)';

/** True for a real calendar date (YYYY-MM-DD) or an ISO date-time with offset whose date exists. */
export function isDateOrDateTime(value: string): boolean {
  return isIsoDate(value) || isoDateTimeSchema.safeParse(value).success;
}

/**
 * A date that may also carry a time (an ingredient's expiry). One check with one message rather than
 * a union, so a 30 February is refused with a reason that says why, at every door.
 */
export const dateOrDateTimeSchema = z.string().refine(isDateOrDateTime, DATE_MESSAGE);

/** Optional text on documents: absent rather than null. */
export const optionalText = z.string().optional();

/** A required name (`what` is how messages call it: 'El nombre', 'El número de mesa'). */
export function nameText(what: string) {
  return z
    .string()
    .min(1, `${what} es requerido`)
    .max(NAME_MAX_LENGTH, tooLongMessage(what, NAME_MAX_LENGTH));
}

/** Short optional text: a contact, a phone, a category. */
export function shortText(what: string) {
  return z.string().max(NAME_MAX_LENGTH, tooLongMessage(what, NAME_MAX_LENGTH));
}

/** A description, a note, allergens, a reason. */
export function longText(what: string) {
  return z.string().max(TEXT_MAX_LENGTH, tooLongMessage(what, TEXT_MAX_LENGTH));
}

/** A recipe's instructions. */
export const instructionsText = z
  .string()
  .max(INSTRUCTIONS_MAX_LENGTH, tooLongMessage('Las instrucciones', INSTRUCTIONS_MAX_LENGTH));

/** An image address: one of our uploads or https (see isImageUrl). */
export const imageUrlSchema = z.string().refine(isImageUrl, IMAGE_URL_MESSAGE);

/** Any other stored address (an invoice's document): bounded like an image's. */
export const urlText = z.string().max(URL_MAX_LENGTH, tooLongMessage('La dirección', URL_MAX_LENGTH));

export function docIdSchema(type: string) {
  return z.string().refine((value) => isIdOf(value, type), `Identificador de ${type} no válido`);
}

/**
 * Fields every document carries (DESIGN.md §3). `_rev` is present on stored docs and absent on new
 * ones; merges strip it.
 */
export function baseDoc<T extends string>(type: T) {
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
