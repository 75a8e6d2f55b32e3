/** Suppliers, deliveries and ingredient stock (DESIGN.md §10): documents and rules, re-exported by index.ts. */
export { deliveryLineSchema, deliverySchema, stockCountLineSchema, stockCountSchema } from './docs/supply.ts';
export type { Delivery, DeliveryLine, StockCount, StockCountLine } from './docs/supply.ts';
export { COUNT_REASONS, COUNT_REASON_LABELS, countReasonSchema } from './enums.ts';
export type { CountReason } from './enums.ts';

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
