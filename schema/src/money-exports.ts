/** The money side of the service (DESIGN.md §10): documents, rules and inputs, re-exported by index.ts. */
export {
  adjustmentSchema,
  paymentPartSchema,
  paymentSchema,
  paymentSplitSchema,
  refundSchema,
} from './docs/money.ts';
export type { Adjustment, Payment, PaymentPart, PaymentSplit, Refund } from './docs/money.ts';
export {
  TICKET_SERIES_PATTERN,
  issuerSchema,
  taxLineSchema,
  ticketLineSchema,
  ticketSchema,
} from './docs/ticket.ts';
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
export type {
  AdjustmentKind,
  CashMovementKind,
  IvaRate,
  PaymentMethod,
  SplitKind,
  TicketKind,
} from './enums.ts';

// The money rules (DESIGN.md §10): pure, the same verdicts and figures on every device and door.
export { euros, spanishDate } from './rules/money/format.ts';
export {
  DEFAULT_IVA_RATE,
  basesByRate,
  ivaRateOf,
  spreadCents,
  taxBreakdown,
  taxCents,
} from './rules/money/iva.ts';
export {
  adjustmentCents,
  adjustmentLabel,
  billOf,
  collectedSales,
  inOrder,
  lineKey,
  overpaymentMessage,
  overpayments,
} from './rules/money/bill.ts';
export type {
  AppliedAdjustment,
  Bill,
  BillAdjustment,
  BillLine,
  BillSources,
  Overpayment,
} from './rules/money/bill.ts';
export {
  MAX_SPLIT_PARTS,
  lineShares,
  splitByLines,
  splitEqual,
  splitProblem,
  splitSumMessage,
} from './rules/money/split.ts';
export {
  PAYMENT_AMOUNT_MESSAGE,
  PAYMENT_FINAL_MESSAGE,
  TENDERED_SHORT_MESSAGE,
  changeFor,
  paymentMethodOf,
  paymentProblem,
} from './rules/money/payments.ts';
export {
  API_SERIES_CODE,
  SERIES_CODE_PATTERN,
  SETTINGS_MISSING_MESSAGE,
  TICKET_FINAL_MESSAGE,
  buildRectifyingTicket,
  buildTicket,
  newSeriesCode,
  nextTicketNumber,
  previousTicketMessage,
  rectifyingSeries,
  ticketDocId,
  ticketProblem,
  ticketSeries,
  ticketTaxes,
} from './rules/money/tickets.ts';
export type { TicketNumbering } from './rules/money/tickets.ts';
export { signedCents } from './rules/money/ticket-check.ts';
