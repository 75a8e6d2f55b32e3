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
  customerSchema,
  issuerSchema,
  replacedTicketSchema,
  taxLineSchema,
  ticketLineSchema,
  ticketSchema,
} from './docs/ticket.ts';
export type { Customer, ReplacedTicket, TaxLine, Ticket, TicketLine } from './docs/ticket.ts';
export { isSignedMoney, signedMoneySchema } from './docs/signed-money.ts';
export { cashMovementSchema, dayCloseSchema, denominationCountSchema } from './docs/cash.ts';
export type { CashMovement, DayClose } from './docs/cash.ts';
export {
  SERIES_PREFIX_PATTERN,
  SETTINGS_ID,
  settingsSchema,
  TERMINAL_IDLE_MINUTES_DEFAULT,
  terminalIdleMinutesSchema,
} from './docs/settings.ts';
export type { Settings } from './docs/settings.ts';

// The money rules (DESIGN.md §10): pure, the same verdicts and figures on every device and door.
export { euros, spanishDate } from './rules/money/format.ts';
export {
  DEFAULT_IVA_RATE,
  basesByRate,
  ivaRateOf,
  spreadCents,
  taxBreakdown,
  taxCents,
  taxTotals,
} from './rules/money/iva.ts';
export { roundTotals } from './rules/money/round-totals.ts';
export type { RateSources, RoundLine, RoundTotals } from './rules/money/round-totals.ts';
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
export {
  INVOICE_MESSAGES,
  INVOICE_ROLES,
  alreadyReplacedMessage,
  buildDirectInvoice,
  buildInvoice,
  checkInvoicedMessage,
  customerOf,
  invoiceFieldsProblem,
  invoiceSeries,
  isSaleDocument,
  replaceableProblem,
  replacementProblem,
  saleDocumentProblem,
} from './rules/money/invoices.ts';
export { signedCents } from './rules/money/ticket-check.ts';
export {
  ADJUSTMENT_FINAL_MESSAGE,
  ADJUSTMENT_LINE_MESSAGE,
  ADJUSTMENT_ROLE_MESSAGE,
  adjustmentProblem,
  adjustmentShapeProblem,
  discountAboveMessage,
} from './rules/money/adjustments.ts';
export {
  REFUND_FINAL_MESSAGE,
  REFUND_ROLE_MESSAGE,
  TICKET_MISSING_MESSAGE,
  refundAboveMessage,
  refundProblem,
} from './rules/money/refunds.ts';
export {
  CASH_CHANGED_MESSAGE,
  CASH_MOVEMENT_FINAL_MESSAGE,
  cashFigures,
  cashMovementProblem,
  closedDayMessage,
  countedCash,
  dayCloseDocId,
  dayCloseProblem,
  expectedCash,
} from './rules/money/cash.ts';
export type { CashFigures, CashSources } from './rules/money/cash.ts';
export { zReport } from './rules/money/z-report.ts';
export type { CountAmount, ZReport, ZSeries, ZSources } from './rules/money/z-report.ts';
export {
  TAX_ID_CONTROL_MESSAGE,
  TAX_ID_FORMAT_MESSAGE,
  normalizeTaxId,
  taxIdProblem,
} from './rules/money/tax-id.ts';
export { SETTINGS_DELETE_MESSAGE, settingsProblem } from './rules/money/settings.ts';
export { docApprovalSubject } from './rules/voids.ts';
export type { ApprovalSubject } from './rules/voids.ts';
export { checkMoneyWrite } from './money-writes.ts';
export type { MoneyContext, MoneyDoc } from './money-writes.ts';
export {
  AMOUNT_INPUT_MESSAGE,
  AMOUNT_POSITIVE_MESSAGE,
  adjustmentInputSchema,
  amountInputSchema,
  cashMovementInputSchema,
  customerInputSchema,
  dayCloseInputSchema,
  docApprovalInputSchema,
  moneyInputSchema,
  paymentInputSchema,
  refundInputSchema,
  settingsInputSchema,
} from './money-inputs.ts';
export type {
  AdjustmentInput,
  CashMovementInput,
  CustomerInput,
  DayCloseInput,
  DocApprovalInput,
  PaymentInput,
  RefundInput,
  SettingsInput,
} from './money-inputs.ts';
