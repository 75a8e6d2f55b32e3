import { z } from 'zod';
import { productCategorySchema } from './enums.ts';
import { refSchema } from './docs/common.ts';
import { NAME_MAX_LENGTH, tooLongMessage } from './rules/limits.ts';
import { DEFAULT_LATE_FACTORS } from './rules/pass/ticket-time.ts';

const factor = (what: string) =>
  z
    .number({ error: `${what} debe ser un número` })
    .min(0.1, `${what} debe ser al menos 0,1`)
    .max(10, `${what} debe ser como mucho 10`);

/**
 * A station as a manager's form or the API sends it. What it routes and its factors have defaults
 * (nothing routed, amber at the dishes' prep time, red half as long again); red before amber is the
 * stored document's rule, so it reads the same at both doors.
 */
export const stationInputSchema = z.object({
  name: z
    .string({ error: 'El nombre debe tener al menos 2 caracteres' })
    .trim()
    .min(2, 'El nombre debe tener al menos 2 caracteres')
    .max(NAME_MAX_LENGTH, tooLongMessage('El nombre', NAME_MAX_LENGTH)),
  categories: z.array(productCategorySchema).max(20).default([]),
  productIds: z.array(refSchema).max(500).default([]),
  amberFactor: factor('El factor ámbar').default(DEFAULT_LATE_FACTORS.amber),
  redFactor: factor('El factor rojo').default(DEFAULT_LATE_FACTORS.red),
  printChits: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type StationInput = z.output<typeof stationInputSchema>;
