import { z } from 'zod';
import { orderStatusSchema } from '../enums.ts';
import { baseDoc, isoDateSchema, isoDateTimeSchema, moneySchema, optionalText, refSchema } from './common.ts';

/** One order line, embedded in its order so an order is created atomically offline. */
export const orderItemSchema = z.object({
  id: refSchema,
  productId: refSchema,
  /** Copied at sale time so the ticket still reads right if the product is renamed. */
  productName: z.string().min(1),
  quantity: z.int().min(1),
  unitPrice: moneySchema,
  subtotal: moneySchema,
  notes: optionalText,
  status: orderStatusSchema,
  createdAt: isoDateTimeSchema,
  /** Last change of this line; lets merges keep the latest quantity/notes per line. */
  updatedAt: isoDateTimeSchema.optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  ...baseDoc('order'),
  /** Device code + daily sequence, e.g. "K7-012" (see makeOrderNumber). */
  orderNumber: z.string().min(1),
  tableId: refSchema.optional(),
  waiterId: z.string().min(1),
  status: orderStatusSchema,
  items: z.array(orderItemSchema),
  subtotal: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  notes: optionalText,
  /** The restaurant's business day the order belongs to (see businessDate). */
  businessDate: isoDateSchema,
});
export type Order = z.infer<typeof orderSchema>;
