/** The money side of the service (DESIGN.md §10): documents, rules and inputs, re-exported by index.ts. */
export {
  adjustmentSchema,
  paymentPartSchema,
  paymentSchema,
  paymentSplitSchema,
  refundSchema,
} from './docs/money.ts';
export type { Adjustment, Payment, PaymentPart, PaymentSplit, Refund } from './docs/money.ts';
export { TICKET_SERIES_PATTERN, issuerSchema, taxLineSchema, ticketLineSchema, ticketSchema } from './docs/ticket.ts';
export type { TaxLine, Ticket, TicketLine } from './docs/ticket.ts';
export { isSignedMoney, signedMoneySchema } from './docs/signed-money.ts';
export { cashMovementSchema, dayCloseSchema, denominationCountSchema } from './docs/cash.ts';
export type { CashMovement, DayClose } from './docs/cash.ts';
export { SERIES_PREFIX_PATTERN, SETTINGS_ID, settingsSchema } from './docs/settings.ts';
export type { Settings } from './docs/settings.ts';
export {
  ADJUSTMENT_KINDS,
  ADJUSTMENT_KIND_LABELS,
  CASH_DENOMINATIONS,
  CASH_MOVEMENT_KINDS,
  CASH_MOVEMENT_KIND_LABELS,
  IVA_RATES,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  SPLIT_KINDS,
  TICKET_KINDS,
  adjustmentKindSchema,
  cashMovementKindSchema,
  ivaRateSchema,
  paymentMethodSchema,
  splitKindSchema,
  ticketKindSchema,
} from './enums.ts';
export type { AdjustmentKind, CashMovementKind, IvaRate, PaymentMethod, SplitKind, TicketKind } from './enums.ts';
