import { z } from 'zod';
import { areaSchema, ingredientSchema, productSchema, recipeSchema, tableSchema } from './catalogue.ts';
import { dailyStockSchema, stockMovementSchema } from './stock.ts';
import { orderSchema } from './order.ts';
import { checkSchema, transferSchema } from './check.ts';
import { adjustmentSchema, paymentSchema, refundSchema } from './money.ts';
import { ticketSchema } from './ticket.ts';
import { annulmentSchema } from './annulment.ts';
import { cashMovementSchema, dayCloseSchema } from './cash.ts';
import { settingsSchema } from './settings.ts';
import { deliverySchema, stockCountSchema } from './supply.ts';
import { invoiceSchema, supplierSchema } from './office.ts';
import { userDocSchema } from './user.ts';
import { schemaProblem } from './messages.ts';

/** Any document of the `floor` database, discriminated on `type`. */
export const floorDocSchema = z.discriminatedUnion('type', [
  productSchema,
  recipeSchema,
  areaSchema,
  tableSchema,
  ingredientSchema,
  dailyStockSchema,
  orderSchema,
  stockMovementSchema,
  checkSchema,
  transferSchema,
  settingsSchema,
  paymentSchema,
  adjustmentSchema,
  refundSchema,
  ticketSchema,
  annulmentSchema,
  cashMovementSchema,
  dayCloseSchema,
  deliverySchema,
  stockCountSchema,
]);
export type FloorDoc = z.infer<typeof floorDocSchema>;

/** Any document of the `office` database. */
export const officeDocSchema = z.discriminatedUnion('type', [supplierSchema, invoiceSchema]);
export type OfficeDoc = z.infer<typeof officeDocSchema>;

/** Any document the schema knows, in any database. */
export const anyDocSchema = z.discriminatedUnion('type', [floorDocSchema, officeDocSchema, userDocSchema]);
export type AnyDoc = z.infer<typeof anyDocSchema>;

/** The schema of one document type, for validating a doc whose type is already known. */
export const DOC_SCHEMAS = {
  product: productSchema,
  recipe: recipeSchema,
  area: areaSchema,
  table: tableSchema,
  ingredient: ingredientSchema,
  daily_stock: dailyStockSchema,
  order: orderSchema,
  stock_movement: stockMovementSchema,
  check: checkSchema,
  transfer: transferSchema,
  settings: settingsSchema,
  payment: paymentSchema,
  adjustment: adjustmentSchema,
  refund: refundSchema,
  ticket: ticketSchema,
  annulment: annulmentSchema,
  cash_movement: cashMovementSchema,
  day_close: dayCloseSchema,
  delivery: deliverySchema,
  stock_count: stockCountSchema,
  supplier: supplierSchema,
  invoice: invoiceSchema,
  user: userDocSchema,
} as const;

/**
 * Why a document does not match its type's schema, in the words every door sends
 * (`validationReason`: the field, then why), or null. Null too when `type` is not a known type:
 * refusing that is the caller's (the database check comes first at `/db`).
 */
export function docProblem(doc: Record<string, unknown>): string | null {
  const type = doc.type;
  if (typeof type !== 'string' || !(type in DOC_SCHEMAS)) return null;
  return schemaProblem(DOC_SCHEMAS[type as keyof typeof DOC_SCHEMAS], doc);
}
