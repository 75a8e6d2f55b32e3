/** Suppliers, deliveries and ingredient stock (DESIGN.md §10): documents and rules, re-exported by index.ts. */
export { deliveryLineSchema, deliverySchema, stockCountLineSchema, stockCountSchema } from './docs/supply.ts';
export type { Delivery, DeliveryLine, StockCount, StockCountLine } from './docs/supply.ts';

// The supply rules (DESIGN.md §10): units, stock arithmetic and invoice status, the same at every door.
export { convertMilli, costPerUnitIn, unitFactor, unitProblem, unitsConvert } from './rules/supply/units.ts';
export {
  consumptionOf,
  countDelta,
  signedMilli,
  varianceOf,
  weightedAverageCost,
} from './rules/supply/stock.ts';
export type { ConsumedIngredient, Variance } from './rules/supply/stock.ts';
export { invoiceStatusLabel, invoiceStatusOf } from './rules/supply/invoices.ts';

// The supply write rules (DESIGN.md §10), dispatched by checkWrite; their messages for the doors' tests.
export { checkSupplyWrite } from './supply-writes.ts';
export type { SupplyContext, SupplyDoc } from './supply-writes.ts';
export {
  DELIVERY_BY_MESSAGE,
  DELIVERY_FINAL_MESSAGE,
  DELIVERY_LINE_IDS_MESSAGE,
  DELIVERY_QUANTITY_MESSAGE,
  INGREDIENT_MISSING_MESSAGE,
  INVOICE_MISSING_MESSAGE,
  INVOICE_OTHER_SUPPLIER_MESSAGE,
  SUPPLIER_INACTIVE_MESSAGE,
  SUPPLIER_MISSING_MESSAGE,
  deliveryProblem,
  deliveryShapeProblem,
  inactiveIngredientMessage,
} from './rules/supply/deliveries.ts';
export {
  STOCK_COUNT_BY_MESSAGE,
  STOCK_COUNT_FINAL_MESSAGE,
  countedTwiceMessage,
  inactiveCountMessage,
  stockCountProblem,
} from './rules/supply/counts.ts';
export { INVOICE_DUE_DATE_MESSAGE, invoiceProblem, supplierProblem } from './rules/supply/office.ts';
export { INGREDIENT_STOCK_MESSAGE, ingredientStockProblem } from './rules/supply/ingredients.ts';
export { PRODUCT_SOLD_MESSAGE } from './rules/in-use.ts';
export {
  INVOICE_DUE_WARNING_DAYS,
  NEW_INVOICE_HOURS,
  invoiceDueSoonMessage,
  isInvoiceDueSoonAlert,
  isNewInvoiceAlert,
} from './rules/alerts.ts';

// Inputs of the supply REST calls and forms (supplierInputSchema lives with the catalogue's, inputs.ts).
export {
  COST_NEGATIVE_MESSAGE,
  QUANTITY_INPUT_MESSAGE,
  QUANTITY_NEGATIVE_MESSAGE,
  deliveryInputSchema,
  invoiceInputSchema,
  quantityInputSchema,
  signedQuantityInputSchema,
  stockCountInputSchema,
} from './supply-inputs.ts';
export type { DeliveryInput, InvoiceInput, StockCountInput } from './supply-inputs.ts';
