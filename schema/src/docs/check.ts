import { z } from 'zod';
import { checkStatusSchema } from '../enums.ts';
import { baseDoc, isoDateSchema, isoDateTimeSchema, longText, refSchema } from './common.ts';

/** Most guests one check seats; a typo of 400 is refused rather than skewing covers. */
export const MAX_GUESTS = 99;

/**
 * A check (cuenta): one sitting at one table (DESIGN.md §10). Opened on the device with the table's
 * first round; every order for the table while it is live is a round on it (`order.checkId`). Its
 * lines and totals are never stored here: they are read from its rounds (see checkView), so a round
 * written offline on another device can never be lost by a stale copy of the check.
 */
export const checkSchema = z.object({
  ...baseDoc('check'),
  /** Where the sitting is now: a move changes it, the rounds follow. */
  tableId: refSchema,
  /** Comensales: asked on the first order, the table's capacity by default. */
  guests: z
    .int('Los comensales deben ser un número entero')
    .min(1, 'Los comensales deben ser al menos 1')
    .max(MAX_GUESTS, `Los comensales no pueden pasar de ${MAX_GUESTS}`),
  status: checkStatusSchema,
  /** Who opened it (the waiter of the first round). */
  openedBy: z.string().min(1),
  businessDate: isoDateSchema,
  billRequestedAt: isoDateTimeSchema.optional(),
  /** When status is 'merged': the check that now holds this one's rounds. */
  mergedInto: refSchema.optional(),
  /** When closed or voided: who, when and why (a reason is required without payment). */
  closedAt: isoDateTimeSchema.optional(),
  closedBy: z.string().min(1).optional(),
  closeReason: longText('El motivo').optional(),
});
export type Check = z.infer<typeof checkSchema>;

/** One order line, by its round and its own id. */
export const lineRefSchema = z.object({ orderId: refSchema, lineId: refSchema });
export type LineRef = z.infer<typeof lineRefSchema>;

/**
 * Chosen lines moved from one check to another. One immutable document, so a transfer moves all of
 * its lines or none, and the lines stay in their rounds: the kitchen's tickets never change.
 */
export const transferSchema = z.object({
  ...baseDoc('transfer'),
  fromCheckId: refSchema,
  toCheckId: refSchema,
  lines: z.array(lineRefSchema).min(1, 'Elige al menos una línea para mover'),
  businessDate: isoDateSchema,
});
export type Transfer = z.infer<typeof transferSchema>;
