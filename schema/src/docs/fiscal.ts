import { z } from 'zod';

/**
 * A Verifactu billing record (registro de facturación de alta), as the AEAT names its fields
 * (Orden HAC/1177/2024, DsRegistroVeriFactu), so the XML sent and the inspection API read it as it
 * is stored. It lives inside its ticket's own document: the record and the ticket it describes are
 * stored together or not at all, and a stored record is never edited.
 */

/** Upper-case hex SHA-256. */
export const HUELLA_PATTERN = /^[0-9A-F]{64}$/;
/** DD-MM-YYYY, as the AEAT writes dates. */
export const FISCAL_DATE_PATTERN = /^\d{2}-\d{2}-\d{4}$/;
/** YYYY-MM-DDThh:mm:ss±hh:mm: local time with the restaurant's offset, to the second. */
export const FISCAL_TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
/** Amounts as the XML writes them, and so as they are hashed: a point and two decimals. */
export const FISCAL_AMOUNT_PATTERN = /^-?\d{1,12}\.\d{2}$/;

/**
 * F1: factura completa; F2: factura simplificada; F3: factura emitida en sustitución de simplificadas;
 * R5: rectificativa de simplificadas.
 */
export const FISCAL_INVOICE_TYPES = ['F1', 'F2', 'F3', 'R5'] as const;
export type FiscalInvoiceType = (typeof FISCAL_INVOICE_TYPES)[number];

const huella = z.string().regex(HUELLA_PATTERN, 'Huella no válida');
const fiscalDate = z.string().regex(FISCAL_DATE_PATTERN, 'Fecha de expedición no válida');
const issuerId = z.string().min(1).max(9);
const invoiceNumber = z.string().min(1).max(60);

/** The previous record of the chain, as the XML's Encadenamiento/RegistroAnterior names it. */
export const previousRecordSchema = z.object({
  IDEmisorFactura: issuerId,
  NumSerieFactura: invoiceNumber,
  FechaExpedicionFactura: fiscalDate,
  Huella: huella,
});
export type PreviousRecord = z.infer<typeof previousRecordSchema>;

export const fiscalRecordSchema = z.object({
  /** The device's billing installation: its ticket series code, never reused. */
  NumeroInstalacion: z.string().regex(/^[A-Z0-9]{1,16}$/, 'Instalación no válida'),
  /** Position in the installation's chain, from 1: two records at one position are a fork. */
  seq: z.int().min(1),
  TipoFactura: z.enum(FISCAL_INVOICE_TYPES),
  IDEmisorFactura: issuerId,
  NumSerieFactura: invoiceNumber,
  FechaExpedicionFactura: fiscalDate,
  CuotaTotal: z.string().regex(FISCAL_AMOUNT_PATTERN, 'Cuota no válida'),
  ImporteTotal: z.string().regex(FISCAL_AMOUNT_PATTERN, 'Importe no válido'),
  FechaHoraHusoGenRegistro: z.string().regex(FISCAL_TIMESTAMP_PATTERN, 'Fecha de generación no válida'),
  /** Absent on the first record of the chain (PrimerRegistro = S). */
  RegistroAnterior: previousRecordSchema.optional(),
  Huella: huella,
});
export type FiscalRecord = z.infer<typeof fiscalRecordSchema>;

/**
 * A registro de anulación (DsRegistroVeriFactu, RegistroAnulacion): a manager's cancellation of a
 * ticket issued in error and never delivered. It names the invoice it cancels by the AEAT's
 * `…Anulada` fields and takes the next place in the chain of the device that writes it, like an alta.
 */
export const fiscalAnulacionSchema = z.object({
  NumeroInstalacion: fiscalRecordSchema.shape.NumeroInstalacion,
  seq: z.int().min(1),
  IDEmisorFacturaAnulada: issuerId,
  NumSerieFacturaAnulada: invoiceNumber,
  FechaExpedicionFacturaAnulada: fiscalDate,
  FechaHoraHusoGenRegistro: fiscalRecordSchema.shape.FechaHoraHusoGenRegistro,
  RegistroAnterior: previousRecordSchema.optional(),
  Huella: huella,
});
export type FiscalAnulacion = z.infer<typeof fiscalAnulacionSchema>;

/** Any record of a chain: an alta (in its ticket) or an anulación (in its annulment). */
export type ChainRecord = FiscalRecord | FiscalAnulacion;
export const chainRecordSchema = z.union([fiscalRecordSchema, fiscalAnulacionSchema]);

export const isAnulacion = (record: ChainRecord): record is FiscalAnulacion =>
  'NumSerieFacturaAnulada' in record;
