/** Suppliers, deliveries and ingredient stock (DESIGN.md §10): documents and rules, re-exported by index.ts. */
export { deliveryLineSchema, deliverySchema, stockCountLineSchema, stockCountSchema } from './docs/supply.ts';
export type { Delivery, DeliveryLine, StockCount, StockCountLine } from './docs/supply.ts';
export { COUNT_REASONS, COUNT_REASON_LABELS, countReasonSchema } from './enums.ts';
export type { CountReason } from './enums.ts';
