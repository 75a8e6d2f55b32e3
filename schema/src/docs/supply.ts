import { z } from 'zod';
import { countReasonSchema, ingredientUnitSchema } from '../enums.ts';
import {
  baseDoc,
  isoDateSchema,
  longText,
  moneySchema,
  quantitySchema,
  refSchema,
  shortText,
} from './common.ts';

/**
 * Goods received from a supplier (entrada de mercancía / albarán), whole in one document so it is
 * stored with all its lines or not at all. Receiving it raises each ingredient's stock and moves its
 * cost per unit to the weighted average; the gateway alone writes those (see the ingredient stock
 * projection). Immutable once written: a mistake is corrected by a count.
 */
/** A delivery line receives something: said before any other fault of its quantity (a sign, a zero). */
export const DELIVERY_QUANTITY_MESSAGE = 'La cantidad recibida debe ser mayor que 0';

export const deliveryLineSchema = z.object({
  id: refSchema,
  ingredientId: refSchema,
  /** In `unit`, which must convert to the ingredient's own unit (kg↔g, l↔ml; units and packages alone). */
  quantity: z
    .string()
    .refine((text) => !text.trim().startsWith('-'), DELIVERY_QUANTITY_MESSAGE)
    .pipe(quantitySchema),
  unit: ingredientUnitSchema,
  /** Per `unit`, before IVA. */
  unitCost: moneySchema,
});
export type DeliveryLine = z.infer<typeof deliveryLineSchema>;

export const deliverySchema = z.object({
  ...baseDoc('delivery'),
  supplierId: refSchema,
  /** The supplier's delivery note number, when it has one. */
  reference: shortText('El número de albarán').optional(),
  /** The invoice it belongs to, when there is one (office database). */
  invoiceId: refSchema.optional(),
  businessDate: isoDateSchema,
  receivedBy: z.string().min(1),
  lines: z.array(deliveryLineSchema).min(1, 'Añade al menos una línea').max(200),
  notes: longText('Las notas').optional(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * A stock count (inventario físico): what was counted, against what the device expected, and why
 * they differ. The gateway applies counted − expected as a signed adjustment, so consumption that
 * lands meanwhile still counts. Immutable once written.
 */
export const stockCountLineSchema = z.object({
  ingredientId: refSchema,
  /** The stock the counter saw on screen, in the ingredient's unit. */
  expected: z.string().regex(/^-?\d+(?:\.\d{1,3})?$/, 'Cantidad no válida'),
  counted: quantitySchema,
  reason: countReasonSchema,
  /** Cost per unit when counted, so the variance in euros stays as it was. */
  unitCost: moneySchema,
});
export type StockCountLine = z.infer<typeof stockCountLineSchema>;

export const stockCountSchema = z.object({
  ...baseDoc('stock_count'),
  businessDate: isoDateSchema,
  countedBy: z.string().min(1),
  lines: z.array(stockCountLineSchema).min(1, 'Cuenta al menos un ingrediente').max(500),
  notes: longText('Las notas').optional(),
});
export type StockCount = z.infer<typeof stockCountSchema>;
