import { z } from 'zod';
import { baseDoc, isoDateSchema, longText, refSchema } from './common.ts';

/**
 * Daily stock of one product (portions) for one business day. A projection: only the gateway writes
 * it, from stock_movement events, so two devices never decrement the same counter.
 * currentStock = initialStock + adjustments - soldQuantity; it may go below 0 when devices sold
 * offline more than was left, which the kitchen needs to see rather than have hidden.
 */
export const dailyStockSchema = z.object({
  ...baseDoc('daily_stock'),
  productId: refSchema,
  businessDate: isoDateSchema,
  initialStock: z.int().min(0),
  currentStock: z.int(),
  soldQuantity: z.int().min(0),
  /**
   * Whether the kitchen put this product under daily control today (it set a figure). Rows that only
   * count sales, or that the API created empty, leave the product selling freely (see isStockTracked).
   */
  tracked: z.boolean().optional(),
});
export type DailyStock = z.infer<typeof dailyStockSchema>;

const movementBase = {
  ...baseDoc('stock_movement'),
  productId: refSchema,
  businessDate: isoDateSchema,
};

/** Portions sold by one order line; written by the gateway only (id from `saleMovementId`). */
export const saleMovementSchema = z.object({
  ...movementBase,
  kind: z.literal('sale'),
  quantity: z.int().min(1),
  orderId: refSchema,
  itemId: refSchema,
});

/** A kitchen stock correction as a signed delta of portions, so concurrent edits all count. */
export const adjustmentMovementSchema = z.object({
  ...movementBase,
  kind: z.literal('adjustment'),
  delta: z.int().refine((delta) => delta !== 0, 'El ajuste no puede ser 0'),
  reason: longText('El motivo').optional(),
});

export const stockMovementSchema = z.discriminatedUnion('kind', [
  saleMovementSchema,
  adjustmentMovementSchema,
]);
export type SaleMovement = z.infer<typeof saleMovementSchema>;
export type AdjustmentMovement = z.infer<typeof adjustmentMovementSchema>;
export type StockMovement = z.infer<typeof stockMovementSchema>;
