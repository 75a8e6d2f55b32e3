import { z } from 'zod';
import { orderStatusSchema } from '../enums.ts';
import {
  baseDoc,
  isoDateSchema,
  isoDateTimeSchema,
  longText,
  moneySchema,
  nameText,
  refSchema,
} from './common.ts';
import { EMPTY_ORDER_MESSAGE } from '../rules/limits.ts';

/** One order line, embedded in its order so an order is created atomically offline. */
export const orderItemSchema = z.object({
  id: refSchema,
  productId: refSchema,
  /** Copied at sale time so the ticket still reads right if the product is renamed. */
  productName: nameText('El nombre del producto'),
  quantity: z.int().min(1),
  unitPrice: moneySchema,
  subtotal: moneySchema,
  notes: longText('Las notas de la línea').optional(),
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
  /** At least one line: an order without lines sells nothing and must not count as a sale. */
  items: z.array(orderItemSchema, { error: EMPTY_ORDER_MESSAGE }).min(1, EMPTY_ORDER_MESSAGE),
  subtotal: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  notes: longText('Las notas').optional(),
  /** The restaurant's business day the order belongs to (see businessDate). */
  businessDate: isoDateSchema,
});
export type Order = z.infer<typeof orderSchema>;
