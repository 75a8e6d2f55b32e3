import { z } from 'zod';
import { productCategorySchema } from '../enums.ts';
import { baseDoc, nameText, refSchema } from './common.ts';

/**
 * A kitchen station ('Cocina caliente', 'Fríos', 'Barra', 'Postres'): the categories and single
 * products routed to it (a product beats its category, see stationFor), how soon its tickets turn
 * amber and red against their dishes' preparation time, and whether it prints a chit per round.
 */
export const stationFieldsSchema = z.object({
  ...baseDoc('station'),
  name: nameText('El nombre de la estación'),
  categories: z.array(productCategorySchema).max(20),
  productIds: z.array(refSchema).max(500),
  /** Amber past prep time × this, red past prep time × `redFactor`. */
  amberFactor: z.number().min(0.1).max(10),
  redFactor: z.number().min(0.1).max(10),
  /** A chit per round with this station's lines, through the hidden print frame. */
  printChits: z.boolean(),
  isActive: z.boolean(),
});

export const STATION_FACTORS_MESSAGE = 'El rojo llega después del ámbar: su factor no puede ser menor';

/**
 * `schema` refusing red before amber, under the red factor: the stored document's rule, which a
 * manager's form also checks as it is typed, in the same words.
 */
export function withFactorsInOrder<S extends z.ZodType<{ amberFactor: number; redFactor: number }>>(
  schema: S,
): S {
  return schema.refine((station) => station.redFactor >= station.amberFactor, {
    message: STATION_FACTORS_MESSAGE,
    path: ['redFactor'],
  });
}

/** The document as stored: its fields, red never before amber. */
export const stationSchema = withFactorsInOrder(stationFieldsSchema);
export type Station = z.infer<typeof stationSchema>;
