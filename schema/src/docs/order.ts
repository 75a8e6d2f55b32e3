import { z } from 'zod';
import { orderStatusSchema, voidReasonSchema } from '../enums.ts';
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
import { courseSchema } from '../rules/pass/courses.ts';

/** One chosen option of a product's modifier group, copied at sale time like the product's name. */
export const chosenModifierSchema = z.object({
  groupId: refSchema,
  groupName: nameText('El nombre del grupo'),
  optionId: refSchema,
  optionName: nameText('El nombre de la opción'),
  /** Added to the line's unit price (never negative: an option costs extra or nothing). */
  priceDelta: moneySchema,
});
export type ChosenModifier = z.infer<typeof chosenModifierSchema>;

/**
 * A void: who, when and why. Once on a line it is never removed or changed, and the line no longer
 * counts in totals, sales or stock.
 */
export const lineVoidSchema = z.object({
  reason: voidReasonSchema,
  note: longText('El motivo').optional(),
  by: z.string().min(1),
  at: isoDateTimeSchema,
  /** The manager who confirmed it on a waiter's device (a started line), with their signed approval. */
  approvedBy: z.string().min(1).optional(),
  approval: z.string().min(1).max(512).optional(),
});
export type LineVoid = z.infer<typeof lineVoidSchema>;

/** One order line, embedded in its order so an order is created atomically offline. */
export const orderItemSchema = z.object({
  id: refSchema,
  productId: refSchema,
  /** Copied at sale time so the ticket still reads right if the product is renamed. */
  productName: nameText('El nombre del producto'),
  quantity: z.int().min(1),
  /** The product's price plus its chosen modifiers' price changes. */
  unitPrice: moneySchema,
  subtotal: moneySchema,
  notes: longText('Las notas de la línea').optional(),
  modifiers: z.array(chosenModifierSchema).max(20).optional(),
  status: orderStatusSchema,
  void: lineVoidSchema.optional(),
  /** The course it goes out in; from the product's category unless the waiter chose another. */
  course: courseSchema.optional(),
  /** 'En espera': sent with the round but held until its course is fired ('Marchar'). */
  held: z.literal(true).optional(),
  /** When its held course was fired: the kitchen's timer starts here (createdAt otherwise). */
  firedAt: isoDateTimeSchema.optional(),
  /** The station it was passed to; routed by its product and category otherwise. */
  stationId: refSchema.optional(),
  /** When a cook bumped it ready: 'Recuperar' lists what was bumped in the last minutes. */
  bumpedAt: isoDateTimeSchema.optional(),
  /** How many times it was recalled after a bump: a recall outranks the bump it undoes in a merge. */
  recalls: z.int().min(0).max(99).optional(),
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
  /** The check this order is a round of; absent on orders without a table and older ones. */
  checkId: refSchema.optional(),
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
