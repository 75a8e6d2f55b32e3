/** Verifactu billing records (DESIGN.md §11): documents and rules, re-exported by index.ts. */
export {
  FISCAL_AMOUNT_PATTERN,
  FISCAL_DATE_PATTERN,
  FISCAL_INVOICE_TYPES,
  FISCAL_TIMESTAMP_PATTERN,
  HUELLA_PATTERN,
  chainRecordSchema,
  fiscalAnulacionSchema,
  fiscalRecordSchema,
  isAnulacion,
  previousRecordSchema,
} from './docs/fiscal.ts';
export type {
  ChainRecord,
  FiscalAnulacion,
  FiscalInvoiceType,
  FiscalRecord,
  PreviousRecord,
} from './docs/fiscal.ts';
export { annulmentSchema } from './docs/annulment.ts';
export type { Annulment } from './docs/annulment.ts';
export {
  ANNULMENT_MESSAGES,
  annulledTicketIds,
  annulmentDocId,
  annulmentProblem,
  anulacionVerifies,
  buildAnnulment,
  buildAnulacion,
} from './rules/fiscal/annulment.ts';
export type { AnnulledTicketFacts, AnnulmentRequest } from './rules/fiscal/annulment.ts';
export {
  altaHuella,
  altaHuellaText,
  anulacionHuella,
  anulacionHuellaText,
  sha256Hex,
} from './rules/fiscal/huella.ts';
export type { AltaFields, AnulacionFields } from './rules/fiscal/huella.ts';
export {
  fiscalDate,
  fiscalDateOfTimestamp,
  fiscalTimestamp,
  fiscalTimestampMs,
} from './rules/fiscal/local-time.ts';
export {
  FISCAL_MESSAGES,
  SIMPLIFIED_INVOICE_LIMIT_CENTS,
  buildFiscalRecord,
  chainRecordKey,
  fiscalChainProblem,
  fiscalRecordProblem,
  forkMessage,
  installationOfSeries,
  missingPreviousRecordMessage,
  previousOf,
  withFiscalRecord,
} from './rules/fiscal/record.ts';
export type { ChainHead, FiscalChainLookup } from './rules/fiscal/record.ts';
export { QR_TITLE, VALIDAR_QR_URL, VERIFACTU_LEGEND, fiscalQrUrl } from './rules/fiscal/qr.ts';
export { BILLING_SYSTEM, DECLARATION } from './rules/fiscal/system.ts';
