import { z } from 'zod';
import { ivaRateSchema, paymentMethodSchema, ticketKindSchema } from '../enums.ts';
import {
  baseDoc,
  isoDateSchema,
  isoDateTimeSchema,
  longText,
  moneySchema,
  nameText,
  refSchema,
  shortText,
} from './common.ts';
import { FISCAL_DATE_PATTERN, fiscalRecordSchema } from './fiscal.ts';
import { signedMoneySchema } from './signed-money.ts';

/** A ticket series: letters, digits and dashes, short enough for the paper ("T-K7Q4"). */
export const TICKET_SERIES_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,15}$/;

/** The issuer as it was when the ticket was printed: a later change of settings never edits it. */
export const issuerSchema = z.object({
  name: nameText('El nombre del negocio'),
  nif: shortText('El NIF').min(1, 'El NIF es requerido'),
  address: longText('La dirección'),
});

export const ticketLineSchema = z.object({
  name: nameText('El nombre'),
  quantity: z.int().min(1),
  unitPrice: moneySchema,
  ivaRate: ivaRateSchema,
  /** quantity × unit price, less this line's discounts (negative on a rectifying ticket). */
  amount: signedMoneySchema,
  /** 'Invitación', 'Descuento 10 %': what changed the amount. */
  note: shortText('La nota').optional(),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

/** Base and IVA of one rate, as the law asks a simplified invoice to show them. */
export const taxLineSchema = z.object({
  rate: ivaRateSchema,
  base: signedMoneySchema,
  amount: signedMoneySchema,
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/**
 * The customer of a full invoice (factura completa), as printed and sent to the AEAT. Any text up to
 * its length is stored here: whether the NIF verifies and the name and address are given is the
 * invoice rule's to say (rules/money/invoice-check.ts), in the same words at both doors.
 */
export const customerSchema = z.object({
  /** NIF, NIE or CIF, normalized (capitals, no spaces or dashes). */
  nif: shortText('El NIF'),
  /** Nombre o razón social: the AEAT takes 120 characters. */
  name: shortText('El nombre o razón social'),
  address: longText('La dirección'),
});
export type Customer = z.infer<typeof customerSchema>;

/** The simplified invoice a full invoice replaces, as the AEAT's IDFacturaSustituida names it. */
export const replacedTicketSchema = z.object({
  /** Its id part, `<series>-<number padded to six>`: its NumSerieFactura. */
  ticketId: refSchema,
  series: z.string(),
  number: z.int().min(1),
  /** Its FechaExpedicionFactura, DD-MM-YYYY. */
  issueDate: z.string().regex(FISCAL_DATE_PATTERN, 'Fecha de expedición no válida'),
});
export type ReplacedTicket = z.infer<typeof replacedTicketSchema>;

/**
 * A ticket: a Spanish simplified invoice (factura simplificada), its correction, or the full invoice
 * issued in its place at the customer's request. Numbered on the device, in a series of its own per
 * kind, with no gaps: the gateway refuses number n of a series until n − 1
 * is stored. Immutable: a mistake is corrected by a refund and a rectifying ticket.
 */
export const ticketSchema = z.object({
  ...baseDoc('ticket'),
  kind: ticketKindSchema,
  series: z.string().regex(TICKET_SERIES_PATTERN, 'Serie de ticket no válida'),
  number: z.int().min(1),
  checkId: refSchema,
  businessDate: isoDateSchema,
  issuedAt: isoDateTimeSchema,
  issuer: issuerSchema,
  tableName: shortText('La mesa').optional(),
  /** The waiter, as printed. */
  waiter: shortText('El camarero'),
  lines: z.array(ticketLineSchema).max(500),
  /** Check-wide discounts or invitations, as printed (negative amounts). */
  adjustments: z.array(z.object({ label: shortText('El concepto'), amount: signedMoneySchema })).max(50),
  taxes: z.array(taxLineSchema).min(1),
  total: signedMoneySchema,
  payments: z.array(z.object({ method: paymentMethodSchema, amount: signedMoneySchema })).max(100),
  tendered: moneySchema.optional(),
  change: moneySchema,
  tip: moneySchema,
  footer: longText('El pie').optional(),
  /** A rectifying ticket: the ticket it corrects and the refund behind it. */
  rectifies: z.object({ ticketId: refSchema, series: z.string(), number: z.int().min(1) }).optional(),
  refundId: refSchema.optional(),
  /** A full invoice (kind 'invoice'): its customer, and the simplified invoice it replaces. */
  customer: customerSchema.optional(),
  replaces: replacedTicketSchema.optional(),
  /** Its Verifactu billing record (fiscal.ts), written with it on the device. */
  fiscal: fiscalRecordSchema.optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;
