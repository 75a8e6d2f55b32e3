import { z } from 'zod';
import {
  adjustmentSchema,
  cashMovementSchema,
  dayCloseSchema,
  paymentSchema,
  refundSchema,
  settingsSchema,
  ticketSchema,
} from '@restaurantpro/schema';

/**
 * Answer shapes of the money paths, derived from the stored schemas like shapes.ts: a document's
 * fields with `id` in place of `_id`, `_rev`, `type` and `updatedBy`.
 */
const hidden = { _id: true, _rev: true, type: true, updatedBy: true } as const;
const id = z.string().describe('Identificador: la parte de `_id` tras los dos puntos');

export const settingsOut = settingsSchema.omit(hidden).extend({ id });
export const paymentOut = paymentSchema.omit(hidden).extend({ id });
export const adjustmentOut = adjustmentSchema.omit(hidden).extend({ id });
export const refundOut = refundSchema.omit(hidden).extend({ id });
export const ticketOut = ticketSchema
  .omit(hidden)
  .extend({ id: id.describe('`<serie>-<número con 6 cifras>`: el mismo número dos veces es el mismo ticket') });
export const cashMovementOut = cashMovementSchema.omit(hidden).extend({ id });
export const dayCloseOut = dayCloseSchema.omit(hidden).extend({ id: id.describe('El día, AAAA-MM-DD') });
